import { type Kysely, PostgresAdapter, sql } from "kysely";

// The English search (issue 43, ADR 062): one row per published English text that a visitor
// can open (a page, a service, an FAQ answer, a sirküler's summary), with English stemming.
//
// - english_search_documents: kind and key name the source; url, title, body (plain text, for
//   snippets) and published_at (ties: newer first; "" for what has no date).
// - SQLite: english_search_fts, an FTS5 table over the rows' title and body (external content:
//   snippets are read from the rows) with the `porter unicode61 remove_diacritics 2` tokenizer,
//   so "auditing" and "audits" match "audit".
// - PostgreSQL: a tsvector column with the `english` configuration (title weight A, body B)
//   and a GIN index.
//
// The documents are not written here: the search rebuilds them whenever the content version
// differs from the one they were built at (search/english.ts), so a migration does not depend
// on today's code.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema.createTable("english_search_documents");
  // SQLite: an INTEGER PRIMARY KEY is the rowid the FTS5 rows share (kept through VACUUM).
  if (!postgres) table = table.addColumn("seq", "integer", (c) => c.primaryKey());
  table = table
    // "<kind>:<key>"
    .addColumn("id", "text", (c) => (postgres ? c.primaryKey() : c.notNull().unique()))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull());
  if (postgres) table = table.addColumn("document", sql`tsvector`, (c) => c.notNull());
  await table.execute();
  if (postgres) {
    await sql`create index english_search_documents_document on english_search_documents using gin (document)`.execute(db);
  } else {
    await sql`create virtual table english_search_fts using fts5(title, body, content = 'english_search_documents', content_rowid = 'seq', tokenize = 'porter unicode61 remove_diacritics 2')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await sql`drop table english_search_fts`.execute(db);
  await db.schema.dropTable("english_search_documents").execute();
}
