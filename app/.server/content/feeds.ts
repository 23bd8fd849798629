/**
 * RSS 2.0 and Atom 1.0 feeds of the published announcements and news,
 * written by the `feed` package: absolute links, RFC 822 dates in RSS and
 * RFC 3339 in Atom, each item's body as sanitized HTML whose links and
 * images point at the site. Drafts and scheduled posts never appear:
 * the items come from the same read as the public pages (publicPosts).
 */
import { createHash } from "node:crypto";
import { Feed, type Item } from "feed";
import { type PostKind, type PublicPost, publicPosts } from "#app/.server/content/public.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { feedItemTitle, RssTitles } from "#app/.server/text/feed-text.ts";
import { metaDescription, sanitizeRichText, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { absoluteUrl, siteUrl } from "#app/.server/web/seo.ts";
import { isLinkableTitle } from "#app/content/navigation.ts";
import { announcementPath, newsPath, paths } from "#app/lib/paths.ts";
import { escapeHtml } from "#app/lib/text.ts";

/** Items per feed: the newest ones. */
export const FEED_ITEMS = 20;

export type FeedFormat = "rss" | "atom";

export const FEED_CONTENT_TYPE: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
};

interface FeedList {
  label: string;
  /** The public page of the list. */
  page: string;
  itemPath: (post: PublicPost) => string;
  feeds: Record<FeedFormat, string>;
}

export const FEED_LISTS: Record<PostKind, FeedList> = {
  announcements: {
    label: "Duyurular",
    page: paths.announcements,
    itemPath: (post) => announcementPath(post.id, post.title),
    feeds: { rss: paths.feeds.announcementsRss, atom: paths.feeds.announcementsAtom },
  },
  news: {
    label: "Haberler",
    page: paths.news,
    itemPath: (post) => newsPath(post.title),
    feeds: { rss: paths.feeds.newsRss, atom: paths.feeds.newsAtom },
  },
};

/** Which feed a path is, if any. */
export function feedAt(pathname: string): { kind: PostKind; format: FeedFormat } | undefined {
  for (const kind of Object.keys(FEED_LISTS) as PostKind[]) {
    for (const format of ["rss", "atom"] as const) {
      if (FEED_LISTS[kind].feeds[format] === pathname) return { kind, format };
    }
  }
  return undefined;
}

/** The feed's own title (the head's links name the format too: content/navigation.ts). */
export const feedTitle = (kind: PostKind, firmName: string) => `${firmName} – ${FEED_LISTS[kind].label}`;

/**
 * The body as a feed reader shows it, away from the site: sanitized again
 * (the stored HTML is never trusted) and with the site's own addresses
 * (images, links) made absolute, as in the issue e-mail (newsletter/issue-mail.ts).
 */
export function feedHtml(stored: string): string {
  const clean = sanitizeRichText(toStoredRichText(stored));
  // The sanitizer's output always writes `attr="value"`, with the value escaped; the origin needs no escaping.
  return clean.replace(/ (src|href)="(\/[^/"][^"]*|\/)"/g, (_, attr: string, path: string) => ` ${attr}="${siteUrl()}${path}"`);
}

/**
 * An item's id: a tag URI (RFC 4151) from the post's id, so it stays the same
 * when a news item's title (its URL) changes and readers do not show it twice.
 */
function itemId(kind: PostKind, post: PublicPost, since: number): string {
  const host = new URL(siteUrl()).hostname;
  return `tag:${host},${since}:${kind}/${post.id}`;
}

const date = (iso: string) => new Date(iso);

/** The whole feed document. */
export async function renderFeed(kind: PostKind, format: FeedFormat): Promise<string> {
  const list = FEED_LISTS[kind];
  // The firm as Firma bilgileri has it now: the feed's title, author and copyright.
  const { settings } = await currentFirm();
  const posts = (await publicPosts(kind, FEED_ITEMS)).filter((post) => kind !== "news" || isLinkableTitle(post.title));
  const newest = posts.reduce<string | undefined>((latest, p) => (latest && latest > p.updated_at ? latest : p.updated_at), undefined);
  const feed = new Feed({
    id: absoluteUrl(list.page),
    title: feedTitle(kind, settings.name),
    description: `${settings.name} web sitesinde yayımlanan ${list.label.toLocaleLowerCase("tr-TR")}.`,
    link: absoluteUrl(list.page),
    language: "tr",
    // With no item, a fixed date: the same document on every render.
    updated: date(newest ?? `${settings.copyrightSince}-01-01T00:00:00.000Z`),
    generator: false,
    copyright: `© ${settings.name}`,
    author: { name: settings.name, email: settings.email || undefined, link: absoluteUrl(paths.home) },
    feedLinks: { [format]: absoluteUrl(list.feeds[format]) },
  });
  // The titles are the office's plain text, escaped for each format (feed-text.ts).
  const rssTitles = new RssTitles();
  for (const post of posts) {
    const link = absoluteUrl(list.itemPath(post));
    const item: Item = {
      title: feedItemTitle(format, post.title, rssTitles),
      id: itemId(kind, post, settings.copyrightSince),
      guid: itemId(kind, post, settings.copyrightSince),
      link,
      // RSS's pubDate is the publication; Atom's updated is the last change, published the publication.
      date: date(format === "rss" ? post.published_at : post.updated_at),
      published: date(post.published_at),
      description: escapeHtml(metaDescription(post.body, post.meta_description)),
      content: feedHtml(post.body),
    };
    feed.addItem(item);
  }
  return format === "rss" ? rssTitles.write(feed.rss2()) : feed.atom1();
}

/** A weak validator of the document, as the HTML pages have (entry.server.tsx). */
export const feedEtag = (body: string) => `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
