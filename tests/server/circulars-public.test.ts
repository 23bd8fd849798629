/**
 * Sirküler's public side: the list at /sirkuler (newest first, filters by
 * year and category, pages, not-found answers), a circular's page (slug
 * redirects, the official reference in the JSON-LD, attachments), the feeds,
 * the sitemap, the menu and the home page's tab; only published circulars
 * whose time has come, through the page cache. The tests use years no sample
 * circular has (2091–2095), so the seed's samples never interfere.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { feedParser, readerTitle, text } from "#tests/helpers/feeds.ts";
import { fetchPage, jsonLd, titleOf } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { sitemapText, sitemapUrls } from "#tests/helpers/sitemap.ts";

// The scheduler looks for due entries every second (a scheduled circular appears by itself).
let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: "1000" });
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

type Node = Record<string, unknown>;

interface CircularRowInput {
  year: number;
  seq: number;
  title?: string;
  status?: "published" | "draft" | "scheduled";
  /** Minutes before now (negative: in the future). */
  minutesAgo?: number;
  categories?: string[];
  reference?: { kind: string; number: string; gazetteDate?: string; gazetteNumber?: string };
  attachments?: { fileName: string; hasText: boolean; bytes: number }[];
}

/** A circular written as the admin's save writes it (with the content version raised), deleted after the test. */
async function addCircular(input: CircularRowInput) {
  const id = newId();
  const status = input.status ?? "published";
  const at = new Date(Date.now() - (input.minutesAgo ?? 10) * 60_000).toISOString();
  const title = input.title ?? `Örnek sirküler ${input.year}/${input.seq} ${id}`;
  await db
    .insertInto("circulars")
    .values({
      id,
      title,
      body: `<p>${title} metni.</p>`,
      created_at: at,
      updated_at: at,
      status,
      published_at: status === "draft" ? null : at,
      number_year: input.year,
      number_seq: input.seq,
      reference_kind: input.reference?.kind ?? null,
      reference_number: input.reference?.number ?? null,
      gazette_date: input.reference?.gazetteDate ?? null,
      gazette_number: input.reference?.gazetteNumber ?? null,
    })
    .execute();
  for (const slug of input.categories ?? []) {
    await db
      .insertInto("circular_category_links")
      .values({ circular_id: id, category_id: `kategori-${slug}` })
      .execute();
  }
  const attachmentIds: string[] = [];
  for (const [index, file] of (input.attachments ?? []).entries()) {
    const attachmentId = newId()
      .replace(/[^0-9a-f]/g, "")
      .padEnd(32, "0")
      .slice(0, 32);
    attachmentIds.push(attachmentId);
    await db
      .insertInto("attachments")
      .values({
        id: attachmentId,
        file_name: file.fileName,
        format: "pdf",
        content_type: "application/pdf",
        bytes: file.bytes,
        data: new Uint8Array([37, 80, 68, 70]),
        text: file.hasText ? "metin" : "",
        has_text: file.hasText ? 1 : 0,
        pages: 1,
        admin_email: "test@ymm.test",
        created_at: at,
      })
      .execute();
    await db
      .insertInto("circular_attachments")
      .values({ circular_id: id, attachment_id: attachmentId, position: index + 1 })
      .execute();
  }
  await bumpContentVersion(db);
  const remove = async () => {
    await db.deleteFrom("circular_category_links").where("circular_id", "=", id).execute();
    await db.deleteFrom("circular_attachments").where("circular_id", "=", id).execute();
    if (attachmentIds.length > 0) await db.deleteFrom("attachments").where("id", "in", attachmentIds).execute();
    await db.deleteFrom("circulars").where("id", "=", id).execute();
    await bumpContentVersion(db);
  };
  cleanup(remove);
  const slug = `${input.year}-${String(input.seq).padStart(2, "0")}`;
  return { id, title, path: `/sirkuler/${slug}`, remove };
}

const page = (path: string) => fetchPage(server.url, path, { redirect: "manual" });
const listTitles = async (path: string) => (await page(path)).doc.querySelectorAll(".circular-title a").map((a) => a.text);

describe("the list", () => {
  it("lists published circulars newest first and filters them by year, category and both", async () => {
    const older = await addCircular({ year: 2091, seq: 1, minutesAgo: 30, categories: ["kdv"] });
    const newer = await addCircular({ year: 2091, seq: 2, minutesAgo: 20, categories: ["kdv", "vuk"] });
    const other = await addCircular({ year: 2092, seq: 1, minutesAgo: 5, categories: ["vuk"] });

    const all = await listTitles("/sirkuler");
    expect(all.slice(0, 3)).toEqual([other.title, newer.title, older.title]);
    expect(await listTitles("/sirkuler?yil=2091")).toEqual([newer.title, older.title]);
    expect(await listTitles("/sirkuler?kategori=kdv")).toEqual(expect.arrayContaining([newer.title, older.title]));
    expect(await listTitles("/sirkuler?kategori=kdv")).not.toContain(other.title);
    expect(await listTitles("/sirkuler?yil=2091&kategori=vuk")).toEqual([newer.title]);

    const filtered = await page("/sirkuler?yil=2091&kategori=vuk");
    expect(filtered.doc.querySelector(".circular-number")?.text).toBe("Sirküler 2091/02");
    expect(filtered.doc.querySelector('.circular-filter a[aria-current="page"][href="/sirkuler?yil=2091&kategori=vuk"]')?.text).toBe(
      "2091",
    );
    expect(filtered.doc.querySelectorAll('.circular-filter a[aria-current="page"]').map((a) => a.text)).toEqual(["2091", "VUK (1)"]);
    const allYears = filtered.doc.querySelectorAll(".circular-filter a").find((a) => a.text === "Tümü");
    expect(allYears?.getAttribute("href")).toBe("/sirkuler?kategori=vuk");
    expect(filtered.doc.querySelector(`.circular-title a`)?.getAttribute("href")).toBe("/sirkuler/2091-02");
    expect(filtered.doc.querySelectorAll(".circular-categories a").map((a) => a.getAttribute("href"))).toEqual([
      "/sirkuler?kategori=kdv",
      "/sirkuler?kategori=vuk",
    ]);
    expect(titleOf(filtered)).toContain("Sirküler 2091 – VUK");
  });

  it("pages 20 at a time and answers not found past the end, for an unknown year or category and for bad input", async () => {
    for (let seq = 1; seq <= 21; seq += 1) await addCircular({ year: 2093, seq, minutesAgo: 100 - seq });
    const first = await page("/sirkuler?yil=2093");
    expect(first.doc.querySelectorAll(".circular-item")).toHaveLength(20);
    expect(first.doc.querySelector(".circular-number")?.text).toBe("Sirküler 2093/21");
    expect(first.doc.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("/sirkuler?yil=2093&sayfa=2");
    const second = await page("/sirkuler?yil=2093&sayfa=2");
    expect(second.doc.querySelectorAll(".circular-number").map((n) => n.text)).toEqual(["Sirküler 2093/01"]);
    expect(second.doc.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe("/sirkuler?yil=2093");
    expect(second.doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://ymm.test/sirkuler?yil=2093&sayfa=2");

    for (const path of [
      "/sirkuler?yil=2093&sayfa=3",
      "/sirkuler?yil=1999",
      "/sirkuler?kategori=yok-boyle",
      "/sirkuler?yil=abc",
      "/sirkuler?yil=2093&yil=2093",
      "/sirkuler?sayfa=0",
    ]) {
      expect((await page(path)).status, path).toBe(404);
    }
    const one = await page("/sirkuler?yil=2093&sayfa=1");
    expect([one.status, one.location]).toEqual([301, "/sirkuler?yil=2093"]);
  });

  it("marks circulars with attachments by a paperclip with its text, and announces the feeds in the head", async () => {
    await addCircular({ year: 2094, seq: 1, categories: ["otv"], attachments: [{ fileName: "a.pdf", hasText: true, bytes: 900 }] });
    await addCircular({
      year: 2094,
      seq: 2,
      minutesAgo: 5,
      attachments: [
        { fileName: "b.pdf", hasText: true, bytes: 900 },
        { fileName: "c.pdf", hasText: false, bytes: 900 },
      ],
    });
    const list = await page("/sirkuler?yil=2094");
    expect(list.doc.querySelectorAll(".circular-clip").map((c) => c.text.trim())).toEqual(["2 ek", "PDF eki var"]);
    const feeds = (await page("/sirkuler?kategori=otv")).doc
      .querySelectorAll('link[rel="alternate"]')
      .map((l) => l.getAttribute("href"))
      .filter((href) => href?.startsWith("/sirkuler"));
    expect(feeds).toEqual(["/sirkuler/rss.xml", "/sirkuler/atom.xml", "/sirkuler/rss.xml?kategori=otv", "/sirkuler/atom.xml?kategori=otv"]);
  });

  it("never shows drafts, scheduled or deleted circulars, anywhere", async () => {
    const draft = await addCircular({ year: 2095, seq: 1, status: "draft" });
    const scheduled = await addCircular({ year: 2095, seq: 2, status: "scheduled", minutesAgo: -600 });
    const deleted = await addCircular({ year: 2095, seq: 3 });
    await deleted.remove();
    const places = [
      (await page("/sirkuler")).html,
      (await page("/?sekme=sirkuler")).html,
      await (await fetch(`${server.url}/sirkuler/rss.xml`)).text(),
      await sitemapText(server.url),
    ];
    for (const circular of [draft, scheduled, deleted]) {
      for (const text of places) expect(text).not.toContain(circular.title);
      expect((await page(circular.path)).status).toBe(404);
    }
    expect((await page("/sirkuler?yil=2095")).status).toBe(404);
  });

  it("shows a scheduled circular by itself at its time, through the page cache", async () => {
    const at = new Date(Date.now() + 2_000).toISOString();
    const scheduled = await addCircular({ year: 2092, seq: 7, status: "scheduled", minutesAgo: -2 / 60 });
    expect(await listTitles("/sirkuler?yil=2092")).not.toContain(scheduled.title);
    expect((await page(scheduled.path)).status).toBe(404);
    await expect.poll(() => listTitles("/sirkuler?yil=2092"), { timeout: 8_000, interval: 250 }).toContain(scheduled.title);
    expect((await page(scheduled.path)).status).toBe(200);
    expect(new Date().toISOString() >= at).toBe(true);
  });

  it("shows a change on the next request (the page cache keeps the list per version)", async () => {
    const circular = await addCircular({ year: 2091, seq: 9 });
    expect(await listTitles("/sirkuler?yil=2091")).toContain(circular.title);
    const renamed = `Yeni başlık ${newId()}`;
    await db.updateTable("circulars").set({ title: renamed }).where("id", "=", circular.id).execute();
    await bumpContentVersion(db);
    expect(await listTitles("/sirkuler?yil=2091")).toContain(renamed);
  });
});

describe("a circular's page", () => {
  it("shows the number, reference, categories and attachments, with JSON-LD citing the official text", async () => {
    const circular = await addCircular({
      year: 2091,
      seq: 5,
      title: "KDV iadesinde örnek konu",
      categories: ["kdv"],
      reference: { kind: "kanun", number: "7524", gazetteDate: "2091-08-02", gazetteNumber: "32620" },
      attachments: [
        { fileName: "Örnek genelge ğüşiöç.pdf", hasText: true, bytes: 1_258_291 },
        { fileName: "tarama.pdf", hasText: false, bytes: 2048 },
      ],
    });
    const shown = await page(circular.path);
    expect(shown.status).toBe(200);
    expect(titleOf(shown)).toMatch(/^Sirküler 2091\/05 — KDV iadesinde örnek konu \| /);
    expect(shown.doc.querySelector("h1")?.text.replace(/\s+/g, " ")).toBe("Sirküler 2091/05 KDV iadesinde örnek konu");
    expect(shown.doc.querySelector(".circular-reference")?.text).toBe("Kanun: 7524 · Resmî Gazete: 02.08.2091, Sayı: 32620");
    expect(shown.doc.querySelector(".circular-categories a")?.getAttribute("href")).toBe("/sirkuler?kategori=kdv");
    const items = shown.doc.querySelectorAll(".circular-attachments li");
    expect(items.map((li) => li.text.replace(/\s+/g, " ").trim())).toEqual([
      "Örnek genelge ğüşiöç.pdf (PDF, 1,2 MB)",
      "tarama.pdf (PDF, 2 KB)Taranmış belge: metin içermiyor.",
    ]);
    expect(items[0]?.querySelector("a")?.getAttribute("href")).toMatch(/^\/ekler\/[0-9a-f]{32}\.pdf$/);
    expect(shown.doc.querySelector(".circular-back a")?.getAttribute("href")).toBe("/sirkuler");
    const article = jsonLd(shown).find((ld) => ld["@type"] === "Article");
    expect(article?.citation).toEqual({
      "@type": "CreativeWork",
      name: "Kanun: 7524 · Resmî Gazete: 02.08.2091, Sayı: 32620",
      datePublished: "2091-08-02",
    });
    expect(article?.headline).toBe("Sirküler 2091/05 — KDV iadesinde örnek konu");
    expect(shown.doc.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
  });

  it("redirects another spelling of the number and answers not found for an unknown one", async () => {
    await addCircular({ year: 2091, seq: 6 });
    for (const spelling of ["2091-6", "2091-006"]) {
      const moved = await page(`/sirkuler/${spelling}`);
      expect([moved.status, moved.location], spelling).toEqual([301, "/sirkuler/2091-06"]);
    }
    for (const path of ["/sirkuler/2091-77", "/sirkuler/abc", "/sirkuler/2091-0"]) expect((await page(path)).status, path).toBe(404);
  });
});

describe("feeds, sitemap, menu and home", () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["item", "entry"].includes(name) });

  it("serves RSS and Atom of all circulars and of one category, with attachments as enclosures", async () => {
    const kdv = await addCircular({
      year: 2092,
      seq: 3,
      categories: ["kdv"],
      minutesAgo: 1,
      attachments: [{ fileName: "ek.pdf", hasText: true, bytes: 4096 }],
    });
    const vuk = await addCircular({ year: 2092, seq: 4, categories: ["vuk"], minutesAgo: 2 });
    const rss = await (await fetch(`${server.url}/sirkuler/rss.xml`)).text();
    expect(XMLValidator.validate(rss)).toBe(true);
    const items = (parser.parse(rss) as { rss: { channel: { item: Record<string, unknown>[] } } }).rss.channel.item;
    expect(items.slice(0, 2).map((item) => item.title)).toEqual([`Sirküler 2092/03: ${kdv.title}`, `Sirküler 2092/04: ${vuk.title}`]);
    expect(items[0]?.enclosure).toMatchObject({ "@type": "application/pdf", "@length": "4096" });

    const response = await fetch(`${server.url}/sirkuler/atom.xml?kategori=kdv`);
    expect(response.headers.get("content-type")).toContain("application/atom+xml");
    const atom = await response.text();
    expect(XMLValidator.validate(atom)).toBe(true);
    expect(atom).toContain(kdv.title);
    expect(atom).not.toContain(vuk.title);
    expect((await fetch(`${server.url}/sirkuler/rss.xml?kategori=yok-boyle`)).status).toBe(404);
  });

  it("writes a title and an attachment's name as the office typed them, with no markup of theirs in RSS or Atom", async () => {
    const fileName = 'Ek <1> & "2".pdf';
    const circular = await addCircular({
      year: 2092,
      seq: 6,
      minutesAgo: 0.2,
      title: 'X <script>alert(4)</script> & "q"',
      attachments: [{ fileName, hasText: true, bytes: 2048 }],
    });
    for (const format of ["rss", "atom"] as const) {
      const xml = await (await fetch(`${server.url}/sirkuler/${format}.xml`)).text();
      expect(XMLValidator.validate(xml), format).toBe(true);
      expect(xml, format).not.toContain("<script");
      const doc = feedParser.parse(xml) as { rss?: { channel: { item: Node[] } }; feed?: { entry: Node[] } };
      const items = format === "rss" ? doc.rss!.channel.item : doc.feed!.entry;
      const item = items.find((i) => text(format === "rss" ? i.guid : i.id).endsWith(`sirkuler/${circular.id}`));
      expect(readerTitle(format, item?.title), format).toEqual({ shown: `Sirküler 2092/06: ${circular.title}`, elements: [] });
      if (format === "atom") {
        const links = (item?.link ?? []) as Node[];
        expect(links.find((link) => link["@rel"] === "enclosure")?.["@title"]).toBe(fileName);
      } else expect(item?.enclosure).toMatchObject({ "@type": "application/pdf", "@length": "2048" });
    }
  });

  it("lists /sirkuler and each published circular in the sitemap, links it from the menu and shows the latest on the home page", async () => {
    const circular = await addCircular({ year: 2092, seq: 5, minutesAgo: 0.5 });
    const sitemap = await sitemapUrls(server.url);
    expect(sitemap).toContain("https://ymm.test/sirkuler");
    expect(sitemap).toContain("https://ymm.test/sirkuler/2092-05");
    const home = await page("/?sekme=sirkuler");
    expect(home.doc.querySelector('nav a[href="/sirkuler"]')?.text).toBe("Sirküler");
    const panel = home.doc.querySelector("#panel-sirkuler");
    expect(home.doc.querySelector('[role="tab"][aria-selected="true"]')?.text).toBe("Sirküler");
    expect(panel?.querySelector(".entry-list a")?.text).toBe(`Sirküler 2092/05 — ${circular.title}`);
    expect(panel?.querySelectorAll(".entry-list li").length).toBeLessThanOrEqual(5);
    expect(panel?.querySelector(".more-link a")?.getAttribute("href")).toBe("/sirkuler");
  });
});
