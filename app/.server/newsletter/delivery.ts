/**
 * Sending an e-bülten issue: the send begins in one transaction (the issue
 * is fixed, its recipients counted); queueing then writes one outbox row per
 * confirmed subscriber, in batches, each batch and the cursor that records it
 * in one transaction, so a crash loses and doubles nobody (the unique
 * (issue_id, subscriber_id) index makes a repeated batch a no-op). The mail
 * worker delivers the rows at MAIL_RATE_PER_MINUTE over all instances, after
 * the firm's own e-mails; a run of SMTP failures pauses the send, a permanent
 * refusal of an address bounces its subscriber. See docs/decisions/016.
 */
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { config } from "#app/.server/config.ts";
import { getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import type { IssueStatus, NewsletterIssue, OutboxRow } from "#app/.server/db/schema.ts";
import { nowIso } from "#app/.server/ids.ts";
import { log } from "#app/.server/log.ts";
import { notifyQueued, outboxRowOf, retryOutcome, STALE_CLAIM_MS } from "#app/.server/mail/outbox.ts";
import { issueMail } from "#app/.server/newsletter/issue-mail.ts";
import { ISSUES_AUDIT_LIST, issueProblems } from "#app/.server/newsletter/issues.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import {
  advanceCursor,
  confirmedAfter,
  countConfirmed,
  countFailure,
  finishDoneIssues,
  hasQueuedSend,
  issuesToQueue,
  markBounced,
  resetFailures,
  subscriberStatus,
  transitionIssue,
} from "#app/.server/repositories/deliveries.ts";
import { findIssue, updateIssue } from "#app/.server/repositories/newsletter-issues.ts";
import {
  cancelIssueRows,
  claimRow,
  countIssueRows,
  findClaimableNewsletterIds,
  insertNewsletterRows,
  lastIssueError,
  markRowFailed,
  markRowSent,
  markRowSkipped,
  ofSendingNewsletter,
  requeueIssueRows,
} from "#app/.server/repositories/outbox.ts";
import { countHit } from "#app/.server/repositories/rate-limits.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { unsubscribePath } from "#app/lib/paths.ts";

/** Subscribers queued per transaction (17 columns a row: well under SQLite's parameter limit). */
export const QUEUE_BATCH = 500;
/** SMTP failures in a row that pause a send. */
export const PAUSE_AFTER_FAILURES = 5;
/** The shared counter of newsletter deliveries (rate_limits), one fixed window a minute. */
export const RATE_KEY = "mail:newsletter";
const RATE_WINDOW_MS = 60_000;

export type StartSendResult = { ok: true; recipients: number } | { ok: false; status: 404 | 409 | 400; message: string };

/**
 * Begins the send of a draft: status "sending", sent_at (its date on
 * /bulten), the number of confirmed subscribers, the audit row; the public
 * archive changes, so the content version goes up. Queueing starts right
 * after in this process (and any instance takes it up after a crash).
 */
export async function startSend(issueId: string, session: Pick<ActiveSession, "admin">): Promise<StartSendResult> {
  const result = await transaction(async (trx): Promise<StartSendResult> => {
    await serializeOn(trx, `issue:${issueId}`);
    const issue = await findIssue(trx, issueId);
    if (!issue) return { ok: false, status: 404, message: "Sayı bulunamadı." };
    if (issue.status !== "draft") return { ok: false, status: 409, message: "Bu sayının gönderimi zaten başlamış." };
    if (Object.keys(issueProblems({ subject: issue.subject, preheader: issue.preheader, body: issue.body })).length > 0) {
      return { ok: false, status: 400, message: "Sayı eksik: konusu ve içeriği olmadan gönderilemez. Önce sayıyı düzenleyin." };
    }
    const recipients = await countConfirmed(trx);
    if (recipients === 0) {
      return { ok: false, status: 409, message: "Onaylı abone yok: gönderilecek kimse olmadığı için sayı gönderilmedi." };
    }
    const now = nowIso();
    await updateIssue(trx, issueId, {
      status: "sending",
      sent_at: now,
      updated_at: now,
      recipients,
      queue_cursor: null,
      queued_at: null,
      finished_at: null,
      consecutive_failures: 0,
    });
    await recordAudit(trx, { adminEmail: session.admin.email, action: "send", list: ISSUES_AUDIT_LIST, entryId: issueId });
    await bumpContentVersion(trx);
    return { ok: true, recipients };
  });
  if (result.ok) queueInBackground(issueId);
  return result;
}

/** A paused send goes on: its waiting deliveries are due now. */
export async function resumeSend(issueId: string, session: Pick<ActiveSession, "admin">): Promise<boolean> {
  const resumed = await transaction(async (trx) => {
    await serializeOn(trx, `issue:${issueId}`);
    if (!(await transitionIssue(trx, issueId, ["paused"], "sending", { consecutive_failures: 0 }))) return false;
    await requeueIssueRows(trx, issueId, nowIso());
    await recordAudit(trx, { adminEmail: session.admin.email, action: "resume", list: ISSUES_AUDIT_LIST, entryId: issueId });
    return true;
  });
  if (resumed) notifyQueued();
  return resumed;
}

/** Withdraws what is not yet sent; a delivery a worker is sending right now finishes. */
export async function cancelSend(issueId: string, session: Pick<ActiveSession, "admin">): Promise<boolean> {
  return transaction(async (trx) => {
    await serializeOn(trx, `issue:${issueId}`);
    const now = nowIso();
    if (!(await transitionIssue(trx, issueId, ["sending", "paused"], "cancelled", { finished_at: now }))) return false;
    await cancelIssueRows(trx, issueId);
    await recordAudit(trx, { adminEmail: session.admin.email, action: "cancel", list: ISSUES_AUDIT_LIST, entryId: issueId });
    return true;
  });
}

export interface SendProgress {
  status: IssueStatus;
  recipients: number;
  /** Outbox rows written so far (every recipient once queueing is done). */
  queued: number;
  queueingDone: boolean;
  sent: number;
  failed: number;
  skipped: number;
  cancelled: number;
  /** Waiting or being sent. */
  pending: number;
  /** Paused: the last SMTP error. */
  pausedReason?: string;
  finishedAt: string | null;
}

export async function sendProgress(issueId: string): Promise<SendProgress | undefined> {
  const db = await getDb();
  const issue = await findIssue(db, issueId);
  if (!issue) return undefined;
  const counts = await countIssueRows(db, issueId);
  const n = (status: string) => counts[status] ?? 0;
  return {
    status: issue.status,
    recipients: issue.recipients ?? 0,
    queued: Object.values(counts).reduce((a, b) => a + b, 0),
    queueingDone: issue.queued_at !== null,
    sent: n("sent"),
    failed: n("failed"),
    skipped: n("skipped"),
    cancelled: n("cancelled"),
    pending: n("pending") + n("sending"),
    pausedReason: issue.status === "paused" ? await lastIssueError(db, issueId) : undefined,
    finishedAt: issue.finished_at,
  };
}

/** The send screen's draft side: how many would receive it now. */
export async function confirmedSubscriberCount(): Promise<number> {
  return countConfirmed(await getDb());
}

// Queueing

function outboxRow(issue: NewsletterIssue, subscriber: { id: string; email: string; unsubscribe_token: string }, now: string): OutboxRow {
  const message = issueMail(issue, { email: subscriber.email, unsubscribeUrl: absoluteUrl(unsubscribePath(subscriber.unsubscribe_token)) });
  return outboxRowOf(message, now, { issue_id: issue.id, subscriber_id: subscriber.id, priority: 1 });
}

const queueable = (issue: NewsletterIssue | undefined): issue is NewsletterIssue =>
  issue !== undefined && issue.queued_at === null && (issue.status === "sending" || issue.status === "paused");

/**
 * Queues one batch: the subscribers after the cursor are read and their
 * e-mails rendered outside the transaction (no lock held meanwhile); the
 * transaction re-reads the cursor and writes only if nobody advanced it.
 * Returns whether more is left to queue.
 */
export async function queueBatch(issueId: string, batch = QUEUE_BATCH): Promise<boolean> {
  const db = await getDb();
  const issue = await findIssue(db, issueId);
  if (!queueable(issue)) return false;
  const subscribers = await confirmedAfter(db, issue.queue_cursor, batch);
  const now = nowIso();
  const rows = subscribers.map((s) => outboxRow(issue, s, now));
  const outcome = await transaction(async (trx) => {
    await serializeOn(trx, `issue:${issueId}`);
    const current = await findIssue(trx, issueId);
    if (!queueable(current)) return "stop";
    // Another instance wrote this batch meanwhile: read again from its cursor.
    if (current.queue_cursor !== issue.queue_cursor) return "more";
    await insertNewsletterRows(trx, rows);
    const done = subscribers.length < batch;
    await advanceCursor(trx, issueId, subscribers.at(-1)?.id ?? current.queue_cursor, done ? nowIso() : null);
    return done ? "done" : "more";
  });
  if (rows.length > 0) notifyQueued();
  return outcome === "more";
}

/** Queues every batch of an issue. */
export async function queueIssue(issueId: string): Promise<void> {
  while (await queueBatch(issueId)) {
    // Let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const queueing = new Map<string, Promise<void>>();

/** Queues in this process unless it already does; errors are left for the scheduler's next round. */
function queueInBackground(issueId: string): Promise<void> {
  let running = queueing.get(issueId);
  if (!running) {
    running = queueIssue(issueId)
      .catch((error: unknown) => log.error({ err: error, issueId }, "newsletter queueing stopped; the scheduler takes it up again"))
      .finally(() => queueing.delete(issueId));
    queueing.set(issueId, running);
  }
  return running;
}

/**
 * The scheduler's round on every instance: takes up queueing left unfinished
 * (a crash, a restart, another instance's), and marks finished sends "sent".
 */
export async function continueSends(): Promise<void> {
  const db = await getDb();
  await Promise.all((await issuesToQueue(db)).map((id) => queueInBackground(id)));
  await finishSends();
}

/** Sends with every delivery done become "sent". */
export async function finishSends(): Promise<number> {
  if (!(await hasQueuedSend(await getDb()))) return 0;
  return transaction((trx) => finishDoneIssues(trx, nowIso()));
}

// Delivery (called by the mail worker)

export type NewsletterClaim =
  | { kind: "row"; row: OutboxRow }
  | { kind: "skipped" }
  | { kind: "none" }
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
  if ((await findClaimableNewsletterIds(await getDb(), nowText, staleBefore, 1)).length === 0) return { kind: "none" };
  try {
    return await transaction(async (trx): Promise<NewsletterClaim> => {
      for (const id of await findClaimableNewsletterIds(trx, nowText, staleBefore, 5)) {
        const row = await claimRow(trx, id, workerId, nowText, staleBefore, ofSendingNewsletter);
        if (!row) continue;
        const status = row.subscriber_id ? await subscriberStatus(trx, row.subscriber_id) : undefined;
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
      if (row.subscriber_id) await markBounced(trx, row.subscriber_id, now, answer);
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

export function newsletterRate(): number {
  return config().mail.ratePerMinute;
}
