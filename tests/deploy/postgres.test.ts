/**
 * deploy/use-postgres on a scratch root: a site installed on SQLite moved to a PostgreSQL
 * database of its own on TEST_DATABASE_URL's server (the content copied, the environment file
 * switched, the site serving from PostgreSQL, deploy/status saying so, a later install.sh
 * keeping it); the refusals (a database that is not empty, a site already on PostgreSQL) and a
 * copy that fails, each leaving the site on SQLite, serving. Then deploy/upgrade.sh on
 * PostgreSQL: the site's own verified backup (db:backup, trigger "upgrade", with its manifest)
 * before the migrations, and the old release's db:restore of it when the new release fails.
 */
import { readdirSync, readFileSync, readlinkSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPostgresDatabase, type TestDatabase } from "../helpers/database.ts";
import {
  breakHomePage,
  copyOfTree,
  DELETING_MIGRATION,
  makeScratch,
  modeOf,
  type Scratch,
  sendContactMessage,
  servingRelease,
  sourceWithMigration,
} from "./scratch.ts";

const SITE_PORT = 4196;
const INSTALL_ARGS = ["--domain", "www.firma.test", "--email", "bt@firma.test", "--port", String(SITE_PORT), "--skip-dns-check"];
/** Tables the running site changes by itself (counters, sessions, the search index, the caches' version). */
const VOLATILE = /^(rate_limits|sessions|content_version|kysely_migration.*|search_.*|analytics_.*)$/;

const adminUrl = process.env.TEST_DATABASE_URL;

let scratch: Scratch;
let target: TestDatabase;
let notEmpty: TestDatabase;
let sqliteFile: string;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Each table's rows (but the volatile tables'), as sorted JSON lines. */
const contentOf = (url: string) =>
  withClient(url, async (client) => {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const content = new Map<string, string>();
    for (const { name } of tables.rows) {
      if (VOLATILE.test(name)) continue;
      const rows = await client.query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`);
      content.set(
        name,
        rows.rows
          .map((r) => r.row)
          .sort()
          .join("\n"),
      );
    }
    return content;
  });

const subjectsIn = (url: string) =>
  withClient(url, async (client) => (await client.query<{ subject: string }>("select subject from messages")).rows.map((r) => r.subject));

/** Tables in the database's public schema. */
const tablesIn = (url: string) =>
  withClient(
    url,
    async (client) =>
      (await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public'")).rows,
  );

function environment(): Record<string, string> {
  return Object.fromEntries(
    readFileSync(scratch.envFile, "utf8")
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

const answers = async (path: string) => (await fetch(`http://127.0.0.1:${SITE_PORT}${path}`)).status;

beforeAll(async () => {
  if (!adminUrl) {
    throw new Error(
      "TEST_DATABASE_URL is not set: the PostgreSQL deploy tests need a server whose user may CREATE DATABASE, e.g. postgres://ymm_ci:ymm_ci@127.0.0.1:5432/ymm_ci (.ci/run sets it).",
    );
  }
  target = await newPostgresDatabase(adminUrl);
  notEmpty = await newPostgresDatabase(adminUrl);
  await withClient(notEmpty.url, (client) => client.query("create table notes (body text)"));
  scratch = makeScratch();
  sqliteFile = join(scratch.data, "site.db");
  const installed = scratch.run("install.sh", INSTALL_ARGS);
  if (installed.status !== 0) throw new Error(`install.sh failed:\n${installed.stdout}\n${installed.stderr}`);
});

afterAll(async () => {
  scratch?.remove();
  await target?.drop();
  await notEmpty?.drop();
});

describe("deploy/use-postgres", () => {
  it("refuses a database that is not empty or not reachable, before stopping the site: the site stays on SQLite, serving", async () => {
    sendContactMessage(SITE_PORT, "SQLite'ta yazıldı");
    const environmentBefore = readFileSync(scratch.envFile, "utf8");
    const pid = readFileSync(join(scratch.app, "run/site.pid"), "utf8");

    const refused = scratch.run("use-postgres", ["--database-url", notEmpty.url]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("HATA: PostgreSQL veritabanı boş değil");
    expect(refused.stderr).toContain("site değiştirilmedi");
    // The password is not printed.
    expect(refused.stderr).not.toContain(`:${new URL(notEmpty.url).password}@`);

    expect(readFileSync(scratch.envFile, "utf8")).toBe(environmentBefore);
    expect(readFileSync(join(scratch.app, "run/site.pid"), "utf8")).toBe(pid);
    expect(await answers("/healthz")).toBe(200);
    expect((await tablesIn(notEmpty.url)).map((t) => t.name)).toEqual(["notes"]);
    expect(scratch.run("status", []).stdout).toContain(`Veritabanı:     SQLite (${sqliteFile})`);

    const missing = new URL(notEmpty.url);
    missing.pathname = "/ymm_t_missing";
    const unreachable = scratch.run("use-postgres", ["--database-url", missing.toString()]);
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toContain(
      "HATA: PostgreSQL veritabanına bağlanılamadı (postgres://ymm_ci:***@127.0.0.1:5432/ymm_t_missing)",
    );
    expect(unreachable.stderr).toContain('database "ymm_t_missing" does not exist');
    expect(readFileSync(join(scratch.app, "run/site.pid"), "utf8")).toBe(pid);
  });

  it("gives up a copy that fails: the environment as it was, the site on SQLite, the target empty again", async () => {
    // A character PostgreSQL's text cannot hold (SQLite's can): the copy of `messages` fails.
    const db = new Database(sqliteFile);
    const body = db.prepare("select body from messages where subject = ?").pluck().get("SQLite'ta yazıldı");
    db.prepare("update messages set body = ? where subject = ?").run(`${body}\u0000`, "SQLite'ta yazıldı");
    db.close();
    const environmentBefore = readFileSync(scratch.envFile, "utf8");
    try {
      const failed = scratch.run("use-postgres", ["--database-url", target.url]);
      expect(failed.status).toBe(1);
      expect(failed.stdout).toContain("1/4 Site durduruluyor");
      expect(failed.stderr).toContain("HATA: PostgreSQL'e geçilemedi (kopyalama başarısız: Copy failed:");
      expect(failed.stderr).toContain("Site SQLite ile çalışmaya devam ediyor");
      expect(readFileSync(scratch.envFile, "utf8")).toBe(environmentBefore);
      expect(await answers("/healthz")).toBe(200);
      expect(await answers("/")).toBe(200);
      // What the copy created is gone: a second try finds the database empty.
      expect(await tablesIn(target.url)).toEqual([]);
      expect(readFileSync(join(scratch.app, "deploy.log"), "utf8")).toMatch(/ use-postgres r-\S+ failed: kopyalama başarısız/);
    } finally {
      const fix = new Database(sqliteFile);
      fix.prepare("update messages set body = ? where subject = ?").run(body, "SQLite'ta yazıldı");
      fix.close();
    }
  });

  it("gives up a move interrupted during the copy (SIGTERM, as a closed terminal or Ctrl-C): the site back on SQLite, the target empty again", async () => {
    const environmentBefore = readFileSync(scratch.envFile, "utf8");
    const { code, stdout, stderr, interrupted } = await scratch.interrupt("use-postgres", ["--database-url", target.url], "2/4"); // the copy runs
    expect(interrupted).toBe(true);
    expect(code).toBe(1);
    expect(stdout).toContain("Geri alınıyor: geçiş kesildi");
    expect(stderr).toContain("HATA: PostgreSQL'e geçilemedi (geçiş kesildi). Site SQLite ile çalışmaya devam ediyor");
    expect(readFileSync(scratch.envFile, "utf8")).toBe(environmentBefore);
    expect(await tablesIn(target.url)).toEqual([]);
    expect(await answers("/")).toBe(200);
  });

  it("moves the site to PostgreSQL: the content copied, DATABASE_URL set, the site serving from it, status saying so", async () => {
    const started = Date.now();
    const moved = scratch.run("use-postgres", ["--database-url", target.url]);
    console.log(`use-postgres on a scratch root: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(moved.stdout);
    expect(moved.stderr).toBe("");
    expect(moved.status).toBe(0);
    expect(moved.stdout).toContain("Bütün tablolar kopyalandı, satır sayıları denetlendi.");
    expect(moved.stdout).toContain("PostgreSQL'e geçildi");
    expect(moved.stdout).toContain(`SQLite veritabanı olduğu yerde duruyor (${sqliteFile})`);

    expect(environment().DATABASE_URL).toBe(target.url);
    expect(environment().BACKUP_DIR).toBe(join(scratch.data, "backups"));
    expect(modeOf(scratch.envFile)).toBe("600");
    expect(await subjectsIn(target.url)).toContain("SQLite'ta yazıldı");
    expect(await answers("/healthz")).toBe(200);
    expect(await answers("/")).toBe(200);
    // The running site writes to PostgreSQL now, not to the file it left.
    sendContactMessage(SITE_PORT, "PostgreSQL'de yazıldı");
    expect(await subjectsIn(target.url)).toContain("PostgreSQL'de yazıldı");
    const sqlite = new Database(sqliteFile, { readonly: true });
    expect(sqlite.prepare("select count(*) from messages where subject = ?").pluck().get("PostgreSQL'de yazıldı")).toBe(0);
    sqlite.close();

    const status = scratch.run("status", []);
    expect(status.stdout).toContain(
      `Veritabanı:     PostgreSQL (postgres://ymm_ci:***@127.0.0.1:5432/${new URL(target.url).pathname.slice(1)})`,
    );
    expect(status.stdout).not.toContain(`:${new URL(target.url).password}@`);
    expect(readFileSync(join(scratch.app, "deploy.log"), "utf8")).toMatch(/ use-postgres r-\S+ ok \(\d+ s, backup site-\d{8}T\d{6}Z\.db\)/);
  });

  it("refuses a second move, and a later install.sh keeps the PostgreSQL database", async () => {
    const again = scratch.run("use-postgres", ["--database-url", notEmpty.url]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("HATA: Site zaten PostgreSQL kullanıyor: postgres://ymm_ci:***@127.0.0.1:5432/");

    const reinstall = scratch.run("install.sh", INSTALL_ARGS);
    expect(reinstall.stderr).toBe("");
    expect(reinstall.stdout).toContain("Değişiklik yok");
    expect(environment().DATABASE_URL).toBe(target.url);
    expect(await answers("/")).toBe(200);
  });

  it("refuses a scratch root with no site, and one without --database-url", () => {
    const empty = scratch.run("use-postgres", ["--database-url", target.url, "--root", join(scratch.dir, "nothing-here")]);
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain("HATA: Kurulu bir site yok");
    const noUrl = scratch.run("use-postgres", []);
    expect(noUrl.status).toBe(1);
    expect(noUrl.stderr).toContain("HATA: --root ile --database-url gerekir");
  });
});

describe("deploy/upgrade.sh on PostgreSQL", () => {
  it("backs up with the site’s own verified backup and upgrades to a changed source with the content kept", async () => {
    const before = await contentOf(target.url);
    const release = readlinkSync(join(scratch.app, "current"));
    const source = copyOfTree(join(scratch.dir, "src-changed"));
    // Any change makes another release.
    writeFileSync(join(source, "CHANGED"), "a release after the move to PostgreSQL\n");

    const started = Date.now();
    const upgrade = scratch.run("upgrade.sh", ["--source", source]);
    console.log(`Upgrade on PostgreSQL: ${((Date.now() - started) / 1000).toFixed(1)} s (build included)`);
    expect(upgrade.stderr).not.toContain("HATA");
    expect(upgrade.status).toBe(0);
    const backup = /Yedek: (\S+\/var\/lib\/ymm\/backups\/site-\d{8}T\d{6}Z\.dump), doğrulandı \(postgres-restore\)/.exec(
      upgrade.stdout,
    )?.[1];
    expect(backup, upgrade.stdout).toBeDefined();
    // The site's own backup (ADR 052), not a bare pg_dump: verified by a scratch restore (the
    // test's user may CREATE DATABASE), its manifest beside it, 0600, counted as the upgrade's.
    const manifest = JSON.parse(readFileSync(`${backup}.json`, "utf8"));
    expect(manifest).toMatchObject({ kind: "postgres", trigger: "upgrade", verified: true, verification: "postgres-restore" });
    expect(manifest.sizeBytes).toBe(statSync(backup!).size);
    expect(manifest.tables.messages).toBeGreaterThan(0);
    expect(modeOf(backup!)).toBe("600");
    expect(modeOf(`${backup}.json`)).toBe("600");

    const current = readlinkSync(join(scratch.app, "current"));
    expect(current).not.toBe(release);
    expect(servingRelease(scratch)).toBe(join(scratch.app, current));
    expect(await contentOf(target.url)).toEqual(before);
    expect(await answers("/")).toBe(200);
    const status = scratch.run("status", []);
    expect(status.stdout).toContain(`Son yedek:      ${backup}, `);
    expect(status.stdout).toMatch(/Son yedek: .*, doğrulandı \(postgres-restore\)$/m);
  });

  it("rolls back with the old release's db:restore an upgrade whose migration ran but whose home page fails", async () => {
    sendContactMessage(SITE_PORT, "Açılmayan sürümden önce");
    const release = readlinkSync(join(scratch.app, "current"));
    const before = await contentOf(target.url);
    expect(before.get("messages")).toContain("Açılmayan sürümden önce");

    const source = breakHomePage(sourceWithMigration(join(scratch.dir, "src-broken-home"), DELETING_MIGRATION));
    const started = Date.now();
    const upgrade = scratch.run("upgrade.sh", ["--source", source]);
    console.log(`A failed upgrade rolled back on PostgreSQL: ${((Date.now() - started) / 1000).toFixed(1)} s (build included)`);
    expect(upgrade.status).toBe(1);
    expect(upgrade.stderr).toContain("yeni sürüm başlamadı: ana sayfa oluşturulamadı (HTTP 500)");
    expect(upgrade.stderr).toContain("Veritabanı yedekten geri yüklendi");

    expect(readlinkSync(join(scratch.app, "current"))).toBe(release);
    expect(servingRelease(scratch)).toBe(join(scratch.app, release));
    // The messages the committed migration deleted are back, and the migrations table without 999.
    expect(await contentOf(target.url)).toEqual(before);
    const migrated = await withClient(target.url, async (client) =>
      (await client.query<{ name: string }>("select name from kysely_migration")).rows.map((r) => r.name),
    );
    expect(migrated).toContain("027_mail_settings");
    expect(migrated).not.toContain("999_on_purpose");
    expect(await answers("/")).toBe(200);
    // The old release's db:restore kept the database the failed upgrade left, under a name no regular backup has.
    const kept = readdirSync(join(scratch.data, "backups")).filter((name) => /^before-restore-\d{8}T\d{6}Z\.dump$/.test(name));
    expect(kept).toHaveLength(1);
    expect(modeOf(join(scratch.data, "backups", kept[0]!))).toBe("600");
    expect(scratch.run("status", []).stdout).toMatch(/Son yedek: +\S+\/var\/lib\/ymm\/backups\/site-\d{8}T\d{6}Z\.dump/);
  });
});
