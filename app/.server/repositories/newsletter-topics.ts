/** The e-bülten's topics (issue 44, ADR 064): the office's list, the subscribers' and the issues' choices. */
import type { Executor } from "#app/.server/db/index.ts";
import type { NewsletterTopic } from "#app/.server/db/schema.ts";

/** Every topic in the office's order. */
export async function listTopics(db: Executor): Promise<NewsletterTopic[]> {
  return db.selectFrom("newsletter_topics").selectAll().orderBy("position").orderBy("name").orderBy("id").execute();
}

export async function findTopic(db: Executor, id: string): Promise<NewsletterTopic | undefined> {
  return db.selectFrom("newsletter_topics").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertTopic(db: Executor, topic: NewsletterTopic): Promise<void> {
  await db.insertInto("newsletter_topics").values(topic).execute();
}

export async function nextTopicPosition(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("newsletter_topics")
    .select((eb) => eb.fn.max("position").as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export async function renameTopicRow(db: Executor, id: string, name: string): Promise<void> {
  await db.updateTable("newsletter_topics").set({ name }).where("id", "=", id).execute();
}

export async function setTopicPosition(db: Executor, id: string, position: number): Promise<void> {
  await db.updateTable("newsletter_topics").set({ position }).where("id", "=", id).execute();
}

/** Deletes a topic and every subscriber's and issue's choice of it. */
export async function deleteTopic(db: Executor, id: string): Promise<boolean> {
  await db.deleteFrom("subscriber_topics").where("topic_id", "=", id).execute();
  await db.deleteFrom("newsletter_issue_topics").where("topic_id", "=", id).execute();
  const result = await db.deleteFrom("newsletter_topics").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Whether an issue whose queueing has not finished is of this topic (its recipients are still being chosen). */
export async function topicInUnqueuedSend(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("newsletter_issue_topics")
    .innerJoin("newsletter_issues", "newsletter_issues.id", "newsletter_issue_topics.issue_id")
    .select("newsletter_issues.id")
    .where("newsletter_issue_topics.topic_id", "=", id)
    .where("newsletter_issues.status", "in", ["sending", "paused"])
    .where("newsletter_issues.queued_at", "is", null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// A subscriber's topics

export async function subscriberTopicIds(db: Executor, subscriberId: string): Promise<string[]> {
  const rows = await db.selectFrom("subscriber_topics").select("topic_id").where("subscriber_id", "=", subscriberId).execute();
  return rows.map((row) => row.topic_id);
}

/** Replaces a subscriber's chosen topics. */
export async function setSubscriberTopics(db: Executor, subscriberId: string, topicIds: readonly string[]): Promise<void> {
  await db.deleteFrom("subscriber_topics").where("subscriber_id", "=", subscriberId).execute();
  if (topicIds.length > 0) {
    await db
      .insertInto("subscriber_topics")
      .values(topicIds.map((topic_id) => ({ subscriber_id: subscriberId, topic_id })))
      .execute();
  }
}

// An issue's topics

export async function issueTopicIds(db: Executor, issueId: string): Promise<string[]> {
  const rows = await db.selectFrom("newsletter_issue_topics").select("topic_id").where("issue_id", "=", issueId).execute();
  return rows.map((row) => row.topic_id);
}

/** Replaces an issue's topics. */
export async function setIssueTopics(db: Executor, issueId: string, topicIds: readonly string[]): Promise<void> {
  await db.deleteFrom("newsletter_issue_topics").where("issue_id", "=", issueId).execute();
  if (topicIds.length > 0) {
    await db
      .insertInto("newsletter_issue_topics")
      .values(topicIds.map((topic_id) => ({ issue_id: issueId, topic_id })))
      .execute();
  }
}

/** The topics of the sirküler categories given (an issue made from a circular). */
export async function topicIdsOfCategories(db: Executor, categoryIds: readonly string[]): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom("newsletter_topics")
    .select("id")
    .where("category_id", "in", [...categoryIds])
    .orderBy("position")
    .execute();
  return rows.map((row) => row.id);
}

// Counts

export interface TopicCountRow {
  topic_id: string;
  /** Confirmed subscribers who chose this topic. */
  chosen: number;
}

/** Confirmed subscribers per chosen topic (topics nobody chose are absent). */
export async function confirmedPerTopic(db: Executor): Promise<TopicCountRow[]> {
  const rows = await db
    .selectFrom("subscriber_topics")
    .innerJoin("subscribers", "subscribers.id", "subscriber_topics.subscriber_id")
    .select(["subscriber_topics.topic_id", (eb) => eb.fn.countAll().as("n")])
    .where("subscribers.status", "=", "confirmed")
    .where("subscribers.all_topics", "=", 0)
    .groupBy("subscriber_topics.topic_id")
    .execute();
  return rows.map((row) => ({ topic_id: row.topic_id, chosen: Number(row.n) }));
}

/** Confirmed subscribers who chose no topic ("Tüm konular"). */
export async function confirmedAllTopics(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "confirmed")
    .where("all_topics", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
