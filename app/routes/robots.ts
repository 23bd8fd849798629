import { absoluteUrl } from "#app/.server/web/seo.ts";
import { paths } from "#app/lib/paths.ts";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /adminpanel",
    // The e-bülten's confirmation, unsubscribe and preference pages (a token each); its archive of sent issues is public.
    `Disallow: ${paths.newsletter.confirm}`,
    `Disallow: ${paths.newsletter.unsubscribe}`,
    `Disallow: ${paths.newsletter.preferences}`,
    // The sitemap index: it lists the sitemap's files (ADR 047).
    `Sitemap: ${absoluteUrl(paths.sitemap)}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
