import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "#app/.server/config.ts";
import { removeEntry } from "#app/.server/content/entries.ts";
import { publishDueEntries } from "#app/.server/content/scheduled.ts";
import { closeDb } from "#app/.server/db/index.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { announcementPath } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, addQuestion, openTestDb } from "#tests/helpers/db.ts";
import { canonicalOf, fetchPage, jsonLd, metaContent, type Page, titleOf } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { sitemapUrls } from "#tests/helpers/sitemap.ts";

const SITE_URL = "https://ymm.test";
let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  // These tests publish due entries themselves (publishDueEntries, in this process, on the
  // server's database); tests/server/scheduled-publishing.test.ts leaves it to the server.
  server = await startServer({ SITE_URL });
  db = openTestDb(server.databaseUrl);
  process.env.DATABASE_URL = server.databaseUrl;
  reloadConfig();
});

afterAll(async () => {
  await closeDb();
  delete process.env.DATABASE_URL;
  reloadConfig();
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);
const get = (path: string) => fetchPage(server.url, path);
const newsHref = (title: string) => `/haberler/${encodeURIComponent(title)}`;
const sideTitles = (page: Page) => page.doc.querySelectorAll(".side-list-posts a").map((a) => a.text);
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

describe("drafts and scheduled posts", () => {
  it("answer their public URLs exactly as a deleted or an unknown one does, naming nothing of them", async () => {
    const tag = Date.now();
    for (const kind of ["announcements", "news"] as const) {
      const list = kind === "announcements" ? "duyurular" : "haberler";
      // An announcement's canonical path (id and slug) and its id alone.
      const hrefs = (post: { id: string; title: string }) =>
        kind === "announcements" ? [announcementPath(post.id, post.title), `/duyurular/${post.id}`] : [newsHref(post.title)];
      // The newest published one, where an unknown URL leads (the news list leads to its newest item).
      await addPost(db, kind, { title: `Yayındaki ${kind} ${tag}`, created_at: "2099-12-01T09:00:00.000Z" }, cleanup);
      const draft = await addPost(
        db,
        kind,
        { title: `Gizli taslak ${kind} ${tag}`, body: `<p>Taslak ${tag}</p>`, status: "draft" },
        cleanup,
      );
      const scheduled = await addPost(
        db,
        kind,
        {
          title: `Gizli zamanlanmış ${kind} ${tag}`,
          status: "scheduled",
          published_at: inFuture(3_600_000),
          body: `<p>Gelecek ${tag}</p>`,
        },
        cleanup,
      );
      const binned = await addPost(db, kind, { title: `Silinmiş ${kind} ${tag}` }, cleanup);
      cleanup(async () => {
        await db.deleteFrom("revisions").where("entry_id", "=", binned.id).execute();
        await db.deleteFrom("audit_log").where("entry_id", "=", binned.id).execute();
      });
      expect(await removeEntry(list, binned.id, "test@ymm.test")).toEqual({ ok: true });
      const unknown = { id: `id${"f".repeat(16)}`, title: `Hiç olmamış ${kind} ${tag}` };

      const answer = async (url: string) => {
        const page = await get(url);
        expect(page.html, url).not.toContain(String(tag));
        return { status: page.status, location: page.location, body: page.html };
      };
      const [unknownHref = ""] = hrefs(unknown);
      const expected = await answer(unknownHref);
      expect(expected.status).toBe(302);
      for (const post of [unknown, draft, scheduled, binned]) {
        for (const href of hrefs(post)) {
          expect(await answer(href), href).toEqual(expected);
          // Asked again (the page cache keeps 200s only): still the same.
          expect(await answer(href), href).toEqual(expected);
        }
      }
    }
  });

  it("stay out of the side lists, the home tabs, the sitemap and every page's head", async () => {
    const tag = Date.now();
    const published = await addPost(
      db,
      "announcements",
      { title: `Yayındaki duyuru ${tag}`, created_at: "2099-01-01T09:00:00.000Z" },
      cleanup,
    );
    const publishedNews = await addPost(db, "news", { title: `Yayındaki haber ${tag}`, created_at: "2099-01-01T09:00:00.000Z" }, cleanup);
    // Newer than the published ones: were they public, they would lead every list.
    const later = { created_at: "2099-06-01T09:00:00.000Z" };
    const hidden = [];
    for (const kind of ["announcements", "news"] as const) {
      hidden.push({ kind, post: await addPost(db, kind, { title: `Gizli taslak ${kind} ${tag}`, status: "draft", ...later }, cleanup) });
      const scheduled = {
        title: `Gizli zamanlanmış ${kind} ${tag}`,
        status: "scheduled" as const,
        published_at: "2099-06-02T09:00:00.000Z",
      };
      hidden.push({ kind, post: await addPost(db, kind, { ...scheduled, ...later }, cleanup) });
    }
    const pages = [
      "/",
      "/?sekme=haberler",
      "/duyurular/0",
      announcementPath(published.id, published.title),
      "/haberler",
      newsHref(publishedNews.title),
    ];
    for (const path of pages) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain(`Gizli taslak`);
      expect(page.html, path).not.toContain(`Gizli zamanlanmış`);
    }
    // The sitemap names an announcement by its id and a slug of its title, a news item by its title (encoded).
    const sitemap = await sitemapUrls(server.url);
    expect(sitemap).toContain(`${SITE_URL}${announcementPath(published.id, published.title)}`);
    expect(sitemap).toContain(`${SITE_URL}${newsHref(publishedNews.title)}`);
    for (const { kind, post } of hidden) {
      const path = kind === "announcements" ? announcementPath(post.id, post.title) : newsHref(post.title);
      expect(sitemap, post.title).not.toContain(`${SITE_URL}${path}`);
    }
    expect((await get("/duyurular/0")).doc.querySelector("h1")?.text).toBe(published.title);
    expect(sideTitles(await get("/haberler"))[0]).toBe(publishedNews.title);
    const home = await get("/");
    expect(home.doc.querySelectorAll("#panel-duyurular .entry-list a")[0]?.text).toBe(published.title);
  });

  it("appear by themselves once publishDueEntries has run, also on pages already cached", async () => {
    const title = `Zamanı gelen duyuru ${Date.now()}`;
    // An hour ahead, so only this test's run (two hours on) publishes it, never the server's own round.
    const at = inFuture(3_600_000);
    const post = await addPost(
      db,
      "announcements",
      { title, status: "scheduled", published_at: at, created_at: inFuture(-60_000) },
      cleanup,
    );
    expect((await get(announcementPath(post.id, title))).status).toBe(302);
    for (const path of ["/duyurular/0", "/"]) expect((await get(path)).html, path).not.toContain(title);
    expect(await sitemapUrls(server.url)).not.toContain(`${SITE_URL}${announcementPath(post.id, title)}`);

    expect(await publishDueEntries(new Date(Date.now() + 2 * 3_600_000))).toBe(1);

    const own = await get(announcementPath(post.id, title));
    expect(own.status).toBe(200);
    expect(own.doc.querySelector("h1")?.text).toBe(title);
    expect((await get("/duyurular/0")).doc.querySelector("h1")?.text).toBe(title);
    expect((await get("/")).doc.querySelectorAll("#panel-duyurular .entry-list a")[0]?.text).toBe(title);
    expect(await sitemapUrls(server.url)).toContain(`${SITE_URL}${announcementPath(post.id, title)}`);
  });
});

// A 3×4 table as the editor writes it, a heading the sanitizer moves under the page's h1, bold, a list, a quote, a link.
const RICH_BODY =
  "<h1>Son tarihler</h1><p><strong>Dikkat:</strong> süreler uzatılmadı &amp; değişmedi.</p>" +
  "<ul><li><p>KDV</p></li><li><p>Muhtasar</p></li><li><p>Geçici vergi</p></li></ul>" +
  "<table><tbody><tr><th><p>Beyanname</p></th><th><p>Dönem</p></th><th><p>Son gün</p></th></tr>" +
  "<tr><td><p>KDV</p></td><td><p>Aylık</p></td><td><p>28</p></td></tr>" +
  "<tr><td><p>Muhtasar</p></td><td><p>Aylık</p></td><td><p>26</p></td></tr>" +
  "<tr><td><p>Geçici vergi</p></td><td><p>Üç aylık</p></td><td><p>17</p></td></tr></tbody></table>" +
  '<blockquote><p>Belgelerinizi erken iletin.</p></blockquote><p><a href="https://www.gib.gov.tr/">GİB</a></p>';

describe("rich text on the public pages", () => {
  it("renders a body's table in a focusable scroll region with column headers, and its headings under the page's h1", async () => {
    const post = await addPost(db, "announcements", { title: `Zengin duyuru ${Date.now()}`, body: RICH_BODY }, cleanup);
    const page = await get(announcementPath(post.id, post.title));
    expect(page.doc.querySelectorAll("h1").length).toBe(1);
    const body = page.doc.querySelector(".post .rich-text");
    expect(body?.querySelector("h2")?.text).toBe("Son tarihler");
    expect(body?.querySelectorAll("ul > li").length).toBe(3);
    expect(body?.querySelector("blockquote")?.text).toBe("Belgelerinizi erken iletin.");
    const region = body?.querySelector(".table-scroll");
    expect(region?.getAttribute("role")).toBe("region");
    expect(region?.getAttribute("aria-label")).toBe("Tablo");
    expect(region?.getAttribute("tabindex")).toBe("0");
    expect(region?.querySelectorAll('th[scope="col"]').map((th) => th.text)).toEqual(["Beyanname", "Dönem", "Son gün"]);
    expect(region?.querySelectorAll("tr").length).toBe(4);
    const link = body?.querySelector('a[href="https://www.gib.gov.tr/"]');
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link?.getAttribute("target")).toBe("_blank");
  });

  it("puts an FAQ answer's headings under its question", async () => {
    const question = await addQuestion(
      db,
      { title: `Başlıklı cevap ${Date.now()}?`, answer: "<h2>Kısaca</h2><p>Evet.</p><h3>Ayrıntı</h3>" },
      cleanup,
    );
    const page = await get("/sss");
    const item = page.doc.querySelectorAll(".accordion-item").find((d) => d.querySelector("h2")?.text === question.title);
    expect(item?.querySelector(".rich-text h3")?.text).toBe("Kısaca");
    expect(item?.querySelector(".rich-text h4")?.text).toBe("Ayrıntı");
    expect(item?.querySelector(".rich-text h2")).toBeNull();
  });

  it("makes the description, og:description and JSON-LD of a post from its text, without tags or entities", async () => {
    const title = `Açıklamalı haber ${Date.now()}`;
    await addPost(
      db,
      "news",
      { title, body: '<h2>Özet</h2><p><strong>Önemli</strong> &amp; "acil": <a href="https://x.example/">bakınız</a></p>' },
      cleanup,
    );
    const page = await get(newsHref(title));
    const expected = 'Özet Önemli & "acil": bakınız';
    expect(metaContent(page, 'meta[name="description"]')).toBe(expected);
    expect(metaContent(page, 'meta[property="og:description"]')).toBe(expected);
    expect(jsonLd(page)[0]?.description).toBe(expected);
    // In the HTML each attribute is escaped once: no markup, no double-escaped entity.
    expect(page.html).toContain(`content="Özet Önemli &amp; &quot;acil&quot;: bakınız"`);
    expect(page.html).not.toContain("&amp;amp;");
    expect(page.html).not.toMatch(/content="[^"]*&lt;/);
  });
});

/** `count` published news items, 100 a year in 2095–2097 (newer than anything else), in one insert. */
async function addArchive(count: number) {
  const rows = Array.from({ length: count }, (_, i) => {
    const year = 2097 - Math.floor(i / 100);
    const at = new Date(Date.UTC(year, 10, 30, 9) - (i % 100) * 86_400_000).toISOString();
    return {
      id: newId(),
      title: `Arşiv haberi ${year}-${String(i % 100).padStart(3, "0")}`,
      body: `<p>Haber ${i}</p>`,
      created_at: at,
      updated_at: at,
      status: "published" as const,
      published_at: at,
    };
  });
  await db.insertInto("news").values(rows).execute();
  await bumpContentVersion(db);
  cleanup(async () => {
    for (let i = 0; i < rows.length; i += 100) {
      await db
        .deleteFrom("news")
        .where(
          "id",
          "in",
          rows.slice(i, i + 100).map((row) => row.id),
        )
        .execute();
    }
    await bumpContentVersion(db);
  });
  return rows;
}

describe("the news page with 300 items", () => {
  it("lists the newest year's first 30, pages on within the year and links every year", async () => {
    const rows = await addArchive(300);
    const first = await get("/haberler");
    expect(first.status).toBe(200);
    expect(first.doc.querySelector("h1")?.text).toBe(rows[0]?.title);
    expect(sideTitles(first)).toEqual(rows.slice(0, 30).map((r) => r.title));
    expect(first.doc.querySelector(".side-list-year")?.text).toContain("2097");
    const years = first.doc.querySelectorAll(".side-list-years a");
    expect(years.map((a) => a.text.slice(0, 4))).toEqual(expect.arrayContaining(["2097", "2096", "2095"]));
    // The list's links land at the list (below the post on a phone).
    expect(first.doc.querySelector('.side-list-years a[aria-current="true"]')?.getAttribute("href")).toBe("/haberler#side-list-title");
    const older = first.doc.querySelector('.side-list-pager a[rel="next"]')?.getAttribute("href");
    expect(older).toBe("/haberler?yil=2097&sayfa=2#side-list-title");
    expect(first.doc.querySelector('.side-list-pager a[rel="prev"]')).toBeNull();
    console.log(`/haberler with 300 items: ${Buffer.byteLength(first.html)} bytes of HTML`);

    const second = await get(older ?? "");
    expect(second.status).toBe(200);
    expect(sideTitles(second)).toEqual(rows.slice(30, 60).map((r) => r.title));
    expect(canonicalOf(second)).toBe(`${SITE_URL}/haberler?yil=2097&sayfa=2`);
    expect(titleOf(second)).toContain("Haberler 2097, sayfa 2");
    expect(second.doc.querySelector('.side-list-pager a[rel="prev"]')?.getAttribute("href")).toBe("/haberler#side-list-title");

    const last = await get("/haberler?yil=2097&sayfa=4");
    expect(sideTitles(last)).toEqual(rows.slice(90, 100).map((r) => r.title));
    expect(last.doc.querySelector('.side-list-pager a[rel="next"]')).toBeNull();

    const year2095 = await get(years.find((a) => a.text.startsWith("2095"))?.getAttribute("href") ?? "");
    expect(year2095.status).toBe(200);
    expect(year2095.doc.querySelector("h1")?.text).toBe(rows[200]?.title);
    expect(sideTitles(year2095)[0]).toBe(rows[200]?.title);
  });

  it("shows an item with its own year and page of the list around it", async () => {
    const rows = await addArchive(300);
    const item = rows[145]; // 2096, the 46th of its year: page 2
    const page = await get(newsHref(item?.title ?? ""));
    expect(page.status).toBe(200);
    expect(page.doc.querySelector(".side-list-year")?.text).toContain("2096");
    expect(sideTitles(page)).toEqual(rows.slice(130, 160).map((r) => r.title));
    expect(page.doc.querySelector('.side-list-posts a[aria-current="page"]')?.text).toBe(item?.title);
    expect(canonicalOf(page)).toBe(`${SITE_URL}${newsHref(item?.title ?? "")}`);
  });

  it("redirects every other spelling of a list page, so no such URL is a page of its own in the cache", async () => {
    await addArchive(300);
    // The page cache keys on yil: a cached /haberler does not answer for another year.
    expect((await get("/haberler")).doc.querySelector(".side-list-year")?.text).toContain("2097");
    expect((await get("/haberler?yil=2096")).doc.querySelector(".side-list-year")?.text).toContain("2096");
    const redirects: [string, string][] = [
      ["/haberler?yil=abc", "/haberler"],
      ["/haberler?yil=1999", "/haberler"],
      ["/haberler?yil=2096&sayfa=99", "/haberler"],
      ["/haberler?yil=2096&yil=2095", "/haberler"],
      ["/haberler?yil=2097", "/haberler"],
      ["/haberler?sayfa=1&yil=2096", "/haberler?yil=2096"],
      ["/duyurular/0?yil=%3Cscript%3E", "/duyurular/0"],
    ];
    for (const [path, location] of redirects) {
      for (const attempt of [1, 2]) {
        const page = await get(path);
        expect([path, attempt, page.status, page.location]).toEqual([path, attempt, 302, location]);
      }
    }
    // An item's page reads no query: it is the same page with one.
    expect((await get(`${newsHref("Arşiv haberi 2096-000")}?yil=2095`)).doc.querySelector(".side-list-year")?.text).toContain("2096");
  });
});
