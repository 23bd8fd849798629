/**
 * The RSS 2.0 and Atom feeds of announcements and news: well-formed XML with
 * the elements each format requires, published items only, absolute links,
 * RFC 822 / RFC 3339 dates, sanitized content, titles as the office typed them.
 */
import { XMLValidator } from "fast-xml-parser";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { announcementPath } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { feedParser, readerTitle, text } from "#tests/helpers/feeds.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

type Node = Record<string, unknown>;

async function feed(path: string) {
  const response = await fetch(`${server.url}${path}`);
  const xml = await response.text();
  expect(XMLValidator.validate(xml), path).toBe(true);
  return { response, xml, doc: feedParser.parse(xml) as Node };
}

// "Mon, 02 Mar 2026 09:00:00 GMT" (RFC 822 as RFC 1123 writes it) and "2026-03-02T09:00:00.000Z" (RFC 3339).
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** One published, one draft and one scheduled post of a list, the published one with a stored script and site-relative links. */
async function arrange(kind: "announcements" | "news") {
  const stamp = Date.now();
  const published = await addPost(
    db,
    kind,
    {
      title: `Yayımlanmış ${kind} ${stamp}`,
      body: '<p>Metin <img src="/medya/resim.webp" alt="Tablo"> ve <a href="/iletisim">iletişim</a>.</p><script>alert(1)</script>',
      created_at: "2099-03-02T09:00:00.000Z",
    },
    cleanup,
  );
  const draft = await addPost(db, kind, { title: `Taslak ${kind} ${stamp}`, status: "draft" }, cleanup);
  const scheduled = await addPost(
    db,
    kind,
    { title: `Zamanlanmış ${kind} ${stamp}`, status: "scheduled", published_at: "2100-01-01T09:00:00.000Z" },
    cleanup,
  );
  return { published, draft, scheduled };
}

describe("RSS 2.0", () => {
  for (const [kind, path, page] of [
    ["announcements", "/duyurular/rss.xml", "/duyurular/0"],
    ["news", "/haberler/rss.xml", "/haberler"],
  ] as const) {
    it(`${path}: valid, published items only, absolute links, RFC 822 dates, sanitized content`, async () => {
      const { published, draft, scheduled } = await arrange(kind);
      const { response, xml, doc } = await feed(path);
      expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("etag")).toMatch(/^W\/"/);

      const rss = doc.rss as Node;
      expect(rss["@version"]).toBe("2.0");
      const channel = rss.channel as Node;
      expect(text(channel.title)).toBe(`Özdemir Yeminli Mali Müşavirlik – ${kind === "news" ? "Haberler" : "Duyurular"}`);
      expect(text(channel.link)).toBe(`https://ymm.test${page}`);
      expect(text(channel.description)).not.toBe("");
      expect(text(channel.language)).toBe("tr");
      const self = (channel["atom:link"] as Node[]).find((l) => l["@rel"] === "self");
      expect(self?.["@href"]).toBe(`https://ymm.test${path}`);

      const items = channel.item as Node[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(20);
      for (const item of items) {
        expect(text(item.title)).not.toBe("");
        expect(text(item.link)).toMatch(/^https:\/\/ymm\.test\//);
        expect(text(item.guid)).not.toBe("");
        expect(text(item.pubDate)).toMatch(RFC_822);
      }
      // Newest first: the arranged one is dated 2099.
      const first = items[0]!;
      expect(text(first.title)).toBe(published.title);
      expect(text(first.pubDate)).toBe("Mon, 02 Mar 2099 09:00:00 GMT");
      const link =
        kind === "news"
          ? `https://ymm.test/haberler/${encodeURIComponent(published.title)}`
          : `https://ymm.test${announcementPath(published.id, published.title)}`;
      expect(text(first.link)).toBe(link);
      const content = text(first["content:encoded"]);
      expect(content).toContain('src="https://ymm.test/medya/resim.webp"');
      expect(content).toContain('href="https://ymm.test/iletisim"');
      expect(content).not.toContain("<script");
      expect(xml).not.toContain("alert(1)");
      expect(xml).not.toContain(draft.title);
      expect(xml).not.toContain(scheduled.title);
    });
  }
});

describe("Atom 1.0", () => {
  for (const [kind, path] of [
    ["announcements", "/duyurular/atom.xml"],
    ["news", "/haberler/atom.xml"],
  ] as const) {
    it(`${path}: valid, published entries only, absolute links, RFC 3339 dates, sanitized content`, async () => {
      const { published, draft, scheduled } = await arrange(kind);
      const { response, xml, doc } = await feed(path);
      expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");

      const atom = doc.feed as Node;
      expect(atom["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
      expect(text(atom.id)).toMatch(/^https:\/\/ymm\.test\//);
      expect(text(atom.title)).not.toBe("");
      expect(text(atom.updated)).toMatch(RFC_3339);
      expect(text((atom.author as Node).name)).toBe("Özdemir Yeminli Mali Müşavirlik");
      expect((atom.link as Node[]).find((l) => l["@rel"] === "self")?.["@href"]).toBe(`https://ymm.test${path}`);

      const entries = atom.entry as Node[];
      for (const entry of entries) {
        expect(text(entry.id)).toMatch(/^tag:ymm\.test,\d{4}:/);
        expect(text(entry.title)).not.toBe("");
        expect(text(entry.updated)).toMatch(RFC_3339);
        expect(text(entry.published)).toMatch(RFC_3339);
        expect((entry.link as Node[])[0]?.["@href"]).toMatch(/^https:\/\/ymm\.test\//);
      }
      const first = entries[0]!;
      expect(text(first.title)).toBe(published.title);
      expect(text(first.updated)).toBe("2099-03-02T09:00:00.000Z");
      expect(text(atom.updated)).toBe("2099-03-02T09:00:00.000Z");
      const content = text(first.content);
      expect(content).toContain('href="https://ymm.test/iletisim"');
      expect(content).not.toContain("<script");
      expect(xml).not.toContain("alert(1)");
      expect(xml).not.toContain(draft.title);
      expect(xml).not.toContain(scheduled.title);
    });
  }

  it("escapes a title's markup in Atom, whose titles are HTML", async () => {
    const post = await addPost(db, "announcements", { title: "KDV & ÖTV <önemli>", created_at: "2099-06-01T09:00:00.000Z" }, cleanup);
    const { doc } = await feed("/duyurular/atom.xml");
    const entry = ((doc.feed as Node).entry as Node[]).find((e) => text(e.id).endsWith(post.id));
    expect(text(entry?.title)).toBe("KDV &amp; ÖTV &lt;önemli&gt;");
  });

  it("answers a known ETag with 304 from the page cache", async () => {
    const first = await fetch(`${server.url}/haberler/atom.xml`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect((await fetch(`${server.url}/haberler/atom.xml`, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });
});

describe("titles: the office's plain text in RSS and Atom", () => {
  // Markup, XML's special characters, and a title that would end a CDATA section twice and add an element.
  const TITLES = ['X <script>alert(4)</script> & "q"', "Y ]]>]]><b>kalın</b><![CDATA[ son"];

  for (const [kind, base] of [
    ["announcements", "/duyurular"],
    ["news", "/haberler"],
  ] as const) {
    it(`${base}: every reader shows the title as typed, and no markup of it reaches the document`, async () => {
      const posts = [];
      for (const [index, title] of TITLES.entries()) {
        posts.push(await addPost(db, kind, { title, created_at: `2099-08-0${index + 1}T09:00:00.000Z` }, cleanup));
      }
      for (const format of ["rss", "atom"] as const) {
        const response = await fetch(`${server.url}${base}/${format}.xml`);
        const xml = await response.text();
        expect(XMLValidator.validate(xml), format).toBe(true);
        expect(xml, format).not.toContain("<script");
        expect(xml, format).not.toContain("<b>");
        const doc = feedParser.parse(xml) as Node;
        const items = format === "rss" ? (((doc.rss as Node).channel as Node).item as Node[]) : ((doc.feed as Node).entry as Node[]);
        for (const post of posts) {
          const item = items.find((i) => text(format === "rss" ? i.guid : i.id).endsWith(`/${post.id}`));
          expect(readerTitle(format, item?.title), `${format}: ${post.title}`).toEqual({ shown: post.title, elements: [] });
        }
      }
    });
  }
});
