/**
 * The admin lists' search, status filter and page as they travel in the
 * address (?ara=kdv&filtre=taslak&sayfa=2), so a list screen works without
 * JavaScript, can be bookmarked, and comes back as it was after an edit.
 * Browser-safe: no server code.
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
