/**
 * A backup is verified before it counts (ADR 052), and a stored one can be
 * verified again (before a restore, or when its disk is in doubt):
 *
 * - SQLite: the copy opened, `PRAGMA integrity_check`, and every table's rows
 *   equal to the source's at the snapshot the copy was taken from (read in
 *   the same read transaction, db/snapshot.ts), the same newest migration;
 * - PostgreSQL: `pg_restore --list` with a data entry for every table, the
 *   whole dump read through, and, where the user may CREATE DATABASE, a restore
 *   into a scratch database whose rows equal the snapshot's (then dropped);
 * - again later: the SHA-256 and the size the manifest recorded, then the same
 *   check against the manifest's counts.
 *
 * Problems are told in Turkish: the office reads them (Yedekler, the log).
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import {
  type BackupKind,
  type BackupManifest,
  backupPathOf,
  FAILED_FOLDER,
  manifestPathOf,
  readManifest,
  type Verification,
  writeManifest,
} from "#app/.server/backups/manifest.ts";
import { config } from "#app/.server/config.ts";
import { PG_TOOL_TIMEOUT_MS } from "#app/.server/db/pg-tools.ts";
import { makePrivateFolder } from "#app/.server/db/private-files.ts";
import { readPostgresDump, readSqliteCopy, restoreIntoScratch, type SnapshotFacts } from "#app/.server/db/snapshot.ts";

/** How long one PostgreSQL tool may run (a dump, a read, a restore): db/pg-tools.ts's limit. */
export const TOOL_TIMEOUT_MS = PG_TOOL_TIMEOUT_MS;

export interface CopyCheck {
  ok: boolean;
  verification: Verification;
  /** Why it failed, in Turkish. */
  problem?: string;
}

const n = (value: number) => value.toLocaleString("tr-TR");

/** The differences between two sets of counts, in Turkish; empty when they agree. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  const differences: string[] = [];
  for (const name of names) {
    const want = expected[name];
    const got = found[name];
    if (want === got) continue;
    if (got === undefined) differences.push(`${name} tablosu yedekte yok`);
    else if (want === undefined) differences.push(`${name} tablosu kaynakta yok`);
    else differences.push(`${name}: kaynakta ${n(want)}, yedekte ${n(got)} satır`);
  }
  return differences;
}

const listed = (items: string[]) =>
  items.length > 5 ? `${items.slice(0, 5).join("; ")} ve ${n(items.length - 5)} fark daha` : items.join("; ");

function compare(expected: SnapshotFacts, found: SnapshotFacts): string | undefined {
  const differences = countDifferences(expected.tables, found.tables);
  if (differences.length > 0) return `Satır sayıları kaynaktakilerle aynı değil: ${listed(differences)}.`;
  if (expected.lastMigration !== found.lastMigration) {
    return `Yedekteki son veritabanı geçişi (${found.lastMigration || "yok"}) kaynaktakinden (${expected.lastMigration || "yok"}) farklı.`;
  }
  return undefined;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

async function checkSqlite(path: string, expected: SnapshotFacts, settle: boolean): Promise<CopyCheck> {
  const verification = "sqlite-integrity";
  try {
    const found = await readSqliteCopy(path, { settle });
    if (found.problems.length > 0) {
      return { ok: false, verification, problem: `Bütünlük denetimi hata buldu: ${listed(found.problems)}.` };
    }
    const problem = compare(expected, found);
    return problem ? { ok: false, verification, problem } : { ok: true, verification };
  } catch (error) {
    return { ok: false, verification, problem: `Yedek dosyası açılamadı ya da bozuk (${reason(error)}).` };
  }
}

async function checkPostgres(path: string, expected: SnapshotFacts, url: string): Promise<CopyCheck> {
  try {
    const withData = await readPostgresDump(path, TOOL_TIMEOUT_MS);
    const missing = Object.keys(expected.tables).filter((name) => !withData.includes(name));
    if (missing.length > 0) {
      return { ok: false, verification: "postgres-read", problem: `Yedekte şu tabloların verisi yok: ${listed(missing)}.` };
    }
  } catch (error) {
    return { ok: false, verification: "postgres-read", problem: `Yedek dosyası okunamadı ya da bozuk (${reason(error)}).` };
  }
  let restored: SnapshotFacts | undefined;
  try {
    restored = await restoreIntoScratch(url, path, TOOL_TIMEOUT_MS);
  } catch (error) {
    return { ok: false, verification: "postgres-restore", problem: `Yedek deneme veritabanına geri yüklenemedi (${reason(error)}).` };
  }
  // Without the right to create a database, the full read above is the check.
  if (!restored) return { ok: true, verification: "postgres-read" };
  const problem = compare(expected, restored);
  return problem ? { ok: false, verification: "postgres-restore", problem } : { ok: true, verification: "postgres-restore" };
}

/**
 * Checks a backup file against the counts of the snapshot it should hold.
 * `settle`: a fresh SQLite copy is first made one self-contained file (its
 * bytes change, so its digest is taken after this).
 */
export function checkCopy(kind: BackupKind, path: string, expected: SnapshotFacts, settle: boolean): Promise<CopyCheck> {
  const { database } = config();
  if (kind === "sqlite") return checkSqlite(path, expected, settle);
  if (database.kind !== "postgres") {
    return Promise.resolve({ ok: false, verification: "postgres-read", problem: "Bu bir PostgreSQL yedeği; site SQLite kullanıyor." });
  }
  return checkPostgres(path, expected, database.url);
}

/** A file's size and SHA-256 (hex), read as a stream. */
export async function fileDigest(path: string): Promise<{ sizeBytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let sizeBytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    sizeBytes += (chunk as Buffer).length;
  }
  return { sizeBytes, sha256: hash.digest("hex") };
}

/**
 * Puts a backup that failed its check apart: the file (when there is one) and
 * its manifest into BACKUP_DIR/failed/, where nothing counts it. `path` is
 * where the file is now (a fresh copy's temporary name, or its place in
 * BACKUP_DIR); `manifest.file` is the name it keeps.
 */
export function moveToFailed(folder: string, path: string | undefined, manifest: BackupManifest): string {
  const failed = join(folder, FAILED_FOLDER);
  makePrivateFolder(failed);
  const target = join(failed, manifest.file);
  writeManifest(target, manifest);
  if (path && existsSync(path)) renameSync(path, target);
  // What SQLite may have left beside a copy it could not read.
  if (path) for (const suffix of ["-journal", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
  if (path && dirname(path) === folder && basename(path) === manifest.file) rmSync(manifestPathOf(path), { force: true });
  return target;
}

/**
 * Verifies a stored backup again (`file`: its name in BACKUP_DIR, or its
 * path): the size and SHA-256 its manifest recorded, then the same check as
 * when it was taken, against the manifest's counts. A backup that fails is
 * moved to failed/ with the reason in its manifest. Returns the manifest as it
 * now stands; throws when there is no manifest to check against.
 */
export async function recheckBackup(file: string): Promise<BackupManifest> {
  const path = backupPathOf(file);
  const manifest = readManifest(path);
  if (!manifest) throw new Error(`No manifest beside ${path}: nothing to check it against.`);
  const fail = (problem: string) => {
    const failed = { ...manifest, verified: false, problem };
    moveToFailed(dirname(path), path, failed);
    return failed;
  };
  if (!existsSync(path)) return fail("Yedek dosyası yok: silinmiş ya da taşınmış.");
  const actual = await fileDigest(path);
  if (actual.sizeBytes !== manifest.sizeBytes || actual.sha256 !== manifest.sha256) {
    return fail(
      `Dosya alındığı andaki hâlinden farklı (boyutu ${n(actual.sizeBytes)} bayt, kayıtta ${n(manifest.sizeBytes)}; SHA-256 ${
        actual.sha256 === manifest.sha256 ? "aynı" : "farklı"
      }): disk ya da kopyalama onu bozmuş.`,
    );
  }
  const check = await checkCopy(manifest.kind, path, { tables: manifest.tables, lastMigration: manifest.lastMigration }, false);
  return check.ok ? manifest : fail(check.problem ?? "Doğrulanamadı.");
}
