import { parse } from "node-html-parser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { seedAnnouncements, seedNews, seedQuestions, seedTools } from "#app/.server/db/seed-data.ts";
import { renderRichText, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { isLinkableTitle } from "#app/content/navigation.ts";
import { newsPath } from "#app/lib/paths.ts";
import { titleKey } from "#app/lib/text.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

// An empty database per test: the seeding on the first getDb() is what these tests are about.
withFreshAppDatabase({ beforeEach, afterEach, closeDb, firstStart: true });

const lists = ["announcements", "news", "questions", "tools"] as const;

async function counts() {
  const db = await getDb();
  const count = async (table: (typeof lists)[number]) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    announcements: await count("announcements"),
    news: await count("news"),
    questions: await count("questions"),
    tools: await count("tools"),
  };
}

describe("seeding", () => {
  it("fills a new database with the sample content", async () => {
    expect(await counts()).toEqual({
      announcements: seedAnnouncements.length,
      news: seedNews.length,
      questions: seedQuestions.length,
      tools: seedTools.length,
    });
  });

  it("adds nothing on a second start", async () => {
    const first = await counts();
    await closeDb();
    expect(await counts()).toEqual(first);
  });

  it("stores every sample body, the firm's pages and services too, as an import would store it again (ADR 046)", async () => {
    const db = await getDb();
    const bodies = [
      ...(await db.selectFrom("announcements").select(["id", "body"]).execute()),
      ...(await db.selectFrom("news").select(["id", "body"]).execute()),
      ...(await db.selectFrom("circulars").select(["id", "body"]).execute()),
      ...(await db.selectFrom("questions").select(["id", "answer as body"]).execute()),
      ...(await db.selectFrom("firm_pages").select(["key as id", "body"]).execute()),
      ...(await db.selectFrom("services").select(["id", "body"]).execute()),
    ];
    expect(bodies.length).toBeGreaterThan(40);
    // One with an apostrophe, which two writers spelled two ways ("Kanun&#39;un", "Kanun'un").
    expect(bodies.some((row) => row.body.includes("'"))).toBe(true);
    for (const row of bodies) expect(toStoredRichText(row.body), row.id).toBe(row.body);
  });

  it("does not bring the samples back after the office emptied every list", async () => {
    // With all four lists empty the database looks new; only the marker row
    // left by the first seeding keeps the next start from seeding again.
    const db = await getDb();
    for (const list of lists) await db.deleteFrom(list).execute();
    await closeDb(); // the next getDb opens the database again and runs the seeding
    expect(await counts()).toEqual({ announcements: 0, news: 0, questions: 0, tools: 0 });
  });
});

describe("sample content", () => {
  it("has enough entries of each kind, with ids in the original format", () => {
    expect(seedAnnouncements.length).toBeGreaterThanOrEqual(7);
    expect(seedNews.length).toBeGreaterThanOrEqual(7);
    expect(seedQuestions.length).toBeGreaterThanOrEqual(8);
    const ids = [...seedAnnouncements, ...seedNews, ...seedQuestions, ...seedTools].map((r) => r.id);
    for (const id of ids) expect(id).toMatch(/^id[0-9a-f]+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows rich text in one announcement: a heading, a list of deadlines, a table with a header row, a link", () => {
    const rich = seedAnnouncements.map((a) => parse(renderRichText(a.body))).filter((doc) => doc.querySelector("table"));
    expect(rich.length).toBe(1);
    const [doc] = rich;
    expect(doc?.querySelectorAll("h2").length).toBeGreaterThan(0);
    expect(doc?.querySelectorAll("ul > li").length).toBeGreaterThanOrEqual(3);
    expect(doc?.querySelectorAll("li strong").map((s) => s.text)).toContain("31 Mart 2026:");
    expect(doc?.querySelectorAll('th[scope="col"]').length).toBeGreaterThanOrEqual(2);
    expect(doc?.querySelector(".table-scroll table tbody tr")).toBeTruthy();
    expect(doc?.querySelector('a[href^="https://"]')?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("includes the three calculators of the original among the tools, all on https", () => {
    const titles = seedTools.map((t) => t.title.toLocaleLowerCase("tr-TR"));
    expect(titles.some((t) => t.includes("motorlu taşıtlar"))).toBe(true);
    expect(titles.some((t) => t.includes("gelir vergisi"))).toBe(true);
    expect(titles.some((t) => t.includes("tevkifat"))).toBe(true);
    for (const tool of seedTools) expect(new URL(tool.url).protocol).toBe("https:");
  });

  it("gives news items titles that are unique as the admin checks them and whose links lead to the item", () => {
    const titles = seedNews.map((n) => n.title);
    // Unique after trimming and Turkish case folding, as the admin form requires.
    expect(new Set(titles.map(titleKey)).size).toBe(titles.length);
    for (const title of titles) {
      expect(isLinkableTitle(title), title).toBe(true);
      // The path a browser really requests (dot segments resolved) must name the item again.
      const { pathname } = new URL(newsPath(title), "https://x.test");
      expect(pathname.startsWith("/haberler/"), title).toBe(true);
      expect(decodeURIComponent(pathname.slice("/haberler/".length)), title).toBe(title);
    }
  });
});
