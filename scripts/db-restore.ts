/**
 * npm run db:restore -- FILE                (with the site stopped)
 * npm run db:restore -- --snapshot ID       (an off-site copy: npm run offsite:list shows them)
 * Puts a backup in place of the database DATABASE_URL names: an SQLite backup
 * (`npm run db:backup`'s site-<time>.db) into SQLite, a pg_dump in custom format
 * (site-<time>.dump) into PostgreSQL. It checks the backup first and refuses, changing
 * nothing, what it cannot restore; keeps the database it replaces (SQLite: renamed beside
 * it; PostgreSQL: dumped into BACKUP_DIR as before-restore-<time>.dump); then runs the
 * migrations forward (a backup of an older release) and rebuilds the search index if stale.
 * A snapshot is fetched from the restic repository (RESTIC_REPOSITORY) into a private
 * temporary folder first, checked against its manifest, restored the same way, and the
 * temporary copy removed.
 * The steps are app/.server/platform/restore.ts's; docs/operator/database.md, Restoring.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { OffsiteError } from "#app/.server/backups/offsite-errors.ts";
import { config } from "#app/.server/config.ts";
import { BackupRefused } from "#app/.server/db/backup-file.ts";
import { type RestoreOutcome, restoreBackup, restoreSnapshot } from "#app/.server/platform/restore.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

const usage = [
  "Usage: npm run db:restore -- BACKUP_DIR/site-….db (SQLite) or site-….dump (PostgreSQL), with the site stopped",
  "   or: npm run db:restore -- --snapshot ID   (an off-site copy; npm run offsite:list shows their IDs)",
].join("\n");
let file: string | undefined;
let snapshot: string | undefined;
try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { snapshot: { type: "string" } } });
  file = positionals[0];
  snapshot = values.snapshot;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!file === !snapshot) {
  console.error(usage);
  process.exit(2);
}

const { database: target, backupDir } = config();
keepScriptDataPrivate([target]);
const into = target.kind === "sqlite" ? target.path : target.url.replace(/^([a-z]+:\/\/[^:/@]*):[^@/]*@/, "$1:***@");
const started = performance.now();
try {
  const options = { backupDir, say: (line: string) => console.log(line) };
  let outcome: RestoreOutcome;
  let what = file;
  if (snapshot) {
    const restored = await restoreSnapshot(snapshot, target, options);
    what = `off-site snapshot ${snapshot} (${restored.file})`;
    outcome = restored;
  } else {
    outcome = await restoreBackup(resolve(file as string), target, options);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const migrated = outcome.migrated.length > 0 ? ` Migrations run: ${outcome.migrated.join(", ")}.` : "";
  const index = outcome.searchIndexRebuilt ? " Search index rebuilt." : "";
  console.log(`Restored ${what} into ${into} in ${seconds} s.${migrated}${index} Start the site again.`);
} catch (error) {
  if (error instanceof BackupRefused) console.error(`Not restored: ${error.message}`);
  else if (error instanceof OffsiteError) console.error(`Not restored: ${[error.message, error.detail].filter(Boolean).join("\n")}`);
  else console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
