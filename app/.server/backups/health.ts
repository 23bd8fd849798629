/**
 * Whether the backups are sound (issue 40, ADR 052), for Genel bakış's red line
 * and Sistem durumu's "Yedekler" row: the last verified backup (when, how big),
 * whether it is missing or older than 26 hours, the latest off-site copy's
 * outcome, and the problems in the office's words. `healthOf` is pure (the
 * backups, the off-site setting and the clock come in); `backupHealth` reads
 * the folder and the configuration.
 */
import { type BackupEntry, listBackups } from "#app/.server/backups/list.ts";
import type { OffsiteResult } from "#app/.server/backups/manifest.ts";
import { lastOffsiteCheck, type OffsiteCheck } from "#app/.server/backups/offsite-check.ts";
import { config } from "#app/.server/config.ts";
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { formatFileSize } from "#app/lib/file-size.ts";

/** A daily backup plus two hours' slack (a slow copy, a retry an hour later): older than this, the schedule has missed a day. */
export const STALE_AFTER_MS = 26 * 60 * 60 * 1000;

export interface BackupHealth {
  /** The newest verified backup, or undefined when there is none. */
  lastVerified: { name: string; takenAt: string; sizeBytes: number } | undefined;
  /** No verified backup, or the last one is older than 26 hours. */
  stale: boolean;
  /** Whether off-site copies are set up (RESTIC_REPOSITORY in the environment file). */
  offsiteConfigured: boolean;
  /** The newest backup's off-site outcome (the newest manifest that has one), with its backup's name. */
  latestOffsite: (OffsiteResult & { name: string }) | undefined;
  /** The weekly `restic check`'s last outcome (offsite-check.ts), when off-site copies are set up and one has run. */
  lastCheck: OffsiteCheck | undefined;
  /** What is wrong, one Turkish sentence each; empty when all is well. */
  problems: string[];
  /** Red on Genel bakış and "Hata" on Sistem durumu: any problem. */
  red: boolean;
}

export interface HealthInput {
  /** listBackups(): newest first. */
  backups: readonly BackupEntry[];
  offsiteConfigured: boolean;
  /** lastOffsiteCheck(): ignored when off-site copies are not set up (an old result of a repository since removed). */
  lastCheck?: OffsiteCheck | undefined;
  now: Date;
}

const hours = (ms: number) => Math.floor(ms / (60 * 60 * 1000)).toLocaleString("tr-TR");

function verifiedProblems(last: BackupHealth["lastVerified"], now: Date): string[] {
  if (!last) {
    return ["Doğrulanmış bir yedek yok: site henüz yedek almadı ya da aldığı yedekler doğrulanamadı."];
  }
  const age = now.getTime() - Date.parse(last.takenAt);
  if (age <= STALE_AFTER_MS) return [];
  return [
    `Son doğrulanmış yedek ${hours(age)} saat önce alındı (${formatTurkishDateTime(last.takenAt)}): günlük yedek bir günden uzun süredir alınmıyor.`,
  ];
}

function offsiteProblems(latest: BackupHealth["latestOffsite"]): string[] {
  if (latest?.status !== "failed") return [];
  const why = latest.problem ? ` ${latest.problem}` : "";
  return [`Son uzak kopya başarısız oldu (${latest.name}, ${formatTurkishDateTime(latest.at)}).${why}`];
}

function checkProblems(check: OffsiteCheck | undefined): string[] {
  if (!check || check.ok) return [];
  const why = check.problem ? ` ${check.problem}` : "";
  return [`Uzak depodaki yedeklerin haftalık denetimi sorun buldu (${formatTurkishDateTime(check.at)}).${why}`];
}

/** The backups' health from what `listBackups` found, whether off-site copies are set up, and the time. */
export function healthOf({ backups, offsiteConfigured, lastCheck, now }: HealthInput): BackupHealth {
  const verified = backups.find((entry) => entry.status === "verified");
  const lastVerified = verified && { name: verified.name, takenAt: verified.takenAt, sizeBytes: verified.sizeBytes };
  const withOffsite = backups.find((entry) => entry.manifest?.offsite);
  const latestOffsite = withOffsite?.manifest?.offsite && { ...withOffsite.manifest.offsite, name: withOffsite.name };
  const stale = !lastVerified || now.getTime() - Date.parse(lastVerified.takenAt) > STALE_AFTER_MS;
  const check = offsiteConfigured ? lastCheck : undefined;
  const problems = [...verifiedProblems(lastVerified, now), ...offsiteProblems(latestOffsite), ...checkProblems(check)];
  return { lastVerified, stale, offsiteConfigured, latestOffsite, lastCheck: check, problems, red: problems.length > 0 };
}

/** The backups' health now: BACKUP_DIR read once, the off-site setting from the environment, the weekly check's last outcome from the database. */
export async function backupHealth(now = new Date()): Promise<BackupHealth> {
  const offsiteConfigured = config().offsite !== undefined;
  const lastCheck = offsiteConfigured ? await lastOffsiteCheck() : undefined;
  return healthOf({ backups: listBackups(), offsiteConfigured, lastCheck, now });
}

/** "29.11.2026 03:30, 1,2 MB" or "yok": the last verified backup in a phrase. */
export function lastVerifiedText(health: BackupHealth): string {
  const last = health.lastVerified;
  return last ? `${formatTurkishDateTime(last.takenAt)}, ${formatFileSize(last.sizeBytes, { gigabytes: true })}` : "yok";
}
