/**
 * Delivering an e-bülten issue, the mail worker's side: it claims the issue's
 * outbox rows at MAIL_RATE_PER_MINUTE over all instances, after the firm's
 * own e-mails, and records each outcome: a run of SMTP failures pauses the
 * send, a permanent refusal of an address bounces its subscriber, and a send
 * whose every delivery has ended becomes "sent". Queueing the rows:
 * sending.ts. See docs/decisions/016.
 */
import { getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import type { OutboxRow } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";
import { retryOutcome, STALE_CLAIM_MS } from "#app/.server/mail/outbox.ts";
import { countFailure, finishDoneIssues, hasQueuedSend, resetFailures, subscriberStatus } from "#app/.server/repositories/deliveries.ts";
import { findIssue } from "#app/.server/repositories/newsletter-issues.ts";
import {
  cancelIssueRows,
  claimRow,
  findClaimableIds,
  findClaimableNewsletterIds,
  markRowFailed,
  markRowSent,
  markRowSkipped,
  markRowSkippedErased,
  ofSendingNewsletter,
} from "#app/.server/repositories/outbox.ts";
import { countHit } from "#app/.server/repositories/rate-limits.ts";
import { markSubscriberBounced } from "#app/.server/repositories/subscribers.ts";

/** Why a delivery to an erased subscriber was skipped (Giden e-postalar, the send's page). */
export const ERASED_REASON = "Abone silindi.";

/** SMTP failures in a row that pause a send. */
export const PAUSE_AFTER_FAILURES = 5;
/** The shared counter of newsletter deliveries (rate_limits), one fixed window a minute. */
export const RATE_KEY = "mail:newsletter";
const RATE_WINDOW_MS = 60_000;

export type NewsletterClaim =
  | { kind: "row"; row: OutboxRow }
  | { kind: "skipped" }
  | { kind: "none" }
  /** The firm's own e-mail is due (queued by any instance): it goes first, the worker claims it before the next delivery. */
  | { kind: "own-mail-first" }
  /** The rate's window is used up, over all instances, until this time. */
  | { kind: "limited"; until: number };

class RateLimited extends Error {
  readonly until: number;
  constructor(until: number) {
    super("newsletter rate limit");
    this.until = until;
  }
}

/**
 * Takes the next newsletter delivery for `workerId`, within the rate: the
 * claim and the count against the shared window are one transaction, so a
 * delivery over the limit is neither claimed nor counted. A delivery whose
 * subscriber is no longer confirmed becomes "skipped" instead.
 */
export async function claimNewsletterDelivery(workerId: string, ratePerMinute: number): Promise<NewsletterClaim> {
  const now = new Date();
  const nowText = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  // A read first: most of the time nothing is due, and no write lock is needed to see that.
  const db = await getDb();
  if ((await findClaimableNewsletterIds(db, nowText, staleBefore, 1)).length === 0) return { kind: "none" };
  // The firm's own mail first, also when another instance queued it (no "queued" event reaches this one).
  if ((await findClaimableIds(db, nowText, staleBefore, 1)).length > 0) return { kind: "own-mail-first" };
  try {
    return await transaction(async (trx): Promise<NewsletterClaim> => {
      for (const id of await findClaimableNewsletterIds(trx, nowText, staleBefore, 5)) {
        const row = await claimRow(trx, id, workerId, nowText, staleBefore, ofSendingNewsletter);
        if (!row) continue;
        const status = row.subscriber_id ? await subscriberStatus(trx, row.subscriber_id) : undefined;
        if (status === undefined) {
          // Erased (subscriptions.ts, eraseSubscriber): a row queued just before nothing of the person keeps.
          await markRowSkippedErased(trx, row.id, workerId, ERASED_REASON);
          return { kind: "skipped" };
        }
        if (status !== "confirmed") {
          await markRowSkipped(trx, row.id, workerId, status === "bounced" ? "Adres geri döndü." : "Abone ayrıldı.");
          return { kind: "skipped" };
        }
        const counter = await countHit(trx, RATE_KEY, nowText, new Date(now.getTime() + RATE_WINDOW_MS).toISOString());
        if (counter.count > ratePerMinute) throw new RateLimited(Date.parse(counter.reset_at));
        return { kind: "row", row };
      }
      return { kind: "none" };
    });
  } catch (error) {
    // Thrown to roll back the claim and the count together.
    if (error instanceof RateLimited) return { kind: "limited", until: error.until };
    throw error;
  }
}

export async function newsletterDelivered(row: OutboxRow, workerId: string): Promise<void> {
  await transaction(async (trx) => {
    await markRowSent(trx, row.id, workerId, nowIso());
    if (row.issue_id) await resetFailures(trx, row.issue_id);
  });
}

/** Whether an SMTP error refuses this recipient for good (5xx to RCPT TO), as opposed to the server or the message. */
export function isPermanentRefusal(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown } | null;
  return typeof e?.responseCode === "number" && e.responseCode >= 500 && e.command === "RCPT TO";
}

/**
 * A delivery that did not go. A permanent refusal of the address bounces
 * the subscriber and fails the row without retries; anything else (no
 * connection, 4xx, a refused sender or message) is retried with backoff and
 * counts towards pausing the send.
 */
export async function newsletterFailed(
  row: OutboxRow,
  workerId: string,
  error: unknown,
  policy: { retryBaseMs: number; maxAttempts: number },
): Promise<"bounced" | "retry" | "paused"> {
  const reason = error instanceof Error ? error.message : String(error);
  if (isPermanentRefusal(error)) {
    const answer = ((error as { response?: unknown }).response ?? reason).toString().trim().slice(0, 500);
    await transaction(async (trx) => {
      const now = nowIso();
      await markRowFailed(trx, row.id, workerId, { status: "failed", attempts: row.attempts + 1, error: answer, nextAttemptAt: now });
      if (row.subscriber_id) await markSubscriberBounced(trx, row.subscriber_id, now, answer);
    });
    return "bounced";
  }
  const paused = await transaction(async (trx) => {
    // One after the other with a cancel or resume of the issue, so a cancel cannot miss this row.
    if (row.issue_id) await serializeOn(trx, `issue:${row.issue_id}`);
    await markRowFailed(trx, row.id, workerId, retryOutcome(row, reason, policy));
    if (!row.issue_id) return false;
    // Cancelled while this one was being sent: it is withdrawn with the rest.
    if ((await findIssue(trx, row.issue_id))?.status === "cancelled") {
      await cancelIssueRows(trx, row.issue_id);
      return false;
    }
    return countFailure(trx, row.issue_id, PAUSE_AFTER_FAILURES);
  });
  return paused ? "paused" : "retry";
}

/** Sends with every delivery done become "sent". */
export async function finishSends(): Promise<number> {
  if (!(await hasQueuedSend(await getDb()))) return 0;
  return transaction((trx) => finishDoneIssues(trx, nowIso()));
}
