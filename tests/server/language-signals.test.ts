/**
 * The signals to search engines of a page in two languages (issue 43, ADR 063), over HTTP
 * against the production build: hreflang tr, en and x-default (the Turkish page) only between
 * pages that exist in both — the home and the contact page always, the others while their
 * English is published; og:locale and its alternate; JSON-LD that says its language; the
 * sitemap's xhtml:link alternates, the same as the pages', in their declared namespace; an
 * English text withdrawn takes its alternates away on the next request.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sampleSettings as sample } from "#app/.server/db/sample-firm/index.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { englishCircularPath, englishPaths, englishServicePath, founderPathFor, paths, servicePath } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { clearEnglish, putEnglish } from "#tests/helpers/english.ts";
import { canonicalOf, fetchPage, jsonLd, metaContent } from "#tests/helpers/html.ts";
import { hreflangOfPage, sitemapAlternates } from "#tests/helpers/language-signals.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

const SITE_URL = "https://ymm.test";
const founderPath = founderPathFor(sample.founderName);
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
const get = (path: string) => fetchPage(server.url, path);
const url = (path: string) => `${SITE_URL}${path}`;
const pair = (tr: string, en: string) => ({ tr: url(tr), en: url(en), "x-default": url(tr) });

/** A visible service and a published sirküler of the sample site. */
async function sampleItems() {
  const service = await db
    .selectFrom("services")
    .select(["id", "slug"])
    .where("hidden", "=", 0)
    .orderBy("position")
    .executeTakeFirstOrThrow();
  const circular = await db
    .selectFrom("circulars")
    .select(["id", "number_year", "number_seq"])
    .where("status", "=", "published")
    .where("published_at", "<=", new Date().toISOString())
    .orderBy("published_at", "desc")
    .executeTakeFirstOrThrow();
  return { service, circular, number: { year: circular.number_year, seq: circular.number_seq } };
}

/** Publishes English for the founder's page, a service and a sirküler, as the acceptance's office does. */
async function writeEnglish() {
  const items = await sampleItems();
  await putEnglish(db, "page", "founder", { title: "The founder", metaDescription: "Our founder.", body: "<p>Founder.</p>" }, cleanup);
  await putEnglish(
    db,
    "service",
    items.service.id,
    { slug: "full-certification", fullTitle: "Full certification", body: "<p>Audit.</p>" },
    cleanup,
  );
  await putEnglish(db, "circular", items.circular.id, { title: "VAT refunds", summary: "<p>In short.</p>" }, cleanup);
  return items;
}

describe("hreflang with no English written", () => {
  it("pairs only the home and the contact page, which always exist in English", async () => {
    const { service, number } = await sampleItems();
    const home = await get(paths.home);
    expect(hreflangOfPage(home)).toEqual(pair("/", "/en/"));
    expect(metaContent(home, 'meta[property="og:locale"]')).toBe("tr_TR");
    expect(metaContent(home, 'meta[property="og:locale:alternate"]')).toBe("en_GB");
    expect(hreflangOfPage(await get(paths.contact))).toEqual(pair("/iletisim", "/en/contact"));
    for (const path of [
      founderPath,
      paths.mission,
      servicePath(service.slug),
      `/sirkuler/${number.year}-${String(number.seq).padStart(2, "0")}`,
      paths.faq,
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(hreflangOfPage(page), path).toEqual({});
      expect(metaContent(page, 'meta[property="og:locale"]'), path).toBe("tr_TR");
      expect(metaContent(page, 'meta[property="og:locale:alternate"]'), path).toBeUndefined();
    }
  });
});

describe("hreflang once the office publishes English", () => {
  it("names the English page from the Turkish one, with the Turkish as x-default, and nothing on a Turkish-only page", async () => {
    const { service, circular, number } = await writeEnglish();
    const circularTr = `/sirkuler/${circular.number_year}-${String(circular.number_seq).padStart(2, "0")}`;
    expect(hreflangOfPage(await get(founderPath))).toEqual(pair(founderPath, englishPaths.founder));
    expect(hreflangOfPage(await get(servicePath(service.slug)))).toEqual(
      pair(servicePath(service.slug), englishServicePath("full-certification")),
    );
    const circularPage = await get(circularTr);
    expect(hreflangOfPage(circularPage)).toEqual(pair(circularTr, englishCircularPath(number)));
    expect(metaContent(circularPage, 'meta[property="og:locale:alternate"]')).toBe("en_GB");
    // The list of sirküler has an English list now; the FAQ, mission and search have no English.
    expect(hreflangOfPage(await get(paths.circulars))).toEqual(pair(paths.circulars, englishPaths.circulars));
    for (const path of [paths.mission, paths.vision, paths.faq, `${paths.search}?q=vergi`]) {
      expect(hreflangOfPage(await get(path)), path).toEqual({});
    }
    // The page's structured data says its language.
    expect(jsonLd(circularPage).find((data) => data["@type"] === "Article")?.inLanguage).toBe("tr-TR");
    expect(jsonLd(await get(founderPath))[0]?.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": url(founderPath),
      inLanguage: "tr-TR",
    });
  });

  it("takes a withdrawn English text's alternates away on the next request", async () => {
    const { service } = await writeEnglish();
    expect(hreflangOfPage(await get(servicePath(service.slug))).en).toBe(url(englishServicePath("full-certification")));
    await db.updateTable("english_texts").set({ data: null }).where("kind", "=", "service").where("key", "=", service.id).execute();
    await bumpContentVersion(db);
    expect(hreflangOfPage(await get(servicePath(service.slug)))).toEqual({});
    const alternates = await sitemapAlternates(server.url);
    expect(alternates.get(url(servicePath(service.slug)))).toEqual({});
    expect(alternates.has(url(englishServicePath("full-certification")))).toBe(false);
    expect([...alternates.keys()].some((loc) => loc.startsWith(url(englishServicePath(""))))).toBe(false);
  });
});

describe("the English side of a pair", () => {
  it("names the same three, says en_GB with tr_TR beside it, its canonical its own, its JSON-LD in English", async () => {
    await writeEnglish();
    await putEnglish(db, "settings", "settings", { name: "Ozdemir Sworn CPAs", metaDescription: "Sworn CPAs in Istanbul." }, cleanup);
    const founder = await get(englishPaths.founder);
    expect(founder.status).toBe(200);
    expect(hreflangOfPage(founder)).toEqual(pair(founderPath, englishPaths.founder));
    expect(canonicalOf(founder)).toBe(url(englishPaths.founder));
    expect(metaContent(founder, 'meta[property="og:locale"]')).toBe("en_GB");
    expect(metaContent(founder, 'meta[property="og:locale:alternate"]')).toBe("tr_TR");
    expect(metaContent(founder, 'meta[property="og:site_name"]')).toBe("Ozdemir Sworn CPAs");
    expect(jsonLd(founder)[0]).toMatchObject({
      "@type": "Person",
      worksFor: { name: "Ozdemir Sworn CPAs" },
      mainEntityOfPage: { "@id": url(englishPaths.founder), inLanguage: "en-GB" },
    });
    // The English home's canonical keeps its slash, asked for with it or without.
    for (const path of ["/en/", "/en"]) {
      const home = await fetchPage(server.url, path, { redirect: "follow" });
      expect(home.status, path).toBe(200);
      expect(canonicalOf(home), path).toBe(url("/en/"));
      expect(hreflangOfPage(home), path).toEqual(pair("/", "/en/"));
    }
    // An English page that does not exist names no pair, and says it is English.
    const missing = await get(englishPaths.mission);
    expect(missing.status).toBe(404);
    expect(hreflangOfPage(missing)).toEqual({});
    expect(metaContent(missing, 'meta[property="og:locale"]')).toBe("en_GB");
    // The English search is kept out of the index: no pair.
    expect(hreflangOfPage(await get(`${englishPaths.search}?q=vat`))).toEqual({});
  });
});

describe("the sitemap's alternates", () => {
  it("give both pages of every pair the same three alternates as the pages, and list the English pages", async () => {
    const { service, circular, number } = await writeEnglish();
    const circularTr = `/sirkuler/${circular.number_year}-${String(circular.number_seq).padStart(2, "0")}`;
    const alternates = await sitemapAlternates(server.url);
    const pairs = [
      pair("/", englishPaths.home),
      pair(paths.contact, englishPaths.contact),
      pair(founderPath, englishPaths.founder),
      pair(servicePath(service.slug), englishServicePath("full-certification")),
      pair(paths.circulars, englishPaths.circulars),
      pair(circularTr, englishCircularPath(number)),
    ];
    for (const expected of pairs) {
      expect(alternates.get(expected.tr), expected.tr).toEqual(expected);
      expect(alternates.get(expected.en), expected.en).toEqual(expected);
      // The page says the same as the sitemap.
      expect(hreflangOfPage(await get(new URL(expected.tr).pathname)), expected.tr).toEqual(expected);
    }
    // The English list of services is listed, without alternates: /hizmetler names a service's page canonical.
    expect(alternates.get(url(englishPaths.services))).toEqual({});
    // A Turkish page without English carries none; no English page without published English is listed.
    expect(alternates.get(url(paths.mission))).toEqual({});
    const english = [...alternates.keys()].filter((loc) => loc.startsWith(url("/en/"))).toSorted();
    expect(english).toEqual(
      [
        englishPaths.home,
        englishPaths.contact,
        englishPaths.founder,
        englishPaths.services,
        englishServicePath("full-certification"),
        englishPaths.circulars,
        englishCircularPath(number),
      ]
        .map(url)
        .toSorted(),
    );
  });
});
