/**
 * The side list of the announcements and news pages at real size: posts
 * grouped by the year they were published (Istanbul time), newest year first,
 * at most ARCHIVE_PAGE_SIZE a page. Every page of the list has exactly one
 * URL, made here:
 *   the newest year's first page   /duyurular/0             /haberler
 *   another year's first page      /duyurular/0?yil=2024    /haberler?yil=2024
 *   any further page               …?yil=2024&sayfa=2
 * Any other spelling of the query (an unknown year, a page past the end,
 * "?sayfa=1", a repeated parameter, garbage) is answered with a redirect to
 * its one URL or to the list's start, so it is never a page of its own in the
 * page cache (which keys on `yil` and `sayfa`: app/lib/paths.ts).
 */
import type { PostHeadline } from "#app/.server/repositories/posts.ts";
import type { ArchiveView } from "#app/lib/content-views.ts";
import { istanbulYear } from "#app/lib/istanbul-time.ts";
import { ARCHIVE_QUERY, archiveHref } from "#app/lib/paths.ts";

export const ARCHIVE_PAGE_SIZE = 30;
const YEAR_PARAM = ARCHIVE_QUERY.year;
const PAGE_PARAM = ARCHIVE_QUERY.page;

export interface ArchivePosition {
  year: number;
  page: number;
}

export interface ArchiveYear {
  year: number;
  count: number;
}

export interface ArchivePage extends ArchivePosition {
  pageCount: number;
  /** All posts of the year. */
  count: number;
  items: PostHeadline[];
  /** Every year that has posts, newest first. */
  years: ArchiveYear[];
}

/** The posts of each year, newest year first (headlines come newest first). */
function byYear(headlines: readonly PostHeadline[]): Map<number, PostHeadline[]> {
  const years = new Map<number, PostHeadline[]>();
  for (const headline of headlines) {
    const year = istanbulYear(headline.published_at);
    const list = years.get(year);
    if (list) list.push(headline);
    else years.set(year, [headline]);
  }
  return years;
}

/** One page of the list; undefined when that year or page has no posts. */
export function archivePage(headlines: readonly PostHeadline[], { year, page }: ArchivePosition): ArchivePage | undefined {
  const years = byYear(headlines);
  const ofYear = years.get(year);
  if (!ofYear) return undefined;
  const pageCount = Math.ceil(ofYear.length / ARCHIVE_PAGE_SIZE);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  return {
    year,
    page,
    pageCount,
    count: ofYear.length,
    items: ofYear.slice((page - 1) * ARCHIVE_PAGE_SIZE, page * ARCHIVE_PAGE_SIZE),
    years: [...years].map(([y, list]) => ({ year: y, count: list.length })),
  };
}

/** The page of the list that holds the post `id` (its year, and its place in that year). */
export function positionOf(headlines: readonly PostHeadline[], id: string): ArchivePosition | undefined {
  const post = headlines.find((headline) => headline.id === id);
  if (!post) return undefined;
  const year = istanbulYear(post.published_at);
  const index = headlines.filter((headline) => istanbulYear(headline.published_at) === year).indexOf(post);
  return { year, page: Math.floor(index / ARCHIVE_PAGE_SIZE) + 1 };
}

/** The first page of the newest year; undefined when there are no posts. */
export function newestPosition(headlines: readonly PostHeadline[]): ArchivePosition | undefined {
  const newest = headlines[0];
  return newest && { year: istanbulYear(newest.published_at), page: 1 };
}

/**
 * Which page of the list a request asks for: the position, or the URL to
 * redirect to (another spelling of a page, or no such page: the start).
 */
export function requestedPosition(
  headlines: readonly PostHeadline[],
  base: string,
  query: URLSearchParams,
): { position: ArchivePosition } | { redirect: string } | undefined {
  const newest = newestPosition(headlines);
  const years = query.getAll(YEAR_PARAM);
  const pages = query.getAll(PAGE_PARAM);
  if (!newest) return years.length + pages.length > 0 ? { redirect: base } : undefined;
  if (years.length > 1 || pages.length > 1) return { redirect: base };
  const year = years[0] === undefined ? newest.year : /^\d{4}$/.test(years[0]) ? Number(years[0]) : Number.NaN;
  const page = pages[0] === undefined ? 1 : /^[1-9]\d{0,5}$/.test(pages[0]) ? Number(pages[0]) : Number.NaN;
  const position = { year, page };
  if (!archivePage(headlines, position)) return { redirect: base };
  const asked = [...query].filter(([name]) => name === YEAR_PARAM || name === PAGE_PARAM);
  const href = archiveHref(base, position, newest.year);
  const askedHref = asked.length ? `${base}?${asked.map(([name, value]) => `${name}=${value}`).join("&")}` : base;
  return askedHref === href ? { position } : { redirect: href };
}

/** The side list as the page shows it: links made, counts named (`noun`: "duyuru", "haber"). */
export function archiveView(archive: ArchivePage, base: string, hrefOf: (post: PostHeadline) => string, noun: string): ArchiveView {
  const newestYear = archive.years[0]?.year ?? archive.year;
  const href = (position: ArchivePosition) => archiveHref(base, position, newestYear);
  return {
    year: archive.year,
    page: archive.page,
    pageCount: archive.pageCount,
    countText: `${archive.count} ${noun}`,
    currentHref: href(archive),
    items: archive.items.map((post) => ({ id: post.id, title: post.title, href: hrefOf(post) })),
    newerHref: archive.page > 1 ? href({ year: archive.year, page: archive.page - 1 }) : undefined,
    olderHref: archive.page < archive.pageCount ? href({ year: archive.year, page: archive.page + 1 }) : undefined,
    years: archive.years.map(({ year, count }) => ({ year, countText: `${count} ${noun}`, href: href({ year, page: 1 }) })),
  };
}

/** A list page's title part: "Duyurular", "Duyurular 2024", "Duyurular 2024, sayfa 2". */
export function listPageTitle(label: string, archive: ArchivePage): string {
  const newest = archive.years[0]?.year === archive.year;
  const year = newest && archive.page === 1 ? "" : ` ${archive.year}`;
  return `${label}${year}${archive.page > 1 ? `, sayfa ${archive.page}` : ""}`;
}
