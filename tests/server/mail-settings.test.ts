/**
 * E-posta ayarları (issue 39, ADR 049), over HTTP on the production build, against real SMTP
 * servers on loopback (tests/helpers/smtp.ts): a good set-up (STARTTLS or TLS, with an
 * account) delivers the test e-mail and the server's answer is shown; a wrong password, a
 * refused TLS and a closed port each give their Turkish message with the server's own line
 * where it gave one; the password is stored sealed and never appears in a page, a data
 * request, the audit log or the server's log; SMTP_URL wins and the screen says so; only
 * Yönetici and up may open it; the outbox sends with the saved settings, a change reaching
 * every instance without a restart.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "#app/.server/ids.ts";
import { outboxRowOf } from "#app/.server/mail/outbox.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { startServer, TEST_ADMIN, type TestServer } from "#tests/helpers/server.ts";
import { freePort, header, startSmtp, type TestSmtp, testCertificate } from "#tests/helpers/smtp.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const PATH = "/adminpanel/e-posta-ayarlari";
const SUBJECT = "Deneme e-postası: E-posta ayarları";
const certificate = testCertificate();
// The app trusts the test's certificate as it would a public one (certificates are verified).
const ENV = { NODE_EXTRA_CA_CERTS: certificate.certFile, MAIL_POLL_MS: "200" };
const ACCOUNT = { user: "site@ymm.test", pass: `Doğru-şifre-${randomUUID()}` };
const WRONG = `Yanlış-şifre-${randomUUID()}`;
/** Every password this file types: none may ever come back in a page or the log. */
const SECRETS = [ACCOUNT.pass, WRONG];

const suite = signedInServer(ENV);
const cleanup = cleanupAfterEach(afterEach);
let starttls: TestSmtp;
let implicitTls: TestSmtp;
let plain: TestSmtp;

beforeAll(async () => {
  starttls = await startSmtp({ auth: ACCOUNT, tls: { mode: "starttls", certificate } });
  implicitTls = await startSmtp({ auth: ACCOUNT, tls: { mode: "tls", certificate } });
  plain = await startSmtp();
});

afterAll(async () => {
  await Promise.all([starttls?.stop(), implicitTls?.stop(), plain?.stop()]);
  certificate.remove();
});

const text = (element: { text: string } | null | undefined) => element?.text.replace(/\s+/g, " ").trim() ?? "";

/** The settings' revision now (0: none stored). */
async function revision(): Promise<number> {
  const row = await suite.db.selectFrom("mail_settings").select("revision").executeTakeFirst();
  return row ? Number(row.revision) : 0;
}

/** Saves the settings as the form sends them; they are removed after the test. */
async function save(fields: Record<string, string>, server = suite.server, cookie = suite.cookie): Promise<Response> {
  cleanup(() => suite.db.deleteFrom("mail_settings").execute());
  return postAs(server, PATH, { intent: "kaydet", surum: String(await revision()), ...fields }, { Cookie: cookie });
}

const account = (smtp: TestSmtp, security: "starttls" | "tls", pass = ACCOUNT.pass) => ({
  sunucu: "127.0.0.1",
  port: String(smtp.port),
  guvenlik: security,
  kullanici: ACCOUNT.user,
  sifre: pass,
});

/** "Test e-postası gönder" as the form sends it: the page that answers, and its test section. */
async function sendTest(to = "deneme@ymm.test"): Promise<Page & { said: string; refused: string }> {
  const page = await fetchPage(suite.server.url, PATH, {
    method: "POST",
    body: new URLSearchParams({ intent: "dene", alici: to }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
  });
  const section = page.doc.querySelector('[aria-labelledby="deneme-basligi"]');
  return { ...page, said: text(section?.querySelector('[role="status"]')), refused: text(section?.querySelector('[role="alert"]')) };
}

function expectNoSecret(what: string, body: string) {
  for (const secret of SECRETS) expect(body, what).not.toContain(secret);
}

describe("E-posta ayarları", () => {
  it("is for Yönetici and up: a Editör gets 403 and no menu link, and changes nothing", async () => {
    const password = "eposta-ayari-rol-testi-2026";
    await addAdmin(suite.db, "editor@eposta.test", password, cleanup, "editor");
    await addAdmin(suite.db, "manager@eposta.test", password, cleanup, "manager");
    const editor = await signIn(suite.server, "editor@eposta.test", password);
    const manager = await signIn(suite.server, "manager@eposta.test", password);
    const as = (cookie: string) => ({ headers: { Cookie: cookie } });

    expect((await fetchPage(suite.server.url, PATH, as(editor))).status).toBe(403);
    expect((await fetch(`${suite.server.url}${PATH}.data`, { redirect: "manual", ...as(editor) })).status).toBe(403);
    const refused = await postAs(suite.server, PATH, { intent: "kaydet", surum: "0", ...account(plain, "starttls") }, { Cookie: editor });
    expect(refused.status).toBe(403);
    expect(await suite.db.selectFrom("mail_settings").selectAll().execute()).toEqual([]);
    const editorsMenu = await fetchPage(suite.server.url, "/adminpanel", as(editor));
    expect(editorsMenu.doc.querySelector(`.admin-nav a[href="${PATH}"]`)).toBeNull();

    const managers = await fetchPage(suite.server.url, PATH, as(manager));
    expect(managers.status).toBe(200);
    expect(text(managers.doc.querySelector("main h1"))).toBe("E-posta ayarları");
    expect(text(managers.doc.querySelector(`.admin-nav a[href="${PATH}"]`))).toBe("E-posta ayarları");
  });

  it.each([
    ["STARTTLS", "starttls"],
    ["TLS", "tls"],
  ] as const)(
    "saves a good %s set-up, shows the password only as stored, and delivers the test e-mail with the server's answer",
    async (_name, security) => {
      const smtp = security === "starttls" ? starttls : implicitTls;
      const before = await fetchPage(suite.server.url, PATH, { headers: { Cookie: suite.cookie } });
      expect(text(before.doc.querySelector(".admin-alert-warning"))).toContain(
        "E-posta gönderimi kapalı: sunucu ayarları henüz yapılmadı.",
      );

      const saved = await save({ ...account(smtp, security), gonderen: "Site@YMM.test", yanit_adresi: "buro@ymm.test" });
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe(`${PATH}?durum=kaydedildi`);

      const page = await fetchPage(suite.server.url, `${PATH}?durum=kaydedildi`, { headers: { Cookie: suite.cookie } });
      expect(text(page.doc.querySelector('main [role="status"]'))).toContain("E-posta ayarları kaydedildi.");
      expect(page.doc.querySelector("#posta-sunucu")?.getAttribute("value")).toBe("127.0.0.1");
      expect(page.doc.querySelector("#posta-kullanici")?.getAttribute("value")).toBe(ACCOUNT.user);
      expect(page.doc.querySelector("#posta-gonderen")?.getAttribute("value")).toBe("site@ymm.test");
      // The password field is empty; its hint says one is stored.
      expect(page.doc.querySelector("#posta-sifre")?.getAttribute("value") ?? "").toBe("");
      expect(text(page.doc.querySelector("#posta-sifre-ipucu"))).toContain("Şifre kayıtlı");
      expect(page.doc.querySelector(".admin-alert-warning")).toBeNull();
      expectNoSecret("the page", page.html);
      const data = await fetch(`${suite.server.url}${PATH}.data`, { headers: { Cookie: suite.cookie } });
      expect(data.status).toBe(200);
      expectNoSecret("the data request", await data.text());

      // Stored sealed (the secret box's "v1.<iv>.<tag>.<data>"), never in plain text, and audited without it.
      const row = await suite.db.selectFrom("mail_settings").selectAll().executeTakeFirstOrThrow();
      expect(row.password_sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expectNoSecret("the row", JSON.stringify(row));
      const audit = await suite.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "mail-settings")
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(audit.admin_email).toBe(TEST_ADMIN.email);
      expect(JSON.parse(audit.details ?? "{}")).toMatchObject({ password: "changed", to: { host: "127.0.0.1", security } });
      expectNoSecret("the audit row", JSON.stringify(audit));

      const answer = await sendTest();
      expect(answer.status).toBe(200);
      expect(answer.said).toContain("Deneme e-postası deneme@ymm.test adresine gönderildi: sunucu kabul etti.");
      expect(answer.said).toMatch(/Sunucunun yanıtı: 250 /);
      expect(answer.refused).toBe("");
      const mail = await smtp.waitFor((m) => m.subject === SUBJECT && m.envelopeTo.includes("deneme@ymm.test"));
      expect(mail.from?.address).toBe("site@ymm.test");
      expect(header(mail, "reply-to")).toContain("buro@ymm.test");
      expect(mail.text).toContain(`E-posta ayarları ekranından ${TEST_ADMIN.email} tarafından gönderilen bir denemedir`);
      expectNoSecret("the test's answer", answer.html);
      const tested = await suite.db
        .selectFrom("audit_log")
        .select("details")
        .where("action", "=", "mail-test")
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(tested.details ?? "{}")).toEqual({ to: "deneme@ymm.test", ok: true });

      // An empty password field keeps the stored one: the next test e-mail goes too.
      expect((await save({ ...account(smtp, security, ""), gonderen: "", yanit_adresi: "" })).status).toBe(302);
      const kept = await suite.db.selectFrom("mail_settings").select("password_sealed").executeTakeFirstOrThrow();
      expect(kept.password_sealed).toBe(row.password_sealed);
      expect((await sendTest("ikinci@ymm.test")).said).toContain("adresine gönderildi");
      await smtp.waitFor((m) => m.envelopeTo.includes("ikinci@ymm.test"));
    },
  );

  it("says a wrong password in Turkish, with the server's own 535", async () => {
    expect((await save(account(starttls, "starttls", WRONG))).status).toBe(302);
    const answer = await sendTest();
    expect(answer.refused).toContain("Kullanıcı adı ya da şifre kabul edilmedi: sunucu oturum açmayı reddetti.");
    expect(answer.refused).toMatch(/Sunucunun yanıtı: 535 /);
    expect(answer.said).toBe("");
    expectNoSecret("the answer", answer.html);
  });

  it.each([
    ["TLS from the first byte", "tls", "Güvenli bağlantı kurulamadı: sunucu TLS bağlantısını kabul etmedi."],
    ["STARTTLS", "starttls", "Güvenli bağlantı kurulamadı: sunucu STARTTLS bağlantısını kabul etmedi."],
  ] as const)("says a refused TLS (%s, to a server without it) in Turkish", async (_name, security, said) => {
    expect((await save({ sunucu: "127.0.0.1", port: String(plain.port), guvenlik: security })).status).toBe(302);
    const answer = await sendTest();
    expect(answer.refused).toContain(said);
    // STARTTLS is refused by the server's own reply; TLS by the handshake, which the detail names.
    expect(answer.refused).toMatch(security === "starttls" ? /Sunucunun yanıtı: 5\d\d / : /Teknik ayrıntı: /);
    expect(plain.received.filter((m) => m.subject === SUBJECT)).toEqual([]);
  });

  it("says a closed port in Turkish", async () => {
    const port = await freePort();
    expect((await save({ sunucu: "127.0.0.1", port: String(port), guvenlik: "starttls" })).status).toBe(302);
    const answer = await sendTest();
    expect(answer.refused).toContain(`Sunucu bağlantıyı reddetti (127.0.0.1:${port}): bu bağlantı noktası kapalı ya da yanlış.`);
    expect(answer.refused).toContain("ECONNREFUSED");
  });

  it("refuses a bad form field by field in Turkish, changes nothing and never sends the typed password back", async () => {
    expect((await save(account(starttls, "starttls"))).status).toBe(302);
    const stored = await suite.db.selectFrom("mail_settings").selectAll().executeTakeFirstOrThrow();
    const refused = await fetchPage(suite.server.url, PATH, {
      method: "POST",
      body: new URLSearchParams({
        intent: "kaydet",
        surum: String(stored.revision),
        sunucu: "smtp://posta.ornek.test:587",
        port: "70000",
        guvenlik: "starttls",
        kullanici: ACCOUNT.user,
        sifre: WRONG,
        gonderen: "adres-değil",
      }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: suite.server.url, Cookie: suite.cookie },
    });
    expect(refused.status).toBe(400);
    expect(text(refused.doc.querySelector("#posta-sunucu-hata"))).toContain("Sunucunun yalnızca adını yazın");
    expect(text(refused.doc.querySelector("#posta-port-hata"))).toBe(
      "Bağlantı noktası 1 ile 65535 arasında bir tam sayı olmalıdır (ör. 587).",
    );
    expect(text(refused.doc.querySelector("#posta-gonderen-hata"))).toBe(
      "Gönderen adresi geçerli bir e-posta adresi olmalıdır (ör. bilgi@ornek.com.tr).",
    );
    // What was typed comes back, except the password.
    expect(refused.doc.querySelector("#posta-port")?.getAttribute("value")).toBe("70000");
    expect(refused.doc.querySelector("#posta-sifre")?.getAttribute("value") ?? "").toBe("");
    expectNoSecret("the refused form", refused.html);

    // A user without any password, and a password without a user.
    await suite.db.deleteFrom("mail_settings").execute();
    const noPassword = await save({ sunucu: "smtp.ornek.test", port: "587", guvenlik: "starttls", kullanici: "biri@ornek.test" });
    expect(noPassword.status).toBe(400);
    const noUser = await save({ sunucu: "smtp.ornek.test", port: "587", guvenlik: "starttls", sifre: WRONG });
    expect(noUser.status).toBe(400);
    expectNoSecret("the refusal", await noUser.text());
    expect(await suite.db.selectFrom("mail_settings").selectAll().execute()).toEqual([]);
  });

  it("refuses a save made on settings another admin changed meanwhile (409)", async () => {
    expect((await save({ sunucu: "smtp.ornek.test", port: "587", guvenlik: "starttls" })).status).toBe(302);
    const stale = await postAs(
      suite.server,
      PATH,
      { intent: "kaydet", surum: "0", sunucu: "smtp.baska.test", port: "465", guvenlik: "tls" },
      { Cookie: suite.cookie },
    );
    expect(stale.status).toBe(409);
    expect((await suite.db.selectFrom("mail_settings").select("host").executeTakeFirstOrThrow()).host).toBe("smtp.ornek.test");
  });

  it("says on the screen, and logs once, when the stored password cannot be opened (another TWO_FACTOR_KEY)", async () => {
    expect((await save(account(starttls, "starttls"))).status).toBe(302);
    const other = await startServer(
      { ...ENV, TWO_FACTOR_KEY: Buffer.alloc(32, 9).toString("base64") },
      { databaseUrl: suite.server.databaseUrl },
    );
    cleanup(() => other.stop());
    const page = await fetchPage(other.url, PATH, { headers: { Cookie: await signIn(other) } });
    expect(text(page.doc.querySelector(".admin-alert-warning"))).toContain(
      "Kayıtlı şifre açılamıyor: sunucunun şifreleme anahtarı (TWO_FACTOR_KEY) değişmiş ya da eksik.",
    );
    await expect.poll(() => other.output().match(/the SMTP password cannot be opened/g)?.length ?? 0).toBe(1);
    expectNoSecret("the other instance's log", other.output());
    // The right key still opens it: no warning there.
    const right = await fetchPage(suite.server.url, PATH, { headers: { Cookie: suite.cookie } });
    expect(right.doc.querySelector(".admin-alert-warning")).toBeNull();
  });

  it("ticks Kurulum's “E-posta gönderimini deneyin” once a test e-mail reached the server, not after a refused one", async () => {
    // Only this test's own tries count: earlier tests' test e-mails and sent outbox rows go first.
    await suite.db.deleteFrom("audit_log").where("action", "=", "mail-test").execute();
    await suite.db.deleteFrom("outbox").where("status", "=", "sent").execute();
    const step = async () => {
      const page = await fetchPage(suite.server.url, "/adminpanel/kurulum", { headers: { Cookie: suite.cookie } });
      const li = page.doc.querySelector("#yayin-mail-tested");
      return { state: text(li?.querySelector(".setup-step-state")), detail: text(li?.querySelector(".setup-step-detail")) };
    };
    expect(await step()).toEqual({
      state: "Yapılacak",
      detail: "E-posta gönderimi kapalı: E-posta ayarları yapılmadı. SMTP sunucusunu girip “Test e-postası gönder” ile deneyin.",
    });
    expect((await save(account(starttls, "starttls", WRONG))).status).toBe(302);
    expect((await sendTest()).refused).toContain("Kullanıcı adı ya da şifre kabul edilmedi");
    expect(await step()).toMatchObject({ state: "Yapılacak", detail: expect.stringMatching(/^SMTP ayarlı, ama henüz hiçbir e-posta/) });
    expect((await save({ ...account(starttls, "starttls") })).status).toBe(302);
    expect((await sendTest()).said).toContain("sunucu kabul etti");
    expect(await step()).toMatchObject({
      state: "Tamam",
      detail: expect.stringMatching(/^E-posta gönderiliyor; son başarılı deneme ya da gönderim /),
    });
  });

  it("never writes a password to the server's log", () => {
    expectNoSecret("the server's log", suite.server.output());
  });
});

describe("the outbox with E-posta ayarları", () => {
  it("sends a queued e-mail with the saved settings, a change reaching every instance without a restart", async () => {
    const first = await startServer(ENV);
    cleanup(() => first.stop());
    const second = await startServer(ENV, { databaseUrl: first.databaseUrl });
    cleanup(() => second.stop());
    const db = openTestDb(first.databaseUrl);
    cleanup(() => db.destroy());
    const queue = async (to: string) =>
      db
        .insertInto("outbox")
        .values(outboxRowOf({ to, subject: `Kuyruktan ${to}`, text: "Gövde", html: "<p>Gövde</p>" }, nowIso()))
        .execute();

    // Saved on the first instance, which then stops: the second sends with what it never saved itself.
    const firstCookie = await signIn(first);
    const saved = await postAs(first, PATH, { intent: "kaydet", surum: "0", ...account(starttls, "starttls") }, { Cookie: firstCookie });
    expect(saved.status).toBe(302);
    await first.stop({ keepData: true });
    await queue("kuyruk-1@ymm.test");
    const one = await starttls.waitFor((m) => m.envelopeTo.includes("kuyruk-1@ymm.test"));
    expect(one.subject).toBe("Kuyruktan kuyruk-1@ymm.test");

    // Changed on the running instance: the next e-mail goes to the other server.
    const secondCookie = await signIn(second);
    const changed = await postAs(second, PATH, { intent: "kaydet", surum: "1", ...account(implicitTls, "tls") }, { Cookie: secondCookie });
    expect(changed.status).toBe(302);
    await queue("kuyruk-2@ymm.test");
    await implicitTls.waitFor((m) => m.envelopeTo.includes("kuyruk-2@ymm.test"));
    expect(starttls.received.filter((m) => m.envelopeTo.includes("kuyruk-2@ymm.test"))).toEqual([]);
    // The log is written asynchronously: it may come a moment after the e-mail.
    await expect.poll(() => second.output()).toContain(`Mail delivery: E-posta ayarları (127.0.0.1:${implicitTls.port}`);
    expectNoSecret("the second instance's log", second.output());
  });
});

describe("with SMTP_URL set", () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer({ ...ENV, SMTP_URL: plain.url });
    cookie = await signIn(server);
  });
  afterAll(async () => server?.stop());

  it("says the environment wins, and the test e-mail goes through SMTP_URL whatever is saved", async () => {
    const closed = await freePort();
    const saved = await postAs(
      server,
      PATH,
      { intent: "kaydet", surum: "0", sunucu: "127.0.0.1", port: String(closed), guvenlik: "tls" },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(302);
    const page = await fetchPage(server.url, PATH, { headers: { Cookie: cookie } });
    expect(text(page.doc.querySelector(".admin-alert-warning"))).toContain(
      "Sunucunun ortam dosyasında SMTP_URL tanımlı: e-postalar onunla gönderilir ve bu ekranda kaydedilen ayarlar kullanılmaz.",
    );
    const answer = await fetchPage(server.url, PATH, {
      method: "POST",
      body: new URLSearchParams({ intent: "dene", alici: "ortam@ymm.test" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    });
    expect(text(answer.doc.querySelector('[aria-labelledby="deneme-basligi"] [role="status"]'))).toContain("adresine gönderildi");
    await plain.waitFor((m) => m.envelopeTo.includes("ortam@ymm.test"));
  });
});
