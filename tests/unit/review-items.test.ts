/**
 * Genel bakış's review lists (content/review.ts reviewItems): entries from
 * several lists, read with one query per list however many there are, in the
 * order of their authorship rows, without the ones gone to the bin.
 */
import type { Kysely, KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewItems } from "#app/.server/content/review.ts";
import type { Database, EntryAuthor } from "#app/.server/db/schema.ts";
import { listEntries } from "#app/.server/repositories/entries.ts";
import type { ListName } from "#app/lib/content-lists.ts";
import { preparedDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await preparedDatabase();
  db = openTestDb(database.url);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

/** The same database, counting the queries sent through it. */
function counted(): { db: Kysely<Database>; queries: () => number } {
  let queries = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), queries: () => queries };
}

const authorship = (list: string, entryId: string, index: number): EntryAuthor => ({
  list,
  entry_id: entryId,
  author_id: "yazar",
  ready_at: `2026-11-27T08:${String(index % 60).padStart(2, "0")}:00.000Z`,
  note: null,
  note_by: null,
  updated_at: "2026-11-27T08:00:00.000Z",
});

describe("reviewItems", () => {
  it("reads each list's entries in one query, keeps the rows' order and leaves out entries that are gone", async () => {
    const lists: ListName[] = ["duyurular", "haberler", "sirkuler"];
    const entries = (await Promise.all(lists.map(async (list) => (await listEntries(db, list)).map((entry) => ({ list, entry }))))).flat();
    expect(entries.length).toBeGreaterThanOrEqual(10);
    // Interleaved across the lists, so the order cannot come from grouping.
    const shuffled = entries.toSorted((a, b) => a.entry.title.localeCompare(b.entry.title, "tr-TR"));
    const rows = [
      ...shuffled.map(({ list, entry }, index) => authorship(list, entry.id, index)),
      authorship("haberler", "silinmis-haber", 98),
      authorship("bilinmeyen-liste", shuffled[0]!.entry.id, 99),
    ];

    const { db: countingDb, queries } = counted();
    const items = await reviewItems(countingDb, rows);

    expect(queries()).toBe(lists.length);
    expect(items.map((item) => [item.list, item.id, item.title, item.status])).toEqual(
      shuffled.map(({ list, entry }) => [list, entry.id, entry.title, entry.status]),
    );
    expect(items[0]).toMatchObject({ author: "", ready: true, note: null });
  });

  it("sends no query for no rows", async () => {
    const { db: countingDb, queries } = counted();
    expect(await reviewItems(countingDb, [])).toEqual([]);
    expect(queries()).toBe(0);
  });
});
