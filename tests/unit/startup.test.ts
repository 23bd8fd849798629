/**
 * The process's start (ADR 036): opening the database (kernel) migrates and
 * seeds it and knows nothing of the search; `prepareDatabase()` (composition,
 * server/app.ts's prepare) then builds the search index from the sample, and
 * a second start leaves a current index alone.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb, wasSeededOnOpen } from "#app/.server/db/index.ts";
import { searchIndexIsCurrent } from "#app/.server/platform/search-index.ts";
import { prepareDatabase } from "#app/.server/platform/startup.ts";
import { countSearchDocuments } from "#app/.server/repositories/search.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb, firstStart: true });

describe("a first start", () => {
  it("opens and seeds the database without building the search index; the start builds it", async () => {
    const db = await getDb();
    expect(await wasSeededOnOpen()).toBe(true);
    expect(await countSearchDocuments(db)).toBe(0);
    expect(await searchIndexIsCurrent(db)).toBe(false);

    await prepareDatabase();
    expect(await countSearchDocuments(db)).toBeGreaterThan(0);
    expect(await searchIndexIsCurrent(db)).toBe(true);
  });

  it("only reads the index's state on the next start of the same database", async () => {
    await prepareDatabase();
    // Emptied behind the start's back: a start that rebuilt would fill it again.
    await (await getDb()).deleteFrom("search_documents").execute();
    await closeDb();
    await prepareDatabase();
    expect(await wasSeededOnOpen()).toBe(false);
    expect(await countSearchDocuments(await getDb())).toBe(0);
  });
});
