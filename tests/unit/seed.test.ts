import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { seedAnnouncements, seedNews, seedQuestions, seedTools } from "#app/.server/db/seed-data.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

async function counts() {
  const db = await getDb();
  const count = async (table: "announcements" | "news" | "questions" | "tools") =>
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

  it("does not bring the samples back after the office emptied a list", async () => {
    const db = await getDb();
    await db.deleteFrom("announcements").execute();
    await closeDb();
    expect((await counts()).announcements).toBe(0);
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

  it("includes the three calculators of the original among the tools, all on https", () => {
    const titles = seedTools.map((t) => t.title.toLocaleLowerCase("tr-TR"));
    expect(titles.some((t) => t.includes("motorlu taşıtlar"))).toBe(true);
    expect(titles.some((t) => t.includes("gelir vergisi"))).toBe(true);
    expect(titles.some((t) => t.includes("tevkifat"))).toBe(true);
    for (const tool of seedTools) expect(new URL(tool.url).protocol).toBe("https:");
  });

  it("gives news items unique titles that survive a round trip through the URL", () => {
    const titles = seedNews.map((n) => n.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const t of titles) expect(decodeURIComponent(encodeURIComponent(t))).toBe(t);
  });
});
