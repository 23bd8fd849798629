/**
 * What sending an e-bülten issue reads and writes besides the outbox rows:
 * the confirmed subscribers in id order (queueing walks them in batches),
 * those of the issue's topics when it has any,
 * the issue's send state as conditional transitions (a bounce:
 * markSubscriberBounced in subscribers.ts).
 */
import { sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { IssueStatus, SubscriberStatus } from "#app/.server/db/schema.ts";

export interface Recipient {
  id: string;
  email: string;
  unsubscribe_token: string;
}

/**
 * The confirmed subscribers an issue of `topicIds` goes to: every one when it
 * has no topic; otherwise those who chose no topic ("Tüm konular") and those
 * who chose any of its topics (issue 44, ADR 064).
 */
function recipientsOf(db: Executor, topicIds: readonly string[]) {
  const query = db.selectFrom("subscribers").where("status", "=", "confirmed").where("unsubscribe_token", "is not", null);
  if (topicIds.length === 0) return query;
  return query.where((eb) =>
    eb.or([
      eb("subscribers.all_topics", "=", 1),
      eb.exists(
        eb
          .selectFrom("subscriber_topics")
          .select("subscriber_topics.topic_id")
          .whereRef("subscriber_topics.subscriber_id", "=", "subscribers.id")
          .where("subscriber_topics.topic_id", "in", [...topicIds]),
      ),
    ]),
  );
}

export async function countConfirmed(db: Executor, topicIds: readonly string[] = []): Promise<number> {
  const row = await recipientsOf(db, topicIds)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Up to `limit` recipients of an issue of `topicIds` whose id comes after `cursor` (all when null), in id order. */
export async function confirmedAfter(
  db: Executor,
  cursor: string | null,
  limit: number,
  topicIds: readonly string[] = [],
): Promise<Recipient[]> {
  let query = recipientsOf(db, topicIds).select(["subscribers.id", "subscribers.email", "subscribers.unsubscribe_token"]);
  if (cursor !== null) query = query.where("subscribers.id", ">", cursor);
  const rows = await query.orderBy("subscribers.id").limit(limit).execute();
  return rows.map((r) => ({ id: r.id, email: r.email, unsubscribe_token: r.unsubscribe_token ?? "" }));
}

export async function subscriberStatus(db: Executor, id: string): Promise<SubscriberStatus | undefined> {
  const row = await db.selectFrom("subscribers").select("status").where("id", "=", id).executeTakeFirst();
  return row?.status;
}

/** Moves an issue from one of `from` to `to` with `fields`; false when it was in none of them. */
export async function transitionIssue(
  db: Executor,
  id: string,
  from: IssueStatus[],
  to: IssueStatus,
  fields: { consecutive_failures?: number; finished_at?: string | null } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_issues")
    .set({ status: to, ...fields })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Advances the queueing cursor; `queuedAt` once every recipient has its row. */
export async function advanceCursor(db: Executor, id: string, cursor: string | null, queuedAt: string | null): Promise<void> {
  await db.updateTable("newsletter_issues").set({ queue_cursor: cursor, queued_at: queuedAt }).where("id", "=", id).execute();
}

/** Issues whose queueing has not finished (after a crash or restart, any instance takes it up). */
export async function issuesToQueue(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom("newsletter_issues")
    .select("id")
    .where("status", "in", ["sending", "paused"])
    .where("queued_at", "is", null)
    .execute();
  return rows.map((r) => r.id);
}

/** A delivery worked: the run of failures ends. */
export async function resetFailures(db: Executor, id: string): Promise<void> {
  await db
    .updateTable("newsletter_issues")
    .set({ consecutive_failures: 0 })
    .where("id", "=", id)
    .where("consecutive_failures", ">", 0)
    .execute();
}

/** One more failure in a row; the issue pauses when the run reaches `pauseAt`. True when this paused it. */
export async function countFailure(db: Executor, id: string, pauseAt: number): Promise<boolean> {
  await db
    .updateTable("newsletter_issues")
    .set({ consecutive_failures: sql<number>`consecutive_failures + 1` })
    .where("id", "=", id)
    .execute();
  const result = await db
    .updateTable("newsletter_issues")
    .set({ status: "paused" })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .where("consecutive_failures", ">=", pauseAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether some issue is sending with every recipient queued (one may be done). */
export async function hasQueuedSend(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom("newsletter_issues")
    .select("id")
    .where("status", "=", "sending")
    .where("queued_at", "is not", null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Issues in "sending" whose every recipient has its row and none is still
 * waiting or being sent become "sent". Returns how many did.
 */
export async function finishDoneIssues(db: Executor, at: string): Promise<number> {
  const result = await db
    .updateTable("newsletter_issues")
    .set({ status: "sent", finished_at: at })
    .where("status", "=", "sending")
    .where("queued_at", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("outbox")
            .select("outbox.id")
            .whereRef("outbox.issue_id", "=", "newsletter_issues.id")
            .where("outbox.status", "in", ["pending", "sending"]),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
