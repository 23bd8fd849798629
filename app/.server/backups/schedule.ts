/**
 * The daily backup (ADR 052): every instance asks every minute
 * (platform/backup-timer.ts); the day's backup is due once Istanbul's clock
 * has passed BACKUP_TIME and nobody has taken that day's yet. Of several
 * instances one takes it: the lease is a row in `settings`
 * (`backup_schedule`), advanced with a compare-and-set as maintenance's is,
 * holding the day claimed, when, and whether it is done.
 *
 * - The first instance to meet no lease (a new installation, or one from
 *   before ADR 052) writes the last quiet hour that has passed as done: the
 *   first scheduled backup is the next quiet hour, not the first start.
 * - A server that was down at the quiet hour takes the day's backup when it
 *   comes back (the day's slot has passed and is not taken).
 * - A claim that did not end in a backup (the backup failed, the process
 *   died) is claimed again an hour later, by any instance, until one succeeds.
 * - After a scheduled backup, retention prunes BACKUP_DIR (retention.ts), then
 *   the backups not yet off the machine are copied there and the repository is
 *   pruned the same way (offsite-copies.ts), when off-site copies are set up;
 *   the day counts as done before the copy, which may fail without undoing it.
 */

import { type BackupManifest, backupPathOf, readManifest } from "#app/.server/backups/manifest.ts";
import { copyPendingOffsite, type OffsiteRound } from "#app/.server/backups/offsite-copies.ts";
import { pruneBackups } from "#app/.server/backups/retention.ts";
import { BackupError, takeBackup } from "#app/.server/backups/take.ts";
import { config } from "#app/.server/config.ts";
import { transaction } from "#app/.server/db/index.ts";
import { getSetting, insertSettingIfAbsent, replaceSetting } from "#app/.server/repositories/settings.ts";
import { istanbulDay, utcIsoToIstanbulLocal } from "#app/lib/istanbul-time.ts";

export const LEASE_KEY = "backup_schedule";
/** A claim not marked done is taken again after this long. */
export const RETRY_AFTER_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TimeOfDay {
  hour: number;
  minute: number;
}

export interface BackupLease {
  /** The Istanbul day whose backup was claimed: "2026-11-29". */
  day: string;
  /** When (ISO). */
  claimedAt: string;
  /** Whether that day's backup exists. */
  done: boolean;
}

/** The Istanbul day of the last quiet hour at or before `now`. */
export function lastSlotDay(now: Date, time: TimeOfDay): string {
  const local = utcIsoToIstanbulLocal(now.toISOString()); // "2026-11-29T03:30"
  const minutes = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  return minutes >= time.hour * 60 + time.minute ? istanbulDay(now) : istanbulDay(new Date(now.getTime() - DAY_MS));
}

/** Whether a backup is due at `now` under `lease` (pure). */
export function backupDue(now: Date, time: TimeOfDay, lease: BackupLease): boolean {
  const day = lastSlotDay(now, time);
  if (lease.day < day) return true;
  return lease.day === day && !lease.done && now.getTime() - Date.parse(lease.claimedAt) >= RETRY_AFTER_MS;
}

export function parseLease(text: string | undefined): BackupLease | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<BackupLease>;
    if (typeof value.day === "string" && typeof value.claimedAt === "string" && typeof value.done === "boolean") {
      return { day: value.day, claimedAt: value.claimedAt, done: value.done };
    }
  } catch {
    // unreadable: written anew below
  }
  return undefined;
}

export type ScheduledOutcome =
  | { kind: "off" }
  /** Not due, or another instance claimed it. */
  | { kind: "waiting" }
  /** `manifest` as recorded after the off-site copy; `offsite` undefined when off-site copies are not set up. */
  | { kind: "taken"; manifest: BackupManifest; pruned: string[]; offsite: OffsiteRound | undefined }
  | { kind: "failed"; error: BackupError };

/** Claims the day's backup if it is due and nobody has: the claim's text, or undefined. */
async function claim(now: Date, time: TimeOfDay): Promise<string | undefined> {
  return transaction(async (trx) => {
    const text = await getSetting(trx, LEASE_KEY);
    const lease = parseLease(text);
    if (!lease) {
      const first = JSON.stringify({ day: lastSlotDay(now, time), claimedAt: now.toISOString(), done: true } satisfies BackupLease);
      if (text === undefined) await insertSettingIfAbsent(trx, LEASE_KEY, first);
      else await replaceSetting(trx, LEASE_KEY, text, first);
      return undefined;
    }
    if (!backupDue(now, time, lease)) return undefined;
    const mine = JSON.stringify({ day: lastSlotDay(now, time), claimedAt: now.toISOString(), done: false } satisfies BackupLease);
    return (await replaceSetting(trx, LEASE_KEY, text ?? "", mine)) ? mine : undefined;
  });
}

/**
 * One instance's round: takes the day's backup if it is due and this
 * instance wins the claim, then prunes, then copies off the machine. Never
 * throws a BackupError or an off-site failure (they are the outcome); a
 * database error does.
 */
export async function runScheduledBackupIfDue(now: Date = new Date()): Promise<ScheduledOutcome> {
  const { time, keep } = config().backups;
  if (!time) return { kind: "off" };
  const claimed = await claim(now, time);
  if (!claimed) return { kind: "waiting" };
  let manifest: BackupManifest;
  try {
    manifest = await takeBackup({ trigger: "schedule", now });
  } catch (error) {
    if (error instanceof BackupError) return { kind: "failed", error };
    throw error;
  }
  const done = JSON.stringify({ ...(parseLease(claimed) as BackupLease), done: true } satisfies BackupLease);
  await transaction((trx) => replaceSetting(trx, LEASE_KEY, claimed, done));
  const pruned = pruneBackups(now, keep);
  const offsite = await copyPendingOffsite();
  return { kind: "taken", manifest: readManifest(backupPathOf(manifest.file)) ?? manifest, pruned, offsite };
}
