/**
 * Copies of the backups off the machine (issue 40 point 3, ADR 052): restic to a folder on
 * another disk, an SFTP server or S3-compatible storage, encrypted and deduplicated.
 *
 * - One snapshot per backup: the backup file and its manifest (`<file>.json`), named
 *   relative to the backups' folder (a restore puts them at the target's top), tagged
 *   `ymm-backup` (every snapshot of the site) and `ymm-file=<file>` (which backup), and
 *   dated with the backup's own time (`--time`, from its name), so the retention sees when the
 *   backup was taken, not when it was copied.
 * - The retention is restic's forget over the `ymm-backup` snapshots as one series (no grouping
 *   by host or path: a site moved to a new server keeps its history), by Istanbul's days,
 *   weeks and months (restic runs with TZ=Europe/Istanbul), and --prune.
 * - The repository is made by `initOffsite` only (npm run offsite:init), never by a copy: a
 *   copy to a disk that is not mounted, or to a mistyped address, must fail and say so rather
 *   than start a new empty repository there.
 * Every failure is an OffsiteError: Turkish for the office, restic's text for the log.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { OffsiteError, offsiteMessage } from "#app/.server/backups/offsite-errors.ts";
import { jsonLines, type ResticRun, runRestic } from "#app/.server/backups/offsite-restic.ts";
import { config } from "#app/.server/config.ts";
import type { OffsiteSettings } from "#app/.server/offsite-settings.ts";
import { utcIsoToIstanbulDateTime } from "#app/lib/istanbul-time.ts";

export { OffsiteError } from "#app/.server/backups/offsite-errors.ts";

/** Every snapshot of the site carries it: forget and the list look at these only. */
export const SITE_TAG = "ymm-backup";
/** Which backup a snapshot holds: `ymm-file=site-20261129T020000Z.db`. */
export const FILE_TAG = "ymm-file=";
/** A backup's name (helper A's engine writes them): the UTC time it was taken, then the format. */
const BACKUP_NAME = /^site-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(db|dump)$/;
/** restic's snapshot ids: 64 hex digits, or a prefix of at least 8 (never "latest" or an option). */
const SNAPSHOT_ID = /^[0-9a-f]{8,64}$/;
/** Listing, looking at the repository, making it: short work, short limit. */
const QUICK_MS = 10 * 60_000;

/** The off-site settings from the environment (RESTIC_REPOSITORY…), or undefined when off-site copies are not set up. */
export function offsiteConfig(): OffsiteSettings | undefined {
  return config().offsite;
}

function required(settings: OffsiteSettings | undefined): OffsiteSettings {
  if (!settings) throw new OffsiteError("not-configured", offsiteMessage("not-configured", undefined));
  return settings;
}

const inputError = (message: string) => new OffsiteError("input", message);
const minutes = (ms: number) => `${Math.round(ms / 60_000)} dakika`;

/**
 * A run that takes restic's lock, retried once after `restic unlock` when a lock is in the
 * way: unlock removes only stale locks (a restic that was stopped, or older than 30 minutes),
 * never a running one's, so a copy left locked by a killed run does not block every later one.
 */
async function lockingRun(settings: OffsiteSettings, run: ResticRun): Promise<string> {
  try {
    return await runRestic(settings, run);
  } catch (error) {
    if (!(error instanceof OffsiteError) || error.problem !== "locked") throw error;
    await runRestic(settings, { args: ["unlock"], timeoutMs: QUICK_MS, operation: "kilit açma" });
    return runRestic(settings, run);
  }
}

/** When a backup was taken, from its name: `site-20261129T020000Z.db` → 2026-11-29T02:00:00Z. */
export function backupTime(file: string): Date | undefined {
  const match = BACKUP_NAME.exec(basename(file));
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return Number.isNaN(time.getTime()) || time.getUTCDate() !== day ? undefined : time;
}

interface ResticSnapshot {
  id: string;
  time: string;
  paths?: string[];
  tags?: string[];
}

async function snapshots(settings: OffsiteSettings, filter: string[]): Promise<ResticSnapshot[]> {
  const stdout = await runRestic(settings, { args: ["snapshots", "--json", ...filter], timeoutMs: QUICK_MS, operation: "listeleme" });
  const [list] = jsonLines(stdout);
  return Array.isArray(list) ? (list as ResticSnapshot[]) : [];
}

/**
 * Whether the repository exists: true, false (nothing there), or an OffsiteError for
 * anything else (a wrong password means a repository that exists).
 */
async function repositoryExists(settings: OffsiteSettings): Promise<boolean> {
  try {
    await runRestic(settings, { args: ["cat", "config"], timeoutMs: QUICK_MS, operation: "depoya bakma" });
    return true;
  } catch (error) {
    if (error instanceof OffsiteError && error.problem === "missing") return false;
    throw error;
  }
}

/**
 * Makes the repository when there is none (`restic init`): "created", or "exists" when it is
 * already there and opens with the password. A local repository's parent folder must exist:
 * an unmounted disk's empty mount point is not made into a repository by mistake.
 */
export async function initOffsite(settings = offsiteConfig()): Promise<"created" | "exists"> {
  const s = required(settings);
  if (await repositoryExists(s)) return "exists";
  if (s.kind === "local") {
    const folder = s.repository.replace(/^local:/, "");
    if (!existsSync(dirname(folder))) {
      throw inputError(
        `Site dışı yedek deposu oluşturulmadı: ${dirname(folder)} klasörü yok. Yedek diski takılı ve bağlı (mount) olmalı; depo onun içinde oluşturulur.`,
      );
    }
  }
  await runRestic(s, { args: ["init"], timeoutMs: QUICK_MS, operation: "depo oluşturma" });
  return "created";
}

/**
 * Copies one backup and its manifest to the repository as one snapshot; its id.
 * `file` is the backup's path (site-<UTC time>.db or .dump, its manifest beside it); a bare
 * name is taken from BACKUP_DIR.
 */
export async function copyOffsite(file: string, settings = offsiteConfig()): Promise<{ snapshot: string }> {
  const s = required(settings);
  const path = file === basename(file) ? join(config().backupDir, file) : resolve(file);
  const name = basename(path);
  const time = backupTime(name);
  if (!time) throw inputError(`Site dışına kopyalanamadı: “${name}” bir yedek dosyasının adı değil (site-<zaman>.db ya da .dump).`);
  const manifest = `${name}.json`;
  for (const needed of [name, manifest]) {
    if (!existsSync(join(dirname(path), needed))) throw inputError(`Site dışına kopyalanamadı: ${needed} dosyası yok.`);
  }
  const stdout = await lockingRun(s, {
    args: [
      "backup",
      "--json",
      "--quiet",
      "--tag",
      SITE_TAG,
      "--tag",
      `${FILE_TAG}${name}`,
      "--time",
      utcIsoToIstanbulDateTime(time.toISOString()),
      name,
      manifest,
    ],
    cwd: dirname(path),
    timeoutMs: s.timeoutMs,
    operation: `kopyalama, ${minutes(s.timeoutMs)}`,
  });
  const summary = jsonLines(stdout).find((line): line is { snapshot_id: string } => {
    const entry = line as { message_type?: string; snapshot_id?: unknown };
    return entry.message_type === "summary" && typeof entry.snapshot_id === "string";
  });
  if (!summary) throw new OffsiteError("failed", offsiteMessage("failed", s, "restic kopyanın kimliğini vermedi"), stdout.slice(-2000));
  // The full id (restic 0.14 prints a short one), and proof the snapshot is dated with the backup's time:
  // restic without Istanbul's zone data would read --time as UTC, three hours off.
  const [made] = await snapshots(s, [summary.snapshot_id]);
  if (!made) throw new OffsiteError("failed", offsiteMessage("failed", s, "kopya depoda bulunamadı"), summary.snapshot_id);
  if (new Date(made.time).getTime() !== time.getTime()) {
    throw new OffsiteError(
      "failed",
      offsiteMessage("failed", s, "kopyanın zamanı yanlış yazıldı: sunucuda saat dilimi verisi (tzdata) eksik olabilir"),
      `snapshot ${made.id} time ${made.time}, backup ${time.toISOString()}`,
    );
  }
  return { snapshot: made.id };
}

/** A snapshot of the site in the repository. */
export interface OffsiteSnapshot {
  /** restic's full snapshot id (64 hex digits). */
  id: string;
  /** When its backup was taken. */
  time: Date;
  /** Its files by name, as a restore puts them in the target folder: the backup and its manifest. */
  files: string[];
}

/** The site's snapshots in the repository, oldest first. */
export async function listOffsite(settings = offsiteConfig()): Promise<OffsiteSnapshot[]> {
  const s = required(settings);
  const found = await snapshots(s, ["--tag", SITE_TAG]);
  return found
    .map((snapshot) => ({ id: snapshot.id, time: new Date(snapshot.time), files: (snapshot.paths ?? []).map((p) => basename(p)).sort() }))
    .sort((a, b) => a.time.getTime() - b.time.getTime());
}

/**
 * Checks the repository (`restic check`): its structure, and a tenth of its data read back
 * and verified, a different tenth each time (run weekly, nearly all of it is read within a
 * year: 0.9^52 < 0.5 %). An OffsiteError "damaged" when restic finds an error.
 */
export async function checkOffsite(settings = offsiteConfig(), readDataSubset = "10%"): Promise<void> {
  const s = required(settings);
  await lockingRun(s, {
    args: ["check", `--read-data-subset=${readDataSubset}`],
    timeoutMs: s.timeoutMs,
    operation: `denetim, ${minutes(s.timeoutMs)}`,
  });
}

/** The grandfather-father-son rule: how many days, ISO weeks and months keep their newest backup. */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

/**
 * Forgets the snapshots the rule does not keep, and removes their data (`--prune`). restic
 * keeps the newest snapshot of each of the last `daily` days that have one, of the last
 * `weekly` ISO weeks and `monthly` months (Istanbul time), a snapshot counting for every
 * rule it meets. Only the site's snapshots (tag ymm-backup) are considered.
 */
export async function pruneOffsite(policy: RetentionPolicy, settings = offsiteConfig()): Promise<void> {
  const s = required(settings);
  const counts = [policy.daily, policy.weekly, policy.monthly];
  if (counts.some((n) => !Number.isInteger(n) || n < 0) || counts.every((n) => n === 0)) {
    throw inputError(
      "Site dışı kopyalar temizlenmedi: saklama kuralı geçersiz (gün, hafta ve ay sayıları sıfır ya da daha büyük tam sayılar olmalı, en az biri sıfırdan büyük).",
    );
  }
  const keep = (flag: string, n: number) => (n > 0 ? [flag, String(n)] : []);
  await lockingRun(s, {
    args: [
      "forget",
      "--tag",
      SITE_TAG,
      "--group-by",
      "",
      ...keep("--keep-daily", policy.daily),
      ...keep("--keep-weekly", policy.weekly),
      ...keep("--keep-monthly", policy.monthly),
      "--prune",
    ],
    timeoutMs: s.timeoutMs,
    operation: `temizleme, ${minutes(s.timeoutMs)}`,
  });
}

/** Every file under a folder, as paths. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((entry) => join(folder, entry))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/**
 * Restores a snapshot into `targetDir` (made when missing; it must be empty, so nothing is
 * overwritten), each file read back and verified against the repository (`--verify`);
 * the restored files' paths (the backup and its manifest at the folder's top).
 */
export async function restoreOffsite(snapshot: string, targetDir: string, settings = offsiteConfig()): Promise<string[]> {
  const s = required(settings);
  if (!SNAPSHOT_ID.test(snapshot)) throw inputError(`Site dışı kopya geri yüklenmedi: “${snapshot}” bir kopya kimliği değil.`);
  const target = resolve(targetDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw inputError(`Site dışı kopya geri yüklenmedi: ${target} klasörü boş değil (içindekilerin üzerine yazılmaz).`);
  }
  try {
    await lockingRun(s, {
      args: ["restore", snapshot, "--target", target, "--verify"],
      timeoutMs: s.timeoutMs,
      operation: `geri yükleme, ${minutes(s.timeoutMs)}`,
    });
  } catch (error) {
    if (error instanceof OffsiteError && error.problem === "not-found") {
      throw new OffsiteError("not-found", offsiteMessage("not-found", s, snapshot), error.detail);
    }
    throw error;
  }
  return filesUnder(target);
}
