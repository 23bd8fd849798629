/**
 * The four content lists as the admin area manages them. Every write runs in
 * a transaction together with its audit-log row.
 */
import type { Kysely, Transaction } from "kysely";
import { getDb } from "#app/.server/db/index.ts";
import type { AuditAction, Database } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";

/** The lists by their Turkish names (the original database's keys and the admin's URLs). */
export const LISTS = {
  duyurular: { table: "announcements", text: "body" },
  haberler: { table: "news", text: "body" },
  sorular: { table: "questions", text: "answer" },
  araclar: { table: "tools", text: "url" },
} as const;

export type ListName = keyof typeof LISTS;
export const LIST_NAMES = Object.keys(LISTS) as ListName[];

export function isListName(value: string): value is ListName {
  return Object.hasOwn(LISTS, value);
}

/** An entry of any list: `text` is the body, the answer or the URL. */
export interface Entry {
  id: string;
  title: string;
  text: string;
  created_at: string;
}

export interface EntryInput {
  title: string;
  text: string;
}

type Db = Kysely<Database> | Transaction<Database>;

// The four tables differ only in the name of their second column.
async function selectEntries(db: Db, list: ListName, id?: string): Promise<Entry[]> {
  const { table, text } = LISTS[list];
  let query = db
    .selectFrom(table as "announcements")
    .select(["id", "title", `${text as "body"} as text`, "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "asc");
  if (id !== undefined) query = query.where("id", "=", id);
  return query.execute();
}

export async function listEntries(list: ListName): Promise<Entry[]> {
  return selectEntries(await getDb(), list);
}

export async function findEntry(list: ListName, id: string): Promise<Entry | undefined> {
  return (await selectEntries(await getDb(), list, id))[0];
}

async function audit(db: Db, adminEmail: string, action: AuditAction, list: string, entryId: string | null) {
  await db
    .insertInto("audit_log")
    .values({ id: newId(), admin_email: adminEmail, action, list, entry_id: entryId, created_at: nowIso() })
    .execute();
}

export async function createEntry(list: ListName, input: EntryInput, adminEmail: string): Promise<Entry> {
  const db = await getDb();
  const { table, text } = LISTS[list];
  const entry: Entry = { id: newId(), title: input.title, text: input.text, created_at: nowIso() };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto(table as "announcements")
      .values({ id: entry.id, title: entry.title, [text as "body"]: entry.text, created_at: entry.created_at })
      .execute();
    await audit(trx, adminEmail, "create", list, entry.id);
  });
  return entry;
}

/** Changes title and text; the creation date stays. False when there is no such entry. */
export async function updateEntry(list: ListName, id: string, input: EntryInput, adminEmail: string): Promise<boolean> {
  const db = await getDb();
  const { table, text } = LISTS[list];
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable(table as "announcements")
      .set({ title: input.title, [text as "body"]: input.text })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, adminEmail, "update", list, id);
    return true;
  });
}

export async function deleteEntry(list: ListName, id: string, adminEmail: string): Promise<boolean> {
  const db = await getDb();
  const { table } = LISTS[list];
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom(table as "announcements")
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await audit(trx, adminEmail, "delete", list, id);
    return true;
  });
}

/** Upserts entries by id in one transaction (content import). Returns how many per list. */
export async function upsertEntries(entries: Record<ListName, Entry[]>, adminEmail: string): Promise<Record<ListName, number>> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const counts = { duyurular: 0, haberler: 0, sorular: 0, araclar: 0 };
    for (const list of LIST_NAMES) {
      const { table, text } = LISTS[list];
      for (const entry of entries[list]) {
        await trx
          .insertInto(table as "announcements")
          .values({ id: entry.id, title: entry.title, [text as "body"]: entry.text, created_at: entry.created_at })
          .onConflict((oc) =>
            oc.column("id").doUpdateSet({ title: entry.title, [text as "body"]: entry.text, created_at: entry.created_at }),
          )
          .execute();
        counts[list] += 1;
      }
    }
    await audit(trx, adminEmail, "import", LIST_NAMES.join(","), null);
    return counts;
  });
}

export async function recordAccountChange(adminEmail: string): Promise<void> {
  await audit(await getDb(), adminEmail, "password", "hesap", null);
}

/** Logs an admin action outside the four lists (messages, the outbox). */
export async function recordAdminAction(adminEmail: string, action: AuditAction, list: string, entryId: string | null): Promise<void> {
  await audit(await getDb(), adminEmail, action, list, entryId);
}

export async function listAudit(limit = 200) {
  const db = await getDb();
  return db.selectFrom("audit_log").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}
