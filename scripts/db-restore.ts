/**
 * npm run db:restore -- FILE
 * Replaces the SQLite database with a backup. Stop the server first. The
 * current database is kept beside it as site.db.before-restore-<time>.
 * For PostgreSQL use pg_restore (see README, Backups).
 */
import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import { config } from "#app/.server/config.ts";
import { PRIVATE_FILE_MODE } from "#app/.server/db/private-files.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- data/backups/site-….db   (with the server stopped)");
  process.exit(2);
}
const target = config().database;
if (target.kind !== "sqlite") {
  console.error(
    'DATABASE_URL is PostgreSQL: restore with pg_restore, e.g.\n  pg_restore --clean --if-exists --dbname="$DATABASE_URL" site.dump',
  );
  process.exit(2);
}
keepScriptDataPrivate([target]);
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(1);
}

// The backup must be a sound database of this site.
try {
  const backup = new Database(file, { readonly: true, fileMustExist: true });
  const integrity = backup.pragma("integrity_check", { simple: true });
  const migrated = backup.prepare("select count(*) as n from sqlite_master where name = 'kysely_migration'").get() as { n: number };
  backup.close();
  if (integrity !== "ok") throw new Error(`integrity check failed: ${String(integrity)}`);
  if (migrated.n !== 1) throw new Error("not a database of this site (no migrations table)");
} catch (error) {
  console.error(`Not restored, ${file} is unusable: ${(error as Error).message}`);
  process.exit(1);
}

/** The page caches' content version of a database file (0 before migration 004). */
function contentVersion(db: Database.Database): number {
  const table = db.prepare("select count(*) as n from sqlite_master where name = 'content_version'").get() as { n: number };
  if (table.n === 0) return 0;
  return (db.prepare("select version from content_version where id = 1").get() as { version: number } | undefined)?.version ?? 0;
}

// Refuse while the site is writing to the database.
let versionBefore = 0;
if (existsSync(target.path)) {
  const current = new Database(target.path);
  try {
    current.pragma("busy_timeout = 0");
    current.exec("BEGIN EXCLUSIVE; COMMIT;");
    current.pragma("wal_checkpoint(TRUNCATE)");
    versionBefore = contentVersion(current);
  } catch {
    console.error("The database is in use: stop the server, then restore.");
    process.exit(1);
  } finally {
    current.close();
  }
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const kept = `${target.path}.before-restore-${stamp}`;
  renameSync(target.path, kept);
  console.log(`The current database is kept as ${kept}`);
}
for (const suffix of ["-wal", "-shm"]) rmSync(`${target.path}${suffix}`, { force: true });
copyFileSync(file, `${target.path}.restoring`);
// copyFile gives the copy the backup's mode, whatever the umask: an older backup may be 0644.
chmodSync(`${target.path}.restoring`, PRIVATE_FILE_MODE);
// The restored content must count as newer than anything a page cache holds.
const restored = new Database(`${target.path}.restoring`);
if (contentVersion(restored) > 0) {
  restored.prepare("update content_version set version = max(version, ?) + 1 where id = 1").run(versionBefore);
}
restored.close();
renameSync(`${target.path}.restoring`, target.path);
console.log(`Restored ${file} to ${target.path}. Start the server again.`);
