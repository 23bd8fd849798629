import { type Kysely, PostgresAdapter, sql } from "kysely";

// Site search (issue 23): one row per public document (a sirküler, an
// announcement, a service, a page, a calculator…) with the text the search
// shows, and an index over its Turkish-folded text (app/.server/search/).
//
// - search_documents: kind and key name the source; url, title, body (plain
//   text, for snippets) and published_at (ties: newer first).
// - SQLite: search_fts, an FTS5 table (rowid = search_documents' rowid) with
//   two columns, title and body, holding the folded words (ranked with bm25,
//   title weighted above body). unicode61 with remove_diacritics 0: the text
//   is folded before it is stored, the tokenizer must not fold it again.
// - PostgreSQL: a tsvector column (simple configuration, title weight A,
//   body weight B) with a GIN index, and the title's own tsvector for ranking.
// - published_at: ISO time; "" for what has no date (pages, calculators).
//
// The index is filled at the first start after this migration (search/index.ts,
// ensureSearchIndex), not here: a migration must not depend on today's code,
// and the content's shape (pages' placeholders, calculators) lives in code.
// See docs/decisions/024-search.md.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema.createTable("search_documents");
  // SQLite: an INTEGER PRIMARY KEY is the rowid that search_fts rows share;
  // declared, it stays the same through VACUUM (an implicit rowid may not).
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
  // The title's words alone (small: ranking reads it for every match instead of the whole document).
  if (postgres)
    table = table.addColumn("document", sql`tsvector`, (c) => c.notNull()).addColumn("title_document", sql`tsvector`, (c) => c.notNull());
  await table.execute();
  await db.schema.createIndex("search_documents_kind").on("search_documents").columns(["kind", "key"]).execute();
  if (postgres) {
    await sql`create index search_documents_document on search_documents using gin (document)`.execute(db);
  } else {
    // Contentless (the words are only indexed, not kept a second time: search_documents
    // holds the text shown), with deletes by rowid (SQLite 3.43+).
    await sql`create virtual table search_fts using fts5(title, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0')`.execute(
      db,
    );
    // The count by kind reads this small index for every match instead of the rows with their text.
    await db.schema.createIndex("search_documents_seq_kind").on("search_documents").columns(["seq", "kind"]).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await sql`drop table search_fts`.execute(db);
  await db.schema.dropTable("search_documents").execute();
}
