/**
 * The last backup, as the backups folder shows it (BACKUP_DIR, config.ts):
 * its newest non-empty `site-…` file. `npm run db:backup` writes
 * `site-<time>.db` there and removes a copy that failed; a PostgreSQL dump
 * given the same folder and name (`site-<date>.dump`, docs/operator/database.md)
 * counts the same. The file is the backup itself, so nothing records it
 * beside it: deleted, it no longer counts, and a database restored elsewhere
 * does not claim a backup that machine does not have.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export interface BackupFile {
  name: string;
  /** When it was written (the file's modification time, ISO). */
  at: string;
  bytes: number;
}

/** The newest backup in `folder`, or undefined when there is none (or no folder). */
export function latestBackup(folder: string): BackupFile | undefined {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return undefined;
  }
  let latest: BackupFile | undefined;
  for (const name of names) {
    if (!name.startsWith("site-")) continue;
    try {
      const stat = statSync(join(folder, name));
      if (!stat.isFile() || stat.size === 0) continue;
      if (!latest || stat.mtimeMs > Date.parse(latest.at)) latest = { name, at: stat.mtime.toISOString(), bytes: stat.size };
    } catch {
      // removed meanwhile
    }
  }
  return latest;
}
