/**
 * The outbox: every e-mail to send is a row. Rows are written in the same
 * transaction as what caused them (a contact message, a subscription), so
 * nothing is lost while the database is up. Workers claim a row in the
 * database before sending it, so several instances never send one twice.
 */
import { EventEmitter } from "node:events";
import type { Kysely, Transaction } from "kysely";
import { getDb } from "#app/.server/db/index.ts";
import type { Database, OutboxRow } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

type Db = Kysely<Database> | Transaction<Database>;

/** A claim older than this is taken to belong to a worker that died mid-send. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

/** Tells this process's worker that mail is waiting (other instances poll). */
export const outboxEvents = new EventEmitter();

export async function queueMail(db: Db, message: MailMessage): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto("outbox")
    .values({
      id,
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
    })
    .execute();
  return id;
}

/** Call after the transaction that queued mail has committed. */
export function notifyQueued(): void {
  outboxEvents.emit("queued");
}

/** Takes up to `limit` due rows for `workerId`; each row is won by exactly one worker. */
export async function claimDue(workerId: string, limit: number): Promise<OutboxRow[]> {
  const db = await getDb();
  const now = new Date();
  const nowText = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const candidates = await db
    .selectFrom("outbox")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowText)]),
        eb.and([eb("status", "=", "sending"), eb("claimed_at", "<", staleBefore)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  const claimed: OutboxRow[] = [];
  for (const { id } of candidates) {
    // The same condition again: only one concurrent update can match.
    const result = await db
      .updateTable("outbox")
      .set({ status: "sending", claimed_by: workerId, claimed_at: nowText })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowText)]),
          eb.and([eb("status", "=", "sending"), eb("claimed_at", "<", staleBefore)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      claimed.push(await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow());
    }
  }
  return claimed;
}

export async function markSent(id: string, workerId: string): Promise<void> {
  const db = await getDb();
  await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: nowIso(), last_error: null, claimed_by: null, claimed_at: null })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .execute();
}

/** Schedules the next attempt with exponential backoff, or gives up after the last one. */
export async function markFailed(
  row: OutboxRow,
  workerId: string,
  error: string,
  policy: { retryBaseMs: number; maxAttempts: number },
): Promise<void> {
  const db = await getDb();
  const attempts = row.attempts + 1;
  const delay = Math.min(policy.retryBaseMs * 2 ** (attempts - 1), 60 * 60 * 1000);
  await db
    .updateTable("outbox")
    .set({
      status: attempts >= policy.maxAttempts ? "failed" : "pending",
      attempts,
      last_error: error.slice(0, 1000),
      next_attempt_at: new Date(Date.now() + delay).toISOString(),
      claimed_by: null,
      claimed_at: null,
    })
    .where("id", "=", row.id)
    .where("claimed_by", "=", workerId)
    .execute();
}

/** The admin's "Tekrar dene": a failed row goes back to the queue, due now. */
export async function retryMail(id: string): Promise<boolean> {
  const db = await getDb();
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: nowIso() })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  const retried = Number(result.numUpdatedRows) === 1;
  if (retried) notifyQueued();
  return retried;
}

export async function outboxCounts(): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll().as("n")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function listOutbox(limit = 100) {
  const db = await getDb();
  return db
    .selectFrom("outbox")
    .select(["id", "recipient", "subject", "status", "attempts", "last_error", "created_at", "sent_at", "next_attempt_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
