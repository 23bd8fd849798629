/**
 * Wrong answers on the signed-in forms that check the account's password or
 * a code again (account-checks.ts): Şifre değiştir, turning two-factor off,
 * new recovery codes. Five in a window per account, counted together; then
 * the right answer is refused too (429, the wait in minutes) and nothing
 * changes, while other accounts are not affected.
 */
import { generate } from "otplib";
import { afterEach, describe, expect, it } from "vitest";
import { ACCOUNT_CHECK_LIMIT } from "#app/.server/accounts/account-checks.ts";
import { newId } from "#app/.server/ids.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const PASSWORD_PAGE = "/adminpanel/sifre";
const TWO_FACTOR = "/adminpanel/iki-adimli-dogrulama";
const PASSWORD = "Lacivert defter, yeşil kalem 2026!";
const WAIT_MESSAGE = /Çok fazla hatalı deneme\. Lütfen 15 dakika sonra yeniden deneyin\./;

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

const post = (cookie: string, path: string, fields: Record<string, string>) => postAs(suite.server, path, fields, { Cookie: cookie });
const adminRow = (id: string) => suite.db.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const codeRows = (id: string) =>
  suite.db.selectFrom("recovery_codes").select(["code_hash", "used_at"]).where("admin_id", "=", id).orderBy("code_hash").execute();
const auditOf = (email: string) =>
  suite.db.selectFrom("audit_log").select("action").where("admin_email", "=", email).orderBy("created_at").execute();
const mailTo = (email: string) => suite.db.selectFrom("outbox").select("subject").where("recipient", "=", email).execute();

/** A signed-in admin of this test (never the server's first admin), their counter removed after it. */
async function signedInAdmin() {
  const email = `deneme-${newId().slice(0, 10)}@ornek.test`;
  const id = await addAdmin(suite.db, email, PASSWORD, cleanup);
  cleanup(() => suite.db.deleteFrom("rate_limits").where("key", "like", `%${id}%`).execute());
  cleanup(() => suite.db.deleteFrom("outbox").where("recipient", "=", email).execute());
  return { id, email, cookie: await signIn(suite.server, email, PASSWORD) };
}

/** Turns two-factor on through the screen: the recovery codes shown, and authenticator codes of later steps. */
async function withTwoFactor() {
  const admin = await signedInAdmin();
  expect((await post(admin.cookie, TWO_FACTOR, { intent: "ac" })).status).toBe(302);
  const setup = await (await fetch(`${suite.server.url}${TWO_FACTOR}`, { headers: { Cookie: admin.cookie } })).text();
  const secret = /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(setup)![1]!.replaceAll(" ", "");
  let step = Math.floor(Date.now() / 30_000) - 2;
  // Each code of a later step than the last one used (±1 step is accepted): three at hand.
  const next = () => generate({ secret, epoch: ++step * 30 + 15 });
  const confirmed = await post(admin.cookie, TWO_FACTOR, { intent: "onayla", kod: await next() });
  expect(confirmed.status).toBe(200);
  const codes = [...(await confirmed.text()).matchAll(/<code>([A-Z2-7]{4}(?:-[A-Z2-7]{4}){3})<\/code>/g)].map((m) => m[1]!);
  expect(codes).toHaveLength(10);
  return { ...admin, codes, next };
}

/** The answer of a refused try: 429 with the wait in minutes and Retry-After in the window. */
async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_CHECK_LIMIT.windowMs / 1000);
  expect(await response.text()).toMatch(WAIT_MESSAGE);
}

const changeForm = (current: string, next: string) => ({ mevcut: current, yeni: next, tekrar: next });

describe("Şifre değiştir", () => {
  it("refuses the right password after 5 wrong ones, changing nothing; a right one before the limit works and clears the count", async () => {
    const admin = await signedInAdmin();
    const other = await signedInAdmin();
    const next = "Turuncu fincan, mavi masa 2027!";
    for (let i = 0; i < ACCOUNT_CHECK_LIMIT.max - 1; i++) {
      const wrong = await post(admin.cookie, PASSWORD_PAGE, changeForm(`yanlis-sifre-${i}-uzun`, next));
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Mevcut şifre hatalı.");
    }
    // The fifth try is right: it works, and the four wrong ones no longer count.
    expect((await post(admin.cookie, PASSWORD_PAGE, changeForm(PASSWORD, next))).status).toBe(200);
    const changed = (await adminRow(admin.id)).password_hash;
    for (let i = 0; i < ACCOUNT_CHECK_LIMIT.max; i++) {
      expect((await post(admin.cookie, PASSWORD_PAGE, changeForm(`yanlis-sifre-${i}-uzun`, PASSWORD))).status).toBe(400);
    }
    await expectLimited(await post(admin.cookie, PASSWORD_PAGE, changeForm(next, PASSWORD)));
    expect((await adminRow(admin.id)).password_hash).toBe(changed);
    expect(await auditOf(admin.email)).toEqual([{ action: "password" }]);

    // Another account changes its password as before.
    const before = (await adminRow(other.id)).password_hash;
    expect((await post(other.cookie, PASSWORD_PAGE, changeForm(PASSWORD, next))).status).toBe(200);
    expect((await adminRow(other.id)).password_hash).not.toBe(before);
  });

  it("counts guesses sent at the same moment: only 5 are checked, the rest refused", async () => {
    const admin = await signedInAdmin();
    const guesses = Array.from({ length: 12 }, (_, i) => changeForm(`yanlis-sifre-${i}-uzun`, "Turuncu fincan, mavi masa 2027!"));
    const answers = await Promise.all(guesses.map((fields) => post(admin.cookie, PASSWORD_PAGE, fields)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
  });
});

describe("turning two-factor off", () => {
  it("refuses the right password and code after 5 wrong ones, leaving two-factor on, its codes and the outbox as they were", async () => {
    const admin = await withTwoFactor();
    const other = await withTwoFactor();
    const wrongs = [
      { sifre: "yanlis-sifre", kod: admin.codes[0]! },
      { sifre: PASSWORD, kod: "000000" },
      { sifre: "yanlis-sifre", kod: "000000" },
      { sifre: PASSWORD, kod: "AAAA-AAAA-AAAA-AAAA" },
      { sifre: "baska-yanlis-sifre", kod: admin.codes[1]! },
    ];
    for (const fields of wrongs) expect((await post(admin.cookie, TWO_FACTOR, { intent: "kapat", ...fields })).status).toBe(400);
    const [row, codes] = [await adminRow(admin.id), await codeRows(admin.id)];
    await expectLimited(await post(admin.cookie, TWO_FACTOR, { intent: "kapat", sifre: PASSWORD, kod: admin.codes[2]! }));
    const after = await adminRow(admin.id);
    expect([after.totp_secret, after.totp_enabled_at, after.totp_last_step]).toEqual([
      row.totp_secret,
      row.totp_enabled_at,
      row.totp_last_step,
    ]);
    expect(after.totp_enabled_at).not.toBeNull();
    expect(await codeRows(admin.id)).toEqual(codes);
    expect(codes.every((code) => code.used_at === null)).toBe(true);
    expect(await mailTo(admin.email)).toEqual([]);
    expect(await auditOf(admin.email)).toEqual([{ action: "two-factor-on" }]);

    // Another account turns it off as before.
    const off = await post(other.cookie, TWO_FACTOR, { intent: "kapat", sifre: PASSWORD, kod: other.codes[0]! });
    expect(off.status).toBe(302);
    expect((await adminRow(other.id)).totp_enabled_at).toBeNull();
  });
});

describe("new recovery codes", () => {
  it("refuses a valid code after 5 wrong ones, keeping the old codes", async () => {
    const admin = await withTwoFactor();
    const other = await withTwoFactor();
    for (const kod of ["000000", "123456", "AAAA-AAAA-AAAA-AAAA", "BBBB-BBBB-BBBB-BBBB", "12"]) {
      const wrong = await post(admin.cookie, TWO_FACTOR, { intent: "yeni-kodlar", kod });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Doğrulama kodu hatalı.");
    }
    const codes = await codeRows(admin.id);
    await expectLimited(await post(admin.cookie, TWO_FACTOR, { intent: "yeni-kodlar", kod: admin.codes[0]! }));
    expect(await codeRows(admin.id)).toEqual(codes);
    expect(await auditOf(admin.email)).toEqual([{ action: "two-factor-on" }]);

    // Another account gets new codes as before.
    const otherCodes = await codeRows(other.id);
    const renewed = await post(other.cookie, TWO_FACTOR, { intent: "yeni-kodlar", kod: other.codes[0]! });
    expect(renewed.status).toBe(200);
    expect(await codeRows(other.id)).not.toEqual(otherCodes);
  });
});

describe("one count per account", () => {
  it("counts wrong passwords on Şifre değiştir against the two-factor screen's forms too", async () => {
    const admin = await withTwoFactor();
    for (let i = 0; i < ACCOUNT_CHECK_LIMIT.max; i++) {
      expect(
        (await post(admin.cookie, PASSWORD_PAGE, changeForm(`yanlis-sifre-${i}-uzun`, "Turuncu fincan, mavi masa 2027!"))).status,
      ).toBe(400);
    }
    await expectLimited(await post(admin.cookie, TWO_FACTOR, { intent: "yeni-kodlar", kod: await admin.next() }));
    await expectLimited(await post(admin.cookie, TWO_FACTOR, { intent: "kapat", sifre: PASSWORD, kod: admin.codes[0]! }));
    expect((await adminRow(admin.id)).totp_enabled_at).not.toBeNull();
    expect(await auditOf(admin.email)).toEqual([{ action: "two-factor-on" }]);
  });

  it("counts the ownership transfer in the same counter: after 5 wrong current passwords the Sahip's right one is refused there too", async () => {
    const owner = await signedInAdmin();
    const target = await signedInAdmin();
    // This test's admin is the Sahip for its duration.
    const owners = await suite.db.selectFrom("admins").select("id").where("role", "=", "owner").execute();
    await suite.db.updateTable("admins").set({ role: "manager" }).where("role", "=", "owner").execute();
    await suite.db.updateTable("admins").set({ role: "owner" }).where("id", "=", owner.id).execute();
    cleanup(async () => {
      await suite.db.updateTable("admins").set({ role: "manager" }).where("id", "in", [owner.id, target.id]).execute();
      for (const { id } of owners) await suite.db.updateTable("admins").set({ role: "owner" }).where("id", "=", id).execute();
    });
    for (let i = 0; i < ACCOUNT_CHECK_LIMIT.max; i += 1) {
      expect(
        (await post(owner.cookie, PASSWORD_PAGE, changeForm(`yanlis-sifre-${i}-uzun`, "Turuncu fincan, mavi masa 2027!"))).status,
      ).toBe(400);
    }
    await expectLimited(
      await post(owner.cookie, "/adminpanel/yoneticiler", { intent: "sahiplik-devret", hedef: target.id, sifre: PASSWORD }),
    );
    expect((await adminRow(owner.id)).role).toBe("owner");
    expect((await adminRow(target.id)).role).toBe("manager");
  });
});
