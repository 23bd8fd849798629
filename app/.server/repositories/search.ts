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

/** How much of a body a hit carries for its snippet. */
const BODY_READ = 20_000;

/** A hit's place among the matches: 0 the title holds the query as a phrase, 1 every term, 2 only the body does. */
export type MatchTier = 0 | 1 | 2;

export interface RankedHit extends SearchHit {
  tier: MatchTier;
}

/** What a ranked page holds: a kind (or every kind but one), its size and where it starts. */
export interface RankWindow {
  /** Only this kind; otherwise every kind but `except`. */
  kind?: string;
  except?: string;
  limit: number;
  offset: number;
}

/**
 * A page of hits, best first (search/query.ts explains the order): by tier, then by the kind's
 * place in `kindOrder`, newer first, then by id. The same order on both databases, from what
 * each can answer from its indexes: the title's own FTS column or tsvector, the kind and the
 * date (PostgreSQL's ts_rank over whole documents read every match's text from TOAST: seconds
 * for a common word in 10 000 documents).
 */
export async function rankedDocuments(
  db: Executor,
  match: MatchExpression,
  phrase: MatchExpression,
  kindOrder: readonly string[],
  window: RankWindow,
): Promise<RankedHit[]> {
  if (isPostgres(db)) {
    await preferIndex(db);
    const kindFilter =
      window.kind !== undefined ? sql`and kind = ${window.kind}` : window.except !== undefined ? sql`and kind <> ${window.except}` : sql``;
    const { rows } = await sql<RankedHit>`
      select d.id, d.kind, d.url, d.title, substr(d.body, 1, ${BODY_READ}) as body, d.published_at, page.tier
      from (
        select id, published_at, kind,
          case when title_document @@ to_tsquery('simple', ${phrase.tsquery}) then 0 when title_document @@ query then 1 else 2 end as tier
        from search_documents, to_tsquery('simple', ${match.tsquery}) query
        where document @@ query ${kindFilter}
        order by tier, ${kindRankOf(kindOrder, sql.ref("kind"))}, published_at desc, id
        limit ${window.limit} offset ${window.offset}
      ) page
      join search_documents d on d.id = page.id
      order by page.tier, ${kindRankOf(kindOrder, sql.ref("page.kind"))}, page.published_at desc, page.id`.execute(db);
    return rows.map((row) => ({ ...row, tier: Number(row.tier) as MatchTier }));
  }
  const kindFilter =
    window.kind !== undefined
      ? sql`and d.kind = ${window.kind}`
      : window.except !== undefined
        ? sql`and d.kind <> ${window.except}`
        : sql``;
  // The page sorted from the small index (migration 024: a row's published_at comes after its
  // body), then the page's rows with their text: the bodies are read for these rows only.
  const { rows } = await sql<RankedHit>`
    select d.id, d.kind, d.url, d.title, substr(d.body, 1, ${BODY_READ}) as body, d.published_at, page.tier
    from (
      select d.seq, d.published_at, d.kind,
        case
          when d.seq in (select rowid from search_fts where search_fts match ${`title : ${phrase.fts}`}) then 0
          when d.seq in (select rowid from search_fts where search_fts match ${`title : (${match.fts})`}) then 1
          else 2
        end as tier
      from search_fts f join search_documents d indexed by search_documents_seq_rank on d.seq = f.rowid
      where search_fts match ${match.fts} ${kindFilter}
      order by tier, ${kindRankOf(kindOrder, sql.ref("d.kind"))}, d.published_at desc, d.seq
      limit ${window.limit} offset ${window.offset}
    ) page
    join search_documents d on d.seq = page.seq
    order by page.tier, ${kindRankOf(kindOrder, sql.ref("page.kind"))}, page.published_at desc, page.seq`.execute(db);
  return rows.map((row) => ({ ...row, tier: Number(row.tier) as MatchTier }));
}

/**
 * A page of one kind's hits by date: from `today` on, soonest first, then the past, latest
 * first (the tax calendar's deadlines, whose date is the day they fall due).
 */
export async function datedDocuments(
  db: Executor,
  match: MatchExpression,
  kind: string,
  today: string,
  window: { limit: number; offset: number },
): Promise<SearchHit[]> {
  // Soonest first from today, then the past, latest first; ties by the row's own order.
  const order = (date: string, tie: string) =>
    sql`case when ${sql.ref(date)} >= ${today} then 0 else 1 end, case when ${sql.ref(date)} >= ${today} then ${sql.ref(date)} end asc, ${sql.ref(date)} desc, ${sql.ref(tie)}`;
  if (isPostgres(db)) {
    await preferIndex(db);
    const { rows } = await sql<SearchHit>`
      select id, kind, url, title, substr(body, 1, ${BODY_READ}) as body, published_at from search_documents
      where document @@ to_tsquery('simple', ${match.tsquery}) and kind = ${kind}
      order by ${order("published_at", "id")} limit ${window.limit} offset ${window.offset}`.execute(db);
    return rows;
  }
  // As in rankedDocuments: the page from the small index, then its rows.
  const { rows } = await sql<SearchHit>`
    select d.id, d.kind, d.url, d.title, substr(d.body, 1, ${BODY_READ}) as body, d.published_at
    from (
      select d.seq, d.published_at from search_fts f join search_documents d indexed by search_documents_seq_rank on d.seq = f.rowid
      where search_fts match ${match.fts} and d.kind = ${kind}
      order by ${order("d.published_at", "d.seq")} limit ${window.limit} offset ${window.offset}
    ) page
    join search_documents d on d.seq = page.seq
    order by ${order("page.published_at", "page.seq")}`.execute(db);
  return rows;
}

/** A kind's place in `kindOrder` as SQL (a kind not listed comes after those listed). */
function kindRankOf(kindOrder: readonly string[], column: ReturnType<typeof sql.ref>) {
  const cases = kindOrder.map((kind, index) => sql`when ${kind} then ${sql.lit(index)}`);
  return sql`case ${column} ${sql.join(cases, sql` `)} else ${sql.lit(kindOrder.length)} end`;
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
