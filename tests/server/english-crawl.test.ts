/**
 * The acceptance's crawl (issue 43, ADR 063), over HTTP against the production build: the office
 * publishes English for the founder's page, two services and one sirküler; from / and /en/ the
 * crawler follows every same-site link and every hreflang alternate, and finds
 * (a) every alternate pair reciprocal — both pages answer 200 and name the same tr, en and
 *     x-default, and a page naming a pair is one side of it (its canonical);
 * (b) no link to an English page anywhere that is not found;
 * (c) the sitemap's alternates are the pages' own, and every page the crawl found in both
 *     languages is in the sitemap with them.
 * Turkish pages with a query (a calendar month, a list's filter or page) are checked but not
 * followed further: they are the same pages again, and the calendar's months never end.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { englishPaths, isEnglishPath } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { clearEnglish, putEnglish } from "#tests/helpers/english.ts";
import { canonicalOf, fetchPage, type Page } from "#tests/helpers/html.ts";
import { hreflangOfPage, sitemapAlternates } from "#tests/helpers/language-signals.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

const SITE_URL = "https://ymm.test";
/** More pages than the sample site has: a crawl that reaches it is following something endless. */
const MAX_PAGES = 1500;
let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer({ SITE_URL });
  db = openTestDb(server.databaseUrl);
  await clearEnglish(db);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

/** As the acceptance's office does: English for the founder's page, two services and one sirküler summary. */
async function publishEnglish() {
  const services = await db.selectFrom("services").select("id").where("hidden", "=", 0).orderBy("position").limit(2).execute();
  expect(services).toHaveLength(2);
  const circular = await db
    .selectFrom("circulars")
    .select("id")
    .where("status", "=", "published")
    .where("published_at", "<=", new Date().toISOString())
    .orderBy("published_at", "desc")
    .executeTakeFirstOrThrow();
  await putEnglish(db, "page", "founder", { title: "The founder", metaDescription: "Our founder.", body: "<p>Founder.</p>" }, cleanup);
  for (const [i, service] of services.entries()) {
    const slug = ["full-certification", "vat-refunds"][i]!;
    await putEnglish(
      db,
      "service",
      service.id,
      { slug, fullTitle: slug.replace("-", " "), homeTitle: slug, body: "<p>Service.</p>" },
      cleanup,
    );
  }
  await putEnglish(db, "circular", circular.id, { title: "A summary", metaDescription: "In short.", summary: "<p>In short.</p>" }, cleanup);
}

/** A link's path and query on this site, or undefined for another site, a mail or phone link, the admin area. */
function sitePath(href: string, from: string): string | undefined {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return undefined;
  const target = new URL(href, new URL(from, SITE_URL));
  if (target.origin !== SITE_URL && target.origin !== new URL(server.url).origin) return undefined;
  if (target.pathname.startsWith("/adminpanel")) return undefined;
  return `${target.pathname}${target.search}`;
}

interface Visit {
  status: number;
  /** What linked here first (for the failure message). */
  from: string;
  page?: Page;
}

/** Breadth first from the seeds; every same-site link and every alternate, each fetched once. */
async function crawl(seeds: string[]): Promise<Map<string, Visit>> {
  const visits = new Map<string, Visit>();
  const queue: { path: string; from: string }[] = seeds.map((path) => ({ path, from: "(start)" }));
  while (queue.length > 0) {
    const { path, from } = queue.shift()!;
    if (visits.has(path)) continue;
    expect(visits.size, "the crawl does not end").toBeLessThan(MAX_PAGES);
    const page = await fetchPage(server.url, path);
    const html = (page.headers.get("content-type") ?? "").startsWith("text/html");
    visits.set(path, { status: page.status, from, ...(html ? { page } : {}) });
    const next: string[] = [];
    if (page.location) next.push(page.location);
    const followLinks = html && page.status === 200 && (isEnglishPath(path) || !path.includes("?"));
    if (followLinks) for (const a of page.doc.querySelectorAll("a[href]")) next.push(a.getAttribute("href") ?? "");
    if (html) for (const href of Object.values(hreflangOfPage(page))) next.push(href);
    for (const href of next) {
      const target = sitePath(href.split("#")[0] ?? "", path);
      if (target && !visits.has(target)) queue.push({ path: target, from: path });
    }
  }
  return visits;
}

/** Alternates compared whatever their order. */
const same = (a: Record<string, string> | undefined, b: Record<string, string> | undefined) =>
  JSON.stringify(Object.entries(a ?? {}).toSorted()) === JSON.stringify(Object.entries(b ?? {}).toSorted());

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

describe("the English pages, crawled", () => {
  it("have reciprocal alternates, no English link that is not found, and the sitemap's alternates", async () => {
    await publishEnglish();
    const visits = await crawl([englishPaths.home, "/"]);
    const failures: string[] = [];

    // (b) No link to an English page, from any page, is not found.
    for (const [path, visit] of visits) {
      if (isEnglishPath(path) && visit.status === 404) failures.push(`${path}: 404 (linked from ${visit.from})`);
    }

    // (a) Every pair named is reciprocal: both sides answer 200 and name the same three; the page naming it is one side.
    const named = new Map<string, Record<string, string>>();
    for (const [path, visit] of visits) {
      if (!visit.page || visit.status !== 200) continue;
      const alternates = hreflangOfPage(visit.page);
      if (Object.keys(alternates).length === 0) continue;
      if (Object.keys(alternates).toSorted().join() !== "en,tr,x-default" || alternates["x-default"] !== alternates.tr) {
        failures.push(`${path}: alternates ${JSON.stringify(alternates)}`);
        continue;
      }
      const canonical = canonicalOf(visit.page);
      if (canonical !== alternates.tr && canonical !== alternates.en)
        failures.push(`${path}: canonical ${canonical} is no side of its pair`);
      for (const side of [alternates.tr!, alternates.en!]) {
        const other = visits.get(pathOf(side));
        if (other?.status !== 200 || !other.page) failures.push(`${path} names ${side}, which answers ${other?.status}`);
        else if (!same(hreflangOfPage(other.page), alternates)) {
          failures.push(`${path} names ${side}, which names ${JSON.stringify(hreflangOfPage(other.page))}`);
        }
      }
      if (canonical) named.set(canonical, alternates);
    }
    // The acceptance's pages are among them.
    for (const path of ["/en/", "/en/contact", "/en/founder", "/en/services/full-certification", "/en/services/vat-refunds"]) {
      if (!named.has(`${SITE_URL}${path}`)) failures.push(`${path}: no alternates found`);
    }
    const summaries = [...named.keys()].filter((url) => url.startsWith(`${SITE_URL}/en/circulars/`));
    if (summaries.length !== 1) failures.push(`English sirküler summaries with alternates: ${summaries.join(", ") || "none"}`);

    // (c) The sitemap says what the pages say, of every page in both languages.
    const sitemap = await sitemapAlternates(server.url);
    for (const [loc, links] of sitemap) {
      if (Object.keys(links).length === 0) continue;
      const visit = visits.get(pathOf(loc)) ?? { status: 0, from: "(sitemap)", page: await fetchPage(server.url, pathOf(loc)) };
      const own = visit.page ? hreflangOfPage(visit.page) : {};
      if (!same(own, links)) failures.push(`sitemap ${loc}: ${JSON.stringify(links)}, page ${JSON.stringify(own)}`);
    }
    for (const [url, alternates] of named) {
      if (!sitemap.has(url) || !same(sitemap.get(url), alternates)) failures.push(`${url}: not in the sitemap with its alternates`);
    }

    expect(failures).toEqual([]);
    expect(visits.size).toBeGreaterThan(20);
  });
});
