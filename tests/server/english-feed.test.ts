/**
 * /en/circulars/rss.xml (issue 43, ADR 062): well-formed RSS 2.0 in British English of the
 * published English summaries only, each linking its English page; the English pages' head
 * announces it only while a summary is published.
 */
import { XMLValidator } from "fast-xml-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { removeEntry } from "#app/.server/content/entries.ts";
import { englishFeedLinks } from "#app/content/navigation.ts";
import { EMPTY_ENGLISH_INDEX } from "#app/lib/english.ts";
import { englishCircularPath, englishPaths } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { putEnglish } from "#tests/helpers/english.ts";
import { feedParser, text } from "#tests/helpers/feeds.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { addEntry, circularFields, EDITOR, type SearchSuite, startSearchSuite, stopSearchSuite, tagWord } from "#tests/helpers/search.ts";

let suite: SearchSuite;
beforeAll(async () => {
  suite = await startSearchSuite();
});
afterAll(() => stopSearchSuite(suite));

const cleanup = cleanupAfterEach(afterEach);
const remove = (list: Parameters<typeof removeEntry>[0], id: string) => removeEntry(list, id, EDITOR);

type Node = Record<string, unknown>;
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

async function feed() {
  const response = await fetch(`${suite.server.url}${englishPaths.circularsRss}`);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const channel = ((feedParser.parse(xml) as Node).rss as Node).channel as Node;
  return { response, xml, channel, items: (channel.item as Node[] | undefined) ?? [] };
}

describe(`the English circulars feed (${TEST_DIALECT})`, () => {
  it("lists the published summaries of published sirküler only, in en-gb, each linking its English page", async () => {
    const tag = tagWord();
    const seq = 100 + Math.floor(Math.random() * 800);
    const circular = (status: "published" | "draft", offset: number) =>
      addEntry(
        "sirkuler",
        { title: `Sirküler ${tag} ${offset}`, text: "<p>Türkçe metin.</p>", status, circular: circularFields({ seq: seq + offset }) },
        cleanup,
        remove,
      );
    const published = await circular("published", 0);
    const withDraftEnglish = await circular("published", 1);
    const turkishDraft = await circular("draft", 2);
    await putEnglish(
      suite.db,
      "circular",
      published,
      { title: `VAT refunds & exporters ${tag}`, summary: `<p>Exporters may claim <a href="/en/services">refunds</a> ${tag}.</p>` },
      cleanup,
    );
    await putEnglish(suite.db, "circular", turkishDraft, { title: `Draft circular ${tag}`, summary: "<p>Not yet.</p>" }, cleanup);
    const now = new Date().toISOString();
    await suite.db
      .insertInto("english_texts")
      .values({
        kind: "circular",
        key: withDraftEnglish,
        data: null,
        draft: JSON.stringify({ title: `Unpublished ${tag}`, summary: "<p>Draft.</p>" }),
        published_at: null,
        revision: 1,
        updated_at: now,
        updated_by: null,
      })
      .execute();
    cleanup(() => suite.db.deleteFrom("english_texts").where("key", "=", withDraftEnglish).execute());

    // The English pages' head announces it; the Turkish pages' does not.
    const feedsOf = async (path: string) =>
      (await fetchPage(suite.server.url, path)).doc
        .querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')
        .map((link) => link.getAttribute("href"));
    expect(await feedsOf(englishPaths.home)).toEqual([englishPaths.circularsRss]);
    expect(await feedsOf("/")).not.toContain(englishPaths.circularsRss);

    const { response, channel, items } = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(text(channel.language)).toBe("en-gb");
    expect(text(channel.title)).toMatch(/ – Circulars$/);
    const mine = items.filter((item) => text(item.title).includes(tag));
    expect(mine.map((item) => text(item.title))).toEqual([`Circular 2026/${seq}: VAT refunds & exporters ${tag}`]);
    const [item] = mine as [Node];
    expect(text(item.link)).toBe(`https://ymm.test${englishCircularPath({ year: 2026, seq })}`);
    expect(text(item.pubDate)).toMatch(RFC_822);
    expect(text(item.description)).toContain("Exporters may claim refunds");
    // The summary's site links are absolute in the feed.
    expect(text(item["content:encoded"])).toContain('href="https://ymm.test/en/services"');
  });

  it("is announced in the English pages' head only while a summary is published", () => {
    expect(englishFeedLinks("Firm", EMPTY_ENGLISH_INDEX)).toEqual([]);
    expect(englishFeedLinks("Firm", { circulars: new Set(["2026-15"]) })).toEqual([
      { title: "Firm – Circulars (RSS)", type: "application/rss+xml", href: englishPaths.circularsRss },
    ]);
  });
});
