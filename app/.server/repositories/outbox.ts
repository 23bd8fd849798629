/** Outbox rows: e-mails to send, with the claim a worker holds while sending one. */
import type { ExpressionBuilder } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { Database, OutboxRow, OutboxStatus } from "#app/.server/db/schema.ts";

export async function insertOutboxRow(db: Executor, row: OutboxRow): Promise<void> {
  await db.insertInto("outbox").values(row).execute();
}

/** Due now: pending and its time has come, or claimed by a worker that has not finished since `staleBefore`. */
function claimable(now: string, staleBefore: string) {
  return (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
      eb.and([eb("status", "=", "sending"), eb("claimed_at", "<", staleBefore)]),
    ]);
}

export async function findClaimableIds(db: Executor, now: string, staleBefore: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("outbox")
    .select("id")
    .where(claimable(now, staleBefore))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims one row for `workerId` if it is still claimable: the condition is
 * part of the update, so of several workers exactly one wins it.
 */
export async function claimRow(
  db: Executor,
  id: string,
  workerId: string,
  now: string,
  staleBefore: string,
): Promise<OutboxRow | undefined> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "sending", claimed_by: workerId, claimed_at: now })
    .where("id", "=", id)
    .where(claimable(now, staleBefore))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

export async function markRowSent(db: Executor, id: string, workerId: string, at: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: at, last_error: null, claimed_by: null, claimed_at: null })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .execute();
}

export async function markRowFailed(
  db: Executor,
  id: string,
  workerId: string,
  outcome: { status: OutboxStatus; attempts: number; error: string; nextAttemptAt: string },
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      last_error: outcome.error,
      next_attempt_at: outcome.nextAttemptAt,
      claimed_by: null,
      claimed_at: null,
    })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .execute();
}

/** A failed row goes back to the queue, due at `at`. False when the row is not failed. */
export async function requeueFailed(db: Executor, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: at })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countByStatus(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll().as("n")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function listOutbox(db: Executor, limit: number) {
  return db
    .selectFrom("outbox")
    .select(["id", "recipient", "subject", "status", "attempts", "last_error", "created_at", "sent_at", "next_attempt_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Sent e-mails older than `before` (they carry personal data: retention). */
export async function deleteSentBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom("outbox").where("status", "=", "sent").where("sent_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
