/**
 * Periodic clean-up, so a server that runs for months keeps the promises of
 * the notices (the KVKK notice's processing section, the forms' short notices
 * and the çerez politikası are generated from lib/privacy-inventory.ts, which
 * reads the same figures: lib/retention.ts; ADR 056): expired
 * sessions and ended rate-limit windows, unconfirmed sign-ups after 30 days,
 * contact messages after two years, the consent record of an unsubscribed or
 * bounced address three years after the withdrawal or the bounce, and sent
 * e-mails (which copy personal data) after 90 days, as those that failed for
 * good; the statistics' daily rows after two years
 * (summed per month) and each day's salt and digests once the day is over
 * (ADR 029); KVKK applications after the period the office set (ADR 055), and the
 * KVKK deadline's reminders at day 20 and 27. With several instances, one run per interval
 * happens: the instance that advances the lease in the database does it.
 */

import { SESSION_IDLE_MS, SESSION_MAX_MS } from "#app/.server/accounts/sessions.ts";
import { DAY_GRACE_MS } from "#app/.server/analytics/collector.ts";
import { purgeUnusedAttachments, UNUSED_ATTACHMENT_DAYS } from "#app/.server/attachments/purge.ts";
import { transaction } from "#app/.server/db/index.ts";
import { sendKvkkReminders } from "#app/.server/kvkk/reminders.ts";
import { deleteExpiredKvkkApplications } from "#app/.server/kvkk/retention.ts";
import { beat, forgetWorker } from "#app/.server/platform/runtime.ts";
import { deleteStaleTokens } from "#app/.server/repositories/admin-tokens.ts";
import { deleteDaysBefore, foldDaysBefore } from "#app/.server/repositories/analytics.ts";
import { deleteMessagesBefore } from "#app/.server/repositories/messages.ts";
import { deleteEndedDeliveriesBefore, deleteFailedOwnBefore, deleteSentBefore } from "#app/.server/repositories/outbox.ts";
import { deleteEndedCounters } from "#app/.server/repositories/rate-limits.ts";
import { purgeDeletedBefore } from "#app/.server/repositories/revisions.ts";
import { deleteExpiredSessions } from "#app/.server/repositories/sessions.ts";
import { getSetting, insertSettingIfAbsent, replaceSetting } from "#app/.server/repositories/settings.ts";
import { deleteBouncedBefore, deleteUnconfirmed, deleteUnsubscribedBefore } from "#app/.server/repositories/subscribers.ts";
import { DAILY_RETENTION_DAYS } from "#app/lib/analytics.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { DAY_MS, RETENTION_DAYS, USED_TOKEN_GRACE_MS } from "#app/lib/retention.ts";
import { BIN_DAYS } from "#app/lib/revisions.ts";

const DAY = DAY_MS;

// The retention periods live in lib/ (Kişisel veri ara and the notices read them too); re-exported for old callers.
export { RETENTION_DAYS };

const LEASE_KEY = "maintenance_ran_at";

export interface MaintenanceReport {
  sessions: number;
  rateLimits: number;
  unconfirmed: number;
  messages: number;
  withdrawnConsents: number;
  /** Bounced addresses whose bounce is as old as a withdrawal whose record is deleted. */
  bouncedAddresses: number;
  sentEmails: number;
  /** The firm's own e-mails that failed for good, as old as sent e-mails that are deleted. */
  failedEmails: number;
  /** Newsletter deliveries skipped, cancelled or failed, as old as sent e-mails that are deleted. */
  endedDeliveries: number;
  /** Entries that were in the bin for 30 days, with their history. */
  binEntries: number;
  /** Invitation, reset and sign-in tokens a day after they expired or were used. */
  adminTokens: number;
  /** Attachments no circular and no sirküler history names, 30 days after their upload. */
  unusedAttachments: number;
  /** The statistics' daily rows older than two years, now in monthly totals. */
  statisticsFolded: number;
  /** Days whose statistics salt and digests were deleted. */
  statisticsSalts: number;
  /** KVKK applications answered, refused or closed longer ago than the office's period, with their notes and files. */
  kvkkApplications: number;
  /** The KVKK deadline's reminders queued (day 20 and 27, to the Sahip and Yöneticiler), in a transaction of their own. */
  kvkkReminders: number;
}

/** Deletes what has outlived its retention period, in one transaction. */
export async function runMaintenance(now = new Date()): Promise<MaintenanceReport> {
  const at = now.getTime();
  const ago = (ms: number) => new Date(at - ms).toISOString();
  const nowText = now.toISOString();
  const deleted = await transaction(async (trx) => ({
    sessions: await deleteExpiredSessions(trx, ago(SESSION_IDLE_MS), ago(SESSION_MAX_MS)),
    rateLimits: await deleteEndedCounters(trx, nowText),
    unconfirmed: await deleteUnconfirmed(trx, ago(RETENTION_DAYS.unconfirmedSignUps * DAY), nowText),
    messages: await deleteMessagesBefore(trx, ago(RETENTION_DAYS.contactMessages * DAY)),
    withdrawnConsents: await deleteUnsubscribedBefore(trx, ago(RETENTION_DAYS.consentAfterWithdrawal * DAY)),
    bouncedAddresses: await deleteBouncedBefore(trx, ago(RETENTION_DAYS.consentAfterWithdrawal * DAY)),
    sentEmails: await deleteSentBefore(trx, ago(RETENTION_DAYS.sentEmails * DAY)),
    failedEmails: await deleteFailedOwnBefore(trx, ago(RETENTION_DAYS.sentEmails * DAY)),
    endedDeliveries: await deleteEndedDeliveriesBefore(trx, ago(RETENTION_DAYS.sentEmails * DAY)),
    binEntries: await purgeDeletedBefore(trx, ago(BIN_DAYS * DAY)),
    adminTokens: await deleteStaleTokens(trx, ago(USED_TOKEN_GRACE_MS)),
    unusedAttachments: await purgeUnusedAttachments(trx, ago(UNUSED_ATTACHMENT_DAYS * DAY)),
    statisticsFolded: await foldDaysBefore(trx, istanbulDay(new Date(at - DAILY_RETENTION_DAYS * DAY))),
    statisticsSalts: await deleteDaysBefore(trx, istanbulDay(new Date(at - DAY_GRACE_MS))),
    kvkkApplications: await deleteExpiredKvkkApplications(trx, now),
  }));
  return { ...deleted, kvkkReminders: await sendKvkkReminders(now) };
}

/**
 * Runs maintenance if no instance has done so within `intervalMs`: the lease
 * row is advanced with a compare-and-set, so of several instances one wins.
 * Returns the report, or undefined when another run was recent.
 */
export async function runMaintenanceIfDue(intervalMs: number, now = new Date()): Promise<MaintenanceReport | undefined> {
  const won = await transaction(async (trx) => {
    const last = await getSetting(trx, LEASE_KEY);
    if (last === undefined) return insertSettingIfAbsent(trx, LEASE_KEY, now.toISOString());
    if (now.getTime() - Date.parse(last) < intervalMs * 0.9) return false;
    return replaceSetting(trx, LEASE_KEY, last, now.toISOString());
  });
  return won ? runMaintenance(now) : undefined;
}

export interface MaintenanceTimer {
  stop(): void;
}

/** Runs maintenance now and then every `intervalMs`; failures are logged, never thrown. */
export function scheduleMaintenance(
  intervalMs: number,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): MaintenanceTimer {
  const tick = () => {
    // Every instance's timer goes round, whether or not it wins the lease (Sistem durumu).
    beat("maintenance", intervalMs);
    return runMaintenanceIfDue(intervalMs).then(
      (report) => report && log.info({ deleted: report }, "maintenance"),
      (error: unknown) => log.error({ err: error }, "maintenance failed"),
    );
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      forgetWorker("maintenance");
    },
  };
}
