import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { removeEntry } from "#app/.server/content/entries.ts";
import { publishEnglish, saveEnglishDraft, unpublishEnglish } from "#app/.server/english/writes.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { englishCircularPath, englishPaths, englishServicePath } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { addQuestion, openTestDb } from "#tests/helpers/db.ts";
import { putEnglish } from "#tests/helpers/english.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import {
  addEntry,
  circularFields,
  EDITOR,
  type SearchSuite,
  search,
  startSearchSuite,
  stopSearchSuite,
  tagWord,
} from "#tests/helpers/search.ts";
import { startServer } from "#tests/helpers/server.ts";
import { holdWriteLock } from "#tests/helpers/write-lock.ts";

// /en/search (issue 43, ADR 062): the published English texts with English stemming, on both
// databases; nothing Turkish, nothing unpublished; a change is seen by the next search.
let suite: SearchSuite;
beforeAll(async () => {
  suite = await startSearchSuite();
});
afterAll(() => stopSearchSuite(suite));

const cleanup = cleanupAfterEach(afterEach);
const remove = (list: Parameters<typeof removeEntry>[0], id: string) => removeEntry(list, id, EDITOR);

interface Found {
  status: number;
  titles: string[];
  hrefs: string[];
  labels: string[];
  count: string | undefined;
  message: string | undefined;
  robots: string | undefined;
  marks: string[];
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

async function searchEnglish(query: string, page?: number): Promise<Found> {
  const params = new URLSearchParams({ q: query, ...(page ? { page: String(page) } : {}) });
  const result = await fetchPage(suite.server.url, `${englishPaths.search}?${params}`);
  const items = result.doc.querySelectorAll(".search-results > li");
  return {
    status: result.status,
    titles: items.map((item) => clean(item.querySelector(".search-result-title")?.text ?? "")),
    hrefs: items.map((item) => item.querySelector(".search-result-title")?.getAttribute("href") ?? ""),
    labels: items.map((item) => clean(item.querySelector(".search-result-kind")?.text ?? "")),
    count: result.doc.querySelector(".search-count")?.text,
    message: result.doc.querySelector('[role="alert"]')?.text.trim(),
    robots: result.doc.querySelector('meta[name="robots"]')?.getAttribute("content"),
    marks: result.doc.querySelectorAll(".search-results mark").map((mark) => mark.text.toLowerCase()),
  };
}

async function firstService(offset = 0): Promise<{ id: string; slug: string }> {
  const rows = await suite.db.selectFrom("services").select(["id", "slug"]).where("hidden", "=", 0).orderBy("position").execute();
  const row = rows[offset];
  if (!row) throw new Error("the sample has too few visible services");
  return row;
}

describe(`the English search (${TEST_DIALECT})`, () => {
  it("stems English words: “auditing” finds “audit” and “audits”, marked, with links to the English pages", async () => {
    const tag = tagWord();
    const service = await firstService();
    await putEnglish(
      suite.db,
      "service",
      service.id,
      { slug: `statutory-audit-${tag}`, fullTitle: `Statutory audit ${tag}`, body: "<p>We certify the accounts.</p>" },
      cleanup,
    );
    await putEnglish(
      suite.db,
      "page",
      "founder",
      { title: "The founder", body: `<p>She leads the audits of ${tag} companies.</p>` },
      cleanup,
    );
    const found = await searchEnglish(`auditing ${tag}`);
    expect(found.status).toBe(200);
    // The title's words rank above the body's.
    expect(found.titles).toEqual([`Statutory audit ${tag}`, "The founder"]);
    expect(found.hrefs).toEqual([englishServicePath(`statutory-audit-${tag}`), englishPaths.founder]);
    expect(found.labels).toEqual(["Service", "Page"]);
    expect(found.count).toBe("2 results");
    expect(found.marks).toContain("audit");
    expect(found.marks).toContain("audits");
    expect((await searchEnglish(`AUDITS ${tag}`)).titles).toHaveLength(2);
    expect(found.robots).toContain("noindex");
  });

  it("finds FAQ answers and circular summaries, and never a Turkish text or an unpublished English one", async () => {
    const tag = tagWord();
    const question = await addQuestion(suite.db, { title: `Soru ${tag}`, answer: `<p>Türkçe cevap ${tag} denetim.</p>` }, cleanup);
    await putEnglish(
      suite.db,
      "question",
      question.id,
      { title: "Who signs the report?", answer: `<p>The sworn accountant ${tag} signs.</p>` },
      cleanup,
    );
    const seq = 80 + Math.floor(Math.random() * 900);
    const circular = await addEntry(
      "sirkuler",
      { title: `Türkçe sirküler ${tag}`, text: `<p>Türkçe metin ${tag}.</p>`, circular: circularFields({ seq }) },
      cleanup,
      remove,
    );
    await putEnglish(
      suite.db,
      "circular",
      circular,
      { title: `VAT refunds ${tag}`, summary: "<p>Refunding VAT to exporters.</p>" },
      cleanup,
    );
    // A Turkish announcement with the word: in /ara, not in /en/search.
    await addEntry("duyurular", { title: `Duyuru ${tag}`, text: `<p>${tag} hakkında.</p>` }, cleanup, remove);
    expect((await search(suite, tag)).titles.length).toBeGreaterThan(0);
    const found = await searchEnglish(tag);
    expect(found.titles.sort()).toEqual([`Circular 2026/${seq}: VAT refunds ${tag}`, "Who signs the report?"]);
    expect(found.hrefs).toContain(englishCircularPath({ year: 2026, seq }));
    expect(found.hrefs).toContain(englishPaths.faq);
    expect((await searchEnglish(`refunded ${tag}`)).titles).toEqual([`Circular 2026/${seq}: VAT refunds ${tag}`]);
    expect((await searchEnglish(`türkçe ${tag}`)).titles).toEqual([]);

    // A draft never published, and a text taken back: not found.
    const draftQuestion = await addQuestion(suite.db, { title: `Taslak ${tag}` }, cleanup);
    const now = new Date().toISOString();
    await suite.db
      .insertInto("english_texts")
      .values({
        kind: "question",
        key: draftQuestion.id,
        data: null,
        draft: JSON.stringify({ title: `Draft ${tag}`, answer: `<p>${tag} draft.</p>` }),
        published_at: null,
        revision: 1,
        updated_at: now,
        updated_by: null,
      })
      .execute();
    cleanup(() => suite.db.deleteFrom("english_texts").where("key", "=", draftQuestion.id).execute());
    await bumpContentVersion(suite.db);
    expect((await searchEnglish(`draft ${tag}`)).titles).toEqual([]);
    await suite.db.updateTable("english_texts").set({ data: null }).where("kind", "=", "circular").where("key", "=", circular).execute();
    await bumpContentVersion(suite.db);
    expect((await searchEnglish(tag)).titles).toEqual(["Who signs the report?"]);
  });

  it("sees a changed English text at the next search", async () => {
    const tag = tagWord();
    const service = await firstService(1);
    await putEnglish(
      suite.db,
      "service",
      service.id,
      { slug: `tax-${tag}`, fullTitle: `Tax consulting ${tag}`, body: "<p>Advice.</p>" },
      cleanup,
    );
    expect((await searchEnglish(`consulting ${tag}`)).titles).toEqual([`Tax consulting ${tag}`]);
    await putEnglish(
      suite.db,
      "service",
      service.id,
      { slug: `tax-${tag}`, fullTitle: `Transfer pricing ${tag}`, body: "<p>Reports.</p>" },
      cleanup,
    );
    expect((await searchEnglish(`consulting ${tag}`)).titles).toEqual([]);
    expect((await searchEnglish(`pricing ${tag}`)).titles).toEqual([`Transfer pricing ${tag}`]);
  });

  it("follows the English tab: published is found, a draft is not, taken off the site is gone", async () => {
    const tag = tagWord();
    const question = await addQuestion(suite.db, { title: `Soru ${tag}` }, cleanup);
    cleanup(() => suite.db.deleteFrom("english_texts").where("kind", "=", "question").where("key", "=", question.id).execute());
    const fields = (title: string) => ({ title, answer: `<p>Refunds ${tag}.</p>` });
    expect(await publishEnglish("question", question.id, fields(`Refunding VAT ${tag}`), 0, EDITOR)).toEqual({ ok: true });
    expect((await searchEnglish(`refunded ${tag}`)).titles).toEqual([`Refunding VAT ${tag}`]);
    // A draft over it: the published text is still the one found.
    expect(await saveEnglishDraft("question", question.id, fields(`Drafted ${tag}`), 1, EDITOR)).toEqual({ ok: true });
    expect((await searchEnglish(`drafted ${tag}`)).titles).toEqual([]);
    expect((await searchEnglish(`refunded ${tag}`)).titles).toEqual([`Refunding VAT ${tag}`]);
    expect(await unpublishEnglish("question", question.id, 2, EDITOR)).toEqual({ ok: true });
    expect((await searchEnglish(`refunded ${tag}`)).titles).toEqual([]);
  });

  it("answers an empty, too short or unusable query in English, without an error", async () => {
    const empty = await fetchPage(suite.server.url, englishPaths.search);
    expect(empty.status).toBe(200);
    expect(empty.doc.querySelector("h1")?.text).toBe("Search");
    expect(empty.doc.querySelector("html")?.getAttribute("lang")).toBe("en");
    // Inside the English layout (its header, its <main>).
    expect(empty.doc.querySelector("main h1")?.text).toBe("Search");
    const short = await searchEnglish("a");
    expect(short.status).toBe(400);
    expect(short.message).toBe("Type at least two letters to search.");
    expect((await searchEnglish("x".repeat(201))).message).toContain("at most 200 characters");
    expect((await searchEnglish('"* ( -: &!')).message).toBe("Type at least two letters to search.");
    // FTS5's and tsquery's operators are plain words.
    const operators = await searchEnglish('"audit" NEAR( -x & !y *');
    expect(operators.status).toBe(200);
    const none = await searchEnglish(`${tagWord()} nothing`);
    expect(none.status).toBe(200);
    expect(none.titles).toEqual([]);
  });
});

describe(`the English search on a busy database (${TEST_DIALECT})`, () => {
  it("answers from the index as it was while a long write holds the database, and catches up after", async () => {
    const busy = await startServer({ DATABASE_WRITE_WAIT_MS: "500" });
    const busyDb = openTestDb(busy.databaseUrl);
    try {
      const titles = async (query: string) => {
        const page = await fetchPage(busy.url, `${englishPaths.search}?q=${encodeURIComponent(query)}`);
        expect(page.status, query).toBe(200);
        return page.doc.querySelectorAll(".search-result-title").map((a) => a.text);
      };
      const service = await busyDb
        .selectFrom("services")
        .select("id")
        .where("hidden", "=", 0)
        .orderBy("position")
        .executeTakeFirstOrThrow();
      await putEnglish(busyDb, "service", service.id, { slug: "audit", fullTitle: "Statutory audit" });
      expect(await titles("auditing")).toEqual(["Statutory audit"]);
      await putEnglish(busyDb, "service", service.id, { slug: "audit", fullTitle: "Transfer pricing" });
      const release = await holdWriteLock(busy.databaseUrl, ["english_search_documents", "settings"]);
      try {
        expect(await titles("pricing")).toEqual([]);
        expect(await titles("auditing")).toEqual(["Statutory audit"]);
        // Not kept by the page cache: the next search, once the database is free, builds the index.
        const kept = await fetch(`${busy.url}${englishPaths.search}?q=pricing`);
        expect(kept.headers.get("cache-control")).toBe("private, no-store");
      } finally {
        await release();
      }
      expect(await titles("pricing")).toEqual(["Transfer pricing"]);
      expect(await titles("auditing")).toEqual([]);
    } finally {
      await busyDb.destroy();
      await busy.stop();
    }
  });
});
