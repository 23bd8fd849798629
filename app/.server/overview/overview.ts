/**
 * Genel bakış: what waits for the office, each figure one small query
 * (counted by the database, never by reading rows), read on every request
 * (the admin is never cached).
 */
import { backupHealth } from "#app/.server/backups/health.ts";
import { authorEntries, type ReviewItem, readyForReview } from "#app/.server/content/review.ts";
import { getDb } from "#app/.server/db/index.ts";
import { setupStepsLeft } from "#app/.server/firm/setup.ts";
import { kvkkDeadlineSummary } from "#app/.server/kvkk/admin-read.ts";
import { mailDeliveryOn } from "#app/.server/mail/outbox.ts";
import { BACKUPS_CHECK, systemStatus } from "#app/.server/overview/system-status.ts";
import { countUnpublished } from "#app/.server/repositories/entry-pages.ts";
import { countBrokenLinks } from "#app/.server/repositories/link-checks.ts";
import { countUnreadMessages } from "#app/.server/repositories/messages.ts";
import { countDraftIssues } from "#app/.server/repositories/newsletter-issues.ts";
import { countByStatus } from "#app/.server/repositories/outbox.ts";
import { countConfirmedSince } from "#app/.server/repositories/subscribers.ts";
import { countUnconfirmedSets } from "#app/.server/repositories/tax-figures.ts";
import { countUnconfirmedRules } from "#app/.server/repositories/tax-rule-checks.ts";
import { upcomingDeadlines } from "#app/.server/tax/calendar/public.ts";
import { type FigureGap, listFigureGaps } from "#app/.server/tax/figure-gaps.ts";
import { CONTENT_LISTS, LIST_NAMES, type ListName } from "#app/lib/content-lists.ts";
import { istanbulDay, istanbulLocalToUtcIso } from "#app/lib/istanbul-time.ts";
import { type Role, roleAtLeast } from "#app/lib/roles.ts";
import { checksAt, type StatusCheck } from "#app/lib/system-status.ts";
import type { DeadlineView } from "#app/lib/tax-calendar.ts";

/** How many tax deadlines the screen lists. */
export const OVERVIEW_DEADLINES = 5;

/**
 * What each role sees (issue 25): a figure is there only for a role that may
 * open its screen. A Yazar sees their own entries and the tax deadlines (the
 * public calendar); an Editör also messages, drafts, the e-bülten drafts and
 * the "Yayına hazır" list; a Yönetici everything.
 */
export interface RoleOverview {
  /** Editör and above: a Yazar's drafts waiting for review, oldest first. */
  ready?: ReviewItem[];
  /** Yazar: their own entries with their review state. */
  own?: ReviewItem[];
  /** Editör and above. */
  office?: Pick<AdminOverview, "unreadMessages" | "unpublished" | "newsletterDrafts" | "brokenLinks">;
  /** Yönetici and above. */
  manager?: Pick<AdminOverview, "awaitingCheck" | "mail" | "newSubscribers" | "setupLeft"> & {
    /** What the calculators and the vergi takvimi lack now or from their next period (tax/figure-gaps.ts). */
    figureGaps: FigureGap[];
    /** Sistem durumu's checks that are errors (the red line), but the backups'. */
    systemErrors: StatusCheck[];
    /** What is wrong with the backups (backups/health.ts), one sentence each: a red line of its own. */
    backupProblems: string[];
    /** Open KVKK applications past their deadline (red) and from day 20 on (amber), by `now` (kvkk/admin-read.ts). */
    kvkk: { overdue: number; warning: number };
  };
  deadlines: DeadlineView[];
}

export async function roleOverview(admin: { id: string; role: Role }, now = new Date()): Promise<RoleOverview> {
  if (admin.role === "author") {
    const [own, deadlines] = await Promise.all([authorEntries(admin.id), upcomingDeadlines(OVERVIEW_DEADLINES, istanbulDay(now))]);
    return { own, deadlines };
  }
  const manager = roleAtLeast(admin.role, "manager");
  // The figure gaps take a dozen reads, Sistem durumu a few: only for the role that sees them.
  const [all, ready, figureGaps, status] = await Promise.all([
    adminOverview(now),
    readyForReview(),
    manager ? listFigureGaps(await getDb(), now) : [],
    manager ? systemStatus(now.getTime()) : undefined,
  ]);
  const { unreadMessages, unpublished, newsletterDrafts, brokenLinks, awaitingCheck, mail, newSubscribers, setupLeft, deadlines } = all;
  const systemErrors = status ? checksAt(status, "error").filter((check) => check.key !== BACKUPS_CHECK) : [];
  const backupProblems = manager ? (await backupHealth(now)).problems : [];
  const kvkk = manager ? await kvkkDeadlineSummary(now) : { overdue: 0, warning: 0 };
  return {
    ready,
    office: { unreadMessages, unpublished, newsletterDrafts, brokenLinks },
    ...(manager ? { manager: { awaitingCheck, figureGaps, mail, newSubscribers, setupLeft, systemErrors, backupProblems, kvkk } } : {}),
    deadlines,
  };
}

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
  /** Outbound links of published content found broken by the last check (Kırık bağlantılar, ADR 066). */
  brokenLinks: number;
}

/** The first moment of `now`'s month in Istanbul, as the UTC ISO time the database keeps. */
export function istanbulMonthStart(now: Date): string {
  return istanbulLocalToUtcIso(`${istanbulDay(now).slice(0, 7)}-01T00:00`) as string;
}

export async function adminOverview(now = new Date()): Promise<AdminOverview> {
  const db = await getDb();
  const workflowLists = LIST_NAMES.filter((name) => CONTENT_LISTS[name].workflow);
  const [unreadMessages, unpublished, newsletterDrafts, outbox, newSubscribers, deadlines, sets, rules, setupLeft, brokenLinks] =
    await Promise.all([
      countUnreadMessages(db),
      Promise.all(workflowLists.map(async (list) => ({ list, ...(await countUnpublished(db, list, now.toISOString())) }))),
      countDraftIssues(db),
      countByStatus(db),
      countConfirmedSince(db, istanbulMonthStart(now)),
      upcomingDeadlines(OVERVIEW_DEADLINES, istanbulDay(now)),
      countUnconfirmedSets(db),
      countUnconfirmedRules(db),
      setupStepsLeft(db),
      countBrokenLinks(db),
    ]);
  return {
    unreadMessages,
    unpublished,
    newsletterDrafts,
    deadlines,
    awaitingCheck: { sets, rules },
    mail: { deliveryOn: await mailDeliveryOn(), failed: outbox.failed ?? 0, waiting: outbox.pending ?? 0 },
    newSubscribers,
    setupLeft,
    brokenLinks,
  };
}
