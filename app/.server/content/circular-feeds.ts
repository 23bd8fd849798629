/**
 * RSS 2.0 and Atom feeds of sirküler: all of them, or one category's
 * (?kategori=kdv). Built like the announcements' and news feeds (feeds.ts):
 * the same reads as the public pages, so drafts and scheduled circulars never
 * appear; an item's first attachment is its enclosure.
 */
import { Feed, type Item } from "feed";
import { feedCirculars } from "#app/.server/content/circulars-public.ts";
import { FEED_ITEMS, type FeedFormat, feedHtml } from "#app/.server/content/feeds.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { feedItemTitle, RssTitles, xmlAttributeText } from "#app/.server/text/feed-text.ts";
import { metaDescription } from "#app/.server/text/rich-text.ts";
import { absoluteUrl, siteUrl } from "#app/.server/web/seo.ts";
import { circularLabel } from "#app/lib/circulars.ts";
import { attachmentPath, CIRCULAR_QUERY, circularFeedHrefs, circularPath, circularsHref, paths } from "#app/lib/paths.ts";
import { escapeHtml } from "#app/lib/text.ts";

const CONTENT_TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/** Which circulars feed a path is, if any. */
export function circularFeedAt(pathname: string): FeedFormat | undefined {
  if (pathname === paths.feeds.circularsRss) return "rss";
  if (pathname === paths.feeds.circularsAtom) return "atom";
  return undefined;
}

/**
 * The feed document, or undefined when the query names no category (or names
 * one twice): the route answers not found.
 */
export async function renderCircularFeed(format: FeedFormat, query: URLSearchParams): Promise<string | undefined> {
  const slugs = query.getAll(CIRCULAR_QUERY.category);
  if (slugs.length > 1) return undefined;
  const found = await feedCirculars(slugs[0], FEED_ITEMS);
  if (!found) return undefined;
  const { settings } = await currentFirm();
  const { category, items } = found;
  const page = circularsHref({ category: category?.slug, page: 1 });
  const self = circularFeedHrefs(category?.slug)[format];
  const label = category ? `Sirküler – ${category.name}` : "Sirküler";
  const newest = items.reduce<string | undefined>((latest, c) => {
    const changed = c.updated_at ?? c.published_at ?? c.created_at;
    return latest && latest > changed ? latest : changed;
  }, undefined);
  const feed = new Feed({
    id: absoluteUrl(page),
    title: `${settings.name} – ${label}`,
    description: `${settings.name} web sitesinde yayımlanan sirküler${category ? ` (${category.name})` : ""}.`,
    link: absoluteUrl(page),
    language: "tr",
    updated: new Date(newest ?? `${settings.copyrightSince}-01-01T00:00:00.000Z`),
    generator: false,
    copyright: `© ${settings.name}`,
    author: { name: settings.name, email: settings.email || undefined, link: absoluteUrl(paths.home) },
    feedLinks: { [format]: absoluteUrl(self) },
  });
  const host = new URL(siteUrl()).hostname;
  // The titles are the office's plain text, escaped for each format (feed-text.ts).
  const rssTitles = new RssTitles();
  for (const circular of items) {
    const number = { year: Number(circular.number_year), seq: Number(circular.number_seq) };
    const title = `${circularLabel(number)}: ${circular.title}`;
    const published = circular.published_at ?? circular.created_at;
    const id = `tag:${host},${settings.copyrightSince}:sirkuler/${circular.id}`;
    const [first] = circular.attachments;
    const item: Item = {
      title: feedItemTitle(format, title, rssTitles),
      id,
      guid: id,
      link: absoluteUrl(circularPath(number)),
      date: new Date(format === "rss" ? published : (circular.updated_at ?? published)),
      published: new Date(published),
      description: escapeHtml(metaDescription(circular.body, circular.meta_description)),
      content: feedHtml(circular.body),
      enclosure: first && {
        url: absoluteUrl(attachmentPath(first)),
        type: CONTENT_TYPES[first.format],
        length: first.bytes,
        // Atom's link may name the file; RSS 2.0's enclosure has no title (the package would copy it in as is).
        title: format === "atom" ? xmlAttributeText(first.fileName) : undefined,
      },
    };
    feed.addItem(item);
  }
  return format === "rss" ? rssTitles.write(feed.rss2()) : feed.atom1();
}
