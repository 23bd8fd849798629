/**
 * An SQLite backup put in place of the site's database (platform/restore.ts runs the steps):
 * the backup is copied beside the database (`site.db.restoring`, 0600) and made ready there —
 * migrated forward, its content version raised, the derived data rebuilt — while the current
 * database is untouched; only then is the current file renamed aside
 * (`site.db.before-restore-<UTC time>`, kept) and the copy renamed into its place. A failure
 * before the renames leaves the site's database as it was.
 */
import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { sql, type Transaction } from "kysely";
import { BackupRefused } from "#app/.server/db/backup-file.ts";
import { isBusyError, migrateToLatest, open } from "#app/.server/db/connection.ts";
import { makePrivateFolder, PRIVATE_FILE_MODE } from "#app/.server/db/private-files.ts";
import type { Database as Schema } from "#app/.server/db/schema.ts";

/** A time for a file name: 20261129T071500Z. */
export const fileStamp = (at = new Date()) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/**
 * The current database's content version (0 when there is none), after checking that no
 * other process has it open: leaving WAL mode takes the database file's exclusive lock,
 * which fails while another connection (the running site) holds its shared one. It also
 * folds the -wal into the file, so the file kept aside is whole.
 */
export function releasedContentVersion(path: string): number {
  if (!existsSync(path)) return 0;
  const current = new Database(path, { fileMustExist: true });
  try {
    current.pragma("busy_timeout = 0");
    let mode: unknown;
    try {
      mode = current.pragma("journal_mode = DELETE", { simple: true });
    } catch (error) {
      // A file that is no database (a broken one, being replaced) has no version to keep above.
      if (!isBusyError(error)) return 0;
      mode = "busy";
    }
    if (mode !== "delete") throw new BackupRefused("the database is in use: stop the site (every instance), then restore.");
    const table = current.prepare("select count(*) as n from sqlite_master where name = 'content_version'").get() as { n: number };
    if (table.n === 0) return 0;
    return (current.prepare("select version from content_version where id = 1").get() as { version: number } | undefined)?.version ?? 0;
  } finally {
    current.close();
  }
}

/**
 * Copies the backup beside the database and makes it ready: migrated forward, its content
 * version above `versionBefore` (newer than anything a page cache holds), and `derive` run on
 * it in a transaction (the search index). Returns the copy's path; the current database is not touched.
 */
export async function stageSqliteRestore(
  file: string,
  databasePath: string,
  versionBefore: number,
  derive: (trx: Transaction<Schema>) => Promise<void>,
): Promise<string> {
  const staged = `${databasePath}.restoring`;
  makePrivateFolder(dirname(databasePath)); // a restore onto a new machine: the data folder may not be there yet
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${staged}${suffix}`, { force: true });
  copyFileSync(file, staged);
  // copyFile gives the copy the backup's mode, whatever the umask: an older backup may be 0644.
  chmodSync(staged, PRIVATE_FILE_MODE);
  const { db } = open({ kind: "sqlite", path: staged }, { blockOnLockMs: 5_000 });
  try {
    await migrateToLatest(db);
    await sql`update content_version set version = max(version, ${versionBefore}) + 1 where id = 1`.execute(db);
    await db.transaction().execute(derive);
    // One self-contained file to rename: the -wal folded in and removed.
    await sql`pragma journal_mode = delete`.execute(db);
  } catch (error) {
    await db.destroy();
    for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${staged}${suffix}`, { force: true });
    throw error;
  }
  await db.destroy();
  return staged;
}

/**
 * Puts the staged copy in place of the database; the current file, if any, is renamed to
 * `<database>.before-restore-<UTC time>` and its path returned.
 */
export function swapInSqliteRestore(databasePath: string, staged: string): string | undefined {
  // Checked again: the site may have been started meanwhile.
  releasedContentVersion(databasePath);
  let kept: string | undefined;
  if (existsSync(databasePath)) {
    kept = `${databasePath}.before-restore-${fileStamp()}`;
    renameSync(databasePath, kept);
  }
  for (const suffix of ["-wal", "-shm"]) rmSync(`${databasePath}${suffix}`, { force: true });
  renameSync(staged, databasePath);
  return kept;
}
