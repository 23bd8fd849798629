import { type Kysely, PostgresAdapter } from "kysely";

// The search's ranking (issue 38, ADR 045) sorts every match by its kind and date.
//
// - SQLite: search_documents_seq_rank (seq, kind, published_at), read instead of the rows:
//   published_at comes after the body in a row, so reading it from the row walks the body's
//   overflow pages (a sirküler's attachment text runs to megabytes). The ranking and the
//   calendar's dates name this index (INDEXED BY), as the count by kind names
//   search_documents_seq_kind.
// - PostgreSQL: nothing; its rows keep the body in TOAST, out of the way.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.createIndex("search_documents_seq_rank").on("search_documents").columns(["seq", "kind", "published_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.dropIndex("search_documents_seq_rank").execute();
}
