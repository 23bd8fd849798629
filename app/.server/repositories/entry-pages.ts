/**
 * The admin lists' rows, a page at a time: what the list screens show of an
 * entry (not its cover or description), newest first, optionally only one
 * workflow state. Entries of lists without the workflow read as published.
 */
import { sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { CONTENT_LISTS, type ListName, listExtra } from "#app/lib/content-lists.ts";

export interface EntryRow {
  id: string;
  title: string;
  /** The body or answer (sanitized HTML), or the tool's URL. */
  text: string;
  status: PostStatus;
  published_at: string | null;
  /** Workflow lists: when it leaves (or left) the public site (ADR 067). */
  unpublish_at?: string | null;
  created_at: string;
  updated_at: string | null;
  /** Sirküler: its number's year and sequence (the admin search finds "2026/15"). */
  number_year?: number;
  number_seq?: number;
}

// As in entries.ts: the four tables differ in their name, their text column and the workflow columns.
const tableOf = (list: ListName) => CONTENT_LISTS[list].table as "announcements";
const textColumn = (list: ListName) => CONTENT_LISTS[list].fields[1].column as "body";

/** The ids of the entries of `list` a Yazar wrote (entry_authors). */
const authorsEntryIds = (db: Executor, list: ListName, authorId: string) =>
  db.selectFrom("entry_authors").select("entry_id").where("list", "=", list).where("author_id", "=", authorId);

function selectRows(db: Executor, list: ListName, status: PostStatus | undefined, authorId?: string) {
  const workflow = CONTENT_LISTS[list].workflow;
  let query = db
    .selectFrom(tableOf(list))
    .select(["id", "title", `${textColumn(list)} as text`, "created_at", "updated_at"])
    .$if(workflow, (q) => q.select(["status", "published_at", "unpublish_at"]))
    .$if(listExtra(list) === "circular", (q) =>
      q.select([sql<number>`number_year`.as("number_year"), sql<number>`number_seq`.as("number_seq")]),
    );
  if (status && workflow) query = query.where("status", "=", status);
  // A list without the workflow has published entries only.
  if (status && !workflow && status !== "published") query = query.where(({ lit }) => lit(false));
  if (authorId !== undefined) query = query.where("id", "in", authorsEntryIds(db, list, authorId));
  return query;
}

function toRow(list: ListName, row: Omit<EntryRow, "status" | "published_at"> & Partial<EntryRow>): EntryRow {
  if (CONTENT_LISTS[list].workflow) return row as EntryRow;
  return { ...row, status: "published", published_at: row.created_at };
}

/** One page of a list (all of it without `page`), newest first, ties by id. */
export async function listEntryRows(
  db: Executor,
  list: ListName,
  options: { status?: PostStatus; page?: { limit: number; offset: number }; authorId?: string } = {},
): Promise<EntryRow[]> {
  let query = selectRows(db, list, options.status, options.authorId).orderBy("created_at", "desc").orderBy("id", "asc");
  if (options.page) query = query.limit(options.page.limit).offset(options.page.offset);
  const rows = await query.execute();
  return rows.map((row) => toRow(list, row));
}

/** How many entries a list has (in `status`, when given; a Yazar's only, with `authorId`). */
export async function countEntryRows(db: Executor, list: ListName, status?: PostStatus, authorId?: string): Promise<number> {
  const workflow = CONTENT_LISTS[list].workflow;
  let query = db.selectFrom(tableOf(list)).select((eb) => eb.fn.countAll<string | number>().as("n"));
  if (authorId !== undefined) query = query.where("id", "in", authorsEntryIds(db, list, authorId));
  if (status && workflow) query = query.where("status", "=", status);
  if (status && !workflow && status !== "published") return 0;
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A workflow list's drafts and scheduled entries, counted in one query (Genel bakış). A draft
 * taken off the site at its time (its unpublish time passed, ADR 067) waits for nobody: not counted.
 */
export async function countUnpublished(db: Executor, list: ListName, now: string): Promise<{ draft: number; scheduled: number }> {
  if (!CONTENT_LISTS[list].workflow) return { draft: 0, scheduled: 0 };
  const rows = await db
    .selectFrom(tableOf(list))
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("status", "in", ["draft", "scheduled"])
    .where((eb) => eb.or([eb("status", "=", "scheduled"), eb("unpublish_at", "is", null), eb("unpublish_at", ">", now)]))
    .groupBy("status")
    .execute();
  const count = (status: PostStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { draft: count("draft"), scheduled: count("scheduled") };
}
