/**
 * Genel bakış's notice of the wage calculators' missing figures
 * (wage-coverage.ts), on the seeded figures (2025 and 2026, the kıdem tavanı
 * to 31.12.2026): nothing to say in November 2026; in December the coming
 * year and half-year; from 1 January 2027 visitors are refused, said as urgent.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { wageFigureGaps } from "#app/.server/tax/calculators/wage-coverage.ts";
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

const NEXT_YEAR =
  "2027 yılının asgari ücreti, 2027 yılının SGK prime esas kazanç alt ve üst sınırı, 2027 yılının sigortalı prim oranları, " +
  "2027 yılının işveren prim oranları, 2027 yılının Hazine indirimi oranları, 2027 yılının ücretlerdeki damga vergisi oranı " +
  "ve 2027 yılının ücret gelirleri için gelir vergisi tarifesi";

describe("wageFigureGaps", () => {
  it("says nothing while today's and this half-year's figures are in and no new period is a month away", async () => {
    expect(await wageFigureGaps(db, new Date("2026-11-27T09:00:00Z"))).toEqual([]);
    // June: the second half of 2026 is already in.
    expect(await wageFigureGaps(db, new Date("2026-06-15T09:00:00Z"))).toEqual([]);
  });

  it("in December names the coming year's wage figures and the next kıdem tavanı, as not urgent", async () => {
    expect(await wageFigureGaps(db, new Date("2026-12-05T09:00:00Z"))).toEqual([
      {
        urgent: false,
        text: `${NEXT_YEAR} henüz girilmedi: net ve brüt ücret hesaplayıcısı 1 Ocak 2027 itibarıyla 2027 yılı için hesap yapamaz.`,
      },
      {
        urgent: false,
        text:
          "01.01.2027 tarihinde geçerli kıdem tazminatı tavanı ve 01.01.2027 tarihinde geçerli ücretlerdeki damga vergisi oranı " +
          "henüz girilmedi: kıdem ve ihbar hesaplayıcısı 01.01.2027 ve sonraki çıkışlar için hesap yapamaz.",
      },
    ]);
  });

  it("counts the day in Istanbul: 30 November 21:30 UTC is already 1 December", async () => {
    expect(await wageFigureGaps(db, new Date("2026-11-30T20:59:00Z"))).toEqual([]);
    expect(await wageFigureGaps(db, new Date("2026-11-30T21:30:00Z"))).toHaveLength(2);
  });

  it("from 1 January of a year without figures says visitors are refused now", async () => {
    expect(await wageFigureGaps(db, new Date("2027-01-10T09:00:00Z"))).toEqual([
      { urgent: true, text: `${NEXT_YEAR} eksik: net ve brüt ücret hesaplayıcısı 2027 yılı için hesap yapmıyor.` },
      {
        urgent: true,
        text:
          "10.01.2027 tarihinde geçerli kıdem tazminatı tavanı ve 10.01.2027 tarihinde geçerli ücretlerdeki damga vergisi oranı " +
          "eksik: kıdem ve ihbar hesaplayıcısı bugünkü çıkışlar için hesap yapmıyor.",
      },
    ]);
  });

  it("names the one kind a year lacks, and only the calculator it stops", async () => {
    const row = await db.selectFrom("wage_figures").selectAll().where("set_id", "=", "sgk-sinir/2026-01-01").executeTakeFirstOrThrow();
    await db.deleteFrom("wage_figures").where("set_id", "=", row.set_id).execute();
    try {
      expect(await wageFigureGaps(db, new Date("2026-03-01T09:00:00Z"))).toEqual([
        {
          urgent: true,
          text: "2026 yılının SGK prime esas kazanç alt ve üst sınırı eksik: net ve brüt ücret hesaplayıcısı 2026 yılı için hesap yapmıyor.",
        },
      ]);
    } finally {
      await db.insertInto("wage_figures").values(row).execute();
    }
  });
});
