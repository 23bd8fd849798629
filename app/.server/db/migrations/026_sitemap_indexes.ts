import type { Kysely } from "kysely";

// The sitemap's files (issue 38, ADR 047) read the published announcements, news and sirküler
// a file (up to 50 000 rows) at a time, in the order of publication, and only the columns a
// URL and its lastmod need. Each table gets an index that holds exactly those, so that the
// reads never touch the rows: on SQLite a row carries its body (kilobytes) before
// updated_at, and reading 80 000 news rows took 0.5 s; on PostgreSQL a file's rows took
// 0.6 s from the table and 0.02 s as an index-only scan.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

const INDEXES = [
  ["announcements_sitemap", "announcements", ["status", "published_at", "id", "updated_at", "title"]],
  ["news_sitemap", "news", ["status", "published_at", "id", "updated_at", "title"]],
  ["circulars_sitemap", "circulars", ["status", "published_at", "id", "updated_at", "number_year", "number_seq"]],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
