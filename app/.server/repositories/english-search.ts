/**
 * The English search's index (migration 031, ADR 062): documents with English stemming, in
 * SQLite's FTS5 table (porter) or PostgreSQL's tsvector (`english`). What is indexed and when
 * is search/english.ts's; this file only stores and matches what it is given. The query is
 * always bound as a value: FTS5 gets quoted words, PostgreSQL plainto_tsquery's plain text.
 */
import { PostgresAdapter, sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { EnglishSearchDocumentTable } from "#app/.server/db/schema.ts";

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Marks around a matching word in a title or snippet (control characters: never in the indexed text). */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

/** The words of a query, as each database matches them (every word must match). */
export interface EnglishMatch {
  /** FTS5: quoted words ("a" "b"), each stemmed by the porter tokenizer. */
  fts: string;
  /** PostgreSQL: the words as plain text for plainto_tsquery('english', …). */
  text: string;
}

export interface EnglishHit {
  url: string;
  kind: string;
  /** The title and a short part of the body, with MARK_START/MARK_END around matching words. */
  title: string;
  snippet: string;
}

/** Rows per insert (SQLite allows 32 766 bound values; a row binds 7 to 9). */
const INSERT_BATCH = 200;

/** Replaces every English document with `docs` (inside the caller's transaction). */
export async function replaceEnglishSearchDocuments(db: Executor, docs: readonly EnglishSearchDocumentTable[]): Promise<void> {
  const postgres = isPostgres(db);
  await db.deleteFrom("english_search_documents").execute();
  // A few statements in all (PostgreSQL: one round trip per batch, not per document).
  for (let at = 0; at < docs.length; at += INSERT_BATCH) {
    const batch = docs.slice(at, at + INSERT_BATCH).map((doc) =>
      postgres
        ? {
            ...doc,
            document: sql`setweight(to_tsvector('english', ${doc.title}), 'A') || setweight(to_tsvector('english', ${doc.body}), 'B')`,
          }
        : doc,
    );
    await db
      .insertInto("english_search_documents")
      .values(batch as never)
      .execute();
  }
  // External content: FTS5's index is built again from the rows.
  if (!postgres) await sql`insert into english_search_fts (english_search_fts) values ('rebuild')`.execute(db);
}

/** How many documents match. */
export async function countEnglishMatches(db: Executor, match: EnglishMatch): Promise<number> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ count: string | number }>`
      select count(*) as count from english_search_documents where document @@ plainto_tsquery('english', ${match.text})`.execute(db);
    return Number(rows[0]?.count ?? 0);
  }
  const { rows } = await sql<{
    count: number;
  }>`select count(*) as count from english_search_fts where english_search_fts match ${match.fts}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** A page of matches, best first (the title's words weigh more than the body's), then newer first. */
export async function rankedEnglishDocuments(
  db: Executor,
  match: EnglishMatch,
  window: { limit: number; offset: number },
): Promise<EnglishHit[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<EnglishHit>`
      select url, kind,
        ts_headline('english', title, query, ${`HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`}) as title,
        ts_headline('english', body, query, ${`MaxWords=32, MinWords=16, StartSel=${MARK_START}, StopSel=${MARK_END}`}) as snippet
      from (
        select d.*, query from english_search_documents d, plainto_tsquery('english', ${match.text}) query
        where document @@ query
        order by ts_rank(document, query) desc, published_at desc, id
        limit ${window.limit} offset ${window.offset}
      ) page
      order by ts_rank(document, query) desc, published_at desc, id`.execute(db);
    return rows;
  }
  const { rows } = await sql<EnglishHit>`
    select d.url, d.kind,
      highlight(english_search_fts, 0, ${MARK_START}, ${MARK_END}) as title,
      snippet(english_search_fts, 1, ${MARK_START}, ${MARK_END}, '…', 32) as snippet
    from english_search_fts f join english_search_documents d on d.seq = f.rowid
    where english_search_fts match ${match.fts}
    order by bm25(english_search_fts, 10.0, 1.0), d.published_at desc, d.seq
    limit ${window.limit} offset ${window.offset}`.execute(db);
  return rows;
}
