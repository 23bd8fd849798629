import { sitemapFile } from "#app/.server/sitemap/files.ts";
import { SITEMAP_CONTENT_TYPE } from "#app/.server/sitemap/xml.ts";
import { sitemapFileAt } from "#app/lib/paths.ts";
import type { Route } from "./+types/sitemap-file";

/**
 * A file of the sitemap, /sitemap-sirkuler-2.xml (routes.ts mounts this module at every
 * /<name>.xml of the root; sitemapFileAt says which are the sitemap's). Any other name, a
 * number past a kind's last file or a kind with nothing published is not found.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const file = sitemapFileAt(new URL(request.url).pathname);
  const body = file && (await sitemapFile(file.kind, file.number));
  if (!body) throw new Response("Bulunamadı", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(body, { headers: { "Content-Type": SITEMAP_CONTENT_TYPE, "Cache-Control": "no-cache" } });
}
