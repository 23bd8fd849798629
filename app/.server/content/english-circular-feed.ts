/**
 * The English RSS 2.0 feed of the sirküler's English summaries (issue 43, ADR 062),
 * /en/circulars/rss.xml: built like the Turkish feeds (circular-feeds.ts, the `feed` package),
 * from the same published English the English pages read (currentEnglish(): published
 * summaries of published sirküler only). language en-gb; each item links its English page.
 */
import { Feed } from "feed";
import { FEED_ITEMS, feedHtml } from "#app/.server/content/feeds.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { feedItemTitle, RssTitles } from "#app/.server/text/feed-text.ts";
import { metaDescription } from "#app/.server/text/rich-text.ts";
import { absoluteUrl, siteUrl } from "#app/.server/web/seo.ts";
import { circularNumberText } from "#app/lib/circulars.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import { englishCircularPath, englishPaths } from "#app/lib/paths.ts";
import { escapeHtml } from "#app/lib/text.ts";

/** The feed document (always one: a channel without items while no summary is published). */
export async function renderEnglishCircularFeed(): Promise<string> {
  const [{ settings }, english] = await Promise.all([currentFirm(), currentEnglish()]);
  const words = catalogue("en").feeds;
  const name = english.settings?.name || settings.name;
  const items = english.circulars.slice(0, FEED_ITEMS);
  const newest = items.reduce<string | undefined>((latest, c) => {
    const changed = c.updatedAt && c.updatedAt > c.publishedAt ? c.updatedAt : c.publishedAt;
    return latest && latest > changed ? latest : changed;
  }, undefined);
  const feed = new Feed({
    id: absoluteUrl(englishPaths.circulars),
    title: words.circularsTitle(name),
    description: words.circularsDescription(name),
    link: absoluteUrl(englishPaths.circulars),
    language: "en-gb",
    updated: new Date(newest ?? `${settings.copyrightSince}-01-01T00:00:00.000Z`),
    generator: false,
    copyright: `© ${name}`,
    author: { name, email: settings.email || undefined, link: absoluteUrl(englishPaths.home) },
    feedLinks: { rss: absoluteUrl(englishPaths.circularsRss) },
  });
  const host = new URL(siteUrl()).hostname;
  const rssTitles = new RssTitles();
  for (const circular of items) {
    const id = `tag:${host},${settings.copyrightSince}:en/circulars/${circular.id}`;
    feed.addItem({
      title: feedItemTitle("rss", catalogue("en").search.circularTitle(circularNumberText(circular.number), circular.title), rssTitles),
      id,
      guid: id,
      link: absoluteUrl(englishCircularPath(circular.number)),
      date: new Date(circular.publishedAt),
      published: new Date(circular.publishedAt),
      description: escapeHtml(metaDescription(circular.summary, circular.metaDescription)),
      content: feedHtml(circular.summary),
    });
  }
  return rssTitles.write(feed.rss2());
}
