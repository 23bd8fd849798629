/**
 * npm run db:restore -- FILE   (with the site stopped)
 * Puts a backup in place of the database DATABASE_URL names: an SQLite backup
 * (`npm run db:backup`'s site-<time>.db) into SQLite, a pg_dump in custom format
 * (site-<time>.dump) into PostgreSQL. It checks the backup first and refuses, changing
 * nothing, what it cannot restore; keeps the database it replaces (SQLite: renamed beside
 * it; PostgreSQL: dumped into BACKUP_DIR as before-restore-<time>.dump); then runs the
 * migrations forward (a backup of an older release) and rebuilds the search index if stale.
 * The steps are app/.server/platform/restore.ts's; docs/operator/database.md, Restoring.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { config } from "#app/.server/config.ts";
import { BackupRefused } from "#app/.server/db/backup-file.ts";
import { restoreBackup } from "#app/.server/platform/restore.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

const usage = "Usage: npm run db:restore -- BACKUP_DIR/site-….db (SQLite) or site-….dump (PostgreSQL), with the site stopped";
let file: string | undefined;
try {
  file = parseArgs({ allowPositionals: true, options: {} }).positionals[0];
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!file) {
  console.error(usage);
  process.exit(2);
}

const { database: target, backupDir } = config();
keepScriptDataPrivate([target]);
const into = target.kind === "sqlite" ? target.path : target.url.replace(/^([a-z]+:\/\/[^:/@]*):[^@/]*@/, "$1:***@");
const started = performance.now();
try {
  const outcome = await restoreBackup(resolve(file), target, { backupDir, say: (line) => console.log(line) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const migrated = outcome.migrated.length > 0 ? ` Migrations run: ${outcome.migrated.join(", ")}.` : "";
  const index = outcome.searchIndexRebuilt ? " Search index rebuilt." : "";
  console.log(`Restored ${file} into ${into} in ${seconds} s.${migrated}${index} Start the site again.`);
} catch (error) {
  if (error instanceof BackupRefused) console.error(`Not restored: ${error.message}`);
  else console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
