import { renderEnglishCircularFeed } from "#app/.server/content/english-circular-feed.ts";
import { FEED_CONTENT_TYPE, feedEtag } from "#app/.server/content/feeds.ts";

/**
 * /en/circulars/rss.xml: RSS 2.0 of the sirküler's English summaries (issue 43, ADR 062).
 * Public and the same for everyone: the page cache keeps it per content version.
 */
export async function loader() {
  const body = await renderEnglishCircularFeed();
  return new Response(body, {
    headers: { "Content-Type": FEED_CONTENT_TYPE.rss, "Cache-Control": "no-cache", ETag: feedEtag(body) },
  });
}
