import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { startServer, TEST_ADMIN, type TestServer } from "#tests/helpers/server.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

const SCREEN = "/adminpanel/yoneticiler";
const PASSWORD = "Mavi kalem, sarı defter 2026!";
let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;
let owner: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: '"Test YMM" <site@ymm.test>', MAIL_POLL_MS: "200" });
  db = openTestDb(server.databaseUrl);
  owner = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

// Every admin a test invites is removed after it, also when it fails.
const cleanup = cleanupAfterEach(afterEach);
let serial = 0;
function newAddress(): string {
  const email = `davetli-${Date.now().toString(36)}-${++serial}@ornek.test`;
  cleanup(() => db.deleteFrom("admins").where("email", "=", email).execute());
  return email;
}

const post = (cookie: string, fields: Record<string, string>, path = SCREEN) => postAs(server, path, fields, { Cookie: cookie });
const invite = (email: string, name = "", cookie = owner, role = "manager") =>
  post(cookie, { intent: "davet-et", eposta: email, ad: name, rol: role });
const page = (path: string, cookie?: string) => fetchPage(server.url, path, cookie ? { headers: { Cookie: cookie } } : {});
const adminRow = (email: string) => db.selectFrom("admins").selectAll().where("email", "=", email).executeTakeFirst();
const mailsTo = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email));

/** The link of the `nth` invitation e-mail to `email` (SITE_URL is https://ymm.test), as a path on the test server. */
async function invitationLink(email: string, nth = 1): Promise<string> {
  await smtp.waitFor(() => mailsTo(email).length >= nth);
  const mail = mailsTo(email)[nth - 1]!;
  const link = /https:\/\/ymm\.test(\/adminpanel\/davet\?anahtar=[\w-]+)/.exec(mail.text ?? "")?.[1];
  if (!link) throw new Error(`No invitation link in: ${mail.text}`);
  return link;
}
const tokenOf = (link: string) => new URL(link, server.url).searchParams.get("anahtar")!;

/** Sets name and password through the link; returns the response (302 with the cookie when it worked). */
function accept(link: string, fields: Partial<Record<"ad" | "yeni" | "tekrar", string>> = {}) {
  return postAs(server, link, { anahtar: tokenOf(link), ad: "", yeni: PASSWORD, tekrar: PASSWORD, ...fields });
}

/** A second admin, invited and accepted: their id and session cookie. */
async function secondAdmin(name = "İkinci Yönetici"): Promise<{ id: string; email: string; cookie: string }> {
  const email = newAddress();
  expect((await invite(email, name)).status).toBe(302);
  const accepted = await accept(await invitationLink(email), { ad: name });
  expect(accepted.status).toBe(302);
  return { id: (await adminRow(email))!.id, email, cookie: accepted.headers.get("set-cookie")!.split(";")[0]! };
}

describe("inviting an admin", () => {
  it("e-mails a single-use link; the invitee sets name and password and is signed in; the link then no longer works", async () => {
    const email = newAddress();
    const invited = await invite(email.toUpperCase(), "Zeynep Kaya");
    expect(invited.status).toBe(302);
    expect(invited.headers.get("location")).toMatch(/^\/adminpanel\/yoneticiler\?durum=davet-gonderildi&id=id\w+$/);
    const pending = await adminRow(email);
    expect(pending).toMatchObject({ email, name: "Zeynep Kaya", password_hash: "", last_sign_in_at: null });
    expect(await db.selectFrom("audit_log").select(["admin_email", "action", "list"]).where("entry_id", "=", email).execute()).toEqual([
      { admin_email: TEST_ADMIN.email, action: "invite", list: "yoneticiler" },
    ]);

    const link = await invitationLink(email);
    const mail = mailsTo(email)[0]!;
    expect(mail.subject).toContain("yönetim paneline davet");
    expect(mail.text).toContain(`${TEST_ADMIN.email} sizi`);
    expect(mail.text).toContain("“Yönetici” rolüyle davet etti");
    expect(mail.text).toContain("72 saat");
    // Only the token's SHA-256 is stored.
    expect(await db.selectFrom("admin_tokens").select("id").where("id", "=", tokenOf(link)).execute()).toEqual([]);

    const form = await page(link);
    expect(form.status).toBe(200);
    expect(form.doc.querySelector("h1")?.text).toBe("Hesabınızı açın");
    expect(form.doc.querySelector("dd")?.text).toBe(email);
    expect(form.doc.querySelector("#davet-ad")?.getAttribute("value")).toBe("Zeynep Kaya");
    expect(form.doc.querySelector('input[name="anahtar"]')?.getAttribute("type")).toBe("hidden");
    expect(form.doc.querySelector("#sifre-kurallari")?.text).toContain("en az 12 karakter");
    expect(form.doc.querySelector("#davet-yeni")?.getAttribute("aria-describedby")).toBe("sifre-kurallari");

    const accepted = await accept(link, { ad: "Zeynep Kaya Demir" });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/adminpanel");
    const cookie = accepted.headers.get("set-cookie")!.split(";")[0]!;
    const screen = await page(SCREEN, cookie);
    expect(screen.status).toBe(200);
    expect(screen.doc.querySelectorAll("tbody tr").find((tr) => tr.text.includes(email))?.text).toContain("(siz)");
    const active = await adminRow(email);
    expect(active).toMatchObject({ name: "Zeynep Kaya Demir", last_sign_in_at: expect.any(String) });
    expect(active?.password_hash).not.toBe("");
    expect(await db.selectFrom("audit_log").select(["action", "list"]).where("admin_email", "=", email).execute()).toEqual([
      { action: "accept-invite", list: "hesap" },
    ]);
    await expect(signIn(server, email, PASSWORD)).resolves.toMatch(/ymm_oturum=/);

    // The same link a second time: a clear page, no form; a POST changes nothing.
    const again = await page(link);
    expect(again.status).toBe(410);
    expect(again.html).toContain("Bu davet bağlantısı geçersiz ya da süresi dolmuş. Sizi davet eden yöneticiden yeni bir davet isteyin.");
    expect(again.doc.querySelector('input[name="yeni"]')).toBeNull();
    const reused = await accept(link, { yeni: "Başka bir uzun şifre 2026?", tekrar: "Başka bir uzun şifre 2026?" });
    expect(reused.status).toBe(410);
    expect(reused.headers.get("set-cookie")).toBeNull();
    expect((await adminRow(email))?.password_hash).toBe(active?.password_hash);
    // The token never reaches the log (the request log records paths without query strings).
    expect(server.output()).not.toContain(tokenOf(link));
  });

  it("refuses a common password, a mismatch and an over-long name next to the field; the link stays usable", async () => {
    const email = newAddress();
    await invite(email);
    const link = await invitationLink(email);
    const common = await accept(link, { yeni: "password1234", tekrar: "password1234" });
    expect(common.status).toBe(400);
    const commonPage = await common.text();
    expect(commonPage).toContain("Bu şifre en sık kullanılan şifreler listesinde var");
    expect(commonPage).toMatch(/id="davet-yeni-hata"[^>]*>Bu şifre en sık kullanılan/);
    const mismatch = await accept(link, { tekrar: `${PASSWORD}x`, ad: "x".repeat(101) });
    expect(mismatch.status).toBe(400);
    const mismatchPage = await mismatch.text();
    expect(mismatchPage).toContain("Şifreler birbirini tutmuyor.");
    expect(mismatchPage).toContain("Ad en fazla 100 karakter olabilir.");
    expect((await adminRow(email))?.password_hash).toBe("");
    expect((await accept(link)).status).toBe(302);
  });

  it("shows an expired invitation as invalid and lets nobody in with it", async () => {
    const email = newAddress();
    await invite(email);
    const link = await invitationLink(email);
    const { id } = (await adminRow(email))!;
    await db.updateTable("admin_tokens").set({ expires_at: "2020-01-01T00:00:00.000Z" }).where("admin_id", "=", id).execute();
    const expired = await page(link);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain("süresi dolmuş");
    expect((await accept(link)).status).toBe(410);
    expect((await adminRow(email))?.password_hash).toBe("");
    const row = (await page(SCREEN, owner)).doc.querySelectorAll("tbody tr").find((tr) => tr.text.includes(email));
    expect(row?.text).toContain("Davetin süresi doldu.");
    // Garbage in the link is no crash either.
    expect((await page("/adminpanel/davet?anahtar=%00%ff")).status).toBe(410);
    expect((await page(`/adminpanel/davet?anahtar=${"a".repeat(5000)}`)).status).toBe(410);
    expect((await page("/adminpanel/davet")).status).toBe(404);
  });

  it("re-sends an invitation with a new link and withdraws the old one (also when the address is invited again)", async () => {
    const email = newAddress();
    await invite(email);
    const first = await invitationLink(email);
    const { id } = (await adminRow(email))!;
    const resent = await post(owner, { intent: "yeniden-gonder", id });
    expect(resent.status).toBe(302);
    expect(resent.headers.get("location")).toBe(`${SCREEN}?durum=davet-yenilendi&id=${id}`);
    const second = await invitationLink(email, 2);
    expect(second).not.toBe(first);
    expect((await page(first)).status).toBe(410);
    expect((await page(second)).status).toBe(200);

    const again = await invite(email, "Yeni Ad");
    expect(again.headers.get("location")).toBe(`${SCREEN}?durum=davet-yenilendi&id=${id}`);
    const third = await invitationLink(email, 3);
    expect((await page(second)).status).toBe(410);
    expect((await adminRow(email))?.name).toBe("Yeni Ad");
    expect((await accept(third)).status).toBe(302);
    expect(await db.selectFrom("admins").select("id").where("email", "=", email).execute()).toHaveLength(1);
  });

  it("refuses an address that already has an account, and a missing or malformed one, changing nothing", async () => {
    const before = await db.selectFrom("admins").select("id").execute();
    const cases: [string, number, string][] = [
      [` ${TEST_ADMIN.email.toUpperCase()} `, 409, "Bu adresle bir yönetici hesabı zaten var."],
      ["", 400, "E-posta alanı zorunludur."],
      ["ad-soyad.ornek.test", 400, "Geçerli bir e-posta adresi girin"],
    ];
    for (const [address, status, message] of cases) {
      const response = await invite(address);
      expect(response.status, address).toBe(status);
      expect(await response.text()).toContain(message);
    }
    const longName = await invite(newAddress(), "ç".repeat(101));
    expect(longName.status).toBe(400);
    expect(await db.selectFrom("admins").select("id").execute()).toEqual(before);
  });
});

describe("the Yöneticiler screen", () => {
  it("lists the admins oldest first: e-mail, name, role, created, last sign-in, two-factor, and pending invitations", async () => {
    const second = await secondAdmin("Ayşe Şahin");
    await db.updateTable("admins").set({ totp_enabled_at: new Date().toISOString() }).where("id", "=", second.id).execute();
    const invitee = newAddress();
    await invite(invitee);
    const screen = await page(SCREEN, owner);
    expect(screen.doc.querySelectorAll("thead th").map((th) => th.text.trim())).toEqual([
      "E-posta",
      "Ad",
      "Rol",
      "Eklendi",
      "Son giriş",
      "İki adımlı doğrulama",
      "İşlemler",
    ]);
    const rows = screen.doc.querySelectorAll("tbody tr").map((tr) => tr.querySelectorAll("td").map((td) => td.text.trim()));
    const emails = rows.map((cells) => cells[0]!.replace(" (siz)", ""));
    expect(emails.indexOf(TEST_ADMIN.email)).toBe(0);
    expect(emails.indexOf(second.email)).toBeLessThan(emails.indexOf(invitee));
    const date = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
    // The Sahip's own row: no role change, no removal.
    expect(rows[0]).toEqual([
      `${TEST_ADMIN.email} (siz)`,
      "–",
      "Sahip",
      expect.stringMatching(date),
      expect.stringMatching(date),
      "Kapalı",
      "",
    ]);
    expect(rows[emails.indexOf(second.email)]).toEqual([
      second.email,
      "Ayşe Şahin",
      "Yönetici",
      expect.stringMatching(date),
      expect.stringMatching(date),
      "Açık",
      "Rolü değiştirKaldır",
    ]);
    const pending = rows[emails.indexOf(invitee)]!;
    expect(pending[4]).toMatch(/^Davet bekliyor\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} tarihine kadar geçerli\.$/);
    expect(pending[6]).toBe("Daveti yeniden gönderRolü değiştirDaveti geri al");

    await db.updateTable("admins").set({ last_sign_in_at: null }).where("id", "=", second.id).execute();
    // Unknown or odd query values are no crash (durum=constructor is no outcome, kaldir=x no confirmation).
    const later = await page(`${SCREEN}?durum=constructor&kaldir=yok&id=__proto__`, owner);
    expect(later.status).toBe(200);
    expect(later.doc.querySelector('[role="status"]')?.text).toBe("");
    expect(later.doc.querySelector(".admin-confirm")).toBeNull();
    expect(later.doc.querySelectorAll("tbody tr").find((tr) => tr.text.includes(second.email))?.text).toContain("Henüz giriş yapmadı");
  });
});

describe("removing an admin", () => {
  it("asks first, then removes them: their open session ends at once, and the audit log has it", async () => {
    const second = await secondAdmin();
    expect((await page("/adminpanel", second.cookie)).status).toBe(200);
    const confirm = await page(`${SCREEN}?kaldir=${second.id}`, owner);
    expect(confirm.doc.querySelector(".admin-confirm h2")?.text).toBe("Yönetici kaldırılsın mı?");
    expect(confirm.doc.querySelector('.admin-confirm button[name="intent"]')?.getAttribute("value")).toBe("kaldir");
    expect(await adminRow(second.email)).toBeDefined();

    const removed = await post(owner, { intent: "kaldir", id: second.id });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe(`${SCREEN}?durum=kaldirildi`);
    expect(await adminRow(second.email)).toBeUndefined();
    expect(await db.selectFrom("sessions").select("id").where("admin_id", "=", second.id).execute()).toEqual([]);
    const after = await page("/adminpanel", second.cookie);
    expect(after.status).toBe(302);
    expect(after.location).toBe("/adminpanel/giris");
    expect(
      await db.selectFrom("audit_log").select(["admin_email", "action", "list"]).where("entry_id", "=", second.email).execute(),
    ).toEqual(expect.arrayContaining([{ admin_email: TEST_ADMIN.email, action: "remove", list: "yoneticiler" }]));
  });

  it("refuses removing yourself, also as the last admin who can sign in, and changes nothing", async () => {
    const self = (await adminRow(TEST_ADMIN.email))!;
    const invitee = newAddress();
    await invite(invitee); // a pending invitation is no admin who can sign in
    const sessionsBefore = await db.selectFrom("sessions").select("id").where("admin_id", "=", self.id).execute();
    const refused = await post(owner, { intent: "kaldir", id: self.id });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Kendi hesabınızı kaldıramazsınız.");
    expect(await adminRow(TEST_ADMIN.email)).toEqual(self);
    expect(await db.selectFrom("sessions").select("id").where("admin_id", "=", self.id).execute()).toEqual(sessionsBefore);
    // No Kaldır on one's own row, nor a confirmation for it.
    const screen = await page(`${SCREEN}?kaldir=${self.id}`, owner);
    expect(screen.doc.querySelector(".admin-confirm")).toBeNull();
    expect(screen.doc.querySelector('a[aria-label^="Kaldır: yonetici@ymm.test"]')).toBeNull();
    expect((await page("/adminpanel", owner)).status).toBe(200);
  });

  it("lets two Yöneticis who try to remove each other at the same moment remove nobody (only the Sahip removes accounts)", async () => {
    const [x, y] = [await secondAdmin("X"), await secondAdmin("Y")];
    const answers = await Promise.all([post(x.cookie, { intent: "kaldir", id: y.id }), post(y.cookie, { intent: "kaldir", id: x.id })]);
    expect(answers.map((a) => a.status)).toEqual([403, 403]);
    expect(await db.selectFrom("admins").select("id").where("id", "in", [x.id, y.id]).execute()).toHaveLength(2);
  });

  it("lets only one of the Sahip's removal and a Yönetici's withdrawal of the same invitation at the same moment succeed", async () => {
    for (let round = 0; round < 3; round++) {
      const x = await secondAdmin("X");
      const email = newAddress();
      await invite(email);
      const { id } = (await adminRow(email))!;
      const answers = await Promise.all([post(owner, { intent: "kaldir", id }), post(x.cookie, { intent: "kaldir", id })]);
      // The later one finds the invitation gone: 404, nothing else removed.
      expect(answers.map((a) => a.status).sort()).toEqual([302, 404]);
      expect(await adminRow(email)).toBeUndefined();
      expect(await adminRow(x.email)).toBeDefined();
    }
  });
});

describe("without a session", () => {
  it("cannot see the screen, invite, re-send or remove", async () => {
    const email = newAddress();
    await invite(email);
    const { id } = (await adminRow(email))!;
    expect((await page(SCREEN)).location).toBe("/adminpanel/giris?geri=%2Fadminpanel%2Fyoneticiler");
    const counts = async () => ({
      admins: (await db.selectFrom("admins").select("id").execute()).length,
      outbox: (await db.selectFrom("outbox").select("id").execute()).length,
    });
    const before = await counts();
    const attempts: Record<string, string>[] = [
      { intent: "davet-et", eposta: newAddress(), ad: "", rol: "editor" },
      { intent: "yeniden-gonder", id },
      { intent: "kaldir", id },
    ];
    for (const fields of attempts) {
      expect((await postAs(server, SCREEN, fields)).status, fields.intent).toBe(401);
      expect((await post("ymm_oturum=sahte", fields)).status, fields.intent).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });
});
