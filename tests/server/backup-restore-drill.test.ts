/**
 * The restore drill (issue 40): a site in which every table has rows is backed up the way the
 * site backs itself up (`npm run db:backup`: takeBackup, verified, with its manifest), its every public
 * URL crawled and kept; the database is wiped and `npm run db:restore` puts the backup back;
 * then every table (as the database lists them) compares row by row, and every URL answers
 * the same bytes (each crawl on a server started afresh with the page cache off). And a
 * backup of an older release (before migrations 025–027) restored into today's database:
 * the migrations run forward, on data they change. On SQLite and PostgreSQL.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { listBackups } from "#app/.server/backups/list.ts";
import { migrationProvider } from "#app/.server/db/migrations/index.ts";
import { newId } from "#app/.server/ids.ts";
import { searchIndexState } from "#app/.server/platform/search-index.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { preparedDatabase, TEST_DIALECT } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fillEveryTable } from "#tests/helpers/full-office.ts";
import { root, startServer } from "#tests/helpers/server.ts";
import { type Answer, crawl, everyRow, tablesOf } from "#tests/helpers/site-copy.ts";
import { sitemapUrls } from "#tests/helpers/sitemap.ts";

const cleanup = cleanupAfterEach(afterEach);

/**
 * Tables that may be empty after the fill, each with its reason. search_fts (SQLite) is the
 * search's contentless FTS5 table: its rows are its shadow tables' (search_fts_data,
 * search_fts_idx, search_fts_docsize, search_fts_config), which are listed and compared.
 */
const MAY_BE_EMPTY: Record<string, string> = {
  search_fts: "virtual: compared through its shadow tables",
  // Kırık bağlantılar' results (ADR 066): the checker is off in tests unless pointed at servers of
  // their own (tests/server/link-check.test.ts); the rows are what the next round finds again.
  link_checks: "the link checker's results, off in this drill",
};
/** Tables whose rows the restore changes on purpose, each with how. */
const CHANGED_BY_THE_RESTORE = ["content_version"];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "ymm-drill-"));
  cleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function script(name: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [`scripts/${name}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { ...run, seconds: (performance.now() - started) / 1000 };
}

/** The time db:restore reports for its own work ("… in 0.5 s."). */
const ownTime = (stdout: string) => /in (\d+\.\d) s\./.exec(stdout)?.[0] ?? "?";

/**
 * A backup as the site takes one: `npm run db:backup`, which is takeBackup (ADR 052) — a copy
 * at one snapshot, checked against it (SQLite's integrity check; PostgreSQL's scratch restore),
 * its manifest beside it. It must count (listed as verified) before the drill goes on.
 */
function backUp(databaseUrl: string, backupDir: string): string {
  const run = script("db-backup", [], { DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir });
  expect(run.status, run.stderr).toBe(0);
  const file = resolve(root, /^Backup written: (\S+)$/m.exec(run.stdout)![1]!);
  const entry = listBackups(backupDir).find((backup) => backup.name === basename(file));
  expect(entry?.status, run.stdout).toBe("verified");
  expect(entry?.manifest?.kind).toBe(TEST_DIALECT === "sqlite" ? "sqlite" : "postgres");
  console.log(
    `restore drill (${TEST_DIALECT}): db:backup took ${run.seconds.toFixed(1)} s with Node's start (${entry?.manifest?.verification})`,
  );
  return file;
}

/** The database gone: SQLite's files removed; PostgreSQL's tables dropped. */
async function wipe(databaseUrl: string): Promise<void> {
  if (TEST_DIALECT === "sqlite") {
    const path = databaseUrl.slice("file:".length);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
    return;
  }
  const db = openTestDb(databaseUrl);
  try {
    for (const table of await tablesOf(db, "postgres")) await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** Every public URL a visitor or crawler reaches, and the redirects the office set, with their answers, on a fresh server. */
async function crawled(databaseUrl: string, redirects: string[]): Promise<Map<string, Answer>> {
  const server = await startServer({ PAGE_CACHE_MB: "0", ANALYTICS: "off" }, { databaseUrl });
  try {
    const sitemap = (await sitemapUrls(server.url)).map((url) => new URL(url).pathname + new URL(url).search);
    return await crawl(server.url, ["/", "/robots.txt", "/sitemap.xml", ...sitemap, ...redirects]);
  } finally {
    await server.stop({ keepData: true });
  }
}

describe(`the restore drill (${TEST_DIALECT})`, () => {
  it("gives back every row of every table and every public URL's bytes", { timeout: 600_000 }, async () => {
    const drillStarted = performance.now();
    const dir = folder();
    const server = await startServer({ ANALYTICS_FLUSH_MS: "150", TRUST_PROXY: "loopback" });
    const databaseUrl = server.databaseUrl;
    cleanup(() => server.stop());
    const db = openTestDb(databaseUrl);
    let closed = false;
    const close = async () => {
      if (!closed) await db.destroy();
      closed = true;
    };
    cleanup(close);
    await fillEveryTable({ server, db, cookie: await signIn(server) });
    await server.stop({ keepData: true });

    const before = await everyRow(db, TEST_DIALECT);
    const empty = [...before].filter(([table, rows]) => rows.length === 0 && !(table in MAY_BE_EMPTY)).map(([table]) => table);
    expect(empty, "tables the fill left empty").toEqual([]);
    expect(before.size).toBeGreaterThan(45);
    const redirects = (await db.selectFrom("redirects").select("from_path").execute()).map((row) => row.from_path);
    await close();

    const file = backUp(databaseUrl, dir);
    const served = await crawled(databaseUrl, redirects);
    const kinds = [...served.values()].map((answer) => answer.type?.split(";")[0]);
    expect(kinds).toEqual(expect.arrayContaining(["text/html", "application/rss+xml", "application/pdf", "text/calendar"]));
    expect(kinds.some((kind) => kind?.startsWith("image/"))).toBe(true);

    await wipe(databaseUrl);
    const restored = script("db-restore", [file], { DATABASE_URL: databaseUrl, BACKUP_DIR: dir });
    expect(restored.status, restored.stderr + restored.stdout).toBe(0);
    expect(restored.stdout).toContain("Restored ");
    console.log(
      `restore drill (${TEST_DIALECT}): db:restore took ${restored.seconds.toFixed(1)} s with Node's start (${ownTime(restored.stdout)})`,
    );

    const again = openTestDb(databaseUrl);
    let after: Map<string, string[]>;
    try {
      after = await everyRow(again, TEST_DIALECT);
    } finally {
      await again.destroy();
    }
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [table, rows] of before) {
      if (CHANGED_BY_THE_RESTORE.includes(table)) continue;
      expect(after.get(table), `table ${table}`).toEqual(rows);
    }
    // The content version is raised above the one backed up: no page cache serves an older page.
    const version = (rows: string[] | undefined) => Number(JSON.parse(rows?.[0] ?? "{}").version);
    expect(version(after.get("content_version"))).toBeGreaterThan(version(before.get("content_version")));

    const servedAgain = await crawled(databaseUrl, redirects);
    expect([...servedAgain.keys()].sort()).toEqual([...served.keys()].sort());
    for (const [path, answer] of served) {
      const now = servedAgain.get(path)!;
      expect({ path, status: now.status, type: now.type, location: now.location }).toEqual({
        path,
        status: answer.status,
        type: answer.type,
        location: answer.location,
      });
      expect(now.body.equals(answer.body), `${path}: the same bytes`).toBe(true);
    }
    console.log(
      `restore drill (${TEST_DIALECT}): ${before.size} tables, ${[...before.values()].reduce((n, rows) => n + rows.length, 0)} rows, ` +
        `${served.size} URLs, backup ${(statSync(file).size / 1e6).toFixed(1)} MB, ${((performance.now() - drillStarted) / 1000).toFixed(0)} s in all`,
    );
  });

  it("restores a backup of an older release (before 025–027) and runs its migrations forward", { timeout: 120_000 }, async () => {
    const dir = folder();
    // A site of the release before migrations 025–027: today's sample migrated down to 024.
    const older = await preparedDatabase();
    cleanup(() => older.drop());
    const db = openTestDb(older.url);
    const id = newId();
    try {
      const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo("024_search_rank_index");
      expect(error).toBeUndefined();
      // 025 has no way down (it only stored bodies in one form): that release had not run it.
      await sql`delete from kysely_migration where name = '025_stored_rich_text'`.execute(db);
      // A body as that release stored it (its seed's escaper); 025 stores bodies in the one form (ADR 046).
      const at = "2026-01-05T09:00:00.000Z";
      await db
        .insertInto("announcements")
        .values({
          id,
          title: "Eski sürümde yazılan duyuru",
          body: "<p>Kanun&#39;un 5. maddesi</p>",
          created_at: at,
          updated_at: at,
          status: "published",
          published_at: at,
        })
        .execute();
      // Its search index, built by that release's code (another state): the restore rebuilds it, with the entry.
      await db.updateTable("settings").set({ value: "0:older-release" }).where("key", "=", "search_index").execute();
    } finally {
      await db.destroy();
    }
    const file = backUp(older.url, dir);

    // Today's site, on today's schema, restored from it.
    const current = await preparedDatabase();
    cleanup(() => current.drop());
    const restored = script("db-restore", [file], { DATABASE_URL: current.url, BACKUP_DIR: dir });
    expect(restored.status, restored.stderr + restored.stdout).toBe(0);
    expect(restored.stdout).toContain(
      "Migrations run: 025_stored_rich_text, 026_sitemap_indexes, 027_mail_settings, 028_kvkk_applications, 029_outbox_attachments, 030_english, 031_english_search, 032_newsletter_topics, 033_link_checks, 034_unpublish_at. Search index rebuilt.",
    );
    console.log(
      `restore drill (${TEST_DIALECT}): db:restore of the sample at 024, migrated forward, took ${restored.seconds.toFixed(1)} s with Node's start (${ownTime(restored.stdout)})`,
    );

    const after = openTestDb(current.url);
    try {
      const applied = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(after)).rows.map((r) => r.name);
      expect(applied).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
      expect(await after.selectFrom("mail_settings").selectAll().execute()).toEqual([]);
      const row = await after.selectFrom("announcements").select("body").where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.body).toBe("<p>Kanun'un 5. maddesi</p>");
      expect(await after.selectFrom("search_documents").select("title").where("key", "=", id).execute()).toEqual([
        { title: "Eski sürümde yazılan duyuru" },
      ]);
      const state = await after.selectFrom("settings").select("value").where("key", "=", "search_index").executeTakeFirstOrThrow();
      expect(state.value).toBe(searchIndexState());
    } finally {
      await after.destroy();
    }

    // The replaced database is kept, the owner's only, and is never taken for a regular backup.
    if (TEST_DIALECT === "sqlite") {
      const path = current.url.slice("file:".length);
      const kept = readdirSync(dirname(path)).filter((name) => name.startsWith("site.db.before-restore-"));
      expect(kept).toHaveLength(1);
      expect((statSync(join(dirname(path), kept[0]!)).mode & 0o777).toString(8)).toBe("600");
    } else {
      const kept = readdirSync(dir).filter((name) => /^before-restore-\d{8}T\d{6}Z\.dump$/.test(name));
      expect(kept).toHaveLength(1);
      expect((statSync(join(dir, kept[0]!)).mode & 0o777).toString(8)).toBe("600");
      expect(listBackups(dir).map((entry) => [entry.name, entry.status])).toEqual([[basename(file), "verified"]]);
    }
  });
});
