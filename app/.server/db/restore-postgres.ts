/**
 * A pg_dump backup put in place of the site's PostgreSQL database (platform/restore.ts runs
 * the steps), into the same database, in one transaction:
 *
 * - the current database is dumped first (`pg_dump --format=custom`) into the backups folder
 *   as `before-restore-<UTC time>.dump`: not named `site-…`, so it is never taken for a
 *   regular backup (Kurulum's last backup, the retention);
 * - then psql runs, in one transaction: every table (and view, sequence) of the schema dropped,
 *   the script pg_restore makes of the dump (`--no-owner --no-acl`: the objects belong to the
 *   user that restores, on this server or a new one whose roles differ), and the content
 *   version raised above the one replaced. Dropping everything rather than pg_restore's
 *   `--clean` matters for a backup of an older release: `--clean` drops only what the dump
 *   holds, so a table a later migration added would stay, and the migrations run forward
 *   afterwards would fail to create it again.
 */

import { chmodSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sql, type Transaction } from "kysely";
import { BackupRefused } from "#app/.server/db/backup-file.ts";
import { migrateToLatest, open } from "#app/.server/db/connection.ts";
import { restoreScriptInOneTransaction, runPgTool } from "#app/.server/db/pg-tools.ts";
import { createPrivateFile, makePrivateFolder, PRIVATE_FILE_MODE } from "#app/.server/db/private-files.ts";
import { fileStamp } from "#app/.server/db/restore-sqlite.ts";
import type { Database } from "#app/.server/db/schema.ts";

export interface PostgresBefore {
  /** Tables in the database's schema now (0: nothing to keep). */
  tables: number;
  contentVersion: number;
}

/**
 * The database as it is before the restore; refuses while other sessions are connected to
 * it (the site, another instance, someone's psql): the restore drops their tables.
 */
export async function postgresBeforeRestore(url: string): Promise<PostgresBefore> {
  const { db } = open({ kind: "postgres", url }, { poolSize: 1 });
  try {
    const others = await sql<{ n: string | number }>`
      select count(*) as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(db);
    const sessions = Number(others.rows[0]?.n ?? 0);
    if (sessions > 0) {
      throw new BackupRefused(
        `the database is in use (${sessions} other connection${sessions === 1 ? "" : "s"}): stop the site (every instance), then restore.`,
      );
    }
    const tables = await sql<{ n: string | number }>`select count(*) as n from pg_tables where schemaname = current_schema()`.execute(db);
    const hasVersion = await sql<{ t: string | null }>`select to_regclass('content_version')::text as t`.execute(db);
    const version = hasVersion.rows[0]?.t
      ? await sql<{ version: number }>`select version from content_version where id = 1`.execute(db)
      : undefined;
    return { tables: Number(tables.rows[0]?.n ?? 0), contentVersion: Number(version?.rows[0]?.version ?? 0) };
  } finally {
    await db.destroy();
  }
}

/** Dumps the current database into `folder` (made 0700) as a 0600 file; its path. */
export async function keepPostgresDatabase(url: string, folder: string): Promise<string> {
  makePrivateFolder(folder);
  const file = join(folder, `before-restore-${fileStamp()}.dump`);
  // pg_dump writes into the file made here, so it is the owner's only whatever the umask.
  createPrivateFile(file);
  try {
    await runPgTool("pg_dump", ["--format=custom", `--file=${file}`], { url });
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  chmodSync(file, PRIVATE_FILE_MODE);
  return file;
}

/** Drops every relation of the schema the site's tables live in (the first of the search path). */
const DROP_EVERYTHING = `
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
  LOOP
    EXECUTE format('DROP %s IF EXISTS %I.%I CASCADE',
      CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
        WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      current_schema(), r.relname);
  END LOOP;
END $$;`;

/** After pg_restore's script (which empties the search path): the content version above the replaced one. */
const raiseContentVersion = (before: number) => `
RESET search_path;
DO $$
BEGIN
  IF to_regclass('content_version') IS NOT NULL THEN
    UPDATE content_version SET version = GREATEST(version, ${Math.trunc(before)}) + 1 WHERE id = 1;
  END IF;
END $$;`;

/** The dump in place of the database's tables, in one transaction (see the module comment). */
export async function restorePostgresDump(file: string, url: string, contentVersionBefore: number): Promise<void> {
  await restoreScriptInOneTransaction(file, ["--no-owner", "--no-acl"], url, {
    before: DROP_EVERYTHING,
    after: raiseContentVersion(contentVersionBefore),
  });
}

/**
 * After the restore: the migrations the backup lacks, then `derive` in a transaction (the
 * search index). A failing migration leaves the backup restored as it was taken, and says so.
 */
export async function migrateRestoredPostgres(url: string, derive: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  const { db } = open({ kind: "postgres", url }, { poolSize: 1 });
  try {
    try {
      await migrateToLatest(db);
    } catch (error) {
      throw new Error(`the backup is restored as it was taken, but ${(error as Error).message}`);
    }
    await db.transaction().execute(derive);
  } finally {
    await db.destroy();
  }
}
