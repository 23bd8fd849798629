/**
 * The sitemap (issue 38, ADR 047): /sitemap.xml is an index of files, each of one kind of
 * page and at most SITEMAP_MAX_URLS URLs (/sitemap-sirkuler-2.xml). A file is read from the
 * database on its own request, a slice of its kind's published rows by SQL (only the columns
 * its URLs need), so a change costs the files asked for again, each a bounded read; the page
 * cache keeps each file per content version, as it keeps every public page (and a file that
 * comes out the same after a change keeps its compressed bytes).
 *
 * Only what the public pages show: published announcements and news, sirküler published
 * now, e-bülten issues whose send has begun, visible services (the firm's snapshot), the
 * English pages whose English is published (the English snapshot's index). A page in both
 * languages carries its alternates, both sides the same, from lib/language-alternates.ts (ADR 063).
 */
import { getDb } from "#app/.server/db/index.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import {
  circularSitemapFiles,
  circularSitemapRows,
  issueSitemapFiles,
  issueSitemapRows,
  newestCircularChange,
  newestIssueSent,
  postSitemapFiles,
  postSitemapRows,
  type SitemapFileSummary,
  type SitemapSlice,
} from "#app/.server/repositories/sitemap.ts";
import { SITEMAP_MAX_URLS, type SitemapUrl, sitemapIndexXml, urlsetXml } from "#app/.server/sitemap/xml.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { calculatorLinks } from "#app/content/navigation.ts";
import { hreflangPairs, type LanguagePair, languagePairs } from "#app/lib/language-alternates.ts";
import {
  announcementPath,
  circularPath,
  englishCircularPath,
  issuePath,
  newsPath,
  paths,
  SITEMAP_KINDS,
  type SitemapKind,
  servicePath,
  sitemapFilePath,
} from "#app/lib/paths.ts";

/** How many URLs a file of each kind holds. */
export type SitemapLimits = Readonly<Record<SitemapKind, number>>;

/** How many URLs a file holds of a kind whose URLs may carry their three alternates (four addresses a URL). */
export const URLS_WITH_ALTERNATES = 12_000;

/**
 * The protocol's 50 000, except news and the kinds with alternates: a news URL carries its
 * whole title (up to 200 characters, each up to 9 bytes percent-encoded), so 50 000 of them
 * could pass the protocol's 50 MB; 20 000 stay under it with a site address of up to 750
 * characters; a page in both languages writes four addresses, so 12 000 (ADR 063).
 * tests/unit/sitemap-xml.test.ts checks the worst cases.
 */
export const URLS_PER_FILE: SitemapLimits = {
  sayfalar: URLS_WITH_ALTERNATES,
  duyurular: SITEMAP_MAX_URLS,
  haberler: 20_000,
  sirkuler: URLS_WITH_ALTERNATES,
  bulten: SITEMAP_MAX_URLS,
  en: URLS_WITH_ALTERNATES,
};

/** A kind's files now (their URL counts and newest changes) and one file's URLs. */
interface Kind {
  files(perFile: number): Promise<SitemapFileSummary[]>;
  urls(slice: SitemapSlice): Promise<SitemapUrl[]>;
}

/**
 * The fixed pages, the founder's, the visible services, the lists, the calculators, Pratik bilgiler and the
 * tax calendar. /hizmetler only while no service is visible: it shows the default service,
 * whose own page is its canonical (routes/services.tsx), and a sitemap lists canonical URLs.
 */
async function pagePaths(): Promise<string[]> {
  const firm = await currentFirm();
  return [
    paths.home,
    paths.contact,
    firm.founderPath,
    paths.mission,
    paths.vision,
    ...(firm.services.length === 0 ? [paths.services] : []),
    ...firm.services.map((s) => servicePath(s.slug)),
    paths.news,
    paths.circulars,
    paths.faq,
    paths.tools,
    ...calculatorLinks.map((link) => link.to),
    paths.kvkk,
    paths.imprint,
    paths.cookiePolicy,
    paths.newsletter.archive,
    paths.kvkkApplication.form,
  ];
}

/** The pairs search engines are told of now, by each side's path; and each pair's absolute alternates. */
async function pairsByPath(): Promise<ReadonlyMap<string, LanguagePair>> {
  const [firm, english] = await Promise.all([currentFirm(), currentEnglish()]);
  const pairs = hreflangPairs({ english: english.index, founderPath: firm.founderPath });
  return new Map(pairs.flatMap((pair) => [[pair.tr, pair] as const, [pair.en, pair] as const]));
}

const alternatesOf = (pair: LanguagePair | undefined) => pair && { tr: absoluteUrl(pair.tr), en: absoluteUrl(pair.en) };

/**
 * The English pages: every page whose English is published, in the pairs' order (the English
 * list of services without alternates: its Turkish side is no page of its own, ADR 063); a
 * sirküler summary dated by its English text's last change.
 */
async function englishPages(): Promise<SitemapUrl[]> {
  const [firm, english] = await Promise.all([currentFirm(), currentEnglish()]);
  const context = { english: english.index, founderPath: firm.founderPath };
  const changed = new Map(english.circulars.map((c) => [englishCircularPath(c.number), c.updatedAt ?? c.publishedAt]));
  return languagePairs(context).map((pair) => ({
    loc: absoluteUrl(pair.en),
    lastmod: changed.get(pair.en) ?? null,
    alternates: pair.switchOnly ? undefined : alternatesOf(pair),
  }));
}

/**
 * The pages with what is known of their changes: the sirküler list's newest change, and the
 * e-bülten archive's newest issue (it changes when an issue's send begins; an issue never
 * changes after that).
 */
async function datedPages(): Promise<SitemapUrl[]> {
  const db = await getDb();
  const [list, circularChanged, issueSent, pairs] = await Promise.all([
    pagePaths(),
    newestCircularChange(db, now()),
    newestIssueSent(db),
    pairsByPath(),
  ]);
  const lastmod = new Map<string, string | null>([
    [paths.circulars, circularChanged],
    [paths.newsletter.archive, issueSent],
  ]);
  return list.map((path) => ({ loc: absoluteUrl(path), lastmod: lastmod.get(path), alternates: alternatesOf(pairs.get(path)) }));
}

const now = () => new Date().toISOString();

const KINDS: Record<SitemapKind, Kind> = {
  sayfalar: {
    files: async (perFile) => {
      const count = (await pagePaths()).length;
      return Array.from({ length: Math.ceil(count / perFile) }, (_, i) => ({
        urls: Math.min(perFile, count - i * perFile),
        lastmod: null,
      }));
    },
    urls: async ({ offset, limit }) => (await datedPages()).slice(offset, offset + limit),
  },
  duyurular: {
    files: async (perFile) => postSitemapFiles(await getDb(), "announcements", now(), perFile),
    urls: async (slice) =>
      (await postSitemapRows(await getDb(), "announcements", now(), slice)).map((row) => ({
        loc: absoluteUrl(announcementPath(row.id, row.title)),
        lastmod: row.lastmod,
      })),
  },
  haberler: {
    files: async (perFile) => postSitemapFiles(await getDb(), "news", now(), perFile),
    urls: async (slice) =>
      (await postSitemapRows(await getDb(), "news", now(), slice)).map((row) => ({
        loc: absoluteUrl(newsPath(row.title)),
        lastmod: row.lastmod,
      })),
  },
  sirkuler: {
    files: async (perFile) => circularSitemapFiles(await getDb(), now(), perFile),
    urls: async (slice) => {
      const [rows, pairs] = await Promise.all([circularSitemapRows(await getDb(), now(), slice), pairsByPath()]);
      return rows.map((row) => {
        const path = circularPath({ year: row.number_year, seq: row.number_seq });
        return { loc: absoluteUrl(path), lastmod: row.lastmod, alternates: alternatesOf(pairs.get(path)) };
      });
    },
  },
  bulten: {
    files: async (perFile) => issueSitemapFiles(await getDb(), perFile),
    urls: async (slice) =>
      (await issueSitemapRows(await getDb(), slice)).map((row) => ({ loc: absoluteUrl(issuePath(row.id)), lastmod: row.lastmod })),
  },
  en: {
    // Undated in the index, as the pages' file: most English pages have no date of their own.
    files: async (perFile) => {
      const count = (await englishPages()).length;
      return Array.from({ length: Math.ceil(count / perFile) }, (_, i) => ({
        urls: Math.min(perFile, count - i * perFile),
        lastmod: null,
      }));
    },
    urls: async ({ offset, limit }) => (await englishPages()).slice(offset, offset + limit),
  },
};

/** An ISO time as the index writes it; a stored value in another shape by its day. */
const indexTime = (value: string | null) => (value === null || /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) ? value : value.slice(0, 10));

/** The sitemap index: every kind's files, in SITEMAP_KINDS order (a kind with nothing published has none). */
export async function sitemapIndex(limits: SitemapLimits = URLS_PER_FILE): Promise<string> {
  const kinds = await Promise.all(SITEMAP_KINDS.map(async (kind) => ({ kind, files: await KINDS[kind].files(limits[kind]) })));
  return sitemapIndexXml(
    kinds.flatMap(({ kind, files }) =>
      files.map((file, i) => ({ loc: absoluteUrl(sitemapFilePath(kind, i + 1)), lastmod: indexTime(file.lastmod) })),
    ),
  );
}

/** File `number` (from 1) of `kind`, or undefined when the kind has no such file now. */
export async function sitemapFile(kind: SitemapKind, number: number, limits: SitemapLimits = URLS_PER_FILE): Promise<string | undefined> {
  const perFile = limits[kind];
  const urls = await KINDS[kind].urls({ offset: (number - 1) * perFile, limit: perFile });
  if (urls.length === 0) return undefined;
  return urlsetXml(urls);
}
