/**
 * The admin lists' search, status filter and page as they travel in the
 * address (?ara=kdv&filtre=taslak&sayfa=2), so a list screen works without
 * JavaScript, can be bookmarked, and comes back as it was after an edit; and
 * the page of a list the server finds (.server/content/admin-lists.ts) for the
 * table to show (components/admin/EntryTable.tsx). Browser-safe: no server code.
 */
import type { PostStatus } from "#app/lib/content-lists.ts";

/** The entry states an admin list can be filtered by ("all": no filter). */
export type StatusFilter = "all" | PostStatus;

/** The filter's choices, in the order the screen offers them, with their values in the address. */
export const STATUS_FILTERS: readonly { value: StatusFilter; param: string; label: string }[] = [
  { value: "all", param: "", label: "Tümü" },
  { value: "draft", param: "taslak", label: "Taslak" },
  { value: "scheduled", param: "zamanlanmis", label: "Zamanlanmış" },
  { value: "published", param: "yayinda", label: "Yayında" },
];

/** The names of the address's parameters. */
export const LIST_PARAMS = { search: "ara", status: "filtre", page: "sayfa" } as const;

/** Entries on one page of an admin list. */
export const PAGE_SIZE = 25;

export interface ListFilters {
  /** What was typed into the search box ("" for none). */
  q: string;
  status: StatusFilter;
  /** 1-based; may lie beyond the last page (the use case clamps it). */
  page: number;
}

/** What a list screen shows of an entry: its state and dates, and the start of its text. */
export interface AdminListRow {
  id: string;
  title: string;
  status: PostStatus;
  published_at: string | null;
  /** Workflow lists: when it leaves (or left) the public site (ADR 067). */
  unpublish_at?: string | null;
  created_at: string;
  updated_at: string | null;
  /** The start of the body's words (or the tool's address), for lists whose table shows it. */
  summary: string;
}

/** A page of an admin list, as the use case finds it. */
export interface AdminEntryPage {
  rows: AdminListRow[];
  /** Entries that match the search and filter, on all pages. */
  total: number;
  /** The page shown (the one asked for, at most the last). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown (0 and 0 when there are none). */
  first: number;
  last: number;
  /** The filters as applied (the page clamped; a status filter only on workflow lists). */
  filters: ListFilters;
}

/** The filters of an address; anything unknown or malformed reads as its default. */
export function readListFilters(params: URLSearchParams, workflow: boolean): ListFilters {
  const q = (params.get(LIST_PARAMS.search) ?? "").trim();
  const statusParam = params.get(LIST_PARAMS.status) ?? "";
  const status = workflow ? (STATUS_FILTERS.find((choice) => choice.param === statusParam)?.value ?? "all") : "all";
  const pageParam = params.get(LIST_PARAMS.page) ?? "";
  const page = /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  return { q, status, page };
}

/**
 * The query string ("?…", or "" for none) of `extra` (e.g. durum=guncellendi,
 * duzenle=<id>) followed by the filters that differ from the defaults.
 */
export function listQuery(filters: Partial<ListFilters>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filters.q) params.set(LIST_PARAMS.search, filters.q);
  const status = STATUS_FILTERS.find((choice) => choice.value === filters.status);
  if (status?.param) params.set(LIST_PARAMS.status, status.param);
  if (filters.page && filters.page > 1) params.set(LIST_PARAMS.page, String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
