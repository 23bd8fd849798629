import { circularSitemapEntries } from "#app/.server/content/circulars-public.ts";
import { publicPosts } from "#app/.server/content/public.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { archivedIssues } from "#app/.server/newsletter/issues.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { calculatorLinks } from "#app/content/navigation.ts";
import { announcementPath, issuePath, newsPath, paths, servicePath } from "#app/lib/paths.ts";

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** Every public page: fixed pages, the founder's page and the visible services (the firm's snapshot), each announcement and news item, the calculators and the tax calendar, the e-bülten and its issues. */
export async function loader() {
  const [announcements, news, issues, firm, circulars] = await Promise.all([
    publicPosts("announcements"),
    publicPosts("news"),
    archivedIssues(),
    currentFirm(),
    circularSitemapEntries(),
  ]);
  const entries: { path: string; lastmod?: string }[] = [
    { path: paths.home },
    { path: paths.contact },
    { path: firm.founderPath },
    { path: paths.mission },
    { path: paths.vision },
    { path: paths.services },
    ...firm.services.map((s) => ({ path: servicePath(s.slug) })),
    { path: paths.news },
    ...announcements.map((p) => ({ path: announcementPath(p.id, p.title), lastmod: p.updated_at })),
    ...news.map((p) => ({ path: newsPath(p.title), lastmod: p.updated_at })),
    // Sirküler: the list and each published circular.
    { path: paths.circulars, lastmod: circulars.reduce<string | undefined>((a, c) => (a && a > c.lastmod ? a : c.lastmod), undefined) },
    ...circulars,
    { path: paths.faq },
    { path: paths.tools },
    // The calculators and the tax calendar.
    ...calculatorLinks.map((link) => ({ path: link.to })),
    { path: paths.kvkk },
    // Newest first: the archive changes when an issue's send begins, and an issue never changes after that.
    { path: paths.newsletter.archive, lastmod: issues[0]?.sent_at ?? undefined },
    ...issues.map((issue) => ({ path: issuePath(issue.id), lastmod: issue.sent_at ?? undefined })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) => `  <url><loc>${xmlEscape(absoluteUrl(e.path))}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
