/**
 * A backup's names and its manifest (ADR 052). In BACKUP_DIR a backup is
 * `site-<UTC YYYYMMDDTHHMMSSZ>.db` (SQLite: a self-contained, checked copy) or
 * `.dump` (PostgreSQL: pg_dump's custom format), and beside it
 * `site-<stamp>.db.json` / `.dump.json`: what was backed up, how big, its
 * SHA-256, whether it was verified (and if not, why, in Turkish for the
 * office), every table's rows at the snapshot, the newest migration, and the
 * off-site copy's outcome (`recordOffsite`, written by the restic module).
 * Files 0600 in 0700 folders. A backup that failed its check lies in
 * `failed/` with its manifest and never counts.
 *
 * The manifest is written last, and renamed into place before the backup
 * file is: a file without a manifest is a copy from before ADR 052 or one
 * that never finished, and counts as unverified (list.ts).
 */
import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join } from "node:path";
import { z } from "zod";
import { config } from "#app/.server/config.ts";
import { PRIVATE_FILE_MODE } from "#app/.server/db/private-files.ts";

export const MANIFEST_VERSION = 1;
export const BACKUP_TRIGGERS = ["schedule", "manual", "upgrade"] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];
export type BackupKind = "sqlite" | "postgres";
/** How a backup was checked: SQLite's integrity check and counts; a PostgreSQL restore into a scratch database and counts; or, without the right to create one, a full read of the dump. */
export const VERIFICATIONS = ["sqlite-integrity", "postgres-restore", "postgres-read"] as const;
export type Verification = (typeof VERIFICATIONS)[number];

/** The folder inside BACKUP_DIR where backups that failed their check are kept apart. */
export const FAILED_FOLDER = "failed";

const offsiteSchema = z
  .object({
    status: z.enum(["copied", "failed"]),
    snapshot: z.string().optional(),
    at: z.string(),
    problem: z.string().optional(),
  })
  .loose();

const manifestSchema = z
  .object({
    version: z.literal(MANIFEST_VERSION),
    file: z.string(),
    kind: z.enum(["sqlite", "postgres"]),
    trigger: z.enum(BACKUP_TRIGGERS),
    takenAt: z.string(),
    finishedAt: z.string(),
    sizeBytes: z.number().int().nonnegative(),
    sha256: z.string(),
    verified: z.boolean(),
    /** Why it is not verified, in Turkish for the office. */
    problem: z.string().optional(),
    verification: z.enum(VERIFICATIONS).optional(),
    tables: z.record(z.string(), z.number().int().nonnegative()),
    lastMigration: z.string(),
    offsite: offsiteSchema.optional(),
  })
  .loose();

export type BackupManifest = z.infer<typeof manifestSchema>;
/** What the off-site copy of a backup came to (the restic module's result). */
export type OffsiteResult = z.infer<typeof offsiteSchema>;

/** `site-20261129T003000Z.db` or `.dump`; group 1 is the stamp, group 2 the extension. */
export const BACKUP_NAME = /^site-(\d{8}T\d{6}Z)\.(db|dump)$/;

/** 2026-11-29T00:30:00.123Z → "20261129T003000Z". */
export const backupStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/** "20261129T003000Z" → 2026-11-29T00:30:00.000Z. */
export function stampTime(stamp: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  if (!m) throw new Error(`not a backup stamp: ${stamp}`);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`;
}

export const backupFileName = (at: Date, kind: BackupKind) => `site-${backupStamp(at)}.${kind === "sqlite" ? "db" : "dump"}`;

/** The manifest's path beside a backup's. */
export const manifestPathOf = (backupPath: string) => `${backupPath}.json`;

/** A backup's name in BACKUP_DIR, or a path: the path. */
export const backupPathOf = (file: string) => (isAbsolute(file) ? file : join(config().backupDir, file));

/** The manifest beside `backupPath`; undefined when there is none or it cannot be read as one. */
export function readManifest(backupPath: string): BackupManifest | undefined {
  let text: string;
  try {
    text = readFileSync(manifestPathOf(backupPath), "utf8");
  } catch {
    return undefined;
  }
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes the manifest beside `backupPath`, 0600, whole or not at all: into a
 * temporary file first, renamed over the old one.
 */
export function writeManifest(backupPath: string, manifest: BackupManifest): void {
  const path = manifestPathOf(backupPath);
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE, flag: "wx" });
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Records the off-site copy's outcome in a backup's manifest (`file`: its
 * name in BACKUP_DIR, or its path). Returns the manifest as written; throws
 * when the backup has no manifest.
 */
export function recordOffsite(file: string, result: OffsiteResult): BackupManifest {
  const path = backupPathOf(file);
  const manifest = readManifest(path);
  if (!manifest) throw new Error(`No manifest beside ${path}: not a backup of this site.`);
  const updated = { ...manifest, offsite: result };
  writeManifest(path, updated);
  return updated;
}
