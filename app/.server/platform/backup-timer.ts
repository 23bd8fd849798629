/**
 * The daily backup's timer (ADR 052): every instance asks every minute
 * whether the day's backup is due (backups/schedule.ts decides, and of
 * several instances one takes it through the lease in the database). The
 * timer beats for Sistem durumu on every round, also while a backup runs; a
 * backup's PostgreSQL tools have a time limit of their own. After a backup
 * the copy off the machine runs in the same round (schedule.ts); with off-site
 * copies set up, each round also tries a failed copy again an hour after it
 * failed (backups/offsite-copies.ts) and asks whether the weekly `restic check`
 * is due (backups/offsite-check.ts: one instance a week). BACKUP_TIME=off starts
 * nothing (neither backups nor checks).
 */
import { runOffsiteCheckIfDue } from "#app/.server/backups/offsite-check.ts";
import { retryFailedCopiesIfDue } from "#app/.server/backups/offsite-copies.ts";
import { runScheduledBackupIfDue } from "#app/.server/backups/schedule.ts";
import { config } from "#app/.server/config.ts";
import { beat, forgetWorker } from "#app/.server/platform/runtime.ts";

/** How often each instance asks whether the day's backup is due. */
export const BACKUP_CHECK_MS = 60_000;

export interface BackupTimer {
  stop(): void;
}

export function scheduleBackups(log: { info(o: object, m: string): void; error(o: object, m: string): void }): BackupTimer {
  if (!config().backups.time) return { stop: () => {} };
  let running = false;
  const tick = async () => {
    beat("backup", BACKUP_CHECK_MS);
    if (running) return;
    running = true;
    try {
      const outcome = await runScheduledBackupIfDue();
      if (outcome.kind === "taken") {
        const { file, sizeBytes, takenAt, finishedAt, verification } = outcome.manifest;
        const seconds = (Date.parse(finishedAt) - Date.parse(takenAt)) / 1000;
        const offsite = outcome.manifest.offsite?.status;
        log.info({ file, sizeBytes, seconds, verification, pruned: outcome.pruned.length, offsite }, "backup taken");
      } else if (outcome.kind === "failed") {
        log.error({ err: outcome.error }, "scheduled backup failed");
      }
      const retried = await retryFailedCopiesIfDue();
      if (retried) log.info({ copied: retried.copied.length, failed: retried.failed?.file }, "failed off-site copies tried again");
      const check = await runOffsiteCheckIfDue();
      if (check.kind === "checked") log.info({ ok: check.check.ok, problem: check.check.problem }, "off-site repository checked");
    } catch (error) {
      log.error({ err: error }, "backup schedule failed");
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), BACKUP_CHECK_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      forgetWorker("backup");
    },
  };
}
