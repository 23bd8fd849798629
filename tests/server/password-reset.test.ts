import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const FORGOT = "/adminpanel/sifremi-unuttum";
const RESET = "/adminpanel/sifre-yenile";
const SENT =
  "Bu adres bir yönetici hesabına aitse birkaç dakika içinde bir şifre yenileme bağlantısı gönderilir. Bağlantı 1 saat geçerlidir.";
const COMMON = "Bu şifre en sık kullanılan şifreler listesinde var";

let smtp: TestSmtp;
let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  smtp = await startSmtp();
  // Behind a proxy (TRUST_PROXY) each X-Forwarded-For address is a client of its own.
  server = await startServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: "200", TRUST_PROXY: "1" });
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

let lastClient = 0;
/** A client address no other test has used (the per-client limit is per address). */
const newClient = () => ({ "X-Forwarded-For": `203.0.113.${++lastClient}` });

const passwordHash = async (email: string) =>
  (await db.selectFrom("admins").select("password_hash").where("email", "=", email).executeTakeFirstOrThrow()).password_hash;

const resetMails = (email: string) =>
  db.selectFrom("outbox").select("id").where("recipient", "=", email).where("subject", "like", "%şifre yenileme").execute();

/** The link in the reset mail to `email`, pointed at the test server (SITE_URL is https://ymm.test). */
async function linkFromMail(email: string): Promise<{ url: string; token: string }> {
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && (m.subject ?? "").endsWith("şifre yenileme"));
  const link = /https:\/\/ymm\.test\/adminpanel\/sifre-yenile\?anahtar=(\S+)/.exec(mail.text ?? "");
  if (!link) throw new Error(`No reset link in: ${mail.text}`);
  return { url: link[0].replace("https://ymm.test", server.url), token: decodeURIComponent(link[1]!) };
}

/** An HTML page without its per-response CSP nonces. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: "manual", headers });

describe("Şifremi unuttum", () => {
  it("mails a single-use link; the new password ends every session, is announced by e-mail, and only it signs in", async () => {
    const email = "unutkan@ymm.test";
    const old = "eski-sifre-bahar-yagmuru";
    const next = "yeni sifre deniz feneri 7";
    const adminId = await addAdmin(db, email, old, cleanup);
    const earlier = await signIn(server, email, old);

    const form = await get(`${server.url}${FORGOT}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('name="eposta"');
    const asked = await postAs(server, FORGOT, { eposta: "  Unutkan@YMM.test " }, newClient());
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(SENT);

    const { url, token } = await linkFromMail(email);
    // Only the token's SHA-256 is stored.
    const stored = await db.selectFrom("admin_tokens").select(["id", "expires_at"]).where("admin_id", "=", adminId).execute();
    expect(stored.map((t) => t.id)).toEqual([createHash("sha256").update(token).digest("hex")]);
    expect(Date.parse(stored[0]!.expires_at) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(Date.parse(stored[0]!.expires_at) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const page = await get(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Yeni şifre belirleyin");
    expect(html).toContain(email);
    expect(html).toContain("En az <!-- -->12<!-- --> karakter");

    const done = await postAs(server, RESET, { anahtar: token, yeni: next, tekrar: next });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${RESET}?durum=degisti`);
    // Never signs in: the sign-in form (and its second step, when on) comes next.
    expect(done.headers.get("set-cookie")).toBeNull();
    const donePage = await (await get(`${server.url}${done.headers.get("location")}`)).text();
    expect(donePage).toContain("Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.");
    expect(donePage).toContain('href="/adminpanel/giris"');

    // Every session ended: the earlier cookie leads to the sign-in form.
    const before = await get(`${server.url}/adminpanel`, { Cookie: earlier });
    expect(before.status).toBe(302);
    expect(before.headers.get("location")).toBe("/adminpanel/giris");
    expect(await db.selectFrom("sessions").select("id").where("admin_id", "=", adminId).execute()).toEqual([]);

    const notice = await smtp.waitFor((m) => m.envelopeTo.includes(email) && (m.subject ?? "").endsWith("şifreniz değiştirildi"));
    expect(notice.text).toContain("Açık olan bütün oturumlarınız kapatıldı");

    await expect(signIn(server, email, old)).rejects.toThrow("Sign-in failed with 401");
    await expect(signIn(server, email, next)).resolves.toMatch(/ymm_oturum=/);

    const audit = await db.selectFrom("audit_log").select(["action", "list"]).where("admin_email", "=", email).execute();
    expect(audit).toEqual([{ action: "reset", list: "hesap" }]);

    // The same link again: refused, nothing changes.
    const hash = await passwordHash(email);
    const again = await get(url);
    expect(again.status).toBe(400);
    const againHtml = await again.text();
    expect(againHtml).toContain("Bağlantı geçersiz");
    expect(againHtml).not.toContain('name="yeni"');
    expect(againHtml).toContain(`href="${FORGOT}"`);
    const reused = await postAs(server, RESET, {
      anahtar: token,
      yeni: "bambaska sifre kuzey yildizi",
      tekrar: "bambaska sifre kuzey yildizi",
    });
    expect(reused.status).toBe(400);
    expect(await passwordHash(email)).toBe(hash);
  });

  it("refuses an expired link and changes nothing", async () => {
    const email = "gecikmis@ymm.test";
    const adminId = await addAdmin(db, email, "gecikmis-sifre-sonbahar", cleanup);
    expect((await postAs(server, FORGOT, { eposta: email }, newClient())).status).toBe(200);
    const { url, token } = await linkFromMail(email);
    await db
      .updateTable("admin_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("admin_id", "=", adminId)
      .execute();
    const hash = await passwordHash(email);

    const page = await get(url);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Bağlantı geçersiz");
    const post = await postAs(server, RESET, { anahtar: token, yeni: "yeni sifre deniz feneri 8", tekrar: "yeni sifre deniz feneri 8" });
    expect(post.status).toBe(400);
    expect(await passwordHash(email)).toBe(hash);
    // A made-up or over-long token is no better.
    for (const anahtar of ["uydurma", "x".repeat(5000), ""]) {
      expect((await get(`${server.url}${RESET}?anahtar=${anahtar}`)).status).toBe(400);
    }
  });

  it("answers an unknown address exactly like an admin's, and mails nobody", async () => {
    const known = "bilinen@ymm.test";
    await addAdmin(db, known, "bilinen-sifre-ilkbahar", cleanup);
    const invited = "davetli@ymm.test";
    await addAdmin(db, invited, "", cleanup);

    const answers = [];
    for (const eposta of [known, "kimse@ymm.test", invited]) {
      const response = await postAs(server, FORGOT, { eposta }, newClient());
      answers.push({ status: response.status, body: withoutNonces(await response.text()) });
    }
    expect(answers[0]!.body).toContain(SENT);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    await linkFromMail(known);
    // The mail to the admin has gone out; neither of the others was ever queued.
    for (const recipient of ["kimse@ymm.test", invited]) {
      expect(await db.selectFrom("outbox").select("id").where("recipient", "=", recipient).execute()).toEqual([]);
      expect(smtp.received.some((m) => m.envelopeTo.includes(recipient))).toBe(false);
    }
  });

  it("answers 429 with Retry-After after 5 requests from one client, for any address", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) {
      expect((await postAs(server, FORGOT, { eposta: `kisi${i}@ornek.com` }, client)).status).toBe(200);
    }
    const refused = await postAs(server, FORGOT, { eposta: "kisi9@ornek.com" }, client);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const body = await refused.text();
    expect(body).toContain("Bu cihazdan kısa sürede çok fazla istek yapıldı. Lütfen 15 dakika sonra yeniden deneyin.");
    expect(body).not.toContain(SENT);
    // Another client is not affected.
    expect((await postAs(server, FORGOT, { eposta: "kisi9@ornek.com" }, newClient())).status).toBe(200);
  });

  it("mails one address at most 3 times an hour, answering every request the same", async () => {
    const email = "hedef@ymm.test";
    const adminId = await addAdmin(db, email, "hedef-sifre-yaz-gunesi", cleanup);
    for (let i = 0; i < 5; i++) {
      const response = await postAs(server, FORGOT, { eposta: email }, newClient());
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(SENT);
    }
    expect(await resetMails(email)).toHaveLength(3);
    // Each new link withdrew the one before: only the last can be used.
    const live = await db
      .selectFrom("admin_tokens")
      .select("id")
      .where("admin_id", "=", adminId)
      .where("purpose", "=", "reset")
      .where("used_at", "is", null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it("refuses bad input on the forms with a Turkish message next to the field, and keeps the link usable", async () => {
    const email = "dikkatli@ymm.test";
    await addAdmin(db, email, "dikkatli-sifre-kis-gecesi", cleanup);
    const invalid = await postAs(server, FORGOT, { eposta: "adres-degil" }, newClient());
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Geçerli bir e-posta adresi girin");

    expect((await postAs(server, FORGOT, { eposta: email }, newClient())).status).toBe(200);
    const { token } = await linkFromMail(email);
    const hash = await passwordHash(email);
    const cases: [Record<string, string>, string][] = [
      [{ yeni: "password1234", tekrar: "password1234" }, COMMON],
      [{ yeni: "kisa-sifre", tekrar: "kisa-sifre" }, "Şifre en az 12 karakter olmalı."],
      [{ yeni: "dikkatli.2026", tekrar: "dikkatli.2026" }, "e-posta adresinizi ya da firmanın adını"],
      [{ yeni: "yeni sifre deniz feneri 9", tekrar: "baska" }, "Şifreler birbirini tutmuyor."],
      [{ yeni: "x".repeat(5000), tekrar: "x".repeat(5000) }, "Şifre en fazla 1024 karakter olabilir."],
      [{}, ""],
    ];
    for (const [fields, message] of cases) {
      const response = await postAs(server, RESET, { anahtar: token, ...fields });
      expect(response.status, message).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain('name="yeni"');
    }
    expect(await passwordHash(email)).toBe(hash);
    const done = await postAs(server, RESET, { anahtar: token, yeni: "yeni sifre deniz feneri 9", tekrar: "yeni sifre deniz feneri 9" });
    expect(done.status).toBe(303);
  });
});

describe("Şifre (the signed-in admin's change)", () => {
  it("refuses a common password with the Turkish message and changes nothing", async () => {
    const email = "degistiren@ymm.test";
    const password = "degistiren-sifre-bahar";
    await addAdmin(db, email, password, cleanup);
    const cookie = await signIn(server, email, password);
    const hash = await passwordHash(email);
    const response = await postAs(
      server,
      "/adminpanel/sifre",
      { mevcut: password, yeni: "iloveyou1234", tekrar: "iloveyou1234" },
      { Cookie: cookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(COMMON);
    // The rules are on the screen before anything is typed.
    expect(html).toContain("Yeni şifre en az <!-- -->12<!-- --> karakter olmalı");
    expect(await passwordHash(email)).toBe(hash);
    expect(await db.selectFrom("audit_log").select("id").where("admin_email", "=", email).execute()).toEqual([]);
  });
});
