/**
 * Sirküler as the public site shows them: the list at /sirkuler (filtered by
 * the year of the number and a category, 20 a page), one circular at
 * /sirkuler/2026-15, the home page's tab and the feeds (the sitemap reads
 * the same ones, repositories/sitemap.ts). Only published circulars whose
 * time has come; drafts, scheduled ones and the bin never (a deleted
 * circular's row is gone).
 *
 * Every list page has one URL, made by app/lib/paths.ts `circularsHref`:
 *   /sirkuler?yil=2026&kategori=kdv&sayfa=2   (each part only when it is not the default)
 * An unknown year or category, a malformed or repeated parameter, a page past
 * the end: not found. "?sayfa=1" redirects to the page without it.
 */

import { getDb } from "#app/.server/db/index.ts";
import {
  attachmentIdsOfCirculars,
  attachmentSummaries,
  type CircularFilter,
  categoriesOfCirculars,
  categoryBySlug,
  circularOfColumns,
  countPublishedCirculars,
  findPublishedCircular,
  listPublishedCirculars,
  type PublishedCircular,
  publishedCircularCategories,
  publishedCircularYears,
} from "#app/.server/repositories/circulars.ts";
import { type AttachmentSummary, type CircularNumber, circularLabel, type OfficialReference } from "#app/lib/circulars.ts";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { attachmentPath, CIRCULAR_QUERY, circularFeedHrefs, circularPath, circularsHref, paths } from "#app/lib/paths.ts";

export const CIRCULARS_PAGE_SIZE = 20;

/** A list page's place: year of the number, category slug, page. */
export interface CircularsQuery {
  year?: number;
  category?: string;
  page: number;
}

const now = () => new Date().toISOString();

/** One value of a parameter: undefined when absent, null when repeated or malformed. */
function single(query: URLSearchParams, name: string, pattern: RegExp): string | undefined | null {
  const values = query.getAll(name);
  if (values.length === 0) return undefined;
  return values.length === 1 && pattern.test(values[0] ?? "") ? values[0] : null;
}

/** "PDF, 1,2 MB" and the like. */
export function attachmentSizeText(attachment: Pick<AttachmentSummary, "format" | "bytes">): string {
  return `${attachment.format.toLocaleUpperCase("tr-TR")}, ${formatFileSize(attachment.bytes)}`;
}

/** The paperclip's accessible text: "PDF eki var", "2 ek". */
function attachmentNote(attachments: AttachmentSummary[]): string | undefined {
  const [first] = attachments;
  if (!first) return undefined;
  return attachments.length === 1 ? `${first.format.toLocaleUpperCase("tr-TR")} eki var` : `${attachments.length} ek`;
}

export interface CategoryLink {
  slug: string;
  name: string;
  href: string;
}

/** A circular in a list (the list page, the home page's tab). */
export interface CircularListItem {
  id: string;
  label: string;
  title: string;
  href: string;
  publishedAt: string;
  dateText: string;
  categories: CategoryLink[];
  /** The paperclip's text, when it has attachments. */
  attachmentNote: string | undefined;
}

const numberOf = (row: PublishedCircular): CircularNumber => ({ year: Number(row.number_year), seq: Number(row.number_seq) });
const publishedAt = (row: PublishedCircular) => row.published_at ?? row.created_at;

/** The list items of `rows` with their categories and attachments (three queries for any number). */
async function listItems(rows: PublishedCircular[]): Promise<CircularListItem[]> {
  const db = await getDb();
  const ids = rows.map((row) => row.id);
  const [categories, attachmentIds] = await Promise.all([categoriesOfCirculars(db, ids), attachmentIdsOfCirculars(db, ids)]);
  const summaries = await attachmentSummaries(db, [...new Set([...attachmentIds.values()].flat())]);
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  return rows.map((row) => ({
    id: row.id,
    label: circularLabel(numberOf(row)),
    title: row.title,
    href: circularPath(numberOf(row)),
    publishedAt: publishedAt(row),
    dateText: formatTurkishDate(publishedAt(row)),
    categories: (categories.get(row.id) ?? []).map((c) => ({ ...c, href: circularsHref({ category: c.slug, page: 1 }) })),
    attachmentNote: attachmentNote((attachmentIds.get(row.id) ?? []).flatMap((id) => byId.get(id) ?? [])),
  }));
}

export interface FilterLink {
  label: string;
  href: string;
  current: boolean;
}

export interface CircularsPage {
  status: "ok";
  query: CircularsQuery;
  /** The chosen category's name, if one. */
  categoryName: string | undefined;
  items: CircularListItem[];
  total: number;
  pageCount: number;
  /** "Tümü" first, then the years (of the chosen category) newest first. */
  years: FilterLink[];
  /** "Tümü" first, then the categories (of the chosen year) with their counts. */
  categories: FilterLink[];
  newerHref: string | undefined;
  olderHref: string | undefined;
  canonical: string;
  /** All circulars' feeds, and the category's when one is chosen. */
  feeds: { label: string; rss: string; atom: string }[];
}

export type CircularsPageResult = CircularsPage | { status: "not-found" } | { status: "redirect"; to: string };

/** The list page a query asks for. */
export async function circularsPage(search: URLSearchParams): Promise<CircularsPageResult> {
  const yearText = single(search, CIRCULAR_QUERY.year, /^\d{4}$/);
  const categoryText = single(search, CIRCULAR_QUERY.category, /^[a-z0-9-]{1,80}$/);
  const pageText = single(search, CIRCULAR_QUERY.page, /^[1-9]\d{0,5}$/);
  if (yearText === null || categoryText === null || pageText === null) return { status: "not-found" };
  const db = await getDb();
  const at = now();
  const allYears = await publishedCircularYears(db, { now: at });
  const year = yearText === undefined ? undefined : Number(yearText);
  if (year !== undefined && !allYears.some((y) => y.year === year)) return { status: "not-found" };
  const category = categoryText === undefined ? undefined : await categoryBySlug(db, categoryText);
  if (categoryText !== undefined && !category) return { status: "not-found" };
  const query: CircularsQuery = { year, category: category?.slug, page: pageText === undefined ? 1 : Number(pageText) };
  if (pageText === "1") return { status: "redirect", to: circularsHref(query) };

  const filter: CircularFilter = { now: at, year, categorySlug: category?.slug };
  const [total, years, categories] = await Promise.all([
    countPublishedCirculars(db, filter),
    publishedCircularYears(db, filter),
    publishedCircularCategories(db, filter),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / CIRCULARS_PAGE_SIZE));
  if (query.page > pageCount) return { status: "not-found" };
  const rows = await listPublishedCirculars(db, filter, { limit: CIRCULARS_PAGE_SIZE, offset: (query.page - 1) * CIRCULARS_PAGE_SIZE });

  // The chosen year or category stays among the links even when the other filter leaves it empty.
  if (year !== undefined && !years.some((y) => y.year === year)) years.unshift({ year, count: 0 });
  if (category && !categories.some((c) => c.slug === category.slug)) categories.unshift({ ...category, count: 0 });
  const feeds = [{ label: "Tüm sirküler", ...circularFeedHrefs() }];
  if (category) feeds.push({ label: category.name, ...circularFeedHrefs(category.slug) });
  return {
    status: "ok",
    query,
    categoryName: category?.name,
    items: await listItems(rows),
    total,
    pageCount,
    years: [
      { label: "Tümü", href: circularsHref({ ...query, year: undefined, page: 1 }), current: year === undefined },
      ...years
        .sort((a, b) => b.year - a.year)
        .map((y) => ({ label: String(y.year), href: circularsHref({ ...query, year: y.year, page: 1 }), current: y.year === year })),
    ],
    categories: [
      { label: "Tümü", href: circularsHref({ ...query, category: undefined, page: 1 }), current: category === undefined },
      ...categories.map((c) => ({
        label: `${c.name} (${c.count})`,
        href: circularsHref({ ...query, category: c.slug, page: 1 }),
        current: c.slug === category?.slug,
      })),
    ],
    newerHref: query.page > 1 ? circularsHref({ ...query, page: query.page - 1 }) : undefined,
    olderHref: query.page < pageCount ? circularsHref({ ...query, page: query.page + 1 }) : undefined,
    canonical: circularsHref(query),
    feeds,
  };
}

/** One circular as its page shows it (the body still stored rich text: the route renders it). */
export interface CircularDetail {
  id: string;
  number: CircularNumber;
  label: string;
  title: string;
  body: string;
  metaDescription: string | null;
  publishedAt: string;
  updatedAt: string;
  dateText: string;
  categories: CategoryLink[];
  reference: OfficialReference | null;
  attachments: (AttachmentSummary & { href: string; sizeText: string })[];
}

export type CircularPageResult = { status: "ok"; circular: CircularDetail } | { status: "not-found" } | { status: "redirect"; to: string };

/**
 * The circular a slug names: "2026-15"; another spelling of a published one's
 * number ("2026-5", "2026-015") redirects to its slug; anything else
 * (unknown, a draft, a scheduled one) is not found alike.
 */
export async function circularPage(slug: string, number: CircularNumber | undefined): Promise<CircularPageResult> {
  if (!number) return { status: "not-found" };
  const db = await getDb();
  const row = await findPublishedCircular(db, number.year, number.seq, now());
  if (!row) return { status: "not-found" };
  const own = circularPath(number);
  if (own.slice(paths.circulars.length + 1) !== slug) return { status: "redirect", to: own };
  const [categories, attachmentIds] = await Promise.all([categoriesOfCirculars(db, [row.id]), attachmentIdsOfCirculars(db, [row.id])]);
  const attachments = await attachmentSummaries(db, attachmentIds.get(row.id) ?? []);
  const { reference } = circularOfColumns(row);
  return {
    status: "ok",
    circular: {
      id: row.id,
      number,
      label: circularLabel(number),
      title: row.title,
      body: row.body,
      metaDescription: row.meta_description,
      publishedAt: publishedAt(row),
      updatedAt: row.updated_at ?? publishedAt(row),
      dateText: formatTurkishDate(publishedAt(row)),
      categories: (categories.get(row.id) ?? []).map((c) => ({ ...c, href: circularsHref({ category: c.slug, page: 1 }) })),
      reference,
      attachments: attachments.map((a) => ({ ...a, href: attachmentPath(a), sizeText: attachmentSizeText(a) })),
    },
  };
}

/** The newest published circulars (the home page's tab). */
export async function latestCirculars(limit: number): Promise<CircularListItem[]> {
  const rows = await listPublishedCirculars(await getDb(), { now: now() }, { limit, offset: 0 });
  return listItems(rows);
}

/** The feed's circulars (of one category, or all; undefined when the slug is no category) with their attachments. */
export async function feedCirculars(
  categorySlug: string | undefined,
  limit: number,
): Promise<
  { category: { slug: string; name: string } | undefined; items: (PublishedCircular & { attachments: AttachmentSummary[] })[] } | undefined
> {
  const db = await getDb();
  const category = categorySlug === undefined ? undefined : await categoryBySlug(db, categorySlug);
  if (categorySlug !== undefined && !category) return undefined;
  const rows = await listPublishedCirculars(db, { now: now(), categorySlug: category?.slug }, { limit, offset: 0 });
  const attachmentIds = await attachmentIdsOfCirculars(
    db,
    rows.map((row) => row.id),
  );
  const summaries = await attachmentSummaries(db, [...new Set([...attachmentIds.values()].flat())]);
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  return {
    category: category && { slug: category.slug, name: category.name },
    items: rows.map((row) => ({ ...row, attachments: (attachmentIds.get(row.id) ?? []).flatMap((id) => byId.get(id) ?? []) })),
  };
}
