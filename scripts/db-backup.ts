/**
 * npm run db:backup
 * A consistent copy of the SQLite database, taken while the site runs
 * (SQLite's online backup API), into BACKUP_DIR (data/backups/ by default)
 * with a timestamp. For PostgreSQL use pg_dump (see README, Backups).
 * Kurulum's "a backup taken" is the newest file there (db/backups.ts), so a
 * copy that failed is removed, never left to count.
 */
import { rmSync } from "node:fs";
import { join, relative } from "node:path";
import Database from "better-sqlite3";
import { config } from "#app/.server/config.ts";
import { createPrivateFile, makePrivateFolder } from "#app/.server/db/private-files.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

const target = config().database;
if (target.kind !== "sqlite") {
  console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump, e.g.\n  pg_dump --format=custom --file=site.dump "$DATABASE_URL"');
  process.exit(2);
}
keepScriptDataPrivate([target]);

const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, "")
  .replace(/\.\d+Z$/, "Z");
const dir = config().backupDir;
makePrivateFolder(dir);
const file = join(dir, `site-${stamp}.db`);
// The copy holds everything the database does: the owner's only (the umask says so too; this does without it).
createPrivateFile(file);

const db = new Database(target.path, { fileMustExist: true });
try {
  await db.backup(file);
  // A single self-contained file (no -wal/-shm beside it), checked.
  const check = new Database(file);
  check.pragma("journal_mode = DELETE");
  const result = check.pragma("integrity_check", { simple: true });
  check.close();
  if (result !== "ok") throw new Error(`integrity check of the copy failed: ${String(result)}`);
  console.log(`Backup written: ${relative(process.cwd(), file)}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  rmSync(file, { force: true });
  process.exitCode = 1;
} finally {
  db.close();
}
