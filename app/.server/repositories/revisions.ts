/**
 * The history of every entry: each save, publication, restore and deletion
 * stores the entry's fields as a numbered version. A deleted entry lives on
 * in its revisions only; those whose last revision is a deletion younger than
 * the bin's 30 days are the bin (Çöp kutusu).
 */
import type { ExpressionBuilder } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { Database, Revision, RevisionAction } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import type { EntryFields } from "#app/.server/repositories/entries.ts";
import type { ListName } from "#app/lib/content-lists.ts";
import type { PrepublishWarning } from "#app/lib/prepublish.ts";

type RevisionsAsR = Database & { r: Database["revisions"] };

export interface RevisionRecord {
  id: string;
  list: ListName;
  entryId: string;
  version: number;
  action: RevisionAction;
  fields: EntryFields;
  adminEmail: string;
  createdAt: string;
  /** The pre-publish checks' warnings on this version's save (ADR 067; none: an empty list). */
  checks: PrepublishWarning[];
}

const EMPTY: EntryFields = {
  title: "",
  text: "",
  status: "published",
  published_at: null,
  meta_description: null,
  cover_media_id: null,
  cover_alt: null,
  unpublish_at: null,
};

function toRecord(row: Revision): RevisionRecord {
  let parsed: Partial<EntryFields> & { checks?: PrepublishWarning[] } = {};
  try {
    parsed = JSON.parse(row.snapshot) as Partial<EntryFields>;
  } catch {
    // A snapshot is only ever written by this module; an unreadable one shows as empty.
  }
  const { checks, ...fields } = parsed;
  return {
    id: row.id,
    list: row.list as ListName,
    entryId: row.entry_id,
    version: Number(row.version),
    action: row.action,
    fields: { ...EMPTY, ...fields },
    adminEmail: row.admin_email,
    createdAt: row.created_at,
    checks: Array.isArray(checks) ? checks : [],
  };
}

/** Stores the entry's fields as its next version. */
export async function addRevision(
  db: Executor,
  revision: {
    list: ListName;
    entryId: string;
    action: RevisionAction;
    fields: EntryFields;
    adminEmail: string;
    createdAt: string;
    /** The pre-publish checks' warnings (kept with the version, never shown publicly). */
    checks?: readonly PrepublishWarning[];
  },
): Promise<number> {
  const last = await db
    .selectFrom("revisions")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("list", "=", revision.list)
    .where("entry_id", "=", revision.entryId)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  const { title, text, status, published_at, meta_description, cover_media_id, cover_alt, unpublish_at, circular } = revision.fields;
  // Written only when set, so a version without them stores what it always did.
  const extra = {
    ...(unpublish_at ? { unpublish_at } : {}),
    ...(revision.checks && revision.checks.length > 0 ? { checks: revision.checks } : {}),
  };
  await db
    .insertInto("revisions")
    .values({
      id: newId(),
      list: revision.list,
      entry_id: revision.entryId,
      version,
      action: revision.action,
      snapshot: JSON.stringify({ title, text, status, published_at, meta_description, cover_media_id, cover_alt, circular, ...extra }),
      admin_email: revision.adminEmail,
      created_at: revision.createdAt,
    })
    .execute();
  return version;
}

/** The revisions of one entry. */
const ofEntry = (db: Executor, list: ListName, entryId: string) =>
  db.selectFrom("revisions").selectAll().where("list", "=", list).where("entry_id", "=", entryId);

/** An entry's versions, newest first. */
export async function listRevisions(db: Executor, list: ListName, entryId: string): Promise<RevisionRecord[]> {
  const rows = await ofEntry(db, list, entryId).orderBy("version", "desc").execute();
  return rows.map(toRecord);
}

export async function findRevision(db: Executor, list: ListName, entryId: string, version: number): Promise<RevisionRecord | undefined> {
  const row = await ofEntry(db, list, entryId).where("version", "=", version).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The latest revision of an entry (for a deleted one: its deletion). */
export async function latestRevision(db: Executor, list: ListName, entryId: string): Promise<RevisionRecord | undefined> {
  const row = await ofEntry(db, list, entryId).orderBy("version", "desc").limit(1).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The revision `r` is its entry's latest (no later version: a deletion not restored since). */
const isLatest = ({ not, exists, selectFrom }: ExpressionBuilder<RevisionsAsR, "r">) =>
  not(
    exists(
      selectFrom("revisions as later")
        .select("later.id")
        .whereRef("later.list", "=", "r.list")
        .whereRef("later.entry_id", "=", "r.entry_id")
        .whereRef("later.version", ">", "r.version"),
    ),
  );

/**
 * Deletions since `since`, newest first, whose entry was not restored since
 * (a restore adds a later version): the bin.
 */
export async function deletedSince(db: Executor, since: string): Promise<RevisionRecord[]> {
  const rows = await db
    .selectFrom("revisions as r")
    .selectAll("r")
    .where("r.action", "=", "delete")
    .where("r.created_at", ">=", since)
    .where(isLatest)
    .orderBy("r.created_at", "desc")
    .execute();
  return rows.map(toRecord);
}

/**
 * Removes the whole history of entries deleted before `before` and not
 * restored since (the bin empties itself after 30 days). Returns how many
 * entries were purged.
 */
export async function purgeDeletedBefore(db: Executor, before: string): Promise<number> {
  const expired = await db
    .selectFrom("revisions as r")
    .select(["r.list", "r.entry_id"])
    .where("r.action", "=", "delete")
    .where("r.created_at", "<", before)
    .where(isLatest)
    .execute();
  for (const { list, entry_id } of expired) {
    await db.deleteFrom("revisions").where("list", "=", list).where("entry_id", "=", entry_id).execute();
  }
  return expired.length;
}
