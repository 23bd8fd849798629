/**
 * npm run db:backup [-- --trigger=upgrade]
 * A backup now, while the site runs (ADR 052): the same as the daily one
 * (app/.server/backups/take.ts), for SQLite and PostgreSQL, into BACKUP_DIR,
 * verified, with its manifest beside it; then, when off-site copies are set
 * up (RESTIC_REPOSITORY), copied off the machine with any earlier backup not
 * yet there, and the repository pruned (backups/offsite-copies.ts). Prints
 * "Backup written: PATH" (relative to the working directory; deploy/lib.sh's
 * backup_database reads it) or, on failure, why in Turkish on standard error,
 * exit code 1; every earlier backup is left as it was. A failed off-site copy
 * is said on standard error but is not the backup's failure (exit code 0).
 * An upgrade's backup (--trigger=upgrade) is not copied here, so as not to
 * lengthen the upgrade's downtime: the next backup's round copies it.
 */
import { relative } from "node:path";
import { parseArgs } from "node:util";
import { BACKUP_TRIGGERS, type BackupTrigger } from "#app/.server/backups/manifest.ts";
import { backUpAndCopy } from "#app/.server/backups/offsite-copies.ts";
import { takeBackup } from "#app/.server/backups/take.ts";
import { config } from "#app/.server/config.ts";
import { keepScriptDataPrivate } from "./lib/private-data.ts";

const { values } = parseArgs({ options: { trigger: { type: "string", default: "manual" } } });
const trigger = values.trigger as BackupTrigger;
if (!BACKUP_TRIGGERS.includes(trigger)) {
  console.error(`--trigger must be one of ${BACKUP_TRIGGERS.join(", ")}.`);
  process.exit(2);
}
keepScriptDataPrivate();

try {
  const manifest = trigger === "upgrade" ? await takeBackup({ trigger }) : await backUpAndCopy({ trigger });
  const seconds = ((Date.parse(manifest.finishedAt) - Date.parse(manifest.takenAt)) / 1000).toFixed(1);
  const path = relative(process.cwd(), `${config().backupDir}/${manifest.file}`);
  console.log(`Backup written: ${path}`);
  console.log(`${manifest.sizeBytes} bytes, SHA-256 ${manifest.sha256}, verified (${manifest.verification}) in ${seconds} s.`);
  const { offsite } = manifest;
  if (offsite?.status === "copied") console.log(`Copied off the machine: restic snapshot ${offsite.snapshot}.`);
  else if (offsite?.status === "failed") console.error(`Not copied off the machine: ${offsite.problem}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
