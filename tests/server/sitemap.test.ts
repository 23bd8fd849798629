/**
 * The sitemap over HTTP against the production build (issue 38, ADR 047): /sitemap.xml is a
 * sitemap index of files, one kind of page each, every file a well-formed urlset in the
 * protocol's namespace with at most its kind's URLs; the index dates each file by the newest
 * change among its URLs; a file it does not list is not found; robots.txt names the index.
 * Paging into several files is tests/unit/sitemap.test.ts (files of a few URLs).
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sampleSettings as sample, sampleServices as services } from "#app/.server/db/sample-firm/index.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { URLS_PER_FILE } from "#app/.server/sitemap/files.ts";
import { SITEMAP_MAX_URLS, SITEMAP_NAMESPACE } from "#app/.server/sitemap/xml.ts";
import { announcementPath, founderPathFor, newsPath, SITEMAP_KINDS, sitemapFileAt, sitemapFilePath } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { parseSitemap, readSitemap, sitemapUrls } from "#tests/helpers/sitemap.ts";

const SITE_URL = "https://ymm.test";
let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer({ SITE_URL });
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

describe("the sitemap index", () => {
  it("lists one file per kind of page the site has, in order, each dated by the newest change among its URLs", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const { index, files } = await readSitemap(server.url);
    expect(index.root).toBe("sitemapindex");
    expect(index.namespace).toBe(SITEMAP_NAMESPACE);
    // The sample site: its pages, announcements, news and sirküler; no e-bülten issue sent yet; the English home and contact page.
    expect(index.entries.map((entry) => entry.loc)).toEqual(
      (["sayfalar", "duyurular", "haberler", "sirkuler", "en"] as const).map((kind) => `${SITE_URL}${sitemapFilePath(kind, 1)}`),
    );
    for (const [i, file] of files.entries()) {
      const dates = file.entries.flatMap((entry) => entry.lastmod ?? []);
      const newest = dates.toSorted().at(-1);
      // The pages' files have pages with no date (a service page, the English home): they are not dated.
      if (file.path === sitemapFilePath("sayfalar", 1) || file.path === sitemapFilePath("en", 1))
        expect(index.entries[i]?.lastmod, file.path).toBeUndefined();
      else expect(index.entries[i]?.lastmod?.slice(0, 10), file.path).toBe(newest);
    }
  });

  it("is what robots.txt names, and keeps robots out of the admin area", async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toContain("Disallow: /adminpanel");
    // The token pages of the e-bülten stay out; the archive of sent issues, which the sitemap lists, does not.
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    expect(disallowed).toEqual(["/adminpanel", "/bulten/onay", "/bulten/ayril", "/bulten/tercihler"]);
    const named = /^Sitemap: (.+)$/m.exec(text)?.[1];
    expect(named).toBe(`${SITE_URL}/sitemap.xml`);
    const index = parseSitemap(await (await fetch(`${server.url}${new URL(named!).pathname}`)).text());
    expect(index.root).toBe("sitemapindex");
    expect(index.entries.length).toBeGreaterThan(0);
  });
});

describe("the sitemap's files", () => {
  it("are each a urlset in the protocol's namespace with at most its kind's URLs, all of this site", async () => {
    const { files } = await readSitemap(server.url);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const kind = sitemapFileAt(file.path)?.kind;
      expect(kind, file.path).toBeDefined();
      expect(file.status, file.path).toBe(200);
      expect(file.contentType, file.path).toBe("application/xml; charset=utf-8");
      expect(file.root, file.path).toBe("urlset");
      expect(file.namespace, file.path).toBe(SITEMAP_NAMESPACE);
      expect(file.entries.length, file.path).toBeGreaterThan(0);
      expect(file.entries.length, file.path).toBeLessThanOrEqual(URLS_PER_FILE[kind!]);
      for (const entry of file.entries) expect(entry.loc.startsWith(`${SITE_URL}/`), entry.loc).toBe(true);
    }
    for (const kind of SITEMAP_KINDS) expect(URLS_PER_FILE[kind]).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });

  it("list every public page, service, announcement and news item", async () => {
    const announcement = await addPost(db, "announcements", { title: "Site haritası duyurusu" }, cleanup);
    await addPost(db, "news", { title: "Site haritası & haberi" }, cleanup);
    const locs = await sitemapUrls(server.url);
    const founderPath = founderPathFor(sample.founderName);
    for (const path of ["/", "/iletisim", founderPath, "/misyonumuz", "/vizyonumuz", "/sss", "/kvkk", "/haberler", "/sirkuler"]) {
      expect(locs).toContain(`${SITE_URL}${path}`);
    }
    for (const s of services) expect(locs).toContain(`${SITE_URL}/hizmetler/${s.slug}`);
    // /hizmetler shows the default service, whose own page is canonical: listed once, at that page.
    expect(locs).not.toContain(`${SITE_URL}/hizmetler`);
    const allAnnouncements = await db.selectFrom("announcements").select(["id", "title"]).where("status", "=", "published").execute();
    for (const a of allAnnouncements) expect(locs).toContain(`${SITE_URL}${announcementPath(a.id, a.title)}`);
    const allNews = await db.selectFrom("news").select("title").where("status", "=", "published").execute();
    for (const n of allNews) expect(locs).toContain(`${SITE_URL}${newsPath(n.title)}`);
    expect(locs).toContain(`${SITE_URL}${announcementPath(announcement.id, announcement.title)}`);
    expect(locs).toContain(`${SITE_URL}/haberler/Site%20haritas%C4%B1%20%26%20haberi`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("are not found past a kind's last file, for a kind with nothing published, or under any other name", async () => {
    for (const path of [
      "/sitemap-sayfalar-2.xml",
      "/sitemap-sirkuler-999.xml",
      "/sitemap-bulten-1.xml",
      "/sitemap-sayfalar-0.xml",
      "/sitemap-sayfalar-01.xml",
      "/sitemap-sayfalar.xml",
      "/sitemap-bilinmeyen-1.xml",
      "/baska-bir-dosya.xml",
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe("Bulunamadı");
    }
  });
});
