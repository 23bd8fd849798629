/**
 * The sitemap's paging (issue 38, ADR 047), with files of a few URLs instead of 50 000: each
 * kind splits into files in the order of publication, every URL once; the index dates each
 * file by the newest change among its URLs; a new publication lands in the last file and
 * leaves the others as they were; a file past the last, or of a kind with nothing
 * published, does not exist. On SQLite and PostgreSQL (withFreshAppDatabase).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { newId } from "#app/.server/ids.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { type SitemapLimits, sitemapFile, sitemapIndex, URLS_PER_FILE } from "#app/.server/sitemap/files.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { newsPath, SITEMAP_KINDS, type SitemapKind, sitemapFileAt } from "#app/lib/paths.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";
import { parseSitemap } from "#tests/helpers/sitemap.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const limitsOf = (perFile: number): SitemapLimits =>
  Object.fromEntries(SITEMAP_KINDS.map((kind) => [kind, perFile])) as Record<SitemapKind, number>;

/** The index's files: kind, number and lastmod. */
async function indexFiles(limits: SitemapLimits) {
  const index = parseSitemap(await sitemapIndex(limits));
  expect(index.root).toBe("sitemapindex");
  return index.entries.map((entry) => ({ ...sitemapFileAt(new URL(entry.loc).pathname), lastmod: entry.lastmod }));
}

/** A file's URLs, or undefined when it does not exist. */
async function fileUrls(kind: SitemapKind, number: number, limits: SitemapLimits) {
  const xml = await sitemapFile(kind, number, limits);
  if (xml === undefined) return undefined;
  const file = parseSitemap(xml);
  expect(file.root).toBe("urlset");
  return file.entries;
}

/** News published a day apart from 1 March 2020 (the sample's are removed), each edited `edited` days after it if given. */
async function writeNews(titles: string[], edited: (i: number) => number | undefined = () => undefined) {
  const db = await getDb();
  await db.deleteFrom("news").execute();
  await bumpContentVersion(db);
  if (titles.length === 0) return;
  const day = (n: number) => new Date(Date.UTC(2020, 2, 1 + n, 9)).toISOString();
  await db
    .insertInto("news")
    .values(
      titles.map((title, i) => ({
        id: newId(),
        title,
        body: `<p>${title}</p>`,
        created_at: day(i),
        published_at: day(i),
        updated_at: day(i + (edited(i) ?? 0)),
        status: "published" as const,
      })),
    )
    .execute();
}

const newsUrl = (title: string) => absoluteUrl(newsPath(title));

describe("the sitemap's files", () => {
  it("split every kind into files of the limit that list, in order, what one file of all of them lists", async () => {
    const whole = limitsOf(1_000);
    const small = limitsOf(2);
    const indexed = await indexFiles(small);
    for (const kind of SITEMAP_KINDS) {
      const all = await fileUrls(kind, 1, whole);
      const files = indexed.filter((file) => file.kind === kind);
      expect(files.map((file) => file.number)).toEqual(Array.from({ length: Math.ceil((all?.length ?? 0) / 2) }, (_, i) => i + 1));
      const split = [];
      for (const file of files) {
        const urls = (await fileUrls(kind, file.number ?? 0, small)) ?? [];
        expect(urls.length, `${kind} ${file.number}`).toBeGreaterThan(0);
        expect(urls.length, `${kind} ${file.number}`).toBeLessThanOrEqual(2);
        split.push(...urls);
      }
      expect(split, kind).toEqual(all ?? []);
      expect(await fileUrls(kind, files.length + 1, small), kind).toBeUndefined();
    }
    // The sample site has pages, announcements, news and sirküler; the English home and contact page always exist.
    expect(new Set(indexed.map((file) => file.kind))).toEqual(new Set(["sayfalar", "duyurular", "haberler", "sirkuler", "en"]));
  });

  it("lists news oldest first and dates each file in the index by its newest change", async () => {
    const titles = ["Birinci", "İkinci", "Üçüncü", "Dördüncü", "Beşinci", "Altıncı", "Yedinci"];
    // The first, edited thirty days after its publication, is the newest change of the first file.
    await writeNews(titles, (i) => (i === 0 ? 30 : undefined));
    const limits = { ...URLS_PER_FILE, haberler: 3 };
    const files = (await indexFiles(limits)).filter((file) => file.kind === "haberler");
    expect(files).toEqual([
      { kind: "haberler", number: 1, lastmod: "2020-03-31T09:00:00.000Z" },
      { kind: "haberler", number: 2, lastmod: "2020-03-06T09:00:00.000Z" },
      { kind: "haberler", number: 3, lastmod: "2020-03-07T09:00:00.000Z" },
    ]);
    expect(await fileUrls("haberler", 1, limits)).toEqual([
      { loc: newsUrl("Birinci"), lastmod: "2020-03-31" },
      { loc: newsUrl("İkinci"), lastmod: "2020-03-02" },
      { loc: newsUrl("Üçüncü"), lastmod: "2020-03-03" },
    ]);
    expect((await fileUrls("haberler", 3, limits))?.map((url) => url.loc)).toEqual([newsUrl("Yedinci")]);
  });

  it("puts a new publication in the last file and leaves the files before it as they were", async () => {
    await writeNews(["Bir", "İki", "Üç", "Dört", "Beş"]);
    const limits = { ...URLS_PER_FILE, haberler: 2 };
    const before = [await sitemapFile("haberler", 1, limits), await sitemapFile("haberler", 2, limits)];
    const now = new Date().toISOString();
    const db = await getDb();
    await db
      .insertInto("news")
      .values({ id: newId(), title: "Yeni", body: "<p>Yeni</p>", created_at: now, published_at: now, updated_at: now, status: "published" })
      .execute();
    await bumpContentVersion(db);
    expect([await sitemapFile("haberler", 1, limits), await sitemapFile("haberler", 2, limits)]).toEqual(before);
    expect((await fileUrls("haberler", 3, limits))?.map((url) => url.loc)).toEqual([newsUrl("Beş"), newsUrl("Yeni")]);
    const last = (await indexFiles(limits)).filter((file) => file.kind === "haberler").at(-1);
    expect(last).toEqual({ kind: "haberler", number: 3, lastmod: now });
  });

  it("leaves out a kind with nothing published: no file in the index, its first file not found", async () => {
    await writeNews([]);
    const db = await getDb();
    await db.updateTable("announcements").set({ status: "draft", published_at: null }).execute();
    await bumpContentVersion(db);
    const kinds = (await indexFiles(URLS_PER_FILE)).map((file) => file.kind);
    expect(kinds).not.toContain("haberler");
    expect(kinds).not.toContain("duyurular");
    expect(kinds).not.toContain("bulten");
    for (const kind of ["haberler", "duyurular", "bulten"] as const) expect(await sitemapFile(kind, 1), kind).toBeUndefined();
    expect(await sitemapFile("sayfalar", 2)).toBeUndefined();
  });
});
