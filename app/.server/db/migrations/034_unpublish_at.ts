import type { Kysely } from "kysely";

// Scheduled unpublishing (issue 44, ADR 067): an announcement, news item or sirküler may carry
// the time it leaves the public site. `unpublish_at` (ISO, UTC; null: it stays) is read by every
// public read ("published now" is: status published, published_at reached, unpublish_at not
// reached), and the scheduler turns a published entry whose time has come into a draft, raising
// the content version. The entry keeps the time, so the admin shows "Yayından kalktı (tarih)".
//
// The pre-publish checks' advertising words (the same ADR) live in `settings`; their warnings in
// each revision's snapshot: neither needs a column.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

const TABLES = ["announcements", "news", "circulars"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("unpublish_at", "text").execute();
    // The next time to leave (min over the few rows that have one), read once per content version.
    await db.schema.createIndex(`${table}_unpublish_at`).on(table).column("unpublish_at").execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_unpublish_at`).execute();
    await db.schema.alterTable(table).dropColumn("unpublish_at").execute();
  }
}
