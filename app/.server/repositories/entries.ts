/**
 * The content lists' rows as the admin area and the import see them: every
 * list is read and written the same way, through the registry's table and
 * columns (app/lib/content-lists.ts).
 */
import type { Executor } from "#app/.server/db/index.ts";
import { CONTENT_LISTS, type ListName } from "#app/lib/content-lists.ts";

/** An entry of any list: `text` is the body, the answer or the URL. */
export interface Entry {
  id: string;
  title: string;
  text: string;
  created_at: string;
}

// The four tables differ only in their name and the name of their text column;
// the casts name one of them for Kysely's types.
const tableOf = (list: ListName) => CONTENT_LISTS[list].table as "announcements";
const textColumn = (list: ListName) => CONTENT_LISTS[list].fields[1].column as "body";

/** Newest first, ties by id. */
export async function listEntries(db: Executor, list: ListName): Promise<Entry[]> {
  return db
    .selectFrom(tableOf(list))
    .select(["id", "title", `${textColumn(list)} as text`, "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "asc")
    .execute();
}

export async function listTitles(db: Executor, list: ListName): Promise<{ id: string; title: string }[]> {
  return db.selectFrom(tableOf(list)).select(["id", "title"]).execute();
}

export async function insertEntry(db: Executor, list: ListName, entry: Entry): Promise<void> {
  await db
    .insertInto(tableOf(list))
    .values({ id: entry.id, title: entry.title, [textColumn(list)]: entry.text, created_at: entry.created_at })
    .execute();
}

/** Changes title and text; the creation date stays. False when there is no such entry. */
export async function updateEntry(db: Executor, list: ListName, id: string, fields: { title: string; text: string }): Promise<boolean> {
  const result = await db
    .updateTable(tableOf(list))
    .set({ title: fields.title, [textColumn(list)]: fields.text })
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
  const values = { title: entry.title, [textColumn(list)]: entry.text, created_at: entry.created_at };
  await db
    .insertInto(tableOf(list))
    .values({ id: entry.id, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}
