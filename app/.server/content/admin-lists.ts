/**
 * The admin list screens at real size: a page of 25 entries, found by a
 * Turkish-aware search of the title and the body's text (not its markup) and
 * filtered by workflow state. Without a search, the database pages and
 * counts; with one, the list's entries (of the chosen state) are read and
 * matched here, because neither SQLite nor PostgreSQL folds Turkish letters
 * the way the office types them (a few thousand entries at most; their
 * prepared texts are kept in memory between searches).
 */

import { getDb } from "#app/.server/db/index.ts";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { countEntryRows, type EntryRow, listEntryRows } from "#app/.server/repositories/entry-pages.ts";
import { richTextToPlain } from "#app/.server/text/rich-text.ts";
import { type AdminEntryPage, type AdminListRow, type ListFilters, PAGE_SIZE } from "#app/lib/admin-lists.ts";
import { circularNumberText } from "#app/lib/circulars.ts";
import { CONTENT_LISTS, type ListName } from "#app/lib/content-lists.ts";
import { type Haystack, haystack, matches, parseQuery } from "#app/lib/search.ts";

/** How much of the text a row shows. */
const SUMMARY_LENGTH = 80;

/** The body's words (not its markup), or a tool's address. */
const plainText = (list: ListName, row: EntryRow) => (CONTENT_LISTS[list].fields[1].kind === "rich" ? richTextToPlain(row.text) : row.text);

/**
 * Entries' prepared search texts, kept between requests: taking the markup
 * off a body and folding it costs about half a millisecond, which a search
 * through a thousand entries would pay on every request. An entry whose title
 * or text changed is prepared again; the oldest are dropped beyond the limit.
 */
const prepared = new Map<string, { title: string; text: string; haystack: Haystack }>();
const PREPARED_LIMIT = 10_000;

/** The title as searched: a circular's number ("2026/15") before it. */
const searchTitle = (row: EntryRow) =>
  row.number_year === undefined || row.number_seq === undefined
    ? row.title
    : `${circularNumberText({ year: Number(row.number_year), seq: Number(row.number_seq) })} ${row.title}`;

function searchable(list: ListName, row: EntryRow): Haystack {
  const key = `${list}/${row.id}`;
  const title = searchTitle(row);
  const known = prepared.get(key);
  if (known && known.title === title && known.text === row.text) return known.haystack;
  const made = haystack(title, plainText(list, row));
  prepared.delete(key);
  prepared.set(key, { title, text: row.text, haystack: made });
  if (prepared.size > PREPARED_LIMIT) prepared.delete(prepared.keys().next().value as string);
  return made;
}

function toListRow(list: ListName, row: EntryRow): AdminListRow {
  const text = plainText(list, row);
  const summary = text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
  const { text: _body, number_year: _year, number_seq: _seq, ...rest } = row;
  return { ...rest, summary };
}

/** A page of the list; with `authorId` (a Yazar) only the entries they wrote. */
export async function adminEntryPage(list: ListName, filters: ListFilters, authorId?: string): Promise<AdminEntryPage> {
  const db = await getDb();
  const status: PostStatus | undefined = CONTENT_LISTS[list].workflow && filters.status !== "all" ? filters.status : undefined;
  const query = parseQuery(filters.q);

  let total: number;
  let pageRows: (page: number) => Promise<EntryRow[]>;
  if (query) {
    const all = await listEntryRows(db, list, { status, authorId });
    const found = all.filter((row) => matches(query, searchable(list, row)));
    total = found.length;
    pageRows = async (page) => found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  } else {
    total = await countEntryRows(db, list, status, authorId);
    pageRows = (page) => listEntryRows(db, list, { status, authorId, page: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } });
  }

  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filters.page) || 1), pageCount);
  const rows = (await pageRows(page)).map((row) => toListRow(list, row));
  const first = rows.length > 0 ? (page - 1) * PAGE_SIZE + 1 : 0;
  return {
    rows,
    total,
    page,
    pageCount,
    first,
    last: first > 0 ? first + rows.length - 1 : 0,
    filters: { q: filters.q, status: status ?? "all", page },
  };
}
