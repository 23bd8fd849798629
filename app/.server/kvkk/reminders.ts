/**
 * The deadline's reminders (issue 42, ADR 055): the Sahip and every Yönetici get an e-mail
 * about an open application at day 20 (KVKK_WARNING_DAY) and at day 27
 * (KVKK_LAST_REMINDER_DAY), once each, through the outbox. Run by the hourly maintenance
 * (platform/maintenance.ts) with its clock; a conditional mark (reminded_warning_at,
 * reminded_last_at) makes each e-mail go once, whichever instance runs it. An application
 * first seen past day 27 (the site was down) gets the last reminder only.
 */
import { config } from "#app/.server/config.ts";
import { transaction } from "#app/.server/db/index.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { reminderMail } from "#app/.server/kvkk/admin-mails.ts";
import { notifyQueued, queueMail } from "#app/.server/mail/outbox.ts";
import { emailsWithRoles } from "#app/.server/repositories/admins.ts";
import { listReminderCandidates, markReminded } from "#app/.server/repositories/kvkk-admin.ts";
import { kvkkApplicationPath } from "#app/lib/admin-paths.ts";
import { addDays, istanbulDay } from "#app/lib/istanbul-time.ts";
import { KVKK_ANSWER_DAYS, KVKK_LAST_REMINDER_DAY, KVKK_WARNING_DAY } from "#app/lib/kvkk.ts";
import { kvkkDayCount } from "#app/lib/kvkk-admin.ts";

/** Queues the reminders due at `now`; returns how many e-mails were queued. */
export async function sendKvkkReminders(now = new Date()): Promise<number> {
  const firmName = (await currentFirm()).settings.name;
  const at = now.toISOString();
  const queued = await transaction(async (trx) => {
    // Day 20 is the day whose deadline is 10 days ahead: every candidate is due by then.
    const candidates = await listReminderCandidates(trx, addDays(istanbulDay(now), KVKK_ANSWER_DAYS - KVKK_WARNING_DAY));
    if (candidates.length === 0) return 0;
    const recipients = await emailsWithRoles(trx, ["owner", "manager"]);
    let count = 0;
    for (const application of candidates) {
      const day = kvkkDayCount(application.received_at, now);
      let kind: "warning" | "last" | undefined;
      if (day >= KVKK_LAST_REMINDER_DAY && application.reminded_last_at === null) {
        if (await markReminded(trx, application.id, "reminded_last_at", at)) kind = "last";
        // The warning is behind it: it is not sent late.
        if (application.reminded_warning_at === null) await markReminded(trx, application.id, "reminded_warning_at", at);
      } else if (day >= KVKK_WARNING_DAY && application.reminded_warning_at === null) {
        if (await markReminded(trx, application.id, "reminded_warning_at", at)) kind = "warning";
      }
      if (!kind) continue;
      const url = `${config().siteUrl}${kvkkApplicationPath(application.id)}`;
      for (const to of recipients) {
        await queueMail(trx, reminderMail(application, kind, day, to, url, firmName));
        count++;
      }
    }
    return count;
  });
  if (queued > 0) notifyQueued();
  return queued;
}
