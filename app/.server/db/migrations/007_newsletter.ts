import type { Kysely } from "kysely";

// The e-bülten (issue 13): newsletter issues written in the admin and sent to
// confirmed subscribers through the outbox; the outbox learns which rows are
// newsletter deliveries (one per issue and subscriber, enforced), and sends
// the firm's own e-mails first; subscribers can be bounced; the consent text
// a subscriber saw is versioned and kept with the consent.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("newsletter_issues")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("preheader", "text", (c) => c.notNull().defaultTo(""))
    // Sanitized rich text, as announcements' bodies.
    .addColumn("body", "text", (c) => c.notNull())
    // draft | sending | paused | sent | cancelled
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    // When the send began: the date of the issue on /bulten. Null for a draft.
    .addColumn("sent_at", "text")
    // Confirmed subscribers when the send began (the confirmation's number).
    .addColumn("recipients", "integer")
    // Queueing goes through the subscribers by id in batches; the last id queued,
    // and when every recipient had its outbox row.
    .addColumn("queue_cursor", "text")
    .addColumn("queued_at", "text")
    .addColumn("finished_at", "text")
    // SMTP failures in a row while sending; at the limit the send pauses.
    .addColumn("consecutive_failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("admin_email", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("newsletter_issues_sent_at").on("newsletter_issues").columns(["status", "sent_at"]).execute();

  await db.schema.alterTable("outbox").addColumn("issue_id", "text").execute();
  await db.schema.alterTable("outbox").addColumn("subscriber_id", "text").execute();
  // 0: the firm's own e-mails (contact, sign-up, admin accounts) go first; 1: newsletter deliveries.
  await db.schema
    .alterTable("outbox")
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // One delivery per issue and subscriber, whatever crashes or restarts (NULLs,
  // the firm's own e-mails, never collide).
  await db.schema.createIndex("outbox_issue_subscriber").on("outbox").columns(["issue_id", "subscriber_id"]).unique().execute();
  // Due rows are taken in priority order now (003's index had no priority).
  await db.schema.dropIndex("outbox_due").execute();
  await db.schema.createIndex("outbox_due_by_priority").on("outbox").columns(["status", "priority", "next_attempt_at"]).execute();

  // bounced: a permanent SMTP refusal (or the admin) stopped sending to it.
  await db.schema.alterTable("subscribers").addColumn("bounced_at", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("bounce_reason", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("consent_text_version", "integer").execute();

  await db.schema
    .createTable("consent_texts")
    .addColumn("version", "integer", (c) => c.primaryKey())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("consent_texts").execute();
  for (const column of ["bounced_at", "bounce_reason", "consent_text_version"]) {
    await db.schema.alterTable("subscribers").dropColumn(column).execute();
  }
  await db.schema.dropIndex("outbox_due_by_priority").execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.dropIndex("outbox_issue_subscriber").execute();
  for (const column of ["issue_id", "subscriber_id", "priority"]) await db.schema.alterTable("outbox").dropColumn(column).execute();
  await db.schema.dropTable("newsletter_issues").execute();
}
