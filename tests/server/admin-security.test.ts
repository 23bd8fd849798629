import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { settingsFormValues } from "#app/lib/firm-forms.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, addQuestion, openTestDb } from "#tests/helpers/db.ts";
import { storedSettings } from "#tests/helpers/firm.ts";
import { addKvkkApplication, addKvkkRequestFile } from "#tests/helpers/kvkk-applications.ts";
import { startServer, TEST_ADMIN, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

// What a test adds or changes on the shared server is undone after it, also when it fails.
const cleanup = cleanupAfterEach(afterEach);

const countRows = async (table: "announcements" | "news" | "questions" | "tools") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Every admin write, with valid input, as [description, path, fields], on entries of the test's own. */
async function writes(): Promise<[string, string, Record<string, string>][]> {
  const announcement = await addPost(db, "announcements", { title: "Korunan duyuru" }, cleanup);
  const question = await addQuestion(db, { title: "Korunan soru?" }, cleanup);
  const adminId = (await db.selectFrom("admins").select("id").orderBy("created_at").executeTakeFirstOrThrow()).id;
  return [
    ["create an announcement", "/adminpanel/duyurular", { intent: "kaydet", baslik: "Sızma denemesi", icerik: "x" }],
    ["create news", "/adminpanel/haberler", { intent: "kaydet", baslik: "Sızma denemesi", icerik: "x" }],
    ["create a tool", "/adminpanel/araclar", { intent: "kaydet", baslik: "Sızma denemesi", baglanti: "https://ornek.com" }],
    ["edit an announcement", "/adminpanel/duyurular", { intent: "kaydet", id: announcement.id, baslik: "Sızma denemesi", icerik: "x" }],
    ["edit a question", "/adminpanel/sorular", { intent: "kaydet", id: question.id, soru: "Sızma denemesi", cevap: "x" }],
    ["delete an announcement", "/adminpanel/duyurular", { intent: "sil", id: announcement.id }],
    ["change the password", "/adminpanel/sifre", { mevcut: TEST_ADMIN.password, yeni: "yeni-sifre-123456", tekrar: "yeni-sifre-123456" }],
    ["confirm a figure set", "/adminpanel/vergi-verileri?bolum=gecikme", { intent: "kontrol-ettim", id: "gecikme" }],
    ["confirm a calendar rule", "/adminpanel/vergi-takvimi?yil=2026", { intent: "kontrol-ettim", kural: "muhtasar", yil: "2026" }],
    [
      "create a service",
      "/adminpanel/hizmetler/yeni",
      { intent: "kaydet", tam_baslik: "Sızma", kart_aciklamasi: "x", meta_aciklamasi: "x", icerik: "x" },
    ],
    ["hide a service", "/adminpanel/hizmetler", { intent: "gizle", id: "0", surum: "1" }],
    ["move a service", "/adminpanel/hizmetler", { intent: "asagi", id: "0" }],
    ["add a redirect", "/adminpanel/yonlendirmeler", { intent: "ekle", eski: "/sizma-denemesi", yeni: "/iletisim" }],
    ["add a circular category", "/adminpanel/sirkuler-kategorileri", { intent: "ekle", ad: "Sızma denemesi" }],
    ["delete a circular category", "/adminpanel/sirkuler-kategorileri", { intent: "sil", id: "kategori-diger" }],
    ["move a circular category", "/adminpanel/sirkuler-kategorileri", { intent: "asagi", id: "kategori-kdv" }],
    // E-bülten konuları (issue 44, ADR 064).
    ["add an e-bülten topic", "/adminpanel/bulten-konulari", { intent: "ekle", ad: "Sızma denemesi" }],
    ["delete an e-bülten topic", "/adminpanel/bulten-konulari", { intent: "sil", id: "konu-diger" }],
    [
      "hide an unconfirmed rule",
      "/adminpanel/vergi-takvimi?yil=2026",
      { intent: "gosterim", kural: "kdv1", gosterim: "hide", yil: "2026" },
    ],
    ...(await firmWrites()),
    // An attachment's upload (issue 23): refused before its body is read.
    ["upload an attachment", "/adminpanel/ekler", { dosya: "%PDF-1.4" }],
    // Yükleme kotaları (ADR 033): the default quota and an account's.
    ["set the default upload quota", "/adminpanel/yukleme-kotalari", { intent: "varsayilan-kota", kota: "1" }],
    ["set an account's upload quota", "/adminpanel/yukleme-kotalari", { intent: "hesap-kotasi", id: adminId, kota: "1" }],
    // Reklam sözcükleri (issue 44): the pre-publish checks' list.
    ["save the advertising words", "/adminpanel/reklam-sozcukleri", { sozcukler: "sızma" }],
    // E-posta ayarları (issue 39): the save, and the test e-mail (an audit row when it runs).
    [
      "save E-posta ayarları",
      "/adminpanel/e-posta-ayarlari",
      { intent: "kaydet", surum: "0", sunucu: "smtp.sizma.test", port: "587", guvenlik: "starttls" },
    ],
    ["send a test e-mail", "/adminpanel/e-posta-ayarlari", { intent: "dene", alici: "sizma@ornek.test" }],
    // Kişisel veri ara (issue 42): the erasure, and the export (a read that is audited, and hands out personal data).
    ["erase a person's data", "/adminpanel/kisisel-veri-ara", { intent: "sil", eposta: "sizma@ornek.test", telefon: "", ad: "" }],
    ["export a person's data", "/adminpanel/kisisel-veri-ara/disa-aktar", { eposta: "sizma@ornek.test", bicim: "json" }],
    ...(await kvkkWrites()),
  ];
}

/** KVKK başvuruları (issue 42): every write on an open application of the test's own, and the retention period. */
async function kvkkWrites(): Promise<[string, string, Record<string, string>][]> {
  const application = await addKvkkApplication(db, cleanup, { received_at: new Date().toISOString(), email_confirmed_at: null });
  const fileId = await addKvkkRequestFile(db, application.id);
  const path = `/adminpanel/kvkk-basvurulari/${application.id}`;
  return [
    ["add a note to a KVKK application", path, { intent: "not", not: "Sızma denemesi" }],
    ["answer a KVKK application by e-mail", path, { intent: "eposta", yanit: "Sızma denemesi" }],
    ["mark a KVKK answer as posted", path, { intent: "posta", yanit: "", tarih: new Date().toISOString().slice(0, 10) }],
    ["refuse a KVKK application", path, { intent: "reddet", gerekce: "Sızma denemesi" }],
    ["close a KVKK application", path, { intent: "kapat", gerekce: "Sızma denemesi" }],
    ["remove a file from a KVKK answer", path, { intent: "dosya-cikar", dosya: fileId }],
    ["add a file to a KVKK answer", `${path}/ek`, { dosya: "%PDF-1.4" }],
    ["set the KVKK retention period", "/adminpanel/kvkk-basvurulari", { intent: "saklama", gun: "400" }],
  ];
}

/** Firma bilgileri and Sayfalar (issue 22): valid writes, from the revisions stored now. */
async function firmWrites(): Promise<[string, string, Record<string, string>][]> {
  const { settings, revision } = await storedSettings(db);
  const mission = await db.selectFrom("firm_pages").selectAll().where("key", "=", "mission").executeTakeFirstOrThrow();
  const page = { revizyon: String(mission.revision), baslik: "Sızma denemesi", icerik: "<p>x</p>" };
  return [
    [
      "save Firma bilgileri",
      "/adminpanel/firma",
      { intent: "kaydet", revizyon: String(revision), ...settingsFormValues(settings).fields, ad: "Sızma denemesi" },
    ],
    ["keep a page's draft", "/adminpanel/sayfalar/mission", { intent: "taslak", ...page }],
    ["publish a page", "/adminpanel/sayfalar/mission", { intent: "yayimla", ...page }],
    ["restore a version of the settings", "/adminpanel/firma-gecmisi/settings/settings", { intent: "geri-yukle", surum: "1" }],
    // The English tab (issue 43): a draft, a publication, the settings' English.
    [
      "keep a page's English draft",
      "/adminpanel/ingilizce/page/founder",
      { intent: "taslak", revizyon: "0", baslik: "Sızma", icerik: "<p>x</p>" },
    ],
    [
      "publish a page's English",
      "/adminpanel/ingilizce/page/founder",
      { intent: "yayimla", revizyon: "0", baslik: "Sızma", icerik: "<p>x</p>" },
    ],
    [
      "publish the settings' English",
      "/adminpanel/ingilizce/settings/settings",
      { intent: "yayimla", revizyon: "0", slogan: "Sızma", kurucu_unvan: "x", meta_aciklama: "x" },
    ],
    ["restore an English version", "/adminpanel/ingilizce/page/founder/gecmis", { intent: "geri-yukle", surum: "1" }],
  ];
}

async function snapshot() {
  return {
    counts: await Promise.all((["announcements", "news", "questions", "tools"] as const).map(countRows)),
    titles: (await db.selectFrom("announcements").select("title").execute()).map((r) => r.title).sort(),
    questions: (await db.selectFrom("questions").select("title").execute()).map((r) => r.title).sort(),
    password: (await db.selectFrom("admins").select("password_hash").executeTakeFirstOrThrow()).password_hash,
    setChecks: await db.selectFrom("tax_sets").select(["id", "confirmed_at", "checked_on"]).orderBy("id").execute(),
    firmSettings: await db.selectFrom("firm_settings").selectAll().execute(),
    firmPages: await db.selectFrom("firm_pages").selectAll().orderBy("key").execute(),
    firmRevisions: await db.selectFrom("firm_revisions").select("id").orderBy("id").execute(),
    english: await db.selectFrom("english_texts").selectAll().orderBy("kind").orderBy("key").execute(),
    englishRevisions: await db.selectFrom("english_revisions").select("id").orderBy("id").execute(),
    services: await db.selectFrom("services").select(["id", "slug", "hidden", "position", "revision"]).orderBy("id").execute(),
    attachments: await db.selectFrom("attachments").select("id").orderBy("id").execute(),
    quotas: await db.selectFrom("admins").select(["id", "upload_quota_mb"]).orderBy("id").execute(),
    mailSettings: await db.selectFrom("mail_settings").selectAll().execute(),
    mailTests: await db.selectFrom("audit_log").select("id").where("action", "=", "mail-test").orderBy("id").execute(),
    personalData: await db.selectFrom("audit_log").select("id").where("list", "=", "kisisel-veri").orderBy("id").execute(),
    settings: await db.selectFrom("settings").selectAll().where("key", "not like", "maintenance%").orderBy("key").execute(),
    redirects: await db.selectFrom("redirects").select(["from_path", "to_path"]).orderBy("from_path").execute(),
    kvkk: await db.selectFrom("kvkk_applications").select(["id", "status", "updated_at"]).orderBy("id").execute(),
    kvkkNotes: await db.selectFrom("kvkk_application_notes").select("id").orderBy("id").execute(),
    kvkkFiles: await db.selectFrom("kvkk_application_files").select("id").orderBy("id").execute(),
    ruleChecks: await db
      .selectFrom("tax_rule_checks")
      .select(["rule_key", "confirmed_at", "unconfirmed_display"])
      .orderBy("rule_key")
      .execute(),
  };
}

async function expectRefused(cookie: string | undefined, status: number, headers: Record<string, string> = {}) {
  const attempts = await writes();
  const before = await snapshot();
  for (const [what, path, fields] of attempts) {
    const response = await postAs(server, path, fields, { ...(cookie ? { Cookie: cookie } : {}), ...headers });
    expect(response.status, what).toBe(status);
  }
  expect(await snapshot()).toEqual(before);
}

describe("admin pages without a valid session", () => {
  it.each([
    // Genel bakış: the admin's first screen.
    "/adminpanel",
    "/adminpanel/duyurular",
    "/adminpanel/haberler",
    "/adminpanel/sorular",
    "/adminpanel/araclar",
    "/adminpanel/sirkuler",
    "/adminpanel/sirkuler-kategorileri",
    "/adminpanel/bulten-konulari",
    "/adminpanel/kayitlar",
    "/adminpanel/sifre",
    "/adminpanel/disa-aktar",
    "/adminpanel/mesajlar",
    "/adminpanel/aboneler",
    "/adminpanel/aboneler/csv",
    "/adminpanel/postalar",
    // Firma bilgileri, Sayfalar, a page's editor and preview, the firm's history (issue 22).
    "/adminpanel/firma",
    "/adminpanel/sayfalar",
    "/adminpanel/sayfalar/kvkk",
    "/adminpanel/sayfalar/kvkk/onizleme",
    "/adminpanel/firma-gecmisi/settings/settings",
    "/adminpanel/hizmetler",
    "/adminpanel/hizmetler/yeni",
    "/adminpanel/hizmetler/0",
    "/adminpanel/yonlendirmeler",
    "/adminpanel/kurulum",
    // Sistem durumu (issue 39).
    "/adminpanel/sistem",
    // Yedekler and a backup's download (issue 40; the download is a POST, a GET goes back to the list).
    "/adminpanel/yedekler",
    "/adminpanel/yedekler/indir",
    // İstatistikler and its CSV (issue 26).
    "/adminpanel/istatistikler",
    "/adminpanel/istatistikler/csv",
    // The attachments' upload (issue 23): a POST endpoint; a GET shows nothing either.
    "/adminpanel/ekler",
    // An attachment's file for admins (ADR 033), and Yükleme kotaları.
    `/adminpanel/ekler/${"0".repeat(32)}.pdf`,
    "/adminpanel/yukleme-kotalari",
    // Reklam sözcükleri (issue 44).
    "/adminpanel/reklam-sozcukleri",
    // E-posta ayarları (issue 39).
    "/adminpanel/e-posta-ayarlari",
    // Kişisel veri ara and its export (issue 42; the export is a POST, a GET shows nothing either).
    "/adminpanel/kisisel-veri-ara",
    "/adminpanel/kisisel-veri-ara?eposta=kimse%40ornek.test",
    "/adminpanel/kisisel-veri-ara/disa-aktar",
    // KVKK başvuruları (issue 42): the list, an application, its answer's upload and a document.
    "/adminpanel/kvkk-basvurulari",
    "/adminpanel/kvkk-basvurulari/basvuru-1",
    "/adminpanel/kvkk-basvurulari/basvuru-1/ek",
    "/adminpanel/kvkk-basvurulari/basvuru-1/dosya/belge-1",
    // The English tab, its history and preview (issue 43).
    "/adminpanel/ingilizce/page/founder",
    "/adminpanel/ingilizce/page/founder/gecmis",
    "/adminpanel/ingilizce/page/founder/onizleme",
    "/adminpanel/ingilizce/settings/settings",
    // Kırık bağlantılar and Bulunamayan adresler (issue 44).
    "/adminpanel/kirik-baglantilar",
    "/adminpanel/bulunamayan-adresler",
    "/adminpanel/bulunamayan-adresler?gun=7",
  ])("GET %s sends the browser to the sign-in form (which brings it back there) and shows no data", async (path) => {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      path === "/adminpanel" ? "/adminpanel/giris" : `/adminpanel/giris?geri=${encodeURIComponent(path)}`,
    );
  });

  it("answers the data requests of client-side navigation without data too", async () => {
    const response = await fetch(`${server.url}/adminpanel/haberler.data`, { redirect: "manual" });
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain("Yeniden değerleme");
    // Genel bakış's counts and deadlines neither.
    const overview = await fetch(`${server.url}/adminpanel.data`, { redirect: "manual" });
    expect(overview.status).not.toBe(200);
    expect(await overview.text()).not.toMatch(/unreadMessages|deadlines|newSubscribers/);
  });

  it("refuses every write with 401 and changes nothing without a cookie", async () => {
    await expectRefused(undefined, 401);
  });

  it("refuses every write with 401 and changes nothing with a made-up session", async () => {
    await expectRefused("ymm_oturum=uydurma-oturum; __Host-ymm_oturum=uydurma-oturum", 401);
  });

  it("refuses every write with an expired session, which is then deleted", async () => {
    const cookie = await signIn(server);
    const old = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    await db.updateTable("sessions").set({ last_seen_at: old }).execute();
    await expectRefused(cookie, 401);
    expect(await db.selectFrom("sessions").select("id").where("last_seen_at", "=", old).execute()).toEqual([]);
  });

  it("ends a session at its absolute lifetime even when it is in use", async () => {
    const cookie = await signIn(server);
    await db
      .updateTable("sessions")
      .set({ created_at: new Date(Date.now() - 13 * 60 * 60 * 1000).toISOString() })
      .execute();
    const response = await fetch(`${server.url}/adminpanel`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(response.status).toBe(302);
  });

  it("refuses every write after sign-out, whose session row is gone", async () => {
    const cookie = await signIn(server);
    const sessionsBefore = await db.selectFrom("sessions").select("id").execute();
    const out = await postAs(server, "/adminpanel/cikis", {}, { Cookie: cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await db.selectFrom("sessions").select("id").execute()).length).toBe(sessionsBefore.length - 1);
    await expectRefused(cookie, 401);
  });
});

describe("cross-site requests", () => {
  it("refuses every write from a foreign Origin with 403, even with a valid session", async () => {
    const cookie = await signIn(server);
    await expectRefused(cookie, 403, { Origin: "https://saldirgan.example" });
  });

  it("refuses a write that carries neither Origin nor Referer", async () => {
    const cookie = await signIn(server);
    const before = await countRows("announcements");
    const response = await fetch(`${server.url}/adminpanel/duyurular`, {
      method: "POST",
      body: new URLSearchParams({ intent: "kaydet", baslik: "Origin yok", icerik: "x" }),
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(403);
    expect(await countRows("announcements")).toBe(before);
  });

  it("refuses the public forms from a foreign Origin too", async () => {
    const response = await postAs(
      server,
      "/iletisim",
      { isim: "a", telefon: "03120000000", eposta: "a@b.co", konu: "k", mesaj: "m" },
      { Origin: "https://saldirgan.example" },
    );
    expect(response.status).toBe(403);
  });
});

describe("signed in", () => {
  it("adds an entry with a server-made id, trimmed title and the admin's paragraphs, and logs it", async () => {
    const cookie = await signIn(server);
    const response = await postAs(
      server,
      "/adminpanel/haberler",
      { intent: "kaydet", baslik: "  Kırpılacak başlık  ", icerik: "Bir\r\n\r\nİki\r\n" },
      { Cookie: cookie },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/adminpanel/haberler?durum=eklendi");
    cleanup(() => db.deleteFrom("news").where("title", "=", "Kırpılacak başlık").execute());
    const row = await db.selectFrom("news").selectAll().where("title", "=", "Kırpılacak başlık").executeTakeFirstOrThrow();
    expect(row.id).toMatch(/^id[0-9a-f]{16}$/);
    // Typed without the editor (a plain textarea): paragraphs.
    expect(row.body).toBe("<p>Bir</p><p>İki</p>");
    const audit = await db.selectFrom("audit_log").selectAll().where("entry_id", "=", row.id).execute();
    expect(audit).toMatchObject([{ admin_email: TEST_ADMIN.email, action: "create", list: "haberler" }]);
  });

  it("keeps the creation date when an entry is edited", async () => {
    const cookie = await signIn(server);
    const before = await addPost(db, "announcements", { title: "Düzenlenecek", created_at: "2001-02-03T09:00:00.000Z" }, cleanup);
    const response = await postAs(
      server,
      "/adminpanel/duyurular",
      { intent: "kaydet", id: before.id, baslik: "Düzenlenmiş", icerik: "Yeni metin" },
      { Cookie: cookie },
    );
    expect(response.status).toBe(302);
    const after = await db.selectFrom("announcements").selectAll().where("id", "=", before.id).executeTakeFirstOrThrow();
    expect(after).toEqual({
      ...before,
      ...{ meta_description: null, cover_media_id: null, cover_alt: null, unpublish_at: null },
      title: "Düzenlenmiş",
      body: "<p>Yeni metin</p>",
      updated_at: after.updated_at,
    });
    expect(Date.parse(after.updated_at ?? "")).toBeGreaterThan(Date.parse(before.updated_at));
  });

  it.each([
    ["/adminpanel/araclar", { baslik: "Araç", baglanti: "ftp://ornek.com" }, "baglanti"],
    ["/adminpanel/araclar", { baslik: "Araç", baglanti: "javascript:alert(1)" }, "baglanti"],
    ["/adminpanel/haberler", { baslik: "x".repeat(201), icerik: "y" }, "baslik"],
    ["/adminpanel/haberler", { baslik: "Başlık", icerik: "y".repeat(100_001) }, "icerik"],
    ["/adminpanel/sorular", { soru: "   ", cevap: "Cevap" }, "soru"],
  ])("refuses bad input at %s with 400 and a message next to the field", async (path, fields, field) => {
    const cookie = await signIn(server);
    const before = await snapshot();
    const response = await postAs(server, path, { intent: "kaydet", ...fields }, { Cookie: cookie });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`id="kayit-${field}-hata"`);
    expect(await snapshot()).toEqual(before);
  });
});

describe("passwords and sessions at rest", () => {
  it("stores the password only as a salted scrypt hash and the session only as a digest", async () => {
    const cookie = await signIn(server);
    const admin = await db.selectFrom("admins").selectAll().where("email", "=", TEST_ADMIN.email).executeTakeFirstOrThrow();
    expect(admin.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(admin.password_hash).not.toContain(TEST_ADMIN.password);
    const token = decodeURIComponent(cookie.split("=")[1]!);
    const sessions = await db.selectFrom("sessions").select("id").execute();
    expect(sessions.map((s) => s.id)).not.toContain(token);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.id))).toBe(true);
  });

  it("sends the session cookie HttpOnly, SameSite=Lax and Secure on an https site", async () => {
    const response = await postAs(server, "/adminpanel/giris", { eposta: TEST_ADMIN.email, sifre: TEST_ADMIN.password });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-ymm_oturum=[\w-]{43}; /);
    for (const attribute of ["HttpOnly", "SameSite=Lax", "Secure", "Path=/"]) expect(cookie).toContain(attribute);
  });

  it("changing the password needs the current one and ends the admin's other sessions", async () => {
    // Put the password back for the other tests, also when this one fails.
    const { password_hash } = await db
      .selectFrom("admins")
      .select("password_hash")
      .where("email", "=", TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    cleanup(() => db.updateTable("admins").set({ password_hash }).where("email", "=", TEST_ADMIN.email).execute());
    const other = await signIn(server);
    const current = await signIn(server);
    const wrong = await postAs(
      server,
      "/adminpanel/sifre",
      { mevcut: "yanlis", yeni: "baska-bir-sifre-99", tekrar: "baska-bir-sifre-99" },
      { Cookie: current },
    );
    expect(wrong.status).toBe(400);
    const ok = await postAs(
      server,
      "/adminpanel/sifre",
      { mevcut: TEST_ADMIN.password, yeni: "baska-bir-sifre-99", tekrar: "baska-bir-sifre-99" },
      { Cookie: current },
    );
    expect(ok.status).toBe(200);
    expect((await fetch(`${server.url}/adminpanel`, { redirect: "manual", headers: { Cookie: other } })).status).toBe(302);
    expect((await fetch(`${server.url}/adminpanel`, { redirect: "manual", headers: { Cookie: current } })).status).toBe(200);
  });
});

describe("security headers", () => {
  it.each(["/", "/hizmetler", "/adminpanel/giris", "/bilinmeyen"])(
    "%s carries a CSP without unsafe-inline, framing ban, nosniff, referrer policy and HSTS",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
      expect(response.headers.get("x-powered-by")).toBeNull();
      const html = await response.text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")(?![^>]*\bsrc=)([^>]*)>/g)];
      if (path.startsWith("/adminpanel")) {
        // The admin area is a React Router app: its inline scripts carry this response's nonce.
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce).toBeTruthy();
        expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
        expect(inlineScripts.length).toBeGreaterThan(0);
        for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
      } else {
        // Public pages run one inline script, the enhancement's loader, allowed by its hash like the styles.
        expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
        expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
        expect(csp).not.toContain("nonce");
        expect(inlineScripts.map(([, attributes]) => attributes)).toEqual([""]);
      }
    },
  );

  it("makes a new nonce for every admin response", async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => (await fetch(`${server.url}/adminpanel/giris`)).headers.get("content-security-policy")),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it("names no third-party origin in any page's scripts, styles or images", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const sources = [...html.matchAll(/(?:src|href)="(https?:[^"]+)"/g)].map((m) => m[1]!);
    const linkedOut = [...html.matchAll(/<a [^>]*href="(https?:[^"]+)"/g)].map((m) => m[1]!);
    // Absolute URLs appear only as plain links (and our own canonical/OG URLs), never as loaded resources.
    for (const source of sources) expect(linkedOut.includes(source) || source.startsWith("https://ymm.test")).toBe(true);
  });
});
