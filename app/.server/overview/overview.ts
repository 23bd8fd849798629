/**
 * Genel bakış: what waits for the office, each figure one small query
 * (counted by the database, never by reading rows), read on every request
 * (the admin is never cached).
 */
import { getDb } from "#app/.server/db/index.ts";
import { setupStepsLeft } from "#app/.server/firm/setup.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import { countUnpublished } from "#app/.server/repositories/entry-pages.ts";
import { countUnreadMessages } from "#app/.server/repositories/messages.ts";
import { countDraftIssues } from "#app/.server/repositories/newsletter-issues.ts";
import { countByStatus } from "#app/.server/repositories/outbox.ts";
import { countConfirmedSince } from "#app/.server/repositories/subscribers.ts";
import { countUnconfirmedSets } from "#app/.server/repositories/tax-figures.ts";
import { countUnconfirmedRules } from "#app/.server/repositories/tax-rule-checks.ts";
import { upcomingDeadlines } from "#app/.server/tax/calendar/public.ts";
import { CONTENT_LISTS, LIST_NAMES, type ListName } from "#app/lib/content-lists.ts";
import { istanbulDay, istanbulLocalToUtcIso } from "#app/lib/istanbul-time.ts";
import type { DeadlineView } from "#app/lib/tax-calendar.ts";

/** How many tax deadlines the screen lists. */
export const OVERVIEW_DEADLINES = 5;

export interface AdminOverview {
  unreadMessages: number;
  /** The lists with the editorial workflow, in the registry's order. */
  unpublished: { list: ListName; draft: number; scheduled: number }[];
  newsletterDrafts: number;
  deadlines: DeadlineView[];
  /** What waits for the office's "Kontrol ettim": figure sets and calendar rules. */
  awaitingCheck: { sets: number; rules: number };
  mail: { deliveryOn: boolean; failed: number; waiting: number };
  /** Confirmed since the first day of this month (Istanbul). */
  newSubscribers: number;
  /** Kurulum's steps not done yet (what still shows the sample firm). */
  setupLeft: number;
}

/** The first moment of `now`'s month in Istanbul, as the UTC ISO time the database keeps. */
export function istanbulMonthStart(now: Date): string {
  return istanbulLocalToUtcIso(`${istanbulDay(now).slice(0, 7)}-01T00:00`) as string;
}

export async function adminOverview(now = new Date()): Promise<AdminOverview> {
  const db = await getDb();
  const workflowLists = LIST_NAMES.filter((name) => CONTENT_LISTS[name].workflow);
  // "Yayına hazır" (entries waiting for review) joins here once the review step exists (the roles issue).
  const [unreadMessages, unpublished, newsletterDrafts, outbox, newSubscribers, deadlines, sets, rules, setupLeft] = await Promise.all([
    countUnreadMessages(db),
    Promise.all(workflowLists.map(async (list) => ({ list, ...(await countUnpublished(db, list)) }))),
    countDraftIssues(db),
    countByStatus(db),
    countConfirmedSince(db, istanbulMonthStart(now)),
    upcomingDeadlines(OVERVIEW_DEADLINES, istanbulDay(now)),
    countUnconfirmedSets(db),
    countUnconfirmedRules(db),
    setupStepsLeft(db),
  ]);
  return {
    unreadMessages,
    unpublished,
    newsletterDrafts,
    deadlines,
    awaitingCheck: { sets, rules },
    mail: { deliveryOn: mailDeliveryOn(), failed: outbox.failed ?? 0, waiting: outbox.pending ?? 0 },
    newSubscribers,
    setupLeft,
  };
}
