/**
 * The backups in BACKUP_DIR as the site counts them (ADR 052), read from the
 * folder on each call: the files are the backups, so a deleted one no longer
 * counts, and a database restored elsewhere claims none it does not have.
 *
 * - verified: `site-<stamp>.db|.dump` with a manifest that says so, and the
 *   file's size still the one recorded;
 * - failed: in failed/ (its check failed), or its size is no longer the one
 *   recorded (truncated, replaced);
 * - unverified: a `site-<stamp>` file without a manifest: a copy from before
 *   the site verified its backups (`npm run db:backup` or pg_dump by hand), or
 *   one whose manifest was lost. Listed, never counted as the last good
 *   backup, and left alone by retention (the operator made it).
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { BACKUP_NAME, type BackupManifest, FAILED_FOLDER, readManifest, stampTime } from "#app/.server/backups/manifest.ts";
import { config } from "#app/.server/config.ts";

export type BackupStatus = "verified" | "failed" | "unverified";

export interface BackupEntry {
  /** `site-<stamp>.db` or `.dump`. */
  name: string;
  /** Where the file is (in failed/ for a failed one; it may be missing there). */
  path: string;
  /** When it was taken (ISO): the manifest's, else the name's stamp. */
  takenAt: string;
  /** The file's size now (0 when missing). */
  sizeBytes: number;
  status: BackupStatus;
  /** Why it does not count, in Turkish, when it does not. */
  problem?: string;
  manifest?: BackupManifest;
}

const sizeOf = (path: string): number | undefined => {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
};

const namesIn = (folder: string): string[] => {
  try {
    return readdirSync(folder).filter((name) => BACKUP_NAME.test(name) || (name.endsWith(".json") && BACKUP_NAME.test(name.slice(0, -5))));
  } catch {
    return [];
  }
};

const stampOf = (name: string) => stampTime(BACKUP_NAME.exec(name)?.[1] ?? "");

function entryIn(folder: string, name: string): BackupEntry | undefined {
  const path = join(folder, name);
  const size = sizeOf(path);
  const manifest = readManifest(path);
  if (size === undefined) return undefined; // a manifest whose file never arrived, or was deleted
  const takenAt = manifest?.takenAt ?? stampOf(name);
  if (!manifest) {
    return {
      name,
      path,
      takenAt,
      sizeBytes: size,
      status: "unverified",
      problem: "Bu yedeğin doğrulama kaydı yok (eski bir sürümle ya da elle alınmış).",
    };
  }
  if (!manifest.verified) return { name, path, takenAt, sizeBytes: size, status: "failed", problem: manifest.problem, manifest };
  if (size !== manifest.sizeBytes) {
    const problem = "Dosyanın boyutu alındığı andakinden farklı: değişmiş ya da yarım kalmış.";
    return { name, path, takenAt, sizeBytes: size, status: "failed", problem, manifest };
  }
  return { name, path, takenAt, sizeBytes: size, status: "verified", manifest };
}

/** Every backup in `folder` (BACKUP_DIR) and its failed/, newest first. */
export function listBackups(folder: string = config().backupDir): BackupEntry[] {
  const entries: BackupEntry[] = [];
  const names = new Set(namesIn(folder).map((name) => name.replace(/\.json$/, "")));
  for (const name of names) {
    const entry = entryIn(folder, name);
    if (entry) entries.push(entry);
  }
  const failedFolder = join(folder, FAILED_FOLDER);
  const failed = new Set(namesIn(failedFolder).map((name) => name.replace(/\.json$/, "")));
  for (const name of failed) {
    const path = join(failedFolder, name);
    const manifest = readManifest(path);
    entries.push({
      name,
      path,
      takenAt: manifest?.takenAt ?? stampOf(name),
      sizeBytes: sizeOf(path) ?? 0,
      status: "failed",
      problem: manifest?.problem ?? "Doğrulanamadı.",
      ...(manifest ? { manifest } : {}),
    });
  }
  return entries.sort((a, b) => b.takenAt.localeCompare(a.takenAt) || a.status.localeCompare(b.status));
}

/** The last backup that counts, as Kurulum shows it. */
export interface BackupFile {
  name: string;
  /** When it was taken (ISO). */
  at: string;
  bytes: number;
}

/** The newest verified backup in `folder`, or undefined when there is none (or no folder). */
export function latestBackup(folder: string = config().backupDir): BackupFile | undefined {
  const latest = listBackups(folder).find((entry) => entry.status === "verified");
  return latest && { name: latest.name, at: latest.takenAt, bytes: latest.sizeBytes };
}
