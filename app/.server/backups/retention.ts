/**
 * Which backups are kept (ADR 052): grandfather-father-son, counted in
 * Istanbul's calendar. Of the backups, newest first, the newest of each of
 * the `daily` most recent days that have one, of each of the `weekly` most
 * recent ISO weeks, and of each of the `monthly` most recent months; a
 * backup kept by any rule stays. "Most recent periods that have a backup", not
 * "the last N days": days without a backup (the server was off, backups
 * failed) never empty the set, and restic's --keep-daily/weekly/monthly count
 * the same way, so the off-site copy is pruned alike. A backup dated after
 * `now` is kept (a clock set back must not delete newer backups).
 *
 * `keptByRetention` is pure; `pruneBackups` deletes the rest from BACKUP_DIR:
 * verified backups only (a file without a manifest is the operator's), and
 * of the failed ones in failed/ the newest few, and copies left unfinished.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { listBackups } from "#app/.server/backups/list.ts";
import { FAILED_FOLDER, manifestPathOf } from "#app/.server/backups/manifest.ts";
import { PARTIAL_SUFFIX } from "#app/.server/backups/take.ts";
import { config } from "#app/.server/config.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { FAILED_BACKUPS_KEPT } from "#app/lib/retention.ts";

export interface RetentionPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4, monthly: 12 };

/** Failed backups kept in failed/ for a look (the newest; lib/retention.ts: the notices state it). */
export const FAILED_KEPT = FAILED_BACKUPS_KEPT;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-12-31" → "2026-W53": the ISO week (Monday to Sunday) and its year. */
export function isoWeek(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, date);
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(time + (3 - weekday) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const week = Math.ceil(((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / DAY_MS + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, "0")}`;
}

const PERIODS: { rule: keyof RetentionPolicy; key: (day: string) => string }[] = [
  { rule: "daily", key: (day) => day },
  { rule: "weekly", key: isoWeek },
  { rule: "monthly", key: (day) => day.slice(0, 7) },
];

/** The backups (ISO times) kept under `policy` at `now`: a subset of `times`. */
export function keptByRetention(times: readonly string[], now: Date, policy: RetentionPolicy): Set<string> {
  const newestFirst = [...new Set(times)].sort((a, b) => Date.parse(b) - Date.parse(a));
  const kept = new Set(newestFirst.filter((time) => Date.parse(time) > now.getTime()));
  const past = newestFirst.filter((time) => !kept.has(time));
  for (const { rule, key } of PERIODS) {
    let left = policy[rule];
    let last: string | undefined;
    for (const time of past) {
      if (left <= 0) break;
      const period = key(istanbulDay(new Date(time)));
      if (period === last) continue;
      kept.add(time);
      last = period;
      left -= 1;
    }
  }
  return kept;
}

const remove = (path: string, removed: string[]) => {
  try {
    rmSync(path);
    removed.push(path);
  } catch {
    // gone already
  }
};

/**
 * Deletes from `folder` (BACKUP_DIR) the verified backups the policy does not
 * keep (file, then manifest), the failed ones beyond the newest FAILED_KEPT,
 * and unfinished copies older than a day. Returns the paths deleted.
 */
export function pruneBackups(now: Date, policy: RetentionPolicy = config().backups.keep, folder: string = config().backupDir): string[] {
  const removed: string[] = [];
  const entries = listBackups(folder);
  const verified = entries.filter((entry) => entry.status === "verified");
  const kept = keptByRetention(
    verified.map((entry) => entry.takenAt),
    now,
    policy,
  );
  for (const entry of verified) {
    if (kept.has(entry.takenAt)) continue;
    // The file first: a manifest without its file is ignored; a file without its manifest would look unverified.
    remove(entry.path, removed);
    remove(manifestPathOf(entry.path), removed);
  }
  const failed = entries.filter((entry) => entry.path.startsWith(join(folder, FAILED_FOLDER)));
  for (const entry of failed.slice(FAILED_KEPT)) {
    remove(entry.path, removed);
    remove(manifestPathOf(entry.path), removed);
  }
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!name.endsWith(PARTIAL_SUFFIX) && !(name.startsWith(".site-") && name.endsWith(".tmp"))) continue;
    const path = join(folder, name);
    try {
      // By the machine's clock, not `now`: a copy under way is never a day old.
      if (Date.now() - statSync(path).mtimeMs > DAY_MS) remove(path, removed);
    } catch {
      // gone already
    }
  }
  return removed;
}
