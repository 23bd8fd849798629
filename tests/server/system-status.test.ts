/**
 * Sistem durumu (issue 39) over HTTP on the production build: the facts it
 * reads (the database's kind and size, no pending migrations, mail off and the
 * queue, the page cache's hit rate, the workers' rounds), the proxy warning
 * after a request with X-Forwarded-For while TRUST_PROXY is unset and none
 * when it is set, Yönetici and up only, and Genel bakış's red line while the
 * SMTP server refuses and gone once an e-mail went out.
 */
import { type Kysely, sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { outboxRowOf } from "#app/.server/mail/outbox.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const text = (element: { text: string } | null | undefined) => element?.text.replace(/\s+/g, " ").trim() ?? "";

/** A check's row on the screen: its state in words and its text (with the fix). */
function check(page: Page, key: string) {
  const row = page.doc.querySelector(`#durum-${key}`);
  const detail = row?.querySelectorAll("td")[1]?.querySelectorAll("p") ?? [];
  return { level: text(row?.querySelector(".status-level")), text: detail.map(text).join(" ") };
}

/** Genel bakış's red line, or "" when there is none. */
const redLine = (page: Page) => text(page.doc.querySelector(".overview-system-error"));

async function queueMail(db: Kysely<Database>, subject: string): Promise<string> {
  const row = outboxRowOf({ to: "alici@ornek.test", subject, text: "x", html: "<p>x</p>" }, new Date().toISOString());
  await db.insertInto("outbox").values(row).execute();
  return row.id;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("on a server without SMTP_URL and TRUST_PROXY (the test servers' default)", () => {
  const suite = signedInServer();
  const cleanup = cleanupAfterEach(afterEach);
  const screen = () => suite.get(adminPaths.systemStatus);

  it("shows the database's kind and size, no pending migration, the version, the start and Node.js", async () => {
    const page = await screen();
    expect(page.status).toBe(200);
    expect(text(page.doc.querySelector("h1"))).toBe("Sistem durumu");
    const database = check(page, "database");
    expect(database.level).toBe("Tamam");
    expect(database.text).toMatch(new RegExp(`^${TEST_DIALECT === "sqlite" ? "SQLite" : "PostgreSQL"}, \\d[\\d.,]* (KB|MB|GB)\\.$`));
    expect(check(page, "migrations")).toEqual({ level: "Tamam", text: "Bekleyen geçiş yok." });
    expect(check(page, "node")).toEqual({ level: "Tamam", text: process.version });
    // The checkout is no release of deploy/install.sh (tests/deploy/guide.test.ts sees one's name).
    expect(check(page, "version")).toEqual({
      level: "Tamam",
      text: "Sürüm adı yok: bu kopya deploy/install.sh ile kurulmuş bir sürüm değil.",
    });
    expect(check(page, "started").text).toMatch(/^Bu süreç \(PID \d+\) \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} tarihinde başladı\.$/);
    expect(check(page, "disk").text).toMatch(/ boş \(diskin %\d+ kadarı; (veritabanının|yedeklerin) klasörü: /);
    expect(check(page, "https")).toEqual({
      level: "Tamam",
      text: "Site https://ymm.test adresinde: oturum çerezi Secure, HSTS gönderiliyor.",
    });
    // The states are words in a table with row and column headers, not colours alone.
    expect(page.doc.querySelectorAll("table.status-table th[scope=col]").map(text)).toEqual(["Denetim", "Durum", "Ayrıntı"]);
    expect(page.doc.querySelector("#durum-database th[scope=row]")?.text).toBe("Veritabanı");
  });

  it("calls a migration not applied, or one this version does not know, an error; Genel bakış draws the red line until it is put right", async () => {
    const newest = (
      await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc`.execute(suite.db)
    ).rows[0];
    if (!newest) throw new Error("No migration applied");
    await sql`delete from kysely_migration where name = ${newest.name}`.execute(suite.db);
    const restore = () =>
      sql`insert into kysely_migration (name, timestamp) values (${newest.name}, ${newest.timestamp})`.execute(suite.db);
    let restored = false;
    cleanup(() => (restored ? undefined : restore()));
    const pending = check(await screen(), "migrations");
    expect(pending.level).toBe("Hata");
    expect(pending.text).toBe(
      `Uygulanmamış geçişler var: ${newest.name}. Ne yapmalı: Siteyi yeniden başlatın: geçişler başlangıçta uygulanır. Hata sürerse günlükte (journalctl) geçişin hatasını okuyun.`,
    );
    const overview = await suite.get(adminPaths.root);
    expect(redLine(overview)).toBe("Sistemde 1 sorun var (Veritabanı geçişleri). Sistem durumunu açın");
    expect(overview.doc.querySelector(".overview-system-error")?.getAttribute("role")).toBe("alert");
    expect(overview.doc.querySelector(`.overview-system-error a[href="${adminPaths.systemStatus}"]`)).not.toBeNull();

    await restore();
    restored = true;
    await sql`insert into kysely_migration (name, timestamp) values (${"999_gelecek_surum"}, ${new Date().toISOString()})`.execute(
      suite.db,
    );
    cleanup(() => sql`delete from kysely_migration where name = ${"999_gelecek_surum"}`.execute(suite.db));
    const unknown = check(await screen(), "migrations");
    expect(unknown.level).toBe("Hata");
    expect(unknown.text).toMatch(/^Veritabanında bu sürümün bilmediği geçişler var: 999_gelecek_surum\. Daha yeni bir sürüm/);

    await sql`delete from kysely_migration where name = ${"999_gelecek_surum"}`.execute(suite.db);
    expect(check(await screen(), "migrations").level).toBe("Tamam");
    expect(redLine(await suite.get(adminPaths.root))).toBe("");
  });

  it("warns that mail is off, with the fix, and counts the queue as e-mails are queued", async () => {
    const before = check(await screen(), "mail-queue");
    const waiting = Number(/Kuyrukta (\d+) e-posta var/.exec(before.text)?.[1]);
    expect(Number.isInteger(waiting)).toBe(true);
    for (const subject of ["Kuyruk 1", "Kuyruk 2"]) {
      const id = await queueMail(suite.db, subject);
      cleanup(() => suite.db.deleteFrom("outbox").where("id", "=", id).execute());
    }
    const page = await screen();
    const mail = check(page, "mail");
    expect(mail.level).toBe("Uyarı");
    expect(mail.text).toContain("E-posta gönderimi kapalı: E-posta ayarları yapılmadı (sunucuda SMTP_URL de yok).");
    expect(mail.text).toContain("Ne yapmalı: Yönetim → E-posta ayarları ekranında SMTP sunucusunu girin");
    expect(check(page, "mail-queue")).toEqual({ level: "Tamam", text: `Kuyrukta ${waiting + 2} e-posta var.` });
    // The worker runs without a server too: it waits for E-posta ayarları (ADR 049).
    expect(check(page, "worker-mail")).toMatchObject({ level: "Tamam", text: expect.stringMatching(/^Çalışıyor: son turu /) });
  });

  it("shows the scheduler, the maintenance and the daily backup going round", async () => {
    const page = await screen();
    expect(check(page, "worker-backup")).toMatchObject({ level: "Tamam" });
    expect(check(page, "worker-backup").text).toMatch(
      /^Çalışıyor: son turu \d+ (sn|dk) önce \(her 60 saniyede bir döner\)\. Yedek saati: her gün 03:30 \(İstanbul\)\.$/,
    );
    expect(check(page, "worker-scheduler")).toMatchObject({ level: "Tamam" });
    expect(check(page, "worker-scheduler").text).toMatch(/^Çalışıyor: son turu \d+ (sn|dk) önce \(her 20 saniyede bir döner\)\.$/);
    expect(check(page, "worker-maintenance").text).toMatch(/^Çalışıyor: son turu \d+ (sn|dk) önce \(her 60 dakikada bir döner\)\.$/);
  });

  it("counts the page cache's hits and misses: a page asked twice is rendered at most once", async () => {
    const figures = async () => {
      const line = check(await screen(), "page-cache").text;
      const match = /(\d+) istek bellekten, (\d+) istek yeniden oluşturularak/.exec(line);
      return { hits: Number(match?.[1] ?? 0), misses: Number(match?.[2] ?? 0), line };
    };
    const before = await figures();
    const path = `/sss?sistem-durumu=${Date.now()}`;
    expect((await fetch(`${suite.server.url}${path}`)).status).toBe(200);
    expect((await fetch(`${suite.server.url}${path}`)).status).toBe(200);
    const after = await figures();
    expect(after.hits + after.misses).toBe(before.hits + before.misses + 2);
    expect(after.hits).toBeGreaterThanOrEqual(before.hits + 1);
    expect(after.line).toMatch(/^İsabet oranı %\d+:/);
  });

  it("warns after a request that came through a proxy while TRUST_PROXY is unset, with the fix", async () => {
    expect(check(await screen(), "proxy")).toEqual({
      level: "Tamam",
      text: "TRUST_PROXY tanımlı değil ve bu süreç vekil sunucudan gelen bir istek görmedi.",
    });
    // One rendered and one from the page cache's fast path: both are seen.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${suite.server.url}/`, { headers: { "X-Forwarded-For": "203.0.113.7" } });
      expect(response.status).toBe(200);
    }
    const proxy = check(await screen(), "proxy");
    expect(proxy.level).toBe("Uyarı");
    expect(proxy.text).toMatch(/^İstekler bir vekil sunucudan geliyor \(X-Forwarded-For başlığı; 2 istek, sonuncusu /);
    expect(proxy.text).toContain("Ne yapmalı: Vekil sunucu (Caddy, nginx) aynı makinedeyse ortam dosyasına TRUST_PROXY=loopback ekleyin");
  });

  it("is refused (403) below Yönetici and shown to a Yönetici; no red line on Genel bakış while nothing is an error", async () => {
    const password = "sistem-durumu-sifresi-2026";
    for (const [role, status] of [
      ["author", 403],
      ["editor", 403],
      ["manager", 200],
    ] as const) {
      const email = `${role}@sistem-durumu.test`;
      await addAdmin(suite.db, email, password, cleanup, role);
      const cookie = await signIn(suite.server, email, password);
      const page = await fetchPage(suite.server.url, adminPaths.systemStatus, { headers: { Cookie: cookie } });
      expect(page.status, role).toBe(status);
      if (status === 403) expect(page.html, role).not.toContain("Bekleyen geçiş yok");
      const menu = (await fetchPage(suite.server.url, adminPaths.root, { headers: { Cookie: cookie } })).doc.querySelectorAll(
        `nav a[href="${adminPaths.systemStatus}"]`,
      );
      expect(menu.length, role).toBe(status === 200 ? 1 : 0);
    }
    const overview = await suite.get(adminPaths.root);
    expect(redLine(overview)).toBe("");
    // The backups' own box (a fresh server has no backup yet: tests/server/backups-admin.test.ts) aside.
    expect(
      overview.doc.querySelectorAll('[role="alert"]').filter((alert) => !alert.classList.contains("overview-backup-error")),
    ).toHaveLength(0);
  });
});

describe("on a server with TRUST_PROXY=loopback and SMTP_URL", () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let db: Kysely<Database>;
  let cookie: string;
  const get = (path: string) => fetchPage(server.url, path, { headers: { Cookie: cookie } });

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      TRUST_PROXY: "loopback",
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: "50",
      MAIL_RETRY_BASE_MS: "50",
      MAIL_MAX_ATTEMPTS: "50",
    });
    db = openTestDb(server.databaseUrl);
    cookie = await signIn(server);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await smtp?.stop();
  });

  it("gives no proxy warning after a request with X-Forwarded-For", async () => {
    expect((await fetch(`${server.url}/`, { headers: { "X-Forwarded-For": "203.0.113.8" } })).status).toBe(200);
    expect(check(await get(adminPaths.systemStatus), "proxy")).toEqual({
      level: "Tamam",
      text: "TRUST_PROXY=loopback: ziyaretçinin adresi bu vekil sunucunun X-Forwarded-For başlığından okunuyor.",
    });
  });

  it("draws Genel bakış's red line while the SMTP server refuses, and takes it away once an e-mail went out", async () => {
    expect(check(await get(adminPaths.systemStatus), "mail").level).toBe("Tamam");
    expect(redLine(await get(adminPaths.root))).toBe("");

    await smtp.stop();
    const id = await queueMail(db, "SMTP kapalıyken");
    const overview = await until(
      () => get(adminPaths.root),
      (page) => redLine(page) !== "",
      "the red line",
    );
    expect(redLine(overview)).toBe("Sistemde 1 sorun var (E-posta). Sistem durumunu açın");
    expect(overview.doc.querySelector(".overview-system-error")?.getAttribute("role")).toBe("alert");
    expect(overview.doc.querySelector(`.overview-system-error a[href="${adminPaths.systemStatus}"]`)).not.toBeNull();
    const mail = check(await get(adminPaths.systemStatus), "mail");
    expect(mail.level).toBe("Hata");
    expect(mail.text).toMatch(/^SMTP sunucusu e-posta almıyor: .*ECONNREFUSED/);
    expect(mail.text).toContain("Ne yapmalı: SMTP_URL'deki sunucu adını, kapıyı, kullanıcı adını ve şifreyi denetleyin.");

    await smtp.start();
    await until(
      async () => (await db.selectFrom("outbox").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status,
      (status) => status === "sent",
      "the e-mail to go out",
    );
    expect(redLine(await get(adminPaths.root))).toBe("");
    const after = check(await get(adminPaths.systemStatus), "mail");
    expect(after.level).toBe("Tamam");
    expect(after.text).toMatch(/^SMTP ayarlı\. Son başarılı gönderim: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./);
    expect(check(await get(adminPaths.systemStatus), "worker-mail").text).toMatch(
      /^Çalışıyor: son turu \d+ sn önce \(her 50 milisaniyede bir döner\)\.$/,
    );
  });
});
