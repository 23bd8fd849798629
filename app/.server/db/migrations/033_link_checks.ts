import type { Kysely } from "kysely";

// Kırık bağlantılar (issue 44, ADR 066): the last check of each outbound link found in
// published content, one row per URL (as written in the content). `ok` 1 when the link
// answered 2xx (after at most a few redirects); otherwise `error` says why: "http" (then
// `status` is the code), "timeout", "reset", "dns", "refused", "tls", "redirects" (too many or a
// loop), "other". `first_failed_at` is when its failures began (null while it works);
// `checked_at` the last check. Where a link is used is read from the content when shown, so
// nothing here goes stale when an entry changes; a link no longer in any content is deleted by
// the next round.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("link_checks")
    .addColumn("url", "text", (c) => c.primaryKey())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("ok", "integer", (c) => c.notNull())
    .addColumn("status", "integer")
    .addColumn("final_url", "text")
    .addColumn("error", "text")
    .addColumn("checked_at", "text", (c) => c.notNull())
    .addColumn("first_failed_at", "text")
    .execute();
  await db.schema.createIndex("link_checks_ok").on("link_checks").columns(["ok", "url"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("link_checks").execute();
}
