/**
 * Roles on the Yöneticiler screen (issue 25): invitations that name a role,
 * changing roles, removing admins, transferring ownership, requiring
 * two-factor for everyone, their audit rows, and admin:create --role. The
 * test server's first admin (TEST_ADMIN) is the Sahip.
 */
import { spawnSync } from "node:child_process";
import { generate } from "otplib";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { newId } from "#app/.server/ids.ts";
import type { Role } from "#app/lib/roles.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { alertText, fetchPage, statusText } from "#tests/helpers/html.ts";
import { root, TEST_ADMIN } from "#tests/helpers/server.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const SCREEN = "/adminpanel/yoneticiler";
const TWO_FACTOR = "/adminpanel/iki-adimli-dogrulama";
const PASSWORD = "Mor şemsiye, turuncu bisiklet 2026!";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);

const page = (path: string, cookie?: string) => fetchPage(suite.server.url, path, cookie ? { headers: { Cookie: cookie } } : {});
const post = (cookie: string, fields: Record<string, string>, path = SCREEN) => postAs(suite.server, path, fields, { Cookie: cookie });
const adminRow = (email: string) => suite.db.selectFrom("admins").selectAll().where("email", "=", email).executeTakeFirst();
const roleOf = async (email: string) => (await adminRow(email))?.role;
const auditOf = (entryId: string | null, action: string) =>
  suite.db
    .selectFrom("audit_log")
    .select(["admin_email", "action", "list", "entry_id", "details"])
    .where("action", "=", action as never)
    .where((eb) => (entryId === null ? eb("entry_id", "is", null) : eb("entry_id", "=", entryId)))
    .orderBy("created_at")
    .execute();

/** An admin of this test who can sign in, with `role`: their id, address and session cookie. */
async function signedInAs(role: Exclude<Role, "owner">, options: { twoFactor?: boolean } = {}) {
  const email = `rol-${role}-${newId().slice(0, 10)}@ornek.test`;
  const id = await addAdmin(suite.db, email, PASSWORD, cleanup, role);
  const cookie = await signIn(suite.server, email, PASSWORD);
  // Two-factor on after signing in (the secret is never opened here: only whether it is on counts).
  if (options.twoFactor) {
    await suite.db
      .updateTable("admins")
      .set({ totp_secret: "v1.test", totp_enabled_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  }
  return { id, email, cookie };
}

/** A pending invitation of this test (no password yet). */
async function pendingInvite(role: Exclude<Role, "owner">) {
  const email = `davetli-${role}-${newId().slice(0, 10)}@ornek.test`;
  return { id: await addAdmin(suite.db, email, "", cleanup, role), email };
}

const newAddress = () => {
  const email = `yeni-${newId().slice(0, 10)}@ornek.test`;
  cleanup(() => suite.db.deleteFrom("admins").where("email", "=", email).execute());
  return email;
};

/** The requirement is off again after the test, whatever it did (the Sahip of the other tests has no two-factor). */
const requirementOffAfter = () => cleanup(() => suite.db.deleteFrom("settings").where("key", "=", "require_two_factor").execute());

/** The TEST_ADMIN is the Sahip again after a test that moved the ownership (before the test's own admins are removed). */
function restoreOwner() {
  cleanup(async () => {
    await suite.db
      .updateTable("admins")
      .set({ role: "manager" })
      .where("email", "!=", TEST_ADMIN.email)
      .where("role", "=", "owner")
      .execute();
    await suite.db.updateTable("admins").set({ role: "owner" }).where("email", "=", TEST_ADMIN.email).execute();
    await suite.db.deleteFrom("rate_limits").where("key", "like", "yeniden-dogrulama:%").execute();
  });
}

describe("inviting with a role", () => {
  it("names the role in the e-mail, on the invitation page, in the list and in the audit row", async () => {
    const email = newAddress();
    const invited = await post(suite.cookie, { intent: "davet-et", eposta: email, ad: "Elif Editör", rol: "editor" });
    expect(invited.status).toBe(302);
    expect(await roleOf(email)).toBe("editor");
    const screen = await page(invited.headers.get("location")!, suite.cookie);
    expect(statusText(screen)).toContain(`Davet e-postası ${email} adresine gönderildi (rol: Editör).`);
    const row = screen.doc.querySelectorAll("tbody tr").find((tr) => tr.text.includes(email));
    expect(row?.querySelector('[data-label="Rol"]')?.text).toBe("Editör");

    const mail = await suite.db
      .selectFrom("outbox")
      .select(["subject", "text_body"])
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain("“Editör” rolüyle davet etti");
    expect(mail.text_body).toContain("Tüm içerik: yayımlama");
    const link = /https:\/\/ymm\.test(\/adminpanel\/davet\?anahtar=[\w-]+)/.exec(mail.text_body)![1]!;
    const invitation = await page(link);
    expect(invitation.status).toBe(200);
    const account = invitation.doc.querySelector(".admin-invite-account")!;
    expect(account.querySelectorAll("dt").map((dt) => dt.text)).toEqual(["E-posta", "Rol"]);
    expect(account.querySelectorAll("dd")[1]?.text).toMatch(/^Editör\s*Tüm içerik/);

    expect(await auditOf(email, "invite")).toEqual([
      {
        admin_email: TEST_ADMIN.email,
        action: "invite",
        list: "yoneticiler",
        entry_id: email,
        details: JSON.stringify({ role: "editor" }),
      },
    ]);
  });

  it("offers a Yönetici the roles up to theirs, with their summaries, and never Sahip", async () => {
    const manager = await signedInAs("manager");
    const screen = await page(SCREEN, manager.cookie);
    const options = screen.doc.querySelectorAll('input[name="rol"]').filter((input) => input.id.startsWith("davet-"));
    expect(options.map((input) => input.getAttribute("value"))).toEqual(["manager", "editor", "author"]);
    expect(screen.doc.querySelector("#davet-rol-author-ipucu")?.text).toContain("Kendi taslaklarını yazar");
    expect(screen.doc.querySelector("#davet-rol-owner")).toBeNull();
  });

  it("refuses Sahip, a missing or an unknown role with a Turkish message, storing and sending nothing", async () => {
    const manager = await signedInAs("manager");
    const outboxBefore = (await suite.db.selectFrom("outbox").select("id").execute()).length;
    const cases: [Record<string, string>, number, string][] = [
      [{ rol: "owner" }, 403, "Sahip rolü davetle ya da rol değişikliğiyle verilmez; sahiplik yalnızca devredilir."],
      [{}, 400, "Bir rol seçin."],
      [{ rol: "patron" }, 400, "Bir rol seçin."],
    ];
    for (const [role, status, message] of cases) {
      const email = newAddress();
      const refused = await post(manager.cookie, { intent: "davet-et", eposta: email, ad: "", ...role });
      expect(refused.status, JSON.stringify(role)).toBe(status);
      expect(await refused.text()).toContain(message);
      expect(await adminRow(email)).toBeUndefined();
    }
    // The Sahip cannot invite a second Sahip either.
    const email = newAddress();
    expect((await post(suite.cookie, { intent: "davet-et", eposta: email, ad: "", rol: "owner" })).status).toBe(403);
    expect(await adminRow(email)).toBeUndefined();
    expect((await suite.db.selectFrom("outbox").select("id").execute()).length).toBe(outboxBefore);
  });

  it("gives a pending invitation the role of its latest invitation", async () => {
    const pending = await pendingInvite("author");
    expect((await post(suite.cookie, { intent: "davet-et", eposta: pending.email, ad: "", rol: "manager" })).status).toBe(302);
    expect(await roleOf(pending.email)).toBe("manager");
  });
});

describe("changing a role", () => {
  it("lets the Sahip make a Yönetici an Editör: applies to their open session at once, with an audit row from → to", async () => {
    const manager = await signedInAs("manager");
    expect((await page(SCREEN, manager.cookie)).status).toBe(200);
    const form = await page(`${SCREEN}?rol=${manager.id}`, suite.cookie);
    expect(form.doc.querySelector("#rol-basligi")?.text).toBe(`Rolü değiştir: ${manager.email}`);
    expect(form.doc.querySelector("#rol-degistir-rol-manager")?.hasAttribute("checked")).toBe(true);

    const changed = await post(suite.cookie, { intent: "rol-degistir", id: manager.id, rol: "editor" });
    expect(changed.status).toBe(302);
    expect(statusText(await page(changed.headers.get("location")!, suite.cookie))).toBe(`${manager.email} hesabının rolü artık Editör.`);
    expect(await roleOf(manager.email)).toBe("editor");
    expect((await page(SCREEN, manager.cookie)).status).toBe(403);
    expect(await auditOf(manager.email, "role")).toEqual([
      {
        admin_email: TEST_ADMIN.email,
        action: "role",
        list: "yoneticiler",
        entry_id: manager.email,
        details: JSON.stringify({ from: "manager", to: "editor" }),
      },
    ]);
  });

  it("never gives Sahip, and never changes the Sahip's role: a Yönetici cannot demote the Sahip", async () => {
    const manager = await signedInAs("manager");
    const owner = (await adminRow(TEST_ADMIN.email))!;
    const attempts: [string, Record<string, string>, string][] = [
      [manager.cookie, { id: owner.id, rol: "editor" }, "Sahip'in rolü değiştirilemez."],
      [suite.cookie, { id: owner.id, rol: "manager" }, "Sahip'in rolü değiştirilemez."],
      [suite.cookie, { id: manager.id, rol: "owner" }, "sahiplik yalnızca devredilir"],
      [manager.cookie, { id: manager.id, rol: "owner" }, "sahiplik yalnızca devredilir"],
    ];
    for (const [cookie, fields, message] of attempts) {
      const refused = await post(cookie, { intent: "rol-degistir", ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(403);
      expect(await refused.text()).toContain(message);
    }
    expect(await roleOf(TEST_ADMIN.email)).toBe("owner");
    expect(await roleOf(manager.email)).toBe("manager");
    expect(await auditOf(manager.email, "role")).toEqual([]);
    // The screen offers no role change on the Sahip's row.
    const screen = await page(SCREEN, manager.cookie);
    expect(screen.doc.querySelector(`a[aria-label="Rolü değiştir: ${TEST_ADMIN.email}"]`)).toBeNull();
    expect(screen.doc.querySelector(`a[aria-label="Rolü değiştir: ${manager.email}"]`)).not.toBeNull();
    expect((await page(`${SCREEN}?rol=${owner.id}`, manager.cookie)).doc.querySelector("#rol-basligi")).toBeNull();
  });

  it("lets a Yönetici lower another Yönetici or themselves, never raise anyone above their own role; an Editör changes nothing", async () => {
    const [manager, other, editor] = [await signedInAs("manager"), await signedInAs("manager"), await signedInAs("editor")];
    expect((await post(manager.cookie, { intent: "rol-degistir", id: other.id, rol: "author" })).status).toBe(302);
    expect(await roleOf(other.email)).toBe("author");
    // An Editör is refused before the action runs (the screen is the Yönetici's), also raising themselves.
    for (const fields of [
      { id: editor.id, rol: "manager" },
      { id: other.id, rol: "editor" },
    ]) {
      expect((await post(editor.cookie, { intent: "rol-degistir", ...fields })).status).toBe(403);
    }
    expect(await roleOf(editor.email)).toBe("editor");
    expect(await roleOf(other.email)).toBe("author");
    // Lowering oneself is allowed; the screen then is closed to them.
    expect((await post(manager.cookie, { intent: "rol-degistir", id: manager.id, rol: "editor" })).status).toBe(302);
    expect(await roleOf(manager.email)).toBe("editor");
    expect((await post(manager.cookie, { intent: "rol-degistir", id: manager.id, rol: "manager" })).status).toBe(403);
    expect(await roleOf(manager.email)).toBe("editor");
  });

  it("refuses a missing role next to the field, and an unknown admin, changing nothing", async () => {
    const manager = await signedInAs("manager");
    const missing = await postAs(
      suite.server,
      `${SCREEN}?rol=${manager.id}`,
      { intent: "rol-degistir", id: manager.id },
      { Cookie: suite.cookie },
    );
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/id="rol-degistir-rol-hata"[^>]*>Bir rol seçin\./);
    const unknown = await post(suite.cookie, { intent: "rol-degistir", id: "yok", rol: "editor" });
    expect(unknown.status).toBe(404);
    expect(await roleOf(manager.email)).toBe("manager");
  });
});

describe("removing admins", () => {
  it("lets only the Sahip remove an admin who has an account, and nobody the Sahip", async () => {
    const [manager, other] = [await signedInAs("manager"), await signedInAs("editor")];
    const owner = (await adminRow(TEST_ADMIN.email))!;
    const byManager = await post(manager.cookie, { intent: "kaldir", id: other.id });
    expect(byManager.status).toBe(403);
    expect(await byManager.text()).toContain("Panele girebilen bir yöneticiyi yalnızca Sahip kaldırabilir.");
    const ownerRemoved = await post(manager.cookie, { intent: "kaldir", id: owner.id });
    expect(ownerRemoved.status).toBe(403);
    expect(await ownerRemoved.text()).toContain("Sahip kaldırılamaz. Önce sahipliği başka bir yöneticiye devredin.");
    expect(await adminRow(other.email)).toBeDefined();
    expect(await adminRow(TEST_ADMIN.email)).toEqual(owner);
    // The Yönetici's screen has no Kaldır for accounts, nor a confirmation for one.
    const screen = await page(`${SCREEN}?kaldir=${other.id}`, manager.cookie);
    expect(screen.doc.querySelector(".admin-confirm")).toBeNull();
    expect(screen.doc.querySelectorAll("a").filter((a) => a.text.trim() === "Kaldır")).toEqual([]);

    const bySahip = await post(suite.cookie, { intent: "kaldir", id: other.id });
    expect(bySahip.headers.get("location")).toBe(`${SCREEN}?durum=kaldirildi`);
    expect(await adminRow(other.email)).toBeUndefined();
    expect((await auditOf(other.email, "remove"))[0]).toMatchObject({
      admin_email: TEST_ADMIN.email,
      details: JSON.stringify({ role: "editor" }),
    });
  });

  it("lets a Yönetici withdraw a pending invitation of a role up to theirs", async () => {
    const manager = await signedInAs("manager");
    const pending = await pendingInvite("manager");
    const screen = await page(SCREEN, manager.cookie);
    expect(screen.doc.querySelector(`a[aria-label="Daveti geri al: ${pending.email}"]`)).not.toBeNull();
    const withdrawn = await post(manager.cookie, { intent: "kaldir", id: pending.id });
    expect(withdrawn.headers.get("location")).toBe(`${SCREEN}?durum=davet-geri-alindi`);
    expect(await adminRow(pending.email)).toBeUndefined();
  });
});

/** Turns two-factor on for the admin of `cookie` as the screen does; returns a source of fresh codes. */
async function turnOnTwoFactor(cookie: string) {
  expect((await post(cookie, { intent: "ac" }, TWO_FACTOR)).status).toBe(302);
  const setup = (await page(TWO_FACTOR, cookie)).html;
  const secret = /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(setup)![1]!.replaceAll(" ", "");
  let step = Math.floor(Date.now() / 30_000) - 2;
  // Each code of a later step than the last one used (±1 step is accepted): three at hand.
  const next = () => generate({ secret, epoch: ++step * 30 + 15 });
  expect((await post(cookie, { intent: "onayla", kod: await next() }, TWO_FACTOR)).status).toBe(200);
  return next;
}

describe("transferring ownership", () => {
  it("makes the chosen admin the Sahip and the Sahip a Yönetici, with the password (and the code once two-factor is on)", async () => {
    restoreOwner();
    const manager = await signedInAs("manager");
    const owner = (await adminRow(TEST_ADMIN.email))!;
    const form = await page(SCREEN, suite.cookie);
    const options = form.doc.querySelectorAll("#devir-hedef option").map((o) => o.getAttribute("value"));
    expect(options).toContain(manager.id);
    expect(options).not.toContain(owner.id);
    expect(form.doc.querySelector("#devir-kod")).toBeNull();
    // A Yönetici sees no transfer, and cannot post one.
    expect((await page(SCREEN, manager.cookie)).doc.querySelector("#devir-basligi")).toBeNull();
    const byManager = await post(manager.cookie, { intent: "sahiplik-devret", hedef: manager.id, sifre: PASSWORD });
    expect(byManager.status).toBe(403);
    expect(await byManager.text()).toContain("Sahipliği yalnızca Sahip devredebilir.");

    const transferred = await post(suite.cookie, { intent: "sahiplik-devret", hedef: manager.id, sifre: TEST_ADMIN.password });
    expect(transferred.status).toBe(302);
    expect(statusText(await page(transferred.headers.get("location")!, suite.cookie))).toBe(
      `Sahiplik ${manager.email} hesabına devredildi; siz artık Yöneticisiniz.`,
    );
    expect(await roleOf(manager.email)).toBe("owner");
    expect(await roleOf(TEST_ADMIN.email)).toBe("manager");
    expect(await suite.db.selectFrom("admins").select("email").where("role", "=", "owner").execute()).toEqual([{ email: manager.email }]);
    expect(await auditOf(manager.email, "transfer-ownership")).toEqual([
      {
        admin_email: TEST_ADMIN.email,
        action: "transfer-ownership",
        list: "yoneticiler",
        entry_id: manager.email,
        details: JSON.stringify({ from: TEST_ADMIN.email, to: manager.email, previousRole: "manager" }),
      },
    ]);

    // The new Sahip turns two-factor on: the transfer back asks for a code, and a wrong one changes nothing.
    const next = await turnOnTwoFactor(manager.cookie);
    const newCookie = manager.cookie;
    expect((await page(SCREEN, newCookie)).doc.querySelector("#devir-kod")).not.toBeNull();
    const wrongCode = await post(newCookie, { intent: "sahiplik-devret", hedef: owner.id, sifre: PASSWORD, kod: "000000" });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.text()).toMatch(/id="devir-kod-hata"[^>]*>Doğrulama kodu hatalı\./);
    const noCode = await post(newCookie, { intent: "sahiplik-devret", hedef: owner.id, sifre: PASSWORD });
    expect(await noCode.text()).toContain("Doğrulama kodunu ya da bir kurtarma kodunu girin.");
    expect(await roleOf(manager.email)).toBe("owner");
    const back = await post(newCookie, { intent: "sahiplik-devret", hedef: owner.id, sifre: PASSWORD, kod: await next() });
    expect(back.status).toBe(302);
    expect(await roleOf(TEST_ADMIN.email)).toBe("owner");
    expect(await roleOf(manager.email)).toBe("manager");
  });

  it("refuses a wrong password, an invitation, oneself or nobody as the new Sahip, changing nothing; failures are counted", async () => {
    restoreOwner();
    const manager = await signedInAs("manager");
    const pending = await pendingInvite("manager");
    const owner = (await adminRow(TEST_ADMIN.email))!;
    const cases: [Record<string, string>, string][] = [
      [{ hedef: pending.id, sifre: TEST_ADMIN.password }, "Sahipliği devredeceğiniz, panele girebilen bir yöneticiyi seçin."],
      [{ hedef: owner.id, sifre: TEST_ADMIN.password }, "Sahipliği devredeceğiniz, panele girebilen bir yöneticiyi seçin."],
      [{ hedef: "", sifre: TEST_ADMIN.password }, "Sahipliği devredeceğiniz, panele girebilen bir yöneticiyi seçin."],
      [{ hedef: manager.id, sifre: "" }, "Şifrenizi girin."],
    ];
    for (const [fields, message] of cases) {
      const refused = await post(suite.cookie, { intent: "sahiplik-devret", ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await refused.text()).toContain(message);
    }
    for (let i = 0; i < 5; i++) {
      const wrong = await post(suite.cookie, { intent: "sahiplik-devret", hedef: manager.id, sifre: `yanlis-sifre-${i}` });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toMatch(/id="devir-sifre-hata"[^>]*>Şifre hatalı\./);
    }
    // The sixth try is refused even with the right password.
    const limited = await post(suite.cookie, { intent: "sahiplik-devret", hedef: manager.id, sifre: TEST_ADMIN.password });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Çok fazla hatalı deneme.");
    expect(await roleOf(TEST_ADMIN.email)).toBe("owner");
    expect(await roleOf(manager.email)).toBe("manager");
    expect(await auditOf(manager.email, "transfer-ownership")).toEqual([]);
  });

  it("leaves exactly one Sahip when two transfers are posted at the same moment", async () => {
    restoreOwner();
    const [x, y] = [await signedInAs("manager"), await signedInAs("editor")];
    const answers = await Promise.all([
      post(suite.cookie, { intent: "sahiplik-devret", hedef: x.id, sifre: TEST_ADMIN.password }),
      post(suite.cookie, { intent: "sahiplik-devret", hedef: y.id, sifre: TEST_ADMIN.password }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409]);
    const owners = await suite.db.selectFrom("admins").select("email").where("role", "=", "owner").execute();
    expect(owners).toHaveLength(1);
    expect([x.email, y.email]).toContain(owners[0]!.email);
    expect(await roleOf(TEST_ADMIN.email)).toBe("manager");
  });
});

describe("requiring two-factor", () => {
  it("is refused to a Yönetici who has two-factor off themselves, and turned on by one who has it on, with an audit row", async () => {
    requirementOffAfter();
    const without = await signedInAs("manager");
    const screen = await page(SCREEN, without.cookie);
    expect(screen.doc.querySelector("#zorunlu-iki-adim-basligi")?.text).toBe("İki adımlı doğrulama zorunluluğu");
    const lacking = Number(/Panele girebilen (\d+) yöneticide iki adımlı doğrulama henüz kapalı\./.exec(screen.doc.text)?.[1]);
    expect(lacking).toBe(await countWithoutTwoFactor());
    const refused = await post(without.cookie, { intent: "iki-adim-zorunlu", zorunlu: "1" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Önce kendi hesabınızda iki adımlı doğrulamayı açın");
    expect(
      await suite.db.selectFrom("settings").select("value").where("key", "=", "require_two_factor").executeTakeFirst(),
    ).toBeUndefined();

    const manager = await signedInAs("manager", { twoFactor: true });
    const on = await post(manager.cookie, { intent: "iki-adim-zorunlu", zorunlu: "1" });
    expect(on.headers.get("location")).toBe(`${SCREEN}?durum=iki-adim-zorunlu`);
    expect(statusText(await page(on.headers.get("location")!, manager.cookie))).toBe(
      "İki adımlı doğrulama artık bütün yöneticiler için zorunlu.",
    );
    expect((await page(SCREEN, manager.cookie)).doc.text).toContain("Durum: Zorunlu.");
    const off = await post(manager.cookie, { intent: "iki-adim-zorunlu", zorunlu: "0" });
    expect(off.headers.get("location")).toBe(`${SCREEN}?durum=iki-adim-serbest`);
    expect((await auditOf(null, "require-two-factor")).slice(-2)).toEqual([
      {
        admin_email: manager.email,
        action: "require-two-factor",
        list: "yoneticiler",
        entry_id: null,
        details: JSON.stringify({ on: true }),
      },
      {
        admin_email: manager.email,
        action: "require-two-factor",
        list: "yoneticiler",
        entry_id: null,
        details: JSON.stringify({ on: false }),
      },
    ]);
    // An Editör cannot change it.
    const editor = await signedInAs("editor");
    expect((await post(editor.cookie, { intent: "iki-adim-zorunlu", zorunlu: "1" })).status).toBe(403);
    expect(await suite.db.selectFrom("settings").select("value").where("key", "=", "require_two_factor").executeTakeFirst()).toEqual({
      value: "0",
    });
  });

  it("sends an admin without two-factor to the two-factor screen, refuses their writes, lets them sign out, and opens up once it is on", async () => {
    requirementOffAfter();
    const manager = await signedInAs("manager", { twoFactor: true });
    const author = await signedInAs("author");
    // Before: no notice on the two-factor screen.
    expect((await page(TWO_FACTOR, author.cookie)).html).not.toContain("Yöneticiniz iki adımlı doğrulamayı zorunlu kıldı");
    expect((await post(manager.cookie, { intent: "iki-adim-zorunlu", zorunlu: "1" })).status).toBe(302);

    for (const path of ["/adminpanel", "/adminpanel/sifre", "/adminpanel/duyurular"]) {
      const sent = await page(path, author.cookie);
      expect(sent.status, path).toBe(302);
      expect(sent.location, path).toBe(TWO_FACTOR);
    }
    const screen = await page(TWO_FACTOR, author.cookie);
    expect(screen.status).toBe(200);
    expect(screen.doc.querySelector(".admin-alert-warning")?.text).toContain("Yöneticiniz iki adımlı doğrulamayı zorunlu kıldı.");
    // A write elsewhere: 403, nothing changed.
    const hashBefore = (await adminRow(author.email))!.password_hash;
    const write = await post(
      author.cookie,
      { mevcut: PASSWORD, yeni: "Yepyeni bir şifre, uzun 2026!", tekrar: "Yepyeni bir şifre, uzun 2026!" },
      "/adminpanel/sifre",
    );
    expect(write.status).toBe(403);
    expect((await adminRow(author.email))!.password_hash).toBe(hashBefore);
    // A script's upload is refused in JSON, before the upload is read.
    const upload = new FormData();
    upload.append("dosya", new Blob([new Uint8Array([1, 2, 3])]), "a.jpg");
    const script = await fetch(`${suite.server.url}/adminpanel/medya`, {
      method: "POST",
      body: upload,
      headers: { Origin: suite.server.url, Cookie: author.cookie, Accept: "application/json" },
    });
    expect(script.status).toBe(403);
    expect(await script.json()).toEqual({ ok: false, error: "Önce iki adımlı doğrulamayı açmanız gerekiyor." });
    // The manager with two-factor goes on as before.
    expect((await page("/adminpanel", manager.cookie)).status).toBe(200);

    // Signing out still works; signing in again lands on the two-factor screen too.
    const out = await post(author.cookie, {}, "/adminpanel/cikis");
    expect(out.status).toBe(302);
    expect((await page("/adminpanel", author.cookie)).location).toMatch(/^\/adminpanel\/giris/);
    const again = await signIn(suite.server, author.email, PASSWORD);
    expect((await page("/adminpanel", again)).location).toBe(TWO_FACTOR);

    // Turning two-factor on opens the admin area.
    await turnOnTwoFactor(again);
    expect((await page("/adminpanel", again)).status).toBe(200);
    expect((await page(TWO_FACTOR, again)).html).not.toContain("Yöneticiniz iki adımlı doğrulamayı zorunlu kıldı");
  });
});

async function countWithoutTwoFactor(): Promise<number> {
  const rows = await suite.db
    .selectFrom("admins")
    .select("id")
    .where("password_hash", "!=", "")
    .where("totp_enabled_at", "is", null)
    .execute();
  return rows.length;
}

describe("İşlem kayıtları", () => {
  it("names role changes, transfers, invitations with their role and the requirement in Turkish", async () => {
    requirementOffAfter();
    restoreOwner();
    const manager = await signedInAs("manager", { twoFactor: true });
    const email = newAddress();
    await post(suite.cookie, { intent: "davet-et", eposta: email, ad: "", rol: "author" });
    await post(suite.cookie, { intent: "rol-degistir", id: manager.id, rol: "editor" });
    await post(suite.cookie, { intent: "rol-degistir", id: manager.id, rol: "manager" });
    await post(manager.cookie, { intent: "iki-adim-zorunlu", zorunlu: "1" });
    await post(manager.cookie, { intent: "iki-adim-zorunlu", zorunlu: "0" });
    await post(suite.cookie, { intent: "sahiplik-devret", hedef: manager.id, sifre: TEST_ADMIN.password });
    const log = await page("/adminpanel/kayitlar", manager.cookie);
    const rows = log.doc
      .querySelectorAll("tbody tr")
      .map((tr) => tr.querySelectorAll("td").map((td) => td.text.replace(/\s+/g, " ").trim()));
    const find = (what: string, entry: string) => rows.find((cells) => cells[2] === what && cells[4]!.startsWith(entry));
    expect(find("Yönetici daveti", email)?.[4]).toBe(`${email}Rol: Yazar`);
    expect(find("Rol değişikliği", manager.email)?.[4]).toBe(`${manager.email}Editör → Yönetici`);
    expect(rows.filter((cells) => cells[2] === "Rol değişikliği" && cells[4] === `${manager.email}Yönetici → Editör`)).toHaveLength(1);
    expect(find("Sahipliğin devri", manager.email)?.[4]).toBe(
      `${manager.email}Sahip ${manager.email} oldu (önceki rolü: Yönetici); ${TEST_ADMIN.email} artık Yönetici.`,
    );
    expect(find("Sahipliğin devri", manager.email)?.[1]).toBe(TEST_ADMIN.email);
    expect(rows.filter((cells) => cells[2] === "İki adımlı doğrulama zorunluluğu").map((cells) => cells[4])).toEqual(
      expect.arrayContaining(["–Zorunluluk kaldırıldı.", "–Bütün yöneticiler için zorunlu kılındı."]),
    );
    expect(alertText(log)).toBeUndefined();
  });
});

describe("admin:create --role", () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });
  const cli = (args: string[], databaseUrl: string) =>
    spawnSync(process.execPath, ["scripts/admin-create.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    });

  // Five runs of the script, each opening (the first also migrating) the database: slow beside other test files.
  it("makes a Yönetici by default, takes sahip|yonetici|editor|yazar, and refuses a second Sahip or an unknown role", {
    timeout: 120_000,
  }, async () => {
    const database = await freshDatabase();
    databases.push(database);
    const url = database.url;
    const password = "uzun-bir-komut-satiri-sifresi";
    const first = cli(["--email", "ilk@ymm.test", "--password", password, "--role", "sahip"], url);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("Admin ilk@ymm.test created (Sahip).");
    expect(cli(["--email", "varsayilan@ymm.test", "--password", password], url).stdout).toContain("(Yönetici)");
    expect(cli(["--email", "yazar@ymm.test", "--password", password, "--role", "yazar"], url).status).toBe(0);
    const second = cli(["--email", "ikinci-sahip@ymm.test", "--password", password, "--role", "owner"], url);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("ilk@ymm.test is the owner (Sahip) already");
    const unknown = cli(["--email", "bilinmeyen@ymm.test", "--password", password, "--role", "patron"], url);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown --role");

    const db = openTestDb(url);
    try {
      const rows = await db.selectFrom("admins").select(["email", "role"]).orderBy("email").execute();
      expect(rows).toEqual([
        { email: "ilk@ymm.test", role: "owner" },
        { email: "varsayilan@ymm.test", role: "manager" },
        { email: "yazar@ymm.test", role: "author" },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
