import { FEED_CONTENT_TYPE, feedAt, feedEtag, renderFeed } from "#app/.server/content/feeds.ts";
import type { Route } from "./+types/feeds";

/**
 * The four feeds (routes.ts mounts this module at each feed's path). Public
 * and the same for everyone: the page cache keeps them per content version,
 * as the pages.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const feed = feedAt(new URL(request.url).pathname);
  if (!feed) throw new Response("Bulunamadı", { status: 404 });
  const body = await renderFeed(feed.kind, feed.format);
  return new Response(body, {
    headers: { "Content-Type": FEED_CONTENT_TYPE[feed.format], "Cache-Control": "no-cache", ETag: feedEtag(body) },
  });
}
