/**
 * deploy/upgrade.sh on a scratch root: from the previous release (PREVIOUS_RELEASE, installed by
 * this tree's installer) with a database holding content, to this tree, with everything kept;
 * then an upgrade whose migration fails on purpose, rolled back: the release before it serving
 * and the database as it was. deploy/status reports each.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  breakHomePage,
  DELETING_MIGRATION,
  makeScratch,
  root,
  type Scratch,
  sendContactMessage,
  servingRelease,
  sourceWithMigration,
} from "./scratch.ts";

/**
 * The release this tree upgrades from: main at cee0f49 (issue 38 landed), kept as a release file
 * so that the test needs no git history (CI checks out main shallow). Made with
 * `git archive --format=tar cee0f49 -- .npmrc .nvmrc package.json package-lock.json
 * react-router.config.ts vite.config.ts tsconfig.json app server scripts public | gzip -9n`
 * (ADR 050); replace it when a release worth upgrading from changes the schema.
 */
const PREVIOUS_RELEASE = "cee0f49";
const PREVIOUS_RELEASE_FILE = join(root, "tests/deploy/fixtures/release-cee0f49.tar.gz");
const SITE_PORT = 4195;
const INSTALL_ARGS = ["--domain", "www.firma.test", "--email", "bt@firma.test", "--port", String(SITE_PORT), "--skip-dns-check"];

/** Tables the running site changes by itself (counters, sessions, the search index, the caches' version). */
const VOLATILE = /^(rate_limits|sessions|content_version|kysely_migration.*|search_.*|analytics_.*|sqlite_.*)$/;
/**
 * Settings the running site writes by itself: the leases of maintenance, of the daily backup (ADR 052)
 * and of the link checker's round (ADR 066), which a new release's first start may write, and the
 * search indexes' states (the Turkish and the English index: a release whose documents differ, as
 * one with a new page does, rebuilds them, like the search_ tables above).
 */
const VOLATILE_SETTINGS = /^(maintenance_ran_at|backup_schedule|link_check_ran_at|search_index|english_search_index)$/;

/** The migrations a database file has run. */
function migrationsIn(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare("select name from kysely_migration").pluck().all() as string[];
  } finally {
    db.close();
  }
}

interface Content {
  /** Each table's columns. */
  columns: Map<string, string[]>;
  /** Each table's rows as one string, to compare. */
  rows: Map<string, string>;
}

/** The database's content; given an earlier one, only the tables and columns it had (a migration may add some). */
function contentOf(databaseFile: string, earlier?: Content): Content {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const content: Content = { columns: new Map(), rows: new Map() };
    const tables = db.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all() as string[];
    for (const table of tables) {
      if (VOLATILE.test(table) || (earlier && !earlier.columns.has(table))) continue;
      const names = earlier?.columns.get(table) ?? (db.prepare("select name from pragma_table_info(?)").pluck().all(table) as string[]);
      content.columns.set(table, names);
      const rows = (
        db
          .prepare(`select ${names.map((name) => `"${name}"`).join(", ")} from "${table}"`)
          .raw()
          .all() as unknown[][]
      ).filter((row) => table !== "settings" || !VOLATILE_SETTINGS.test(String(row[names.indexOf("key")])));
      content.rows.set(
        table,
        rows
          .map((row) => JSON.stringify(row))
          .sort()
          .join("\n"),
      );
    }
    return content;
  } finally {
    db.close();
  }
}

/** A migration that deletes every contact message, then fails (inside the migrations' transaction). */
const FAILING_MIGRATION = `import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql\`delete from messages\`.execute(db);
  throw new Error("fails on purpose");
}
`;

let scratch: Scratch;
let databaseFile: string;

beforeAll(() => {
  scratch = makeScratch();
  databaseFile = join(scratch.data, "site.db");
  const previous = join(scratch.dir, "src-previous");
  mkdirSync(previous);
  execFileSync("tar", ["-C", previous, "-xzf", PREVIOUS_RELEASE_FILE]);
  const installed = scratch.run("install.sh", [...INSTALL_ARGS, "--source", previous]);
  if (installed.status !== 0) throw new Error(`install.sh failed:\n${installed.stdout}\n${installed.stderr}`);
});

afterAll(() => scratch?.remove());

describe("deploy/upgrade.sh", () => {
  it(`upgrades from ${PREVIOUS_RELEASE} to this tree with the database's content kept, and status reports it`, async () => {
    sendContactMessage(SITE_PORT, "Önceki sürümde yazıldı");
    const previousRelease = readlinkSync(join(scratch.app, "current"));
    const before = contentOf(databaseFile);
    expect(before.rows.get("messages")).toContain("Önceki sürümde yazıldı");

    const started = Date.now();
    const upgrade = scratch.run("upgrade.sh", ["--source", root]);
    console.log(
      `Upgrade ${PREVIOUS_RELEASE} → this tree: ${((Date.now() - started) / 1000).toFixed(1)} s (dependencies linked, build included)`,
    );
    expect(upgrade.stderr).not.toContain("HATA");
    expect(upgrade.status).toBe(0);
    expect(upgrade.stdout).toContain("Yükseltme tamam");

    const current = readlinkSync(join(scratch.app, "current"));
    expect(current).not.toBe(previousRelease);
    expect(servingRelease(scratch)).toBe(join(scratch.app, current));
    const after = contentOf(databaseFile, before);
    expect(after.rows).toEqual(before.rows);
    const home = await fetch(`http://127.0.0.1:${SITE_PORT}/`);
    expect(home.status).toBe(200);

    const status = scratch.run("status", []);
    expect(status.status).toBe(0);
    expect(status.stdout).toContain(`Sürüm:          ${current.replace("releases/", "")}`);
    expect(status.stdout).toContain("Durum:          çalışıyor");
    expect(status.stdout).toMatch(
      new RegExp(`Son yükseltme: +\\S+ upgrade ${previousRelease.replace("releases/", "")} -> ${current.replace("releases/", "")} ok`),
    );
    // The release upgraded from predates the site's own backups (ADR 052): its db-backup.ts
    // wrote a checked copy without a manifest, which status calls unverified.
    expect(status.stdout).toMatch(/Son yedek: +\S+\/backups\/site-\d{8}T\d{6}Z\.db, \S+, doğrulanmamış/);
  });

  it("rolls back an upgrade whose migration fails: the release before it serves, the database as it was", async () => {
    sendContactMessage(SITE_PORT, "Başarısız yükseltmeden önce");
    const release = readlinkSync(join(scratch.app, "current"));
    const before = contentOf(databaseFile);

    const upgrade = scratch.run("upgrade.sh", ["--source", sourceWithMigration(join(scratch.dir, "src-failing"), FAILING_MIGRATION)]);
    expect(upgrade.status).toBe(1);
    expect(upgrade.stderr).toContain("veritabanı geçişi başarısız");
    expect(upgrade.stderr).toContain("fails on purpose");
    expect(upgrade.stderr).toContain("site r-");

    expect(readlinkSync(join(scratch.app, "current"))).toBe(release);
    expect(servingRelease(scratch)).toBe(join(scratch.app, release));
    expect(contentOf(databaseFile, before).rows).toEqual(before.rows);
    expect((await fetch(`http://127.0.0.1:${SITE_PORT}/healthz`)).status).toBe(200);
    const status = spawnSync(join(root, "deploy/status"), ["--root", scratch.dir, "--no-systemd"], { encoding: "utf8" });
    expect(status.stdout).toMatch(/Son yükseltme: +\S+ upgrade \S+ -> \S+ rolled back: veritabanı geçişi başarısız/);
  });

  it("rolls back an upgrade whose migration ran but whose home page fails: the backup restored, the release before it serving", async () => {
    sendContactMessage(SITE_PORT, "Açılmayan sürümden önce");
    const release = readlinkSync(join(scratch.app, "current"));
    const before = contentOf(databaseFile);
    expect(before.rows.get("messages")).toContain("Açılmayan sürümden önce");

    const source = breakHomePage(sourceWithMigration(join(scratch.dir, "src-broken-home"), DELETING_MIGRATION));
    const upgrade = scratch.run("upgrade.sh", ["--source", source]);
    expect(upgrade.status).toBe(1);
    expect(upgrade.stderr).toContain("yeni sürüm başlamadı: ana sayfa oluşturulamadı (HTTP 500)");
    expect(upgrade.stderr).toContain("Veritabanı yedekten geri yüklendi");
    // A release with the site's own backups takes the upgrade's backup with them: verified, its
    // manifest beside it saying what took it (ADR 052); the roll-back restored that file.
    const backup = /Yedek: (\S+\/backups\/site-\d{8}T\d{6}Z\.db), doğrulandı \(sqlite-integrity\)/.exec(upgrade.stdout)?.[1];
    expect(backup, upgrade.stdout).toBeDefined();
    expect(JSON.parse(readFileSync(`${backup}.json`, "utf8"))).toMatchObject({ kind: "sqlite", trigger: "upgrade", verified: true });

    expect(readlinkSync(join(scratch.app, "current"))).toBe(release);
    expect(servingRelease(scratch)).toBe(join(scratch.app, release));
    // The messages the committed migration deleted are back, and so is the migrations table
    // without 999 (the release before it would not start otherwise).
    expect(contentOf(databaseFile, before).rows).toEqual(before.rows);
    expect(migrationsIn(databaseFile)).toContain("027_mail_settings");
    expect(migrationsIn(databaseFile)).not.toContain("999_on_purpose");
    const home = await fetch(`http://127.0.0.1:${SITE_PORT}/`);
    expect(home.status).toBe(200);
    const status = spawnSync(join(root, "deploy/status"), ["--root", scratch.dir, "--no-systemd"], { encoding: "utf8" });
    expect(status.stdout).toMatch(/Son yükseltme: +\S+ upgrade \S+ -> \S+ rolled back: yeni sürüm başlamadı/);
  });

  it("stops an upgrade whose build fails before anything changes: the running release serves on", async () => {
    const release = readlinkSync(join(scratch.app, "current"));
    const pid = readFileSync(join(scratch.app, "run/site.pid"), "utf8");
    const source = sourceWithMigration(join(scratch.dir, "src-no-build"), DELETING_MIGRATION);
    writeFileSync(join(source, "app/routes/home.tsx"), "export default function Home( {\n");
    const upgrade = scratch.run("upgrade.sh", ["--source", source]);
    expect(upgrade.status).toBe(1);
    expect(upgrade.stderr).toContain(`Derleme başarısız; site ${release.replace("releases/", "")} ile çalışmaya devam ediyor`);
    // The build's own output is in a log beside the releases, its end shown.
    const log = /--- (\S+\.build\.log) \(son 30 satır\) ---/.exec(upgrade.stderr)?.[1] ?? "";
    expect(readFileSync(log, "utf8")).toContain("home.tsx");
    expect(upgrade.stderr).toContain("home.tsx");
    expect(upgrade.stdout).not.toContain("vite");
    expect(readlinkSync(join(scratch.app, "current"))).toBe(release);
    // Not even restarted: the same process serves.
    expect(readFileSync(join(scratch.app, "run/site.pid"), "utf8")).toBe(pid);
    expect((await fetch(`http://127.0.0.1:${SITE_PORT}/`)).status).toBe(200);
    expect(readdirSync(join(scratch.app, "releases")).filter((name) => name.endsWith(".building"))).toEqual([]);
  });

  it("rolls back an upgrade interrupted after its migration ran (SIGTERM, as a closed terminal or Ctrl-C): the backup restored", async () => {
    sendContactMessage(SITE_PORT, "Kesilen yükseltmeden önce");
    const release = readlinkSync(join(scratch.app, "current"));
    const before = contentOf(databaseFile);
    const { code, stdout, stderr, interrupted } = await scratch.interrupt(
      "upgrade.sh",
      ["--source", sourceWithMigration(join(scratch.dir, "src-interrupted"), DELETING_MIGRATION)],
      "3/5", // the migrations run
    );
    expect(interrupted).toBe(true);
    expect(code).toBe(1);
    expect(stdout).toContain("Geri alınıyor: yükseltme kesildi");
    expect(stderr).toContain("Yükseltme başarısız (yükseltme kesildi). Veritabanı yedekten geri yüklendi");
    expect(readlinkSync(join(scratch.app, "current"))).toBe(release);
    expect(servingRelease(scratch)).toBe(join(scratch.app, release));
    expect(contentOf(databaseFile, before).rows).toEqual(before.rows);
    expect(migrationsIn(databaseFile)).not.toContain("999_on_purpose");
    expect((await fetch(`http://127.0.0.1:${SITE_PORT}/`)).status).toBe(200);
  });
});
