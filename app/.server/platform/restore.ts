/**
 * npm run db:restore (scripts/db-restore.ts): a backup file put in place of the site's
 * database, with the site stopped, for SQLite and PostgreSQL alike. In order:
 *
 * 1. the backup is checked (db/backup-file.ts), and refused with one line before anything
 *    changes: not a backup of this site's kind, broken, or taken by a newer release;
 * 2. the database must be free (no other process has it open) — refused otherwise;
 * 3. the database being replaced is kept: SQLite renames it aside
 *    (`site.db.before-restore-<time>`, db/restore-sqlite.ts), PostgreSQL dumps it into the
 *    backups folder (`before-restore-<time>.dump`, db/restore-postgres.ts);
 * 4. the backup's data replaces the database's, its content version raised above the
 *    replaced one (page caches, ADR 047), then the migrations this code has and the backup
 *    lacks run forward (a backup of an older release), then the search index is rebuilt
 *    when it was built by other code (the start's own rule, platform/search-index.ts).
 *
 * SQLite does 4 on a copy beside the database and renames it into place last, so any failure
 * leaves the database as it was. PostgreSQL restores in one transaction, then migrates in
 * another: a failing migration leaves the backup restored as it was taken, and says so.
 * From an off-site copy (`restoreSnapshot`, `--snapshot <id>`): restic restores the snapshot
 * (the backup and its manifest, each file read back and verified) into a private folder
 * (0700) inside BACKUP_DIR, the file's SHA-256 must be the one its manifest recorded, then the
 * steps above run on it as on a local file; the folder is removed in every case.
 *
 * Composition tier: the search index is the search's business, which the database layer
 * (kernel) may not call (ADR 036).
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { BACKUP_NAME, readManifest } from "#app/.server/backups/manifest.ts";
import { restoreOffsite } from "#app/.server/backups/offsite.ts";
import { fileDigest } from "#app/.server/backups/verify.ts";
import { BackupRefused, checkBackup } from "#app/.server/db/backup-file.ts";
import { makePrivateFolder, PRIVATE_FOLDER_MODE } from "#app/.server/db/private-files.ts";
import {
  keepPostgresDatabase,
  migrateRestoredPostgres,
  postgresBeforeRestore,
  restorePostgresDump,
} from "#app/.server/db/restore-postgres.ts";
import { releasedContentVersion, stageSqliteRestore, swapInSqliteRestore } from "#app/.server/db/restore-sqlite.ts";
import type { DatabaseTarget } from "#app/.server/db/url.ts";
import { ensureSearchIndex } from "#app/.server/platform/search-index.ts";

export interface RestoreOutcome {
  /** Where the replaced database was kept (nothing when there was none). */
  kept: string | undefined;
  /** The migrations run forward on the restored database. */
  migrated: string[];
  /** Whether the search index was rebuilt (it was built by other code). */
  searchIndexRebuilt: boolean;
}

/**
 * Restores `file` into `target`; `say` gets one line per step done. Throws BackupRefused
 * (nothing changed) or the error of the step that failed.
 */
export async function restoreBackup(
  file: string,
  target: DatabaseTarget,
  options: { backupDir: string; say: (line: string) => void },
): Promise<RestoreOutcome> {
  const { say } = options;
  const checked = await checkBackup(file, target.kind);
  const older = checked.pending.length > 0 ? `; ${checked.pending.length} newer migration(s) to run after it` : "";
  say(`Backup checked: ${checked.migrations.length} migrations${older}.`);
  let searchIndexRebuilt = false;

  if (target.kind === "sqlite") {
    const versionBefore = releasedContentVersion(target.path);
    const staged = await stageSqliteRestore(file, target.path, versionBefore, async (trx) => {
      searchIndexRebuilt = await ensureSearchIndex(trx);
    });
    const kept = swapInSqliteRestore(target.path, staged);
    if (kept) say(`The replaced database is kept as ${kept}`);
    return { kept, migrated: checked.pending, searchIndexRebuilt };
  }

  const before = await postgresBeforeRestore(target.url);
  let kept: string | undefined;
  if (before.tables > 0) {
    kept = await keepPostgresDatabase(target.url, options.backupDir);
    say(`The replaced database is kept as ${kept}`);
  }
  await restorePostgresDump(file, target.url, before.contentVersion);
  await migrateRestoredPostgres(target.url, async (trx) => {
    searchIndexRebuilt = await ensureSearchIndex(trx);
  });
  return { kept, migrated: checked.pending, searchIndexRebuilt };
}

/** A private folder for an off-site copy's files, inside BACKUP_DIR (the disk that holds backups). */
function privateRestoreFolder(backupDir: string): string {
  makePrivateFolder(backupDir);
  const folder = mkdtempSync(join(backupDir, ".offsite-restore-"));
  chmodSync(folder, PRIVATE_FOLDER_MODE);
  return folder;
}

/**
 * Restores the off-site snapshot `snapshot` (restic's id, or a prefix of 8 or more digits)
 * into `target`: restic restores it into a private temporary folder, the backup file is
 * checked against its manifest's SHA-256, then restoreBackup does the rest. Throws an
 * OffsiteError (restic failed), BackupRefused (nothing changed) or the failing step's error;
 * the temporary folder is removed in every case. `file`: the backup's name.
 */
export async function restoreSnapshot(
  snapshot: string,
  target: DatabaseTarget,
  options: { backupDir: string; say: (line: string) => void },
): Promise<RestoreOutcome & { file: string }> {
  const folder = privateRestoreFolder(options.backupDir);
  try {
    await restoreOffsite(snapshot, folder);
    const file = readdirSync(folder).find((name) => BACKUP_NAME.test(name));
    if (!file) throw new BackupRefused(`the off-site snapshot ${snapshot} holds no backup of this site (site-<time>.db or .dump).`);
    const path = join(folder, file);
    const manifest = readManifest(path);
    if (manifest) {
      const { sha256 } = await fileDigest(path);
      if (sha256 !== manifest.sha256) {
        throw new BackupRefused(
          `${file} from the off-site snapshot is not the file that was backed up (its SHA-256 differs from its manifest's).`,
        );
      }
    }
    options.say(`Off-site copy ${snapshot} fetched: ${basename(path)}${manifest ? ", SHA-256 as recorded" : ""}.`);
    return { ...(await restoreBackup(path, target, options)), file };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
