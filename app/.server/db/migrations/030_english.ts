import type { Kysely } from "kysely";

// English texts beside the Turkish ones (issue 43, ADR 060). The office writes English for
// Firma bilgileri, a page, a service, an FAQ entry or a sirküler's summary; an English page
// exists only while its English text is published (no machine translation).
//
// - english_texts: one row per item that has English: kind ("settings", "page", "service",
//   "question", "circular") and key (the page key, the service's or entry's id, "settings").
//   `data` is the published English fields as JSON (null: not published, the page is not
//   offered in English), `draft` a saved draft not yet published (null: none), `revision` the
//   optimistic lock as in firm_pages. The item's own row is not touched: deleting a service
//   or an entry leaves an orphan row that the public reads ignore and the bin's restore finds.
// - english_revisions: the English history, as firm_revisions is the firm's.
// - messages.language: the contact form's language ("tr", "en"), so the office sees which
//   form a message came from; every earlier message was Turkish.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("english_texts")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("data", "text")
    .addColumn("draft", "text")
    .addColumn("published_at", "text")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("english_texts_pk", ["kind", "key"])
    .execute();
  await db.schema
    .createTable("english_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("english_revisions_item").on("english_revisions").columns(["kind", "key", "version"]).execute();
  await db.schema
    .alterTable("messages")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("tr"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("messages").dropColumn("language").execute();
  await db.schema.dropTable("english_revisions").execute();
  await db.schema.dropTable("english_texts").execute();
}
