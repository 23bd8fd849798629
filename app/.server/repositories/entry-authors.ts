/**
 * Which Yazar wrote an entry (duyurular, haberler, sirkuler) and where its
 * review stands (issue 25): ready_at is set by "Yayına hazır" and cleared when
 * the entry is published or sent back; note and note_by are the editor's
 * reason for sending it back. Entries an editor or above wrote have no row.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { EntryAuthor } from "#app/.server/db/schema.ts";

export async function findEntryAuthor(db: Executor, list: string, entryId: string): Promise<EntryAuthor | undefined> {
  return db.selectFrom("entry_authors").selectAll().where("list", "=", list).where("entry_id", "=", entryId).executeTakeFirst();
}

/** The author rows of some entries of a list (the admin table's page). */
export async function entryAuthorsOf(db: Executor, list: string, entryIds: readonly string[]): Promise<EntryAuthor[]> {
  if (entryIds.length === 0) return [];
  return db
    .selectFrom("entry_authors")
    .selectAll()
    .where("list", "=", list)
    .where("entry_id", "in", [...entryIds])
    .execute();
}

/** A Yazar's new entry. */
export async function insertEntryAuthor(
  db: Executor,
  row: { list: string; entryId: string; authorId: string; now: string },
): Promise<void> {
  await db
    .insertInto("entry_authors")
    .values({
      list: row.list,
      entry_id: row.entryId,
      author_id: row.authorId,
      ready_at: null,
      note: null,
      note_by: null,
      updated_at: row.now,
    })
    .execute();
}

/** "Yayına hazır": waiting for an editor; an earlier note is done with. */
export async function markEntryReady(db: Executor, list: string, entryId: string, now: string): Promise<void> {
  await db
    .updateTable("entry_authors")
    .set({ ready_at: now, note: null, note_by: null, updated_at: now })
    .where("list", "=", list)
    .where("entry_id", "=", entryId)
    .execute();
}

/** Published or scheduled by an editor: no longer waiting. */
export async function clearEntryReady(db: Executor, list: string, entryId: string, now: string): Promise<void> {
  await db
    .updateTable("entry_authors")
    .set({ ready_at: null, updated_at: now })
    .where("list", "=", list)
    .where("entry_id", "=", entryId)
    .where("ready_at", "is not", null)
    .execute();
}

/** "Geri gönder": no longer waiting, with the editor's note. */
export async function sendEntryBack(db: Executor, list: string, entryId: string, note: string, noteBy: string, now: string): Promise<void> {
  await db
    .updateTable("entry_authors")
    .set({ ready_at: null, note, note_by: noteBy, updated_at: now })
    .where("list", "=", list)
    .where("entry_id", "=", entryId)
    .execute();
}

/** What waits for an editor, oldest first, with its author's e-mail and name. */
export async function readyEntryAuthors(db: Executor): Promise<(EntryAuthor & { author_email: string; author_name: string })[]> {
  return db
    .selectFrom("entry_authors")
    .innerJoin("admins", "admins.id", "entry_authors.author_id")
    .selectAll("entry_authors")
    .select(["admins.email as author_email", "admins.name as author_name"])
    .where("entry_authors.ready_at", "is not", null)
    .orderBy("entry_authors.ready_at")
    .execute();
}

/** A Yazar's entries, the latest changed first. */
export async function entryAuthorsOfAuthor(db: Executor, authorId: string): Promise<EntryAuthor[]> {
  return db.selectFrom("entry_authors").selectAll().where("author_id", "=", authorId).orderBy("updated_at", "desc").execute();
}
