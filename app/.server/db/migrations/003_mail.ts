import type { Kysely } from "kysely";

// E-mail delivery (the outbox) and the newsletter's double opt-in.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    // Extra headers (Reply-To, List-Unsubscribe…) as a JSON object.
    .addColumn("headers", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("claimed_by", "text")
    .addColumn("claimed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema.alterTable("subscribers").addColumn("confirm_token_hash", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("confirm_expires_at", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("unsubscribe_token", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("unsubscribed_at", "text").execute();
  await db.schema.createIndex("subscribers_confirm_token").on("subscribers").column("confirm_token_hash").execute();
  await db.schema.createIndex("subscribers_unsubscribe_token").on("subscribers").column("unsubscribe_token").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("subscribers_unsubscribe_token").execute();
  await db.schema.dropIndex("subscribers_confirm_token").execute();
  for (const column of ["unsubscribed_at", "unsubscribe_token", "confirm_expires_at", "confirm_token_hash"]) {
    await db.schema.alterTable("subscribers").dropColumn(column).execute();
  }
  await db.schema.dropTable("outbox").execute();
}
