/**
 * Kurulum's "Yayına alma" (issue 39) over HTTP on the production build: each
 * step ticked from the real state, none by hand — the generated password
 * changed through Şifre, initial-admin.txt deleted, the Sahip's two-factor
 * turned on through its screen, SITE_URL on https, a verified backup written by
 * `npm run db:backup` into BACKUP_DIR (a copy without its manifest does not
 * count, ADR 052), an
 * e-mail delivered by the worker to a real SMTP server. The content steps and
 * their count stay as they were (firm-setup-transfer.test.ts).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Kysely } from "kysely";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { outboxRowOf } from "#app/.server/mail/outbox.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { root, startServer, type TestServer } from "#tests/helpers/server.ts";
import { startSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";

const text = (element: { text: string } | null | undefined) => element?.text.replace(/\s+/g, " ").trim() ?? "";

/** Yayına alma's steps on Kurulum: key → [state word, detail]. */
async function steps(server: TestServer, cookie: string): Promise<Record<string, { state: string; detail: string }>> {
  const page = await fetchPage(server.url, adminPaths.setup, { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  return Object.fromEntries(
    page.doc
      .querySelectorAll(".launch-step")
      .map((li) => [
        (li.getAttribute("id") ?? "").replace(/^yayin-/, ""),
        { state: text(li.querySelector(".setup-step-state")), detail: text(li.querySelector(".setup-step-detail")) },
      ]),
  );
}

const execFileAsync = promisify(execFile);

const FIRST_ADMIN = "bilgi@ozdemirymm.example";
const NEW_PASSWORD = "Yayina-alma-icin-yeni-bir-sifre-2026";

describe("a first start with a generated password", () => {
  let server: TestServer;
  let db: Kysely<Database>;
  let cookie: string;
  let file: string;
  let backups: string;
  /** The password the first start generated (initial-admin.txt). */
  let generated: string;

  beforeAll(async () => {
    backups = mkdtempSync(join(tmpdir(), "ymm-backups-"));
    server = await startServer({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "", BACKUP_DIR: backups });
    db = openTestDb(server.databaseUrl);
    file = join(server.dataDir, "initial-admin.txt");
    generated = /Şifre: (\S+)/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
    cookie = await signIn(server, FIRST_ADMIN, generated);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    rmSync(backups, { recursive: true, force: true });
  });

  it("lists the six steps after the content's, only https done (SITE_URL is https://ymm.test)", async () => {
    const page = await fetchPage(server.url, adminPaths.setup, { headers: { Cookie: cookie } });
    expect(text(page.doc.querySelector("#kurulum-yayina-alma"))).toBe("Yayına alma");
    expect(text(page.doc.querySelector('section[aria-labelledby="kurulum-yayina-alma"] .setup-progress'))).toBe(
      "6 adımdan 1 tanesi tamam. 5 adım kaldı.",
    );
    const all = await steps(server, cookie);
    expect(Object.keys(all)).toEqual(["password", "initial-admin-file", "owner-two-factor", "mail-tested", "https", "backup"]);
    expect(Object.entries(all).map(([key, step]) => `${key}: ${step.state}`)).toEqual([
      "password: Yapılacak",
      "initial-admin-file: Yapılacak",
      "owner-two-factor: Yapılacak",
      "mail-tested: Yapılacak",
      "https: Tamam",
      "backup: Yapılacak",
    ]);
    expect(all.password?.detail).toContain(`İlk yönetici (${FIRST_ADMIN}) hâlâ kurulumda verilen şifreyle giriyor.`);
    expect(all["initial-admin-file"]?.detail).toContain(`Sunucuda ${file} duruyor`);
    expect(all["mail-tested"]?.detail).toBe(
      "E-posta gönderimi kapalı: E-posta ayarları yapılmadı. SMTP sunucusunu girip “Test e-postası gönder” ile deneyin.",
    );
    // The content checklist is apart: its items are .setup-step, these are not.
    expect(page.doc.querySelectorAll(".setup-step.launch-step")).toHaveLength(0);
  });

  it("ticks the password once the first admin changed it, and initial-admin.txt once it is deleted", async () => {
    const changed = await postAs(
      server,
      adminPaths.password,
      { mevcut: generated, yeni: NEW_PASSWORD, tekrar: NEW_PASSWORD },
      { Cookie: cookie },
    );
    expect(changed.status).toBeLessThan(400);
    let all = await steps(server, cookie);
    expect(all.password).toEqual({ state: "Tamam", detail: "İlk yöneticinin şifresi kurulumdan sonra değiştirildi." });
    expect(all["initial-admin-file"]?.state).toBe("Yapılacak");

    expect(existsSync(file)).toBe(true);
    rmSync(file);
    all = await steps(server, cookie);
    expect(all["initial-admin-file"]).toEqual({ state: "Tamam", detail: "Sunucuda ilk yöneticinin şifresini içeren dosya yok." });
  });

  it("ticks the Sahip's two-factor once it is turned on through its screen", async () => {
    expect((await steps(server, cookie))["owner-two-factor"]?.state).toBe("Yapılacak");
    expect((await postAs(server, adminPaths.twoFactor, { intent: "ac" }, { Cookie: cookie })).status).toBe(302);
    const page = await (await fetch(`${server.url}${adminPaths.twoFactor}`, { headers: { Cookie: cookie } })).text();
    const secret = /<code class="two-factor-secret">([A-Z2-7 ]+)<\/code>/.exec(page)?.[1]?.replaceAll(" ", "") ?? "";
    const confirmed = await postAs(server, adminPaths.twoFactor, { intent: "onayla", kod: await generate({ secret }) }, { Cookie: cookie });
    expect(confirmed.status).toBe(200);
    const owner = await db.selectFrom("admins").select("totp_enabled_at").where("email", "=", FIRST_ADMIN).executeTakeFirstOrThrow();
    expect(owner.totp_enabled_at).not.toBeNull();
    expect((await steps(server, cookie))["owner-two-factor"]).toEqual({
      state: "Tamam",
      detail: "Sahip hesabı iki adımlı doğrulamayla korunuyor.",
    });
  });

  it("ticks the backup once a verified one is written into the backups folder, and names it; a copy without a manifest does not count", async () => {
    const before = (await steps(server, cookie)).backup;
    expect(before?.state).toBe("Yapılacak");
    expect(before?.detail).toBe(
      `${backups} klasöründe doğrulanmış yedek yok. Site her gün kendi yedeğini alır; beklemeden bir yedek için sunucuda npm run db:backup çalıştırın.`,
    );
    // A copy from before ADR 052 (or made by hand): no manifest says it was checked.
    writeFileSync(join(backups, `site-20260101T000000Z.${TEST_DIALECT === "sqlite" ? "db" : "dump"}`), "bir kopya");
    expect((await steps(server, cookie)).backup?.state).toBe("Yapılacak");
    // Not spawnSync: a PostgreSQL backup with its scratch restore may outlast the server's keep-alive, and a
    // blocked event loop would then reuse the connection the server closed meanwhile.
    const run = await execFileAsync(process.execPath, ["scripts/db-backup.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: server.databaseUrl, BACKUP_DIR: backups },
      encoding: "utf8",
    });
    expect(run.stdout).toMatch(/^Backup written: /);
    const after = (await steps(server, cookie)).backup;
    expect(after?.state).toBe("Tamam");
    expect(after?.detail).toMatch(/^Son yedek: site-\d{8}T\d{6}Z\.(db|dump) \(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\)\.$/);
  });
});

describe("a server on http with mail delivery configured", () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let db: Kysely<Database>;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ SITE_URL: "http://ymm.test", SMTP_URL: smtp.url, MAIL_POLL_MS: "50" });
    db = openTestDb(server.databaseUrl);
    cookie = await signIn(server);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await smtp?.stop();
  });

  it("leaves SITE_URL's step undone while it is http", async () => {
    const https = (await steps(server, cookie)).https;
    expect(https?.state).toBe("Yapılacak");
    expect(https?.detail).toMatch(/^SITE_URL şu an http:\/\/ymm\.test: oturum çerezi Secure değil/);
  });

  it("ticks e-mail tested only once an e-mail went out, not when SMTP_URL is merely set", async () => {
    const before = (await steps(server, cookie))["mail-tested"];
    expect(before?.state).toBe("Yapılacak");
    expect(before?.detail).toMatch(/^SMTP ayarlı, ama henüz hiçbir e-posta gönderilemedi\./);
    const row = outboxRowOf(
      { to: "deneme@ymm.test", subject: "Yayına alma denemesi", text: "x", html: "<p>x</p>" },
      new Date().toISOString(),
    );
    await db.insertInto("outbox").values(row).execute();
    await smtp.waitFor((mail) => mail.subject === "Yayına alma denemesi");
    const deadline = Date.now() + 10_000;
    let after = (await steps(server, cookie))["mail-tested"];
    while (after?.state !== "Tamam" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = (await steps(server, cookie))["mail-tested"];
    }
    expect(after?.state).toBe("Tamam");
    expect(after?.detail).toMatch(/^E-posta gönderiliyor; son başarılı deneme ya da gönderim \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\.$/);
  });
});
