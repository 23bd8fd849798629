/**
 * The content lists' rows as the admin area and the import see them: every
 * list is read and written the same way, through the registry's table and
 * columns (app/lib/content-lists.ts). The workflow columns (status, publish
 * time, meta description, cover) exist only on the workflow lists; entries of
 * the other lists read as published.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { CONTENT_LISTS, type ListName } from "#app/lib/content-lists.ts";

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
}

export interface Entry extends EntryFields {
  id: string;
  created_at: string;
  updated_at: string | null;
}

/** The fields a list without the workflow always has. */
const ALWAYS_PUBLIC = { status: "published", meta_description: null, cover_media_id: null, cover_alt: null } as const;

// The four tables differ only in their name, the name of their text column and
// whether they have the workflow columns; the casts name one of them for Kysely.
const tableOf = (list: ListName) => CONTENT_LISTS[list].table as "announcements";
const textColumn = (list: ListName) => CONTENT_LISTS[list].fields[1].column as "body";
const WORKFLOW_COLUMNS = ["status", "published_at", "meta_description", "cover_media_id", "cover_alt"] as const;

function columnsOf(list: ListName) {
  const base = ["id", "title", `${textColumn(list)} as text`, "created_at", "updated_at"] as const;
  return CONTENT_LISTS[list].workflow ? [...base, ...WORKFLOW_COLUMNS] : base;
}

type Row = Omit<Entry, keyof typeof ALWAYS_PUBLIC | "published_at"> & Partial<Entry>;

function toEntry(list: ListName, row: Row): Entry {
  if (CONTENT_LISTS[list].workflow) return row as Entry;
  return { ...row, ...ALWAYS_PUBLIC, published_at: row.created_at };
}

/** The row's values for an entry's fields (workflow columns only where the list has them). */
function valuesOf(list: ListName, fields: EntryFields) {
  const values: Record<string, string | null> = { title: fields.title, [textColumn(list)]: fields.text };
  if (CONTENT_LISTS[list].workflow) for (const column of WORKFLOW_COLUMNS) values[column] = fields[column];
  return values;
}

/** Newest first, ties by id. */
export async function listEntries(db: Executor, list: ListName): Promise<Entry[]> {
  const rows = await db
    .selectFrom(tableOf(list))
    .select(columnsOf(list) as unknown as ["id"])
    .orderBy("created_at", "desc")
    .orderBy("id", "asc")
    .execute();
  return (rows as unknown as Row[]).map((row) => toEntry(list, row));
}

export async function findEntry(db: Executor, list: ListName, id: string): Promise<Entry | undefined> {
  const row = await db
    .selectFrom(tableOf(list))
    .select(columnsOf(list) as unknown as ["id"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toEntry(list, row as unknown as Row) : undefined;
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
}

/** Changes the fields; the creation date stays. False when there is no such entry. */
export async function updateEntry(db: Executor, list: ListName, id: string, fields: EntryFields, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable(tableOf(list))
    .set({ ...valuesOf(list, fields), updated_at: updatedAt } as never)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEntry(db: Executor, list: ListName, id: string): Promise<boolean> {
  const result = await db.deleteFrom(tableOf(list)).where("id", "=", id).executeTakeFirst();
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
  return (rows as unknown as Row[]).map((row) => toEntry(list, row));
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

/** Which of `ids` are entries of the list (Kurulum: the sample entries still there). */
export async function existingEntryIds(db: Executor, list: ListName, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(tableOf(list)).select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id);
}
