/**
 * npm run db:restore checks the backup and the database before anything changes (issue 40):
 * a file that is no backup, a broken one, one of the other database, one a newer release
 * took, and a database the site still has open are each refused with one line, exit code 1,
 * the database as it was and nothing kept aside. A restore whose migrations fail changes
 * nothing on SQLite and says what it did on PostgreSQL. On SQLite and PostgreSQL.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { migrationProvider } from "#app/.server/db/migrations/index.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { preparedDatabase, TEST_DIALECT, type TestDatabase } from "#tests/helpers/database.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { contentVersion } from "#tests/helpers/firm.ts";
import { root, startServer } from "#tests/helpers/server.ts";

const cleanup = cleanupAfterEach(afterEach);

async function database(): Promise<TestDatabase> {
  const made = await preparedDatabase();
  cleanup(() => made.drop());
  return made;
}

function restore(file: string, databaseUrl: string, backupDir: string) {
  return spawnSync(process.execPath, ["scripts/db-restore.ts", file], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir },
    encoding: "utf8",
  });
}

/** A backup of `databaseUrl` in `dir`: SQLite's online copy, or pg_dump in custom format. */
function backUp(databaseUrl: string, dir: string): string {
  if (TEST_DIALECT === "sqlite") {
    const file = join(dir, "site-20261129T050000Z.db");
    const db = new Database(databaseUrl.slice("file:".length), { fileMustExist: true });
    try {
      db.prepare("vacuum into ?").run(file);
    } finally {
      db.close();
    }
    return file;
  }
  const file = join(dir, "site-20261129T050000Z.dump");
  const run = spawnSync("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${databaseUrl}`], { encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  return file;
}

/** What a refusal must leave as it was: a marker entry, the content version, and no kept copy anywhere. */
async function state(databaseUrl: string, dir: string) {
  const db = openTestDb(databaseUrl);
  try {
    const besides = TEST_DIALECT === "sqlite" ? readdirSync(dirname(databaseUrl.slice("file:".length))) : [];
    return {
      marker: (await db.selectFrom("announcements").select("title").where("title", "=", "İşaret duyurusu").execute()).length,
      version: await contentVersion(db),
      kept: [...readdirSync(dir), ...besides].filter((name) => name.includes("before-restore")),
    };
  } finally {
    await db.destroy();
  }
}

/** A test database with one announcement, the marker whose presence shows the database was left as it was. */
async function siteWithMarker() {
  const site = await database();
  const db = openTestDb(site.url);
  try {
    await addPost(db, "announcements", { title: "İşaret duyurusu" });
  } finally {
    await db.destroy();
  }
  return site;
}

describe(`npm run db:restore refuses, changing nothing (${TEST_DIALECT})`, () => {
  it("a file that is no backup, a broken one, one of the other database, one of a newer release", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "ymm-restore-"));
    cleanup(() => rmSync(dir, { recursive: true, force: true }));
    const site = await siteWithMarker();
    const before = await state(site.url, dir);
    expect(before).toMatchObject({ marker: 1, kept: [] });

    // Broken: the first half of a good backup.
    const broken = join(dir, TEST_DIALECT === "sqlite" ? "yarim.db" : "yarim.dump");
    copyFileSync(backUp(site.url, dir), broken);
    truncateSync(broken, Math.floor(statSync(broken).size / 2));
    // The other database's kind: its first bytes.
    const other = join(dir, "baska");
    writeFileSync(
      other,
      Buffer.concat([Buffer.from(TEST_DIALECT === "sqlite" ? "PGDMP" : "SQLite format 3\0", "latin1"), Buffer.alloc(4096)]),
    );
    // Taken by a newer release: a migration this code does not know.
    const newer = await database();
    const newerDb = openTestDb(newer.url);
    try {
      await sql`insert into kysely_migration (name, "timestamp") values ('999_from_the_future', '2030-01-01T00:00:00.000Z')`.execute(
        newerDb,
      );
    } finally {
      await newerDb.destroy();
    }
    const newerDir = mkdtempSync(join(tmpdir(), "ymm-restore-newer-"));
    cleanup(() => rmSync(newerDir, { recursive: true, force: true }));
    const newerFile = backUp(newer.url, newerDir);

    const cases: [string, RegExp][] = [
      [join(root, "package.json"), /is neither an SQLite database nor a pg_dump file in custom format\.$/],
      [join(dir, "yok.db"), /cannot read .*yok\.db: ENOENT\.$/],
      [
        broken,
        TEST_DIALECT === "sqlite" ? /cannot be read as an SQLite database|fails SQLite's integrity check/ : /cannot be read by pg_restore/,
      ],
      [
        other,
        TEST_DIALECT === "sqlite"
          ? /is a PostgreSQL backup, and DATABASE_URL names an SQLite database\.$/
          : /is an SQLite backup, and DATABASE_URL names a PostgreSQL database\.$/,
      ],
      [newerFile, /was taken by a newer release \(migration 999_from_the_future unknown here\): restore it with that release\.$/],
    ];
    for (const [file, reason] of cases) {
      const run = restore(file, site.url, dir);
      expect({ file, status: run.status }).toEqual({ file, status: 1 });
      const lines = run.stderr.trim().split("\n");
      expect(lines, run.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/^Not restored: /);
      expect(lines[0]).toMatch(reason);
      expect(await state(site.url, dir)).toEqual(before);
    }
  });

  it("a database the site still has open", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "ymm-restore-"));
    cleanup(() => rmSync(dir, { recursive: true, force: true }));
    const site = await database();
    const file = backUp(site.url, dir);
    const server = await startServer({}, { databaseUrl: site.url });
    cleanup(() => server.stop({ keepData: true }));
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const before = await state(site.url, dir);

    const run = restore(file, site.url, dir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Not restored: the database is in use( \(\d+ other connections?\))?: stop the site \(every instance\), then restore\.$/,
    );
    expect(await state(site.url, dir)).toEqual(before);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("a restore whose migrations fail: on SQLite nothing changed; on PostgreSQL the backup restored as taken, the replaced database kept", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ymm-restore-"));
    cleanup(() => rmSync(dir, { recursive: true, force: true }));
    // A backup at 024 that already has a table 027 creates: migration 027 fails on it.
    const older = await database();
    const olderDb = openTestDb(older.url);
    try {
      await new Migrator({ db: olderDb, provider: migrationProvider }).migrateTo("024_search_rank_index");
      await sql`delete from kysely_migration where name = '025_stored_rich_text'`.execute(olderDb);
      await sql`create table mail_settings (id integer primary key)`.execute(olderDb);
    } finally {
      await olderDb.destroy();
    }
    const file = backUp(older.url, dir);
    const site = await siteWithMarker();
    const before = await state(site.url, dir);

    const run = restore(file, site.url, dir);
    expect(run.status).toBe(1);
    if (TEST_DIALECT === "sqlite") {
      expect(run.stderr.trim()).toMatch(/^Restore failed: Database migration 027_mail_settings failed: .*mail_settings"? already exists$/);
      expect(await state(site.url, dir)).toEqual(before);
      const path = site.url.slice("file:".length);
      expect(readdirSync(dirname(path)).filter((name) => name.includes(".restoring"))).toEqual([]);
    } else {
      expect(run.stderr.trim()).toMatch(
        /^Restore failed: the backup is restored as it was taken, but Database migration 027_mail_settings failed: .*"mail_settings" already exists$/,
      );
      expect((await state(site.url, dir)).kept).toEqual([expect.stringMatching(/^before-restore-\d{8}T\d{6}Z\.dump$/)]);
    }
  });
});
