/**
 * Sirküler's own rows beside the entry's (repositories/entries.ts): a
 * circular's number and reference columns, its categories and attachments
 * (link tables), the categories the office manages, and numbers in use.
 */
import type { ExpressionBuilder } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { CircularCategory, CircularRow, Database } from "#app/.server/db/schema.ts";
import type { AttachmentSummary, CircularFields, OfficialReference, ReferenceKind } from "#app/lib/circulars.ts";

/** The circular's own columns in `circulars`. */
export const CIRCULAR_COLUMNS = [
  "number_year",
  "number_seq",
  "reference_kind",
  "reference_number",
  "gazette_date",
  "gazette_number",
] as const;

export interface CircularColumns {
  number_year: number;
  number_seq: number;
  reference_kind: string | null;
  reference_number: string | null;
  gazette_date: string | null;
  gazette_number: string | null;
}

/** The columns' values for a circular's fields. */
export function circularValues(circular: CircularFields): CircularColumns {
  const reference = circular.reference;
  return {
    number_year: circular.year,
    number_seq: circular.seq,
    reference_kind: reference?.kind ?? null,
    reference_number: reference?.number ?? null,
    gazette_date: reference?.gazetteDate ?? null,
    gazette_number: reference?.gazetteNumber ?? null,
  };
}

/** The fields of a row's columns, without its links (see withLinks). */
export function circularOfColumns(row: CircularColumns): CircularFields {
  const reference: OfficialReference | null =
    row.reference_kind && row.reference_number
      ? {
          kind: row.reference_kind as ReferenceKind,
          number: row.reference_number,
          gazetteDate: row.gazette_date,
          gazetteNumber: row.gazette_number,
        }
      : null;
  return { year: Number(row.number_year), seq: Number(row.number_seq), categoryIds: [], reference, attachmentIds: [] };
}

/**
 * Ids bound in one IN list: SQLite binds at most 32,766 parameters a statement, and a site
 * with that many sirküler (the search index's rebuild reads them all) passed it.
 */
const IDS_PER_QUERY = 10_000;

/** Fills the circulars' category and attachment ids (two queries per 10,000 of them). */
export async function withLinks<T extends { id: string; circular?: CircularFields }>(db: Executor, entries: T[]): Promise<T[]> {
  for (let start = 0; start < entries.length; start += IDS_PER_QUERY) {
    await fillLinks(db, entries.slice(start, start + IDS_PER_QUERY));
  }
  return entries;
}

async function fillLinks(db: Executor, entries: { id: string; circular?: CircularFields }[]): Promise<void> {
  const ids = entries.map((entry) => entry.id);
  const [categories, attachments] = await Promise.all([
    db
      .selectFrom("circular_category_links as l")
      .innerJoin("circular_categories as c", "c.id", "l.category_id")
      .select(["l.circular_id", "l.category_id"])
      .where("l.circular_id", "in", ids)
      .orderBy("c.position")
      .orderBy("c.id")
      .execute(),
    db
      .selectFrom("circular_attachments")
      .select(["circular_id", "attachment_id"])
      .where("circular_id", "in", ids)
      .orderBy("position")
      .execute(),
  ]);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const link of categories) byId.get(link.circular_id)?.circular?.categoryIds.push(link.category_id);
  for (const link of attachments) byId.get(link.circular_id)?.circular?.attachmentIds.push(link.attachment_id);
}

/** Replaces a circular's category and attachment links with the fields'. */
export async function writeLinks(db: Executor, circularId: string, circular: CircularFields): Promise<void> {
  await deleteLinks(db, circularId);
  if (circular.categoryIds.length > 0) {
    await db
      .insertInto("circular_category_links")
      .values([...new Set(circular.categoryIds)].map((category_id) => ({ circular_id: circularId, category_id })))
      .execute();
  }
  if (circular.attachmentIds.length > 0) {
    await db
      .insertInto("circular_attachments")
      .values(
        [...new Set(circular.attachmentIds)].map((attachment_id, index) => ({
          circular_id: circularId,
          attachment_id,
          position: index + 1,
        })),
      )
      .execute();
  }
}

export async function deleteLinks(db: Executor, circularId: string): Promise<void> {
  await db.deleteFrom("circular_category_links").where("circular_id", "=", circularId).execute();
  await db.deleteFrom("circular_attachments").where("circular_id", "=", circularId).execute();
}

/** The circular that has this number, if any (whatever its state). */
export async function circularIdByNumber(db: Executor, year: number, seq: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("circulars")
    .select("id")
    .where("number_year", "=", year)
    .where("number_seq", "=", seq)
    .executeTakeFirst();
  return row?.id;
}

/** The highest sequence used in a year (0 when none). */
export async function highestSeq(db: Executor, year: number): Promise<number> {
  const row = await db
    .selectFrom("circulars")
    .select((eb) => eb.fn.max("number_seq").as("seq"))
    .where("number_year", "=", year)
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** The categories, in the office's order. */
export async function listCategories(db: Executor): Promise<CircularCategory[]> {
  return db.selectFrom("circular_categories").selectAll().orderBy("position").orderBy("id").execute();
}

/** Which of `ids` are attachments that exist. */
export async function existingAttachmentIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("attachments").select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id);
}

/** The attachments of `ids`, in that order (missing ones left out), without bytes or text. */
export async function attachmentSummaries(db: Executor, ids: readonly string[]): Promise<AttachmentSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("attachments")
    .select(["id", "file_name", "format", "bytes", "has_text", "pages"])
    .where("id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        fileName: row.file_name,
        format: row.format,
        bytes: Number(row.bytes),
        hasText: Number(row.has_text) === 1,
        pages: row.pages === null ? null : Number(row.pages),
      },
    ];
  });
}

/** The text extracted from the attachments of `ids` (for the search index), joined. */
export async function attachmentTexts(db: Executor, ids: readonly string[]): Promise<string> {
  if (ids.length === 0) return "";
  const rows = await db.selectFrom("attachments").select(["id", "text"]).where("id", "in", ids).execute();
  return rows.map((row) => row.text).join("\n");
}

// ——— Public reads: published circulars only (status published, published_at at or before `now`, unpublish_at after it). ———

/** Which published circulars a public read takes: a year of the number, a category's slug. */
export interface CircularFilter {
  /** ISO time: later publications (and anything not published) are left out. */
  now: string;
  year?: number;
  categorySlug?: string;
}

/** A published circular's row as the public pages need it. */
export type PublishedCircular = CircularRow;

/**
 * The public pages' one notion of "published at `now`", for any query with
 * `circulars` in scope: the lists and pages here, the attachments a visitor
 * may fetch (repositories/attachments.ts, ADR 033).
 */
export const publishedAt = (now: string) => (eb: ExpressionBuilder<Database, "circulars">) =>
  eb.and([
    eb("circulars.status", "=", "published"),
    eb("circulars.published_at", "is not", null),
    eb("circulars.published_at", "<=", now),
    // Its time to leave the site (ADR 067) not reached yet.
    eb.or([eb("circulars.unpublish_at", "is", null), eb("circulars.unpublish_at", ">", now)]),
  ]);

function publishedCirculars(db: Executor, filter: CircularFilter) {
  let query = db.selectFrom("circulars").where(publishedAt(filter.now));
  if (filter.year !== undefined) query = query.where("number_year", "=", filter.year);
  const slug = filter.categorySlug;
  if (slug !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("circular_category_links as l")
          .innerJoin("circular_categories as c", "c.id", "l.category_id")
          .select("l.circular_id")
          .whereRef("l.circular_id", "=", "circulars.id")
          .where("c.slug", "=", slug),
      ),
    );
  }
  return query;
}

/** A page of the published circulars, newest publication first (then the higher number). */
export async function listPublishedCirculars(
  db: Executor,
  filter: CircularFilter,
  page?: { limit: number; offset: number },
): Promise<PublishedCircular[]> {
  let query = publishedCirculars(db, filter)
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("number_year", "desc")
    .orderBy("number_seq", "desc");
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countPublishedCirculars(db: Executor, filter: CircularFilter): Promise<number> {
  const row = await publishedCirculars(db, filter)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The years (of the number) that have published circulars (of `filter.categorySlug` if given), newest first, with their counts. */
export async function publishedCircularYears(db: Executor, filter: CircularFilter): Promise<{ year: number; count: number }[]> {
  const rows = await publishedCirculars(db, { now: filter.now, categorySlug: filter.categorySlug })
    .select(["number_year", (eb) => eb.fn.countAll().as("count")])
    .groupBy("number_year")
    .orderBy("number_year", "desc")
    .execute();
  return rows.map((row) => ({ year: Number(row.number_year), count: Number(row.count) }));
}

/** The categories that have published circulars (of `filter.year` if given), in the office's order, with their counts. */
export async function publishedCircularCategories(
  db: Executor,
  filter: CircularFilter,
): Promise<{ slug: string; name: string; count: number }[]> {
  const now = filter.now;
  let query = db
    .selectFrom("circular_categories as c")
    .innerJoin("circular_category_links as l", "l.category_id", "c.id")
    .innerJoin("circulars", "circulars.id", "l.circular_id")
    .where(publishedAt(now));
  if (filter.year !== undefined) query = query.where("circulars.number_year", "=", filter.year);
  const rows = await query
    .select(["c.slug", "c.name", "c.position", (eb) => eb.fn.countAll().as("count")])
    .groupBy(["c.id", "c.slug", "c.name", "c.position"])
    .orderBy("c.position")
    .orderBy("c.slug")
    .execute();
  return rows.map((row) => ({ slug: row.slug, name: row.name, count: Number(row.count) }));
}

/** The category with this slug, if the office has one. */
export async function categoryBySlug(db: Executor, slug: string): Promise<CircularCategory | undefined> {
  return db.selectFrom("circular_categories").selectAll().where("slug", "=", slug).executeTakeFirst();
}

/** The published circular with this number, if any. */
export async function findPublishedCircular(db: Executor, year: number, seq: number, now: string): Promise<PublishedCircular | undefined> {
  return publishedCirculars(db, { now }).selectAll().where("number_year", "=", year).where("number_seq", "=", seq).executeTakeFirst();
}

/** The categories (slug, name) of each circular of `ids`, in the office's order. */
export async function categoriesOfCirculars(db: Executor, ids: readonly string[]): Promise<Map<string, { slug: string; name: string }[]>> {
  const byCircular = new Map<string, { slug: string; name: string }[]>();
  if (ids.length === 0) return byCircular;
  const rows = await db
    .selectFrom("circular_category_links as l")
    .innerJoin("circular_categories as c", "c.id", "l.category_id")
    .select(["l.circular_id", "c.slug", "c.name"])
    .where("l.circular_id", "in", ids)
    .orderBy("c.position")
    .orderBy("c.slug")
    .execute();
  for (const row of rows) {
    const list = byCircular.get(row.circular_id) ?? [];
    list.push({ slug: row.slug, name: row.name });
    byCircular.set(row.circular_id, list);
  }
  return byCircular;
}

/** The attachment ids of each circular of `ids`, in their order. */
export async function attachmentIdsOfCirculars(db: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
  const byCircular = new Map<string, string[]>();
  if (ids.length === 0) return byCircular;
  const rows = await db
    .selectFrom("circular_attachments")
    .select(["circular_id", "attachment_id"])
    .where("circular_id", "in", ids)
    .orderBy("position")
    .execute();
  for (const row of rows) byCircular.set(row.circular_id, [...(byCircular.get(row.circular_id) ?? []), row.attachment_id]);
  return byCircular;
}
