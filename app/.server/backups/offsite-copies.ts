/**
 * The backups' way off the machine (issue 40 point 3, ADR 052): after every backup — the
 * daily one (schedule.ts), "Şimdi yedekle", `npm run db:backup` — the backups that are not
 * yet in the restic repository are copied there (offsite.ts), the outcome is written into
 * each one's manifest (`offsite`: copied with the snapshot's id, or failed with the Turkish
 * reason; restic's own words go to the log only), and the repository is pruned by the same
 * retention as BACKUP_DIR.
 *
 * - A copy that failed is tried again on the next round, as is a backup taken before off-site
 *   copies were set up: every verified backup still in BACKUP_DIR without a successful copy
 *   is pending (retention keeps their number small: 23 by default). The newest goes first.
 *   The timer also starts a round an hour after a failed copy (`retryFailedCopiesIfDue`), so
 *   a server or network that was away for a while does not wait for the next day's backup.
 * - A failure of the repository (unreachable, wrong password, no space…) ends the round at
 *   the first failed copy, recorded on that backup; the others stay pending as they were.
 *   The repository is pruned only after a round in which every copy succeeded.
 * - Nothing here un-verifies or removes a local backup, and nothing throws: the outcome is
 *   the manifests and the round's summary.
 * - One restic job at a time in this process (`offsiteTurn`): a copy and the weekly check
 *   (offsite-check.ts) never meet on restic's lock.
 */
import { listBackups } from "#app/.server/backups/list.ts";
import { type BackupManifest, type BackupTrigger, backupPathOf, readManifest, recordOffsite } from "#app/.server/backups/manifest.ts";
import { copyOffsite, OffsiteError, pruneOffsite } from "#app/.server/backups/offsite.ts";
import { takeBackup } from "#app/.server/backups/take.ts";
import { config } from "#app/.server/config.ts";
import { log } from "#app/.server/log.ts";

let queue: Promise<unknown> = Promise.resolve();

/** Runs `job` after every earlier off-site job of this process has ended. */
export function offsiteTurn<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job);
  queue = run.catch(() => {});
  return run;
}

/** What a round did: the backups copied (with their snapshots), the one that failed, and whether the repository was pruned. */
export interface OffsiteRound {
  copied: { file: string; snapshot: string }[];
  failed: { file: string; problem: string } | undefined;
  /** true: pruned; false: not tried (a copy failed); a string: why pruning failed (Turkish). */
  pruned: boolean | string;
}

/** The Turkish text for the office, whatever was thrown. */
const problemOf = (error: unknown) =>
  error instanceof OffsiteError ? error.message : "Site dışı yedek işlemi beklenmedik bir hatayla durdu. Ayrıntı sunucu günlüğünde.";

/** restic's own words (secrets already cut) or the error itself, for the log. */
const detailOf = (error: unknown) => (error instanceof OffsiteError ? { problem: error.problem, detail: error.detail } : { err: error });

/** The verified backups in BACKUP_DIR with no successful off-site copy, newest first. */
export function pendingOffsite(): string[] {
  return listBackups()
    .filter((entry) => entry.status === "verified" && entry.manifest?.offsite?.status !== "copied")
    .map((entry) => entry.name);
}

/**
 * Copies every pending backup, records each outcome (`at`: when the copy ended), then prunes
 * the repository with BACKUP_KEEP_*; undefined when off-site copies are not set up. Never
 * throws.
 */
export function copyPendingOffsite(): Promise<OffsiteRound | undefined> {
  const settings = config().offsite;
  if (!settings) return Promise.resolve(undefined);
  return offsiteTurn(async () => {
    const round: OffsiteRound = { copied: [], failed: undefined, pruned: false };
    for (const file of pendingOffsite()) {
      try {
        const { snapshot } = await copyOffsite(backupPathOf(file), settings);
        recordOffsite(file, { status: "copied", snapshot, at: new Date().toISOString() });
        round.copied.push({ file, snapshot });
      } catch (error) {
        const problem = problemOf(error);
        log.error({ file, repository: settings.label, ...detailOf(error) }, "off-site copy failed");
        try {
          recordOffsite(file, { status: "failed", problem, at: new Date().toISOString() });
        } catch (recordError) {
          log.error({ file, err: recordError }, "off-site copy's outcome not recorded");
        }
        round.failed = { file, problem };
        // A backup of its own that cannot be copied (its manifest gone) does not stop the others.
        if (error instanceof OffsiteError && error.problem === "input") continue;
        break;
      }
    }
    if (round.failed) return round;
    try {
      await pruneOffsite(config().backups.keep, settings);
      round.pruned = true;
    } catch (error) {
      round.pruned = problemOf(error);
      log.error({ repository: settings.label, ...detailOf(error) }, "off-site prune failed");
    }
    return round;
  });
}

/** A failed copy is tried again this long after it failed (by the timer; any backup's round tries it at once). */
export const COPY_RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * Starts a copy round when a backup's last copy failed at least an hour before `now` (the
 * timer asks every minute); undefined when none is due or off-site copies are not set up.
 */
export function retryFailedCopiesIfDue(now: Date = new Date()): Promise<OffsiteRound | undefined> {
  if (!config().offsite) return Promise.resolve(undefined);
  const due = listBackups().some((entry) => {
    const offsite = entry.manifest?.offsite;
    return entry.status === "verified" && offsite?.status === "failed" && now.getTime() - Date.parse(offsite.at) >= COPY_RETRY_AFTER_MS;
  });
  return due ? copyPendingOffsite() : Promise.resolve(undefined);
}

export interface BackUpAndCopyOptions {
  trigger: BackupTrigger;
  /** The backup's time: now, or a test's clock. */
  now?: Date;
}

/**
 * Takes a backup (takeBackup: throws a BackupError with a Turkish message when it could not
 * be taken or verified), then, when off-site copies are set up, copies it and any earlier
 * pending one and prunes the repository. Resolves with the backup's manifest as recorded,
 * its `offsite` saying how the copy went; a failed copy leaves the backup verified.
 */
export async function backUpAndCopy(options: BackUpAndCopyOptions): Promise<BackupManifest> {
  const manifest = await takeBackup(options);
  await copyPendingOffsite();
  return readManifest(backupPathOf(manifest.file)) ?? manifest;
}
