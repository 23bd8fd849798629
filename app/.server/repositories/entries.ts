/**
 * The content lists' rows as the admin area and the import see them: every
 * list is read and written the same way, through the registry's table and
 * columns (app/lib/content-lists.ts). The workflow columns (status, publish
 * time, meta description, cover) exist only on the workflow lists; entries of
 * the other lists read as published. A list with its own fields (sirküler)
 * has its columns and link tables too (repositories/circulars.ts).
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import {
  CIRCULAR_COLUMNS,
  type CircularColumns,
  circularOfColumns,
  circularValues,
  deleteLinks,
  withLinks,
  writeLinks,
} from "#app/.server/repositories/circulars.ts";
import type { CircularFields } from "#app/lib/circulars.ts";
import { CONTENT_LISTS, LIST_NAMES, type ListName, listExtra } from "#app/lib/content-lists.ts";

/** What an entry holds besides its identity and dates: a revision stores exactly this. */
export interface EntryFields {
  title: string;
  /** The body or answer (sanitized HTML), or the tool's URL. */
  text: string;
  status: PostStatus;
  /** When it appeared (or, scheduled, will appear); null for a draft. */
  published_at: string | null;
  meta_description: string | null;
  cover_media_id: string | null;
  cover_alt: string | null;
  /** When it leaves the public site (ISO, UTC; ADR 067); null: it stays. Workflow lists only. */
  unpublish_at: string | null;
  /** Sirküler only: number, categories, reference, attachments. */
  circular?: CircularFields;
}

export interface Entry extends EntryFields {
  id: string;
  created_at: string;
  updated_at: string | null;
}

/** The fields a list without the workflow always has. */
const ALWAYS_PUBLIC = { status: "published", meta_description: null, cover_media_id: null, cover_alt: null, unpublish_at: null } as const;

// The four tables differ only in their name, the name of their text column and
// whether they have the workflow columns; the casts name one of them for Kysely.
const tableOf = (list: ListName) => CONTENT_LISTS[list].table as "announcements";
const textColumn = (list: ListName) => CONTENT_LISTS[list].fields[1].column as "body";
const WORKFLOW_COLUMNS = ["status", "published_at", "meta_description", "cover_media_id", "cover_alt", "unpublish_at"] as const;

const isCircular = (list: ListName) => listExtra(list) === "circular";

function columnsOf(list: ListName) {
  const base = ["id", "title", `${textColumn(list)} as text`, "created_at", "updated_at"] as const;
  if (!CONTENT_LISTS[list].workflow) return base;
  return isCircular(list) ? [...base, ...WORKFLOW_COLUMNS, ...CIRCULAR_COLUMNS] : [...base, ...WORKFLOW_COLUMNS];
}

type Row = Omit<Entry, keyof typeof ALWAYS_PUBLIC | "published_at"> & Partial<Entry> & Partial<CircularColumns>;

function toEntry(list: ListName, row: Row): Entry {
  if (isCircular(list)) {
    const { number_year, number_seq, reference_kind, reference_number, gazette_date, gazette_number, ...entry } = row;
    const columns = { number_year, number_seq, reference_kind, reference_number, gazette_date, gazette_number } as CircularColumns;
    return { ...(entry as Entry), circular: circularOfColumns(columns) };
  }
  if (CONTENT_LISTS[list].workflow) return row as Entry;
  return { ...row, ...ALWAYS_PUBLIC, published_at: row.created_at };
}

/** Rows as entries, a list's links filled in. */
async function toEntries(db: Executor, list: ListName, rows: Row[]): Promise<Entry[]> {
  const entries = rows.map((row) => toEntry(list, row));
  return isCircular(list) ? withLinks(db, entries) : entries;
}

/** The row's values for an entry's fields (workflow columns only where the list has them). */
function valuesOf(list: ListName, fields: EntryFields) {
  const values: Record<string, string | number | null> = { title: fields.title, [textColumn(list)]: fields.text };
  if (CONTENT_LISTS[list].workflow) for (const column of WORKFLOW_COLUMNS) values[column] = fields[column] ?? null;
  if (isCircular(list)) Object.assign(values, circularValues(requireCircular(fields)));
  return values;
}

function requireCircular(fields: EntryFields): CircularFields {
  if (!fields.circular) throw new Error("A circular's fields are missing (number, categories, reference, attachments).");
  return fields.circular;
}

/** After the row: the list's link tables (sirküler's categories and attachments). */
async function writeOwnLinks(db: Executor, list: ListName, id: string, fields: EntryFields): Promise<void> {
  if (isCircular(list)) await writeLinks(db, id, requireCircular(fields));
}

/** Newest first, ties by id. */
export async function listEntries(db: Executor, list: ListName): Promise<Entry[]> {
  const rows = await db
    .selectFrom(tableOf(list))
    .select(columnsOf(list) as unknown as ["id"])
    .orderBy("created_at", "desc")
    .orderBy("id", "asc")
    .execute();
  return toEntries(db, list, rows as unknown as Row[]);
}

export async function findEntry(db: Executor, list: ListName, id: string): Promise<Entry | undefined> {
  const row = await db
    .selectFrom(tableOf(list))
    .select(columnsOf(list) as unknown as ["id"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? (await toEntries(db, list, [row as unknown as Row]))[0] : undefined;
}

/** What a list of entries from several lists shows of each (Genel bakış's review lists). */
export interface EntrySummary {
  id: string;
  title: string;
  status: PostStatus;
}

/** Some entries of a list by id, in one query however many; ids without an entry are left out. */
export async function entrySummaries(db: Executor, list: ListName, ids: readonly string[]): Promise<EntrySummary[]> {
  if (ids.length === 0) return [];
  const columns = CONTENT_LISTS[list].workflow ? ["id", "title", "status"] : ["id", "title"];
  // Without the workflow columns the row has no status: such entries are always public.
  const rows: { id: string; title: string; status?: PostStatus }[] = await db
    .selectFrom(tableOf(list))
    .select(columns as unknown as ["id", "title", "status"])
    .where("id", "in", [...ids])
    .execute();
  return rows.map(({ id, title, status }) => ({ id, title, status: status ?? ALWAYS_PUBLIC.status }));
}

export async function listTitles(db: Executor, list: ListName): Promise<{ id: string; title: string }[]> {
  return db.selectFrom(tableOf(list)).select(["id", "title"]).execute();
}

export async function insertEntry(db: Executor, list: ListName, entry: Entry): Promise<void> {
  await db
    .insertInto(tableOf(list))
    .values({
      id: entry.id,
      ...valuesOf(list, entry),
      created_at: entry.created_at,
      updated_at: entry.updated_at ?? entry.created_at,
    } as never)
    .execute();
  await writeOwnLinks(db, list, entry.id, entry);
}

/** Changes the fields; the creation date stays. False when there is no such entry. */
export async function updateEntry(db: Executor, list: ListName, id: string, fields: EntryFields, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable(tableOf(list))
    .set({ ...valuesOf(list, fields), updated_at: updatedAt } as never)
    .where("id", "=", id)
    .executeTakeFirst();
  const updated = Number(result.numUpdatedRows) > 0;
  if (updated) await writeOwnLinks(db, list, id, fields);
  return updated;
}

/** Deletes the row (and its links; the attachments themselves stay for the history and the bin). */
export async function deleteEntry(db: Executor, list: ListName, id: string): Promise<boolean> {
  const result = await db.deleteFrom(tableOf(list)).where("id", "=", id).executeTakeFirst();
  if (isCircular(list)) await deleteLinks(db, id);
  return Number(result.numDeletedRows) > 0;
}

/** Inserts, or replaces the entry with the same id (content import). */
export async function upsertEntry(db: Executor, list: ListName, entry: Entry): Promise<void> {
  const values = { ...valuesOf(list, entry), created_at: entry.created_at, updated_at: entry.updated_at ?? entry.created_at };
  await db
    .insertInto(tableOf(list))
    .values({ id: entry.id, ...values } as never)
    .onConflict((oc) => oc.column("id").doUpdateSet(values as never))
    .execute();
  await writeOwnLinks(db, list, entry.id, entry);
}

/** Scheduled entries whose time has come, of a workflow list. */
export async function dueEntries(db: Executor, list: ListName, now: string): Promise<Entry[]> {
  if (!CONTENT_LISTS[list].workflow) return [];
  const rows = await db
    .selectFrom(tableOf(list))
    .select(columnsOf(list) as unknown as ["id"])
    .where("status", "=", "scheduled")
    .where("published_at", "<=", now)
    .execute();
  return toEntries(db, list, rows as unknown as Row[]);
}

/** Publishes a scheduled entry whose time has come; false when another instance already did. */
export async function markPublished(db: Executor, list: ListName, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable(tableOf(list))
    .set({ status: "published", updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .where("published_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Published entries of a workflow list whose time to leave the public site has come (ADR 067). */
export async function dueToUnpublish(db: Executor, list: ListName, now: string): Promise<Entry[]> {
  if (!CONTENT_LISTS[list].workflow) return [];
  const rows = await db
    .selectFrom(tableOf(list))
    .select(columnsOf(list) as unknown as ["id"])
    .where("status", "=", "published")
    .where("unpublish_at", "is not", null)
    .where("unpublish_at", "<=", now)
    .execute();
  return toEntries(db, list, rows as unknown as Row[]);
}

/** Takes a published entry whose time has come off the public site (a draft that keeps its time); false when another instance already did. */
export async function markUnpublished(db: Executor, list: ListName, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable(tableOf(list))
    .set({ status: "draft", updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "published")
    .where("unpublish_at", "is not", null)
    .where("unpublish_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The earliest time a published entry of any workflow list leaves the public site, or undefined when none will. */
export async function nextUnpublishAt(db: Executor): Promise<string | undefined> {
  let next: string | undefined;
  for (const list of LIST_NAMES) {
    if (!CONTENT_LISTS[list].workflow) continue;
    const row = await db
      .selectFrom(tableOf(list))
      .select((eb) => eb.fn.min("unpublish_at").as("at"))
      .where("status", "=", "published")
      .where("unpublish_at", "is not", null)
      .executeTakeFirst();
    const at = row?.at ?? undefined;
    if (at && (next === undefined || at < next)) next = at;
  }
  return next;
}

/** Which of `ids` are entries of the list (Kurulum: the sample entries still there). */
export async function existingEntryIds(db: Executor, list: ListName, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(tableOf(list)).select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id);
}
