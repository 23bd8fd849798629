import { sitemapIndex } from "#app/.server/sitemap/files.ts";
import { SITEMAP_CONTENT_TYPE } from "#app/.server/sitemap/xml.ts";

/** The sitemap index (robots.txt names it): each file of the sitemap, with its newest change (ADR 047). */
export async function loader() {
  return new Response(await sitemapIndex(), { headers: { "Content-Type": SITEMAP_CONTENT_TYPE, "Cache-Control": "no-cache" } });
}
