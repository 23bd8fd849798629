/**
 * Taking a backup (ADR 052): the whole database copied at one snapshot into
 * BACKUP_DIR under a temporary name, checked (verify.ts), its size and
 * SHA-256 taken, the manifest written and only then the file renamed to its
 * `site-<stamp>` name. A copy that fails its check goes to failed/ with its
 * manifest; a copy that could not be written (a full disk) is removed. Either
 * way takeBackup throws a BackupError with the reason in Turkish, and every
 * earlier backup is as it was. Backups of one process run one after another.
 */
import { closeSync, constants, existsSync, openSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  type BackupManifest,
  type BackupTrigger,
  backupFileName,
  MANIFEST_VERSION,
  manifestPathOf,
  writeManifest,
} from "#app/.server/backups/manifest.ts";
import { checkCopy, fileDigest, moveToFailed, TOOL_TIMEOUT_MS } from "#app/.server/backups/verify.ts";
import { config } from "#app/.server/config.ts";
import { PgToolError } from "#app/.server/db/pg-tools.ts";
import { makePrivateFolder, PRIVATE_FILE_MODE } from "#app/.server/db/private-files.ts";
import { copySqliteSnapshot, dumpPostgresSnapshot, type SnapshotFacts } from "#app/.server/db/snapshot.ts";

/** A backup that was not taken, or not verified; its message is for the office (Turkish). */
export class BackupError extends Error {
  override name = "BackupError";
}

/** The suffix of a copy being written: never a backup's name, so nothing counts it (retention removes a stale one). */
export const PARTIAL_SUFFIX = ".partial";

export interface TakeOptions {
  trigger: BackupTrigger;
  /** The backup's time (its name, takenAt): now, or a test's clock. */
  now?: Date;
}

let queue: Promise<unknown> = Promise.resolve();

/** Takes a backup now; resolves with its manifest, or throws a BackupError. */
export function takeBackup(options: TakeOptions): Promise<BackupManifest> {
  const run = queue.then(() => take(options));
  queue = run.catch(() => {});
  return run;
}

/** Writing the copy failed: no space, a file size limit (EFBIG), a quota; SQLite reports a failed write of its backup as an I/O error. */
const DISK_FULL_CODES = new Set(["ENOSPC", "EFBIG", "EDQUOT", "SQLITE_FULL"]);
const isDiskFull = (code: unknown) => typeof code === "string" && (DISK_FULL_CODES.has(code) || code.startsWith("SQLITE_IOERR"));

/** Why the copy could not be written, in Turkish. */
function copyProblem(error: unknown, folder: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  const full = `yedeklerin klasörüne (${folder}) yazılamadı: diskte yer kalmamış, dosya boyutu sınırına ulaşılmış ya da disk hata vermiş olabilir. Diskteki boş yeri denetleyin; eski yedekleri makineden başka bir yere taşıyın ya da diski büyütün.`;
  if (isDiskFull(code)) return full;
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
    return `yedeklerin klasörüne (${folder}) yazma izni yok. Klasörün sahibi sitenin kullanıcısı olmalı.`;
  }
  if (error instanceof PgToolError) {
    if (error.signal === "SIGXFSZ" || /No space left|File too large|Disk quota/i.test(error.stderr)) return full;
    if (error.exitCode === null && error.signal === null && /ENOENT/.test(error.stderr)) {
      return `${error.tool} bulunamadı: sunucuya PostgreSQL istemci araçlarını kurun (Debian: postgresql-client).`;
    }
    return `${error.tool} başarısız oldu (${error.message}).`;
  }
  return `veritabanı kopyalanamadı (${error instanceof Error ? error.message : String(error)}).`;
}

/** A new, empty 0600 file for the copy, under a name no other backup has (a second later if one took this second). */
function reserve(folder: string, now: Date, kind: "sqlite" | "postgres"): { name: string; partial: string } {
  for (let offset = 0; ; offset += 1000) {
    const name = backupFileName(new Date(now.getTime() + offset), kind);
    const partial = join(folder, `${name}${PARTIAL_SUFFIX}`);
    if (existsSync(join(folder, name))) continue; // a backup of that second exists
    try {
      closeSync(openSync(partial, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, PRIVATE_FILE_MODE));
      return { name, partial };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || offset >= 60_000) throw error;
    }
  }
}

/** The folder made and a name reserved, or a BackupError. */
function reserveOrRefuse(folder: string, now: Date, kind: "sqlite" | "postgres"): { name: string; partial: string } {
  try {
    makePrivateFolder(folder);
    return reserve(folder, now, kind);
  } catch (error) {
    throw new BackupError(`Yedek alınamadı: ${copyProblem(error, folder)}`);
  }
}

/** A copy and what SQLite may have left beside it while writing or opening it. */
function removeCopy(path: string): void {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
}

async function take({ trigger, now = new Date() }: TakeOptions): Promise<BackupManifest> {
  const { database, backupDir: folder } = config();
  const started = performance.now();
  const { name, partial } = reserveOrRefuse(folder, now, database.kind);

  let facts: SnapshotFacts;
  try {
    facts =
      database.kind === "sqlite"
        ? await copySqliteSnapshot(database.path, partial)
        : await dumpPostgresSnapshot(database.url, partial, TOOL_TIMEOUT_MS);
  } catch (error) {
    removeCopy(partial);
    throw new BackupError(`Yedek alınamadı: ${copyProblem(error, folder)} Önceki yedeklere dokunulmadı.`);
  }

  const path = join(folder, name);
  try {
    const check = await checkCopy(database.kind, partial, facts, true);
    const { sizeBytes, sha256 } = await fileDigest(partial);
    const manifest: BackupManifest = {
      version: MANIFEST_VERSION,
      file: name,
      kind: database.kind,
      trigger,
      takenAt: now.toISOString(),
      finishedAt: new Date(now.getTime() + Math.round(performance.now() - started)).toISOString(),
      sizeBytes,
      sha256,
      verified: check.ok,
      verification: check.verification,
      ...(check.problem ? { problem: check.problem } : {}),
      tables: facts.tables,
      lastMigration: facts.lastMigration,
    };
    if (!check.ok) {
      moveToFailed(folder, partial, manifest);
      throw new BackupError(`Yedek doğrulanamadı ve ayrı tutuldu (${join(folder, "failed", name)}): ${check.problem}`);
    }
    // The manifest first: a file is a counted backup only once both are in place.
    writeManifest(path, manifest);
    renameSync(partial, path);
    return manifest;
  } catch (error) {
    removeCopy(partial);
    if (error instanceof BackupError) throw error;
    rmSync(manifestPathOf(path), { force: true });
    throw new BackupError(`Yedek alınamadı: ${copyProblem(error, folder)} Önceki yedeklere dokunulmadı.`);
  }
}
