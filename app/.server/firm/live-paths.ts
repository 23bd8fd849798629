/**
 * Which site paths are live pages, so that no redirect takes one (a redirect
 * answers before the page, and the page would vanish). Live is what the
 * public site has now: its fixed pages (lib/paths.ts, the routes of
 * app/routes.ts), the founder's page (its path follows the founder's name),
 * visible services, published news (addressed by title) and announcements
 * (by id), sent e-bülten issues, the sitemap's files; and the paths the site
 * itself answers that are no page of the office's (the admin area, images,
 * built files), which a redirect must never hide either.
 */
import type { Executor } from "#app/.server/db/index.ts";
import { readSettings } from "#app/.server/firm/default-service.ts";
import { canonicalPath } from "#app/.server/firm/moves.ts";
import { parseEnglish } from "#app/.server/firm-snapshot/english.ts";
import { nowIso } from "#app/.server/ids.ts";
import { listPublishedEnglish, listPublishedEnglishCirculars } from "#app/.server/repositories/english.ts";
import { findService, findServiceBySlug } from "#app/.server/repositories/firm.ts";
import { findArchivedIssue } from "#app/.server/repositories/newsletter-issues.ts";
import { findPublishedPost, listPostHeadlines } from "#app/.server/repositories/posts.ts";
import { announcementIdCandidates } from "#app/content/navigation.ts";
import { ADMIN_ROOT } from "#app/lib/admin-paths.ts";
import { MEDIA_PREFIX } from "#app/lib/media.ts";
import { englishPaths, founderPathFor, paths, sitemapFileAt } from "#app/lib/paths.ts";

/** Every path in a nested object of paths. */
const flatten = (value: unknown): string[] =>
  typeof value === "string" ? [value] : typeof value === "object" && value !== null ? Object.values(value).flatMap(flatten) : [];

/** The fixed public pages and files: lib/paths.ts (the sitemap index among them), the announcements' index and robots.txt. */
const FIXED_PATHS: ReadonlySet<string> = new Set(
  [...flatten(paths), ...flatten(englishPaths), "/en", "/duyurular", "/robots.txt", "/healthz"].map((path) => canonicalPath(path) ?? path),
);

/** Paths below these belong to the site's machinery: never a redirect's source. */
const SYSTEM_PREFIXES = [ADMIN_ROOT, MEDIA_PREFIX.replace(/\/$/, ""), "/assets", "/images", paths.attachments];

const below = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What the page at `path` (a canonical site path) is, in words for the
 * office ("bir hizmet sayfası: “KDV İadesi”"), or undefined when no page
 * answers there now.
 */
export async function livePageAt(db: Executor, path: string): Promise<string | undefined> {
  const lower = path.toLowerCase();
  if (SYSTEM_PREFIXES.some((prefix) => below(lower, prefix.toLowerCase()))) return "sitenin kendi adresi (yönetim paneli, görseller)";
  // The site answers its fixed paths in any letter case (/SSS → /sss).
  if (FIXED_PATHS.has(lower)) return "sitenin sabit bir sayfası";
  // Every name a file of the sitemap may take, listed in the index now or not yet.
  if (sitemapFileAt(lower)) return "site haritasının bir dosyası";
  const settings = await readSettings(db);
  if (settings.founderName && path === canonicalPath(founderPathFor(settings.founderName))) return "kurucunun sayfası";
  if (below(lower, "/en")) return englishPageAt(db, path);
  const [, section, key, ...rest] = path.split("/");
  if (key === undefined || rest.length > 0) return undefined;
  const name = decode(key);
  if (section === "hizmetler") {
    const service = await findServiceBySlug(db, name);
    return service && service.hidden === 0 ? `bir hizmet sayfası: “${service.full_title}”` : undefined;
  }
  if (section === "haberler") {
    const news = await findPublishedPost(db, "news", { title: name }, nowIso());
    return news ? `yayımlanmış bir haber: “${news.title}”` : undefined;
  }
  if (section === "duyurular") {
    const published = await listPostHeadlines(db, "announcements", nowIso());
    const id = announcementIdCandidates(name).find((candidate) => published.some((post) => post.id === candidate));
    const post = published.find((headline) => headline.id === id);
    return post ? `yayımlanmış bir duyuru: “${post.title}”` : undefined;
  }
  if (section === "bulten") return (await findArchivedIssue(db, name)) ? "gönderilmiş bir e-bülten sayısı" : undefined;
  return undefined;
}

/** Whether a page answers at `path` (any site path or full URL of this site); see livePageAt. */
export async function isLivePath(db: Executor, path: string): Promise<boolean> {
  const canonical = canonicalPath(path);
  return canonical !== undefined && (await livePageAt(db, canonical)) !== undefined;
}

/** The English pages whose path follows the office's text (issue 43): a service's English slug, a sirküler's English summary. */
async function englishPageAt(db: Executor, path: string): Promise<string | undefined> {
  const [, , section, key, ...rest] = path.split("/");
  if (key === undefined || rest.length > 0) return undefined;
  const name = decode(key);
  if (section === "services") {
    for (const row of await listPublishedEnglish(db)) {
      if (row.kind !== "service" || parseEnglish("service", row.data).slug !== name) continue;
      const service = await findService(db, row.key);
      if (service && service.hidden === 0) return `bir hizmetin İngilizce sayfası: “${service.full_title}”`;
    }
    return undefined;
  }
  if (section === "circulars") {
    const circulars = await listPublishedEnglishCirculars(db, new Date().toISOString());
    const found = circulars.some((row) => `${row.number_year}-${String(row.number_seq).padStart(2, "0")}` === name);
    return found ? "bir sirkülerin İngilizce özeti" : undefined;
  }
  return undefined;
}
