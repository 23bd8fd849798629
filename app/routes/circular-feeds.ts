import { circularFeedAt, renderCircularFeed } from "#app/.server/content/circular-feeds.ts";
import { FEED_CONTENT_TYPE, feedEtag } from "#app/.server/content/feeds.ts";
import type { Route } from "./+types/circular-feeds";

/**
 * Sirküler's feeds, all or one category's (?kategori=kdv); an unknown category
 * is not found. Public and the same for everyone: the page cache keeps them
 * per content version and category (PAGE_QUERY_PARAMS).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const format = circularFeedAt(url.pathname);
  const body = format && (await renderCircularFeed(format, url.searchParams));
  if (!format || body === undefined) {
    throw new Response("Bulunamadı", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(body, {
    headers: { "Content-Type": FEED_CONTENT_TYPE[format], "Cache-Control": "no-cache", ETag: feedEtag(body) },
  });
}
