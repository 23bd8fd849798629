/**
 * The site search's index (migration 015): documents and their folded text,
 * in SQLite's FTS5 table or PostgreSQL's tsvector column. The search's rules
 * (folding, query terms) are in app/.server/search/; this file only stores
 * and matches what it is given.
 */
import { PostgresAdapter, sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { SearchDocumentTable } from "#app/.server/db/schema.ts";

/** A document with its folded text (search/text.ts indexText). */
export interface IndexedDocument extends SearchDocumentTable {
  titleIndex: string;
  bodyIndex: string;
}

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The document's words, the title's weighted A and the body's B. */
const TSVECTOR = (title: string, body: string) =>
  sql`setweight(to_tsvector('simple', ${title}), 'A') || setweight(to_tsvector('simple', ${body}), 'B')`;

export async function upsertSearchDocument(db: Executor, doc: IndexedDocument): Promise<void> {
  const { titleIndex, bodyIndex, ...row } = doc;
  if (isPostgres(db)) {
    const vectors = { document: TSVECTOR(titleIndex, bodyIndex), title_document: sql`to_tsvector('simple', ${titleIndex})` };
    await db
      .insertInto("search_documents")
      .values({ ...row, ...vectors } as never)
      .onConflict((oc) => oc.column("id").doUpdateSet({ ...row, ...vectors } as never))
      .execute();
    return;
  }
  await deleteSearchDocument(db, row.id);
  await db.insertInto("search_documents").values(row).execute();
  await sql`insert into search_fts (rowid, title, body) select seq, ${titleIndex}, ${bodyIndex} from search_documents where id = ${row.id}`.execute(
    db,
  );
}

export async function deleteSearchDocument(db: Executor, id: string): Promise<void> {
  if (!isPostgres(db)) await sql`delete from search_fts where rowid in (select seq from search_documents where id = ${id})`.execute(db);
  await db.deleteFrom("search_documents").where("id", "=", id).execute();
}

/** Every document of these kinds (before they are written again), or all with none given. */
export async function deleteSearchDocuments(db: Executor, kinds?: readonly string[]): Promise<void> {
  if (kinds && kinds.length === 0) return;
  if (!isPostgres(db)) {
    if (kinds) {
      await sql`delete from search_fts where rowid in (select seq from search_documents where kind in (${sql.join(kinds)}))`.execute(db);
    } else {
      await sql`delete from search_fts`.execute(db);
    }
  }
  let query = db.deleteFrom("search_documents");
  if (kinds) query = query.where("kind", "in", kinds);
  await query.execute();
}

/** A query as each database writes it (search/query.ts builds both). */
export interface MatchExpression {
  fts: string;
  tsquery: string;
}

export interface SearchHit {
  id: string;
  kind: string;
  url: string;
  title: string;
  /** The beginning of the body (enough for a snippet). */
  body: string;
  published_at: string;
}

/** How many places past the page the ranking window reaches, for documents tied on bm25 (SQLite). */
const TIE_MARGIN = 100;

/** How much of a body a hit carries for its snippet. */
const BODY_READ = 20_000;

/**
 * A page of hits, best first: title matches above body matches, newer first
 * within each. (PostgreSQL: ts_rank over whole documents read every match's
 * tsvector from TOAST, seconds per common word with 10 000 documents; the
 * title's own small tsvector is enough for this order.)
 */
export async function searchDocuments(db: Executor, match: MatchExpression, limit: number, offset: number): Promise<SearchHit[]> {
  if (isPostgres(db)) {
    await preferIndex(db);
    // The page's rows first, then their text: the body is read for these rows only.
    const { rows } = await sql<SearchHit>`
      select d.id, d.kind, d.url, d.title, substr(d.body, 1, ${BODY_READ}) as body, d.published_at
      from (
        select id, (title_document @@ query) as in_title, published_at
        from search_documents, to_tsquery('simple', ${match.tsquery}) query
        where document @@ query
        order by in_title desc, published_at desc, id
        limit ${limit} offset ${offset}
      ) page
      join search_documents d on d.id = page.id
      order by page.in_title desc, page.published_at desc, page.id`.execute(db);
    return rows;
  }
  // SQLite: the best matches by bm25 alone first, then only those are joined to their rows (joining every
  // match to read its date cost 66 ms for a word in every document of 10 000, against 12 ms). Documents
  // tied on bm25 beyond TIE_MARGIN places may be left out of the window: newer-first holds within it.
  const window = offset + limit + TIE_MARGIN;
  const { rows } = await sql<SearchHit>`
    select d.id, d.kind, d.url, d.title, substr(d.body, 1, ${BODY_READ}) as body, d.published_at
    from (
      select rowid, bm25(search_fts, 10.0, 1.0) as score from search_fts
      where search_fts match ${match.fts} order by score limit ${window}
    ) f
    join search_documents d on d.seq = f.rowid
    order by f.score, d.published_at desc, d.id
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

/**
 * PostgreSQL: match through the GIN index even when most documents match. The
 * planner prices a sequential scan as cheap, but it reads every document's
 * tsvector from TOAST: 143 ms against 8.5 ms to count "iade" in 10 000
 * documents. Inside a transaction only (`readOnly` in db/index.ts); elsewhere
 * it changes nothing.
 */
async function preferIndex(db: Executor): Promise<void> {
  if (db.isTransaction) await sql`set local enable_seqscan = off`.execute(db);
}

/** How many documents match, by kind. */
export async function countMatches(db: Executor, match: MatchExpression): Promise<Map<string, number>> {
  if (isPostgres(db)) await preferIndex(db);
  const { rows } = isPostgres(db)
    ? await sql<{ kind: string; count: number | string }>`
        select kind, count(*) as count from search_documents
        where document @@ to_tsquery('simple', ${match.tsquery}) group by kind`.execute(db)
    : await sql<{ kind: string; count: number }>`
        select d.kind, count(*) as count from search_fts f
        join search_documents d indexed by search_documents_seq_kind on d.seq = f.rowid
        where search_fts match ${match.fts} group by d.kind`.execute(db);
  return new Map(rows.map((row) => [row.kind, Number(row.count)]));
}

/** How many documents the index holds. */
export async function countSearchDocuments(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("search_documents")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The indexed titles of pages by their path (İstatistikler names the pages it lists). */
export async function titlesByUrl(db: Executor, urls: readonly string[]): Promise<Map<string, string>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .selectFrom("search_documents")
    .select(["url", "title"])
    .where("url", "in", [...urls])
    .execute();
  return new Map(rows.map((row) => [row.url, row.title]));
}
