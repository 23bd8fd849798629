/**
 * Sirküler's own rows beside the entry's (repositories/entries.ts): a
 * circular's number and reference columns, its categories and attachments
 * (link tables), the categories the office manages, and numbers in use.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { CircularCategory } from "#app/.server/db/schema.ts";
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

/** Fills the circulars' category and attachment ids (two queries for any number of them). */
export async function withLinks<T extends { id: string; circular?: CircularFields }>(db: Executor, entries: T[]): Promise<T[]> {
  const ids = entries.map((entry) => entry.id);
  if (ids.length === 0) return entries;
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
  return entries;
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
