/**
 * The outbox: every e-mail to send is a row. Rows are written in the same
 * transaction as what caused them (a contact message, a subscription), so
 * nothing is lost while the database is up. Workers claim a row in the
 * database before sending it, so several instances never send one twice.
 */
import { EventEmitter } from "node:events";
import { config } from "#app/.server/config.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { OutboxRow } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import type { AuditRecord } from "#app/.server/repositories/audit.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { readMailSettings } from "#app/.server/repositories/mail-settings.ts";
import {
  claimRow,
  countByStatus,
  findClaimableIds,
  insertOutboxAttachments,
  insertOutboxRow,
  listOutbox,
  listOutboxAttachments,
  markRowFailed,
  markRowSent,
  requeueFailed,
} from "#app/.server/repositories/outbox.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Files sent with it (the answer to a KVKK application), in this order; copied into the outbox (migration 029). */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

/** A claim older than this is taken to belong to a worker that died mid-send. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

/** Tells this process's worker that mail is waiting (other instances poll). */
export const outboxEvents = new EventEmitter();

/**
 * A new, pending outbox row for `message`, due at `now`; a newsletter
 * delivery passes its issue, subscriber and priority 1.
 */
export function outboxRowOf(
  message: MailMessage,
  now: string,
  delivery: Pick<OutboxRow, "issue_id" | "subscriber_id" | "priority"> = { issue_id: null, subscriber_id: null, priority: 0 },
): OutboxRow {
  return {
    id: newId(),
    recipient: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    headers: JSON.stringify(message.headers ?? {}),
    status: "pending",
    attempts: 0,
    next_attempt_at: now,
    last_error: null,
    claimed_by: null,
    claimed_at: null,
    created_at: now,
    sent_at: null,
    ...delivery,
  };
}

/** Adds an e-mail to the outbox, in the caller's transaction. */
export async function queueMail(trx: Executor, message: MailMessage): Promise<string> {
  const row = outboxRowOf(message, nowIso());
  await insertOutboxRow(trx, row);
  if (message.attachments?.length) {
    await insertOutboxAttachments(
      trx,
      message.attachments.map((file, position) => ({
        id: newId(),
        outbox_id: row.id,
        position,
        file_name: file.fileName,
        content_type: file.contentType,
        data: file.data,
      })),
    );
  }
  return row.id;
}

/** The files of an outbox row, in order, as the worker hands them to the SMTP library. */
export async function attachmentsOf(outboxId: string): Promise<MailAttachment[]> {
  const rows = await listOutboxAttachments(await getDb(), outboxId);
  return rows.map((r) => ({ fileName: r.file_name, contentType: r.content_type, data: r.data }));
}

/** Call after the transaction that queued mail has committed. */
export function notifyQueued(): void {
  outboxEvents.emit("queued");
}

/** Takes up to `limit` of the firm's own due e-mails for `workerId`; each row is won by exactly one worker (newsletter deliveries: newsletter/delivery.ts). */
export async function claimDue(workerId: string, limit: number): Promise<OutboxRow[]> {
  const now = new Date();
  const nowText = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const ids = await findClaimableIds(await getDb(), nowText, staleBefore, limit);
  const claimed: OutboxRow[] = [];
  for (const id of ids) {
    const row = await transaction((trx) => claimRow(trx, id, workerId, nowText, staleBefore));
    if (row) claimed.push(row);
  }
  return claimed;
}

export async function markSent(id: string, workerId: string): Promise<void> {
  await transaction((trx) => markRowSent(trx, id, workerId, nowIso()));
}

/** Schedules the next attempt with exponential backoff, or gives up after the last one. */
export async function markFailed(
  row: OutboxRow,
  workerId: string,
  error: string,
  policy: { retryBaseMs: number; maxAttempts: number },
): Promise<void> {
  await transaction((trx) => markRowFailed(trx, row.id, workerId, retryOutcome(row, error, policy)));
}

/** What a failed attempt leaves: the next attempt after a doubling delay (at most an hour), or "failed" after the last. */
export function retryOutcome(row: Pick<OutboxRow, "attempts">, error: string, policy: { retryBaseMs: number; maxAttempts: number }) {
  const attempts = row.attempts + 1;
  const delay = Math.min(policy.retryBaseMs * 2 ** (attempts - 1), 60 * 60 * 1000);
  return {
    status: attempts >= policy.maxAttempts ? ("failed" as const) : ("pending" as const),
    attempts,
    error: error.slice(0, 1000),
    nextAttemptAt: new Date(Date.now() + delay).toISOString(),
  };
}

/** The admin's "Tekrar dene": a failed row goes back to the queue, due now, with its audit row. */
export async function retryMail(id: string, adminEmail: string): Promise<boolean> {
  const audit: AuditRecord = { adminEmail, action: "retry", list: "giden-postalar", entryId: id };
  const retried = await transaction(async (trx) => {
    if (!(await requeueFailed(trx, id, nowIso()))) return false;
    await recordAudit(trx, audit);
    return true;
  });
  if (retried) notifyQueued();
  return retried;
}

/**
 * Whether the worker sends the outbox: false when neither SMTP_URL nor E-posta ayarları
 * (mail-settings/, ADR 049) gives it a server, and every e-mail waits in Giden e-postalar.
 * The screens that queue an e-mail say so.
 */
export async function mailDeliveryOn(): Promise<boolean> {
  return config().mail.smtpUrl !== undefined || (await readMailSettings(await getDb())) !== undefined;
}

export async function outboxCounts(): Promise<Record<string, number>> {
  return countByStatus(await getDb());
}

export async function recentOutbox(limit = 100) {
  return listOutbox(await getDb(), limit);
}
