/**
 * Sending an e-bülten issue, the office's side: the send begins in one
 * transaction (the issue is fixed, its recipients counted: the subscribers of its topics, ADR 064) and may be paused
 * (delivery.ts), resumed or cancelled. Queueing then writes one outbox row per
 * confirmed subscriber, in batches, each batch and the cursor that records it
 * in one transaction, so a crash loses and doubles nobody (the unique
 * (issue_id, subscriber_id) index makes a repeated batch a no-op); the
 * scheduler's round takes up queueing left unfinished, on any instance. The
 * mail worker delivers the rows: delivery.ts. See docs/decisions/016.
 */
import type { ActiveSession } from "#app/.server/accounts/sessions.ts";
import { getDb, serializeOn, transaction } from "#app/.server/db/index.ts";
import type { IssueStatus, NewsletterIssue, OutboxRow } from "#app/.server/db/schema.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { nowIso } from "#app/.server/ids.ts";
import { log } from "#app/.server/log.ts";
import { notifyQueued, outboxRowOf } from "#app/.server/mail/outbox.ts";
import { finishSends } from "#app/.server/newsletter/delivery.ts";
import { type IssueSender, issueMail } from "#app/.server/newsletter/issue-mail.ts";
import { ISSUES_AUDIT_LIST, issueProblems } from "#app/.server/newsletter/issues.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { advanceCursor, confirmedAfter, countConfirmed, issuesToQueue, transitionIssue } from "#app/.server/repositories/deliveries.ts";
import { beginSend, findIssue } from "#app/.server/repositories/newsletter-issues.ts";
import { issueTopicIds } from "#app/.server/repositories/newsletter-topics.ts";
import {
  cancelIssueRows,
  countIssueRows,
  insertNewsletterRows,
  lastIssueError,
  requeueIssueRows,
} from "#app/.server/repositories/outbox.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { preferencesPath, unsubscribePath } from "#app/lib/paths.ts";

/** Subscribers queued per transaction (17 columns a row: well under SQLite's parameter limit). */
export const QUEUE_BATCH = 500;

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
    if (Object.keys(issueProblems(issue)).length > 0) {
      return { ok: false, status: 400, message: "Sayı eksik: konusu ve içeriği olmadan gönderilemez. Önce sayıyı düzenleyin." };
    }
    const topics = await issueTopicIds(trx, issueId);
    const recipients = await countConfirmed(trx, topics);
    if (recipients === 0) {
      const message =
        topics.length > 0
          ? "Bu sayının konularını alan onaylı abone yok: gönderilecek kimse olmadığı için sayı gönderilmedi."
          : "Onaylı abone yok: gönderilecek kimse olmadığı için sayı gönderilmedi.";
      return { ok: false, status: 409, message };
    }
    await beginSend(trx, issueId, nowIso(), recipients);
    // The issue joins /bulten's archive: a public write.
    await publicWrite(trx, { audit: { adminEmail: session.admin.email, action: "send", list: ISSUES_AUDIT_LIST, entryId: issueId } });
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
  // The rows left, and those maintenance deleted after 90 days (kept as counts on the issue).
  const purged: Record<string, number> = {
    sent: issue.purged_sent,
    failed: issue.purged_failed,
    skipped: issue.purged_skipped,
    cancelled: issue.purged_cancelled,
  };
  const n = (status: string) => (counts[status] ?? 0) + (purged[status] ?? 0);
  return {
    status: issue.status,
    recipients: issue.recipients ?? 0,
    queued: [...Object.values(counts), ...Object.values(purged)].reduce((a, b) => a + b, 0),
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

/** The send screen's draft side: how many would receive it now (the subscribers of its topics, when it has any). */
export async function confirmedSubscriberCount(issueId?: string): Promise<number> {
  const db = await getDb();
  return countConfirmed(db, issueId ? await issueTopicIds(db, issueId) : []);
}

// Queueing

function outboxRow(
  issue: NewsletterIssue,
  subscriber: { id: string; email: string; unsubscribe_token: string },
  now: string,
  firm: IssueSender,
): OutboxRow {
  const message = issueMail(
    issue,
    {
      email: subscriber.email,
      unsubscribeUrl: absoluteUrl(unsubscribePath(subscriber.unsubscribe_token)),
      preferencesUrl: absoluteUrl(preferencesPath(subscriber.unsubscribe_token)),
    },
    firm,
  );
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
  // The issue's topics are fixed once its send began (only a draft's can change).
  const subscribers = await confirmedAfter(db, issue.queue_cursor, batch, await issueTopicIds(db, issueId));
  const now = nowIso();
  const { settings } = await currentFirm();
  const rows = subscribers.map((s) => outboxRow(issue, s, now, settings));
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
