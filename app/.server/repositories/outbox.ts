/** Outbox rows: e-mails to send, with the claim a worker holds while sending one. */
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { Database, OutboxAttachmentTable, OutboxRow, OutboxStatus } from "#app/.server/db/schema.ts";

export async function insertOutboxRow(db: Executor, row: OutboxRow): Promise<void> {
  await db.insertInto("outbox").values(row).execute();
}

/** An e-mail's files (migration 029), one insert each: a file may be megabytes. */
export async function insertOutboxAttachments(db: Executor, rows: OutboxAttachmentTable[]): Promise<void> {
  for (const row of rows) await db.insertInto("outbox_attachments").values(row).execute();
}

/** An e-mail's files in the order they were attached (the worker's read before sending). */
export async function listOutboxAttachments(db: Executor, outboxId: string): Promise<OutboxAttachmentTable[]> {
  return db.selectFrom("outbox_attachments").selectAll().where("outbox_id", "=", outboxId).orderBy("position").execute();
}

/** Due now: pending and its time has come, or claimed by a worker that has not finished since `staleBefore`. */
function claimable(now: string, staleBefore: string) {
  return (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
      eb.and([eb("status", "=", "sending"), eb("claimed_at", "<", staleBefore)]),
    ]);
}

/** The firm's own e-mails (priority 0) that are due, oldest first. */
export async function findClaimableIds(db: Executor, now: string, staleBefore: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("outbox")
    .select("id")
    .where("priority", "=", 0)
    .where(claimable(now, staleBefore))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** A narrower kind of row a claim may take (see ofSendingNewsletter). */
type ClaimFilter = (eb: ExpressionBuilder<Database, "outbox">) => Expression<SqlBool>;

/**
 * Claims one row for `workerId` if it is still claimable, and still of the
 * kind `only` asks for when given: the condition is part of the update, so of
 * several workers exactly one wins it.
 */
export async function claimRow(
  db: Executor,
  id: string,
  workerId: string,
  now: string,
  staleBefore: string,
  only?: ClaimFilter,
): Promise<OutboxRow | undefined> {
  let update = db
    .updateTable("outbox")
    .set({ status: "sending", claimed_by: workerId, claimed_at: now })
    .where("id", "=", id)
    .where(claimable(now, staleBefore));
  if (only) update = update.where(only);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** Only rows of issues whose send goes on (not paused, cancelled or finished). */
function ofSendingIssue(eb: ExpressionBuilder<Database, "outbox">) {
  return eb("issue_id", "in", eb.selectFrom("newsletter_issues").select("id").where("status", "=", "sending"));
}

/**
 * Newsletter deliveries that are due: a claim left by a dead worker first,
 * then pending rows, oldest first. Two simple conditions rather than one OR,
 * so each is an index range (status, priority, next_attempt_at).
 */
export async function findClaimableNewsletterIds(db: Executor, now: string, staleBefore: string, limit: number): Promise<string[]> {
  const deliveries = (status: OutboxStatus) =>
    db.selectFrom("outbox").select("id").where("status", "=", status).where("priority", "=", 1).where(ofSendingIssue).limit(limit);
  const stale = await deliveries("sending").where("claimed_at", "<", staleBefore).execute();
  if (stale.length > 0) return stale.map((r) => r.id);
  const due = await deliveries("pending").where("next_attempt_at", "<=", now).orderBy("next_attempt_at").execute();
  return due.map((r) => r.id);
}

/** claimRow's filter for a newsletter delivery: one only while its issue is sending. */
export const ofSendingNewsletter: ClaimFilter = (eb) => eb.and([eb("priority", "=", 1), ofSendingIssue(eb)]);

/** SQLite binds at most 32 766 parameters per statement: rows are written in chunks well below. */
const MAX_PARAMETERS = 30_000;

/** Newsletter deliveries in multi-row inserts; a row whose (issue, subscriber) exists already is left as it is. */
export async function insertNewsletterRows(db: Executor, rows: OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0]!).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto("outbox")
      .values(rows.slice(i, i + chunk))
      .onConflict((oc) => oc.columns(["issue_id", "subscriber_id"]).doNothing())
      .execute();
  }
}

/** A claimed row that goes nowhere: its subscriber left or bounced before it went. */
export async function markRowSkipped(db: Executor, id: string, workerId: string, reason: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "skipped", last_error: reason, claimed_by: null, claimed_at: null })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .execute();
}

/** What is left of a delivery to an erased subscriber: its issue and status, counted in the send's totals; nothing of the person. */
const ERASED_DELIVERY = { recipient: "", text_body: "", html_body: "", headers: "{}", subscriber_id: null } as const;

/** A claimed delivery whose subscriber was erased (its row queued just before the erasure): skipped, and emptied like the others. */
export async function markRowSkippedErased(db: Executor, id: string, workerId: string, reason: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ ...ERASED_DELIVERY, status: "skipped", last_error: reason, claimed_by: null, claimed_at: null })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .execute();
}

/**
 * The erasure of a subscriber, in its deliveries: those waiting are skipped
 * with `reason`; every one keeps its issue and status (the send's counts)
 * and loses the address, the e-mail (which carries the unsubscribe link) and
 * any SMTP answer (which may name the address). A copy a worker is handing
 * to the SMTP server at this moment finishes and records its outcome.
 */
export async function eraseSubscriberDeliveries(db: Executor, subscriberId: string, reason: string): Promise<number> {
  await db
    .updateTable("outbox")
    .set({ status: "skipped", last_error: reason })
    .where("subscriber_id", "=", subscriberId)
    .where("status", "=", "pending")
    .execute();
  const result = await db
    .updateTable("outbox")
    .set((eb) => ({
      ...ERASED_DELIVERY,
      last_error: eb.case().when("status", "=", "skipped").then(eb.ref("last_error")).else(null).end(),
    }))
    .where("subscriber_id", "=", subscriberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes the firm's own e-mails (not deliveries of an issue) whose headers
 * contain `text` (the erasure: the confirmation e-mail to an address and the
 * firm's notice of its confirmation both carry its unsubscribe link). `like`
 * narrows the rows; the text is then matched exactly.
 */
export async function deleteOwnMailMentioning(db: Executor, text: string): Promise<number> {
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "headers"])
    .where("issue_id", "is", null)
    .where("headers", "like", `%${text}%`)
    .execute();
  return deleteOwnMail(
    db,
    rows.filter((r) => r.headers.includes(text)).map((r) => r.id),
  );
}

/** Deletes the firm's own e-mails by id, with their attachments. */
export async function deleteOwnMail(db: Executor, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  // Deleted here, not left to the foreign key's cascade: the rule holds whatever the connection's pragmas.
  await db.deleteFrom("outbox_attachments").where("outbox_id", "in", ids).execute();
  const result = await db.deleteFrom("outbox").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** An issue's deliveries by status. */
export async function countIssueRows(db: Executor, issueId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll().as("n")])
    .where("issue_id", "=", issueId)
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The latest SMTP error of an issue's deliveries still waiting (why it paused). */
export async function lastIssueError(db: Executor, issueId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select("last_error")
    .where("issue_id", "=", issueId)
    .where("status", "in", ["pending", "failed"])
    .where("last_error", "is not", null)
    .orderBy("next_attempt_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.last_error ?? undefined;
}

/** Withdraws an issue's deliveries not yet taken by a worker. */
export async function cancelIssueRows(db: Executor, issueId: string): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "cancelled" })
    .where("issue_id", "=", issueId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** On resume: the issue's waiting deliveries are due now, with their attempts counted afresh. */
export async function requeueIssueRows(db: Executor, issueId: string, at: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: at, attempts: 0 })
    .where("issue_id", "=", issueId)
    .where("status", "=", "pending")
    .execute();
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
    .select(["id", "recipient", "subject", "status", "attempts", "last_error", "created_at", "sent_at", "next_attempt_at", "issue_id"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Sent e-mails older than `before` (they carry personal data: retention). */
export async function deleteSentBefore(db: Executor, before: string): Promise<number> {
  return deleteRows(db, (eb) => eb.and([eb("status", "=", "sent"), eb("sent_at", "<", before)]));
}

/**
 * Newsletter deliveries that ended without being sent (skipped, cancelled,
 * failed) and were written before `before`: they hold subscribers' addresses
 * and nothing will ever happen to them.
 */
export async function deleteEndedDeliveriesBefore(db: Executor, before: string): Promise<number> {
  return deleteRows(db, (eb) =>
    eb.and([eb("issue_id", "is not", null), eb("status", "in", ["skipped", "cancelled", "failed"]), eb("created_at", "<", before)]),
  );
}

/**
 * The firm's own e-mails (not newsletter deliveries) that failed for good and
 * were written before `before`: they copy personal data (a message, an
 * address) and the worker will never try them again (Genel bakış's "Yeniden
 * dene" puts one back to waiting first).
 */
export async function deleteFailedOwnBefore(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom("outbox")
    .where("issue_id", "is", null)
    .where("status", "=", "failed")
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The issue column that keeps the count of its deleted deliveries of each ending (migration 021). */
const PURGED_COLUMN = {
  sent: "purged_sent",
  failed: "purged_failed",
  skipped: "purged_skipped",
  cancelled: "purged_cancelled",
} as const satisfies Partial<Record<OutboxStatus, string>>;
type PurgedColumn = (typeof PURGED_COLUMN)[keyof typeof PURGED_COLUMN];

/**
 * Deletes the rows `filter` selects; an e-bülten's deliveries among them are
 * first added to their issue's purged counts, so its send summary outlives
 * them (sendProgress adds the two). Run it inside the caller's transaction.
 */
async function deleteRows(db: Executor, filter: (eb: ExpressionBuilder<Database, "outbox">) => Expression<SqlBool>): Promise<number> {
  const groups = await db
    .selectFrom("outbox")
    .select(["issue_id", "status", (eb) => eb.fn.countAll().as("n")])
    .where(filter)
    .where("issue_id", "is not", null)
    .groupBy(["issue_id", "status"])
    .execute();
  for (const { issue_id: issueId, status, n } of groups) {
    const column: PurgedColumn | undefined = PURGED_COLUMN[status as keyof typeof PURGED_COLUMN];
    // Waiting or claimed rows are never deleted by retention; a filter that took one would lose nothing here.
    if (!column || issueId === null) continue;
    await db
      .updateTable("newsletter_issues")
      .set({ [column]: sql<number>`${sql.ref(column)} + ${Number(n)}` } as Partial<Record<PurgedColumn, RawBuilder<number>>>)
      .where("id", "=", issueId)
      .execute();
  }
  // An e-mail's files go with it (migration 029), deleted first and explicitly.
  await db.deleteFrom("outbox_attachments").where("outbox_id", "in", db.selectFrom("outbox").select("id").where(filter)).execute();
  const result = await db.deleteFrom("outbox").where(filter).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When the last e-mail went out (any instance), or undefined when none has since the sent rows were last purged. */
export async function lastSentAt(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.max("sent_at").as("at"))
    .where("status", "=", "sent")
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/**
 * The SMTP server's answer to the e-mail tried last among those waiting or
 * given up (its next attempt the latest), with its status; undefined when none
 * of them failed.
 */
export async function lastWaitingError(db: Executor): Promise<{ error: string; status: OutboxStatus } | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select(["last_error", "status"])
    .where("status", "in", ["pending", "failed"])
    .where("last_error", "is not", null)
    .orderBy("next_attempt_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.last_error ? { error: row.last_error, status: row.status } : undefined;
}
