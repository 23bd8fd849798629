import type { Kysely } from "kysely";

// E-bülten by topic (issue 44, ADR 064).
//
// - newsletter_topics: the topics the office defines, in its order; seeded from the sirküler
//   categories as they are now (one topic per category, `category_id` naming it, so that an issue
//   made from a circular takes its categories' topics). A topic added later names no category.
// - subscriber_topics: the topics a subscriber chose. A subscriber with `all_topics` = 1 chose
//   none ("Tüm konular"): every issue goes to them, also one of a topic added later. Deleted
//   with the subscriber (erasure, retention).
// - newsletter_issue_topics: an issue's topics; an issue with none goes to every subscriber.
//   Deleted with the issue (a draft deleted).
// - subscribers.all_topics, topics_text, topics_at: the consent record's topics as last chosen,
//   in the words the visitor saw ("Tüm konular" or the names), and when (sign-up, confirmation,
//   a change on the preference page). Every earlier subscriber consented to the whole e-bülten.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

const MIGRATED_AT = "2026-11-29T00:00:00.000Z";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("newsletter_topics")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("category_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  const categories = await db
    .selectFrom("circular_categories")
    .select(["id", "slug", "name", "position"])
    .orderBy("position")
    .orderBy("name")
    .execute();
  if (categories.length > 0) {
    await db
      .insertInto("newsletter_topics")
      .values(
        categories.map((category: { id: string; slug: string; name: string }, index: number) => ({
          id: `konu-${category.slug}`,
          name: category.name,
          position: index + 1,
          category_id: category.id,
          created_at: MIGRATED_AT,
        })),
      )
      .execute();
  }

  await db.schema
    .createTable("subscriber_topics")
    .addColumn("subscriber_id", "text", (c) => c.notNull().references("subscribers.id").onDelete("cascade"))
    .addColumn("topic_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("subscriber_topics_pk", ["subscriber_id", "topic_id"])
    .execute();
  await db.schema.createIndex("subscriber_topics_topic").on("subscriber_topics").column("topic_id").execute();

  await db.schema
    .createTable("newsletter_issue_topics")
    .addColumn("issue_id", "text", (c) => c.notNull().references("newsletter_issues.id").onDelete("cascade"))
    .addColumn("topic_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("newsletter_issue_topics_pk", ["issue_id", "topic_id"])
    .execute();

  await db.schema
    .alterTable("subscribers")
    .addColumn("all_topics", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("subscribers").addColumn("topics_text", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("topics_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscribers").dropColumn("topics_at").execute();
  await db.schema.alterTable("subscribers").dropColumn("topics_text").execute();
  await db.schema.alterTable("subscribers").dropColumn("all_topics").execute();
  await db.schema.dropTable("newsletter_issue_topics").execute();
  await db.schema.dropTable("subscriber_topics").execute();
  await db.schema.dropTable("newsletter_topics").execute();
}
