/**
 * Genel bakış's notice of missing figures (tax/figure-gaps.ts), on the seeded
 * data (wage figures 2025–2026 with the kıdem tavanı to 31.12.2026, the
 * income-tax tariffs 2025–2026, MTV tables 2026, holidays 2026–2027): nothing
 * to say in November 2026; in December the coming year and half-year; from
 * 1 January 2027 visitors are refused, said first and as urgent.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { listFigureGaps } from "#app/.server/tax/figure-gaps.ts";
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

const gapsOn = (iso: string) => listFigureGaps(db, new Date(iso));

const WAGE_2027 =
  "2027 yılının asgari ücreti, SGK prime esas kazanç alt ve üst sınırı, sigortalı prim oranları, işveren prim oranları, " +
  "Hazine indirimi oranları, ücretlerdeki damga vergisi oranı ve ücret gelirleri için gelir vergisi tarifesi";

describe("listFigureGaps", () => {
  it("says nothing while this year's and this half-year's figures are in and no new period is a month away", async () => {
    expect(await gapsOn("2026-11-27T09:00:00Z")).toEqual([]);
    // June: the second half of 2026's kıdem tavanı is already in.
    expect(await gapsOn("2026-06-15T09:00:00Z")).toEqual([]);
  });

  it("in December names each coming period's figures not entered yet, none urgent, each with its section", async () => {
    expect(await gapsOn("2026-12-05T09:00:00Z")).toEqual([
      {
        urgent: false,
        section: "ucret",
        text: `${WAGE_2027} henüz girilmedi: net ve brüt ücret hesaplayıcısı 1 Ocak 2027 itibarıyla 2027 yılı için hesap yapamaz.`,
      },
      {
        urgent: false,
        section: "ucret",
        text:
          "01.01.2027 tarihinde geçerli kıdem tazminatı tavanı ve ücretlerdeki damga vergisi oranı henüz girilmedi: " +
          "kıdem ve ihbar hesaplayıcısı 01.01.2027 ve sonraki çıkışlar için hesap yapamaz.",
      },
      {
        urgent: false,
        section: "mtv",
        text: "2027 yılının MTV tarifeleri henüz girilmedi: motorlu taşıtlar vergisi hesaplayıcısı 1 Ocak 2027 itibarıyla 2027 yılı için hesap yapamaz.",
      },
      {
        urgent: false,
        section: "mtv",
        text: "2027 yılında ilk tescil edilecek otomobillerin taşıt değeri sınırları henüz girilmedi: motorlu taşıtlar vergisi hesaplayıcısı bu otomobiller için hesap yapamaz.",
      },
      {
        urgent: false,
        section: "fatura-siniri",
        text: "2027 yılının fatura düzenleme sınırı henüz girilmedi: KDV tevkifatı hesaplayıcısı 2027 yılında düzenlenecek faturalar için hesap yapamaz.",
      },
    ]);
  });

  it("counts the day in Istanbul: 30 November 21:30 UTC is already 1 December", async () => {
    expect(await gapsOn("2026-11-30T20:59:00Z")).toEqual([]);
    expect(await gapsOn("2026-11-30T21:30:00Z")).toHaveLength(5);
  });

  it("from 1 January of a year without figures says what refuses visitors now, first, then the next year's holidays", async () => {
    expect(await gapsOn("2027-01-10T09:00:00Z")).toEqual([
      { urgent: true, section: "ucret", text: `${WAGE_2027} eksik: net ve brüt ücret hesaplayıcısı 2027 yılı için hesap yapmıyor.` },
      {
        urgent: true,
        section: "ucret",
        text: "10.01.2027 tarihinde geçerli kıdem tazminatı tavanı ve ücretlerdeki damga vergisi oranı eksik: kıdem ve ihbar hesaplayıcısı bugünkü çıkışlar için hesap yapmıyor.",
      },
      {
        urgent: true,
        section: "gelir-vergisi",
        text: "2027 yılının gelir vergisi tarifesi eksik: gelir vergisi hesaplayıcısı 2027 yılı için hesap yapmıyor.",
      },
      {
        urgent: true,
        section: "mtv",
        text: "2027 yılının MTV tarifeleri eksik: motorlu taşıtlar vergisi hesaplayıcısı 2027 yılı için hesap yapmıyor.",
      },
      {
        urgent: true,
        section: "mtv",
        text: "2027 yılında ilk tescil edilen otomobillerin taşıt değeri sınırları eksik: motorlu taşıtlar vergisi hesaplayıcısı bu otomobiller için hesap yapmıyor.",
      },
      {
        urgent: true,
        section: "fatura-siniri",
        text: "2027 yılının fatura düzenleme sınırı eksik: KDV tevkifatı hesaplayıcısı 2027 yılında düzenlenen faturalar için hesap yapmıyor.",
      },
      { urgent: false, section: "tatil", text: "2028 yılının resmî tatilleri henüz girilmedi: vergi takvimi 2028 yılı için üretilemez." },
    ]);
  });

  it("names the one wage figure a year lacks, and only the calculator it stops", async () => {
    const row = await db.selectFrom("wage_figures").selectAll().where("set_id", "=", "sgk-sinir/2026-01-01").executeTakeFirstOrThrow();
    await db.deleteFrom("wage_figures").where("set_id", "=", row.set_id).execute();
    try {
      expect(await gapsOn("2026-03-01T09:00:00Z")).toEqual([
        {
          urgent: true,
          section: "ucret",
          text: "2026 yılının SGK prime esas kazanç alt ve üst sınırı eksik: net ve brüt ücret hesaplayıcısı 2026 yılı için hesap yapmıyor.",
        },
      ]);
    } finally {
      await db.insertInto("wage_figures").values(row).execute();
    }
  });

  it("names this year's and the next year's missing holidays: the calendar cannot be generated without them", async () => {
    const rows = await db.selectFrom("holidays").selectAll().where("date", ">=", "2026-01-01").where("date", "<=", "2027-12-31").execute();
    expect(rows.length).toBeGreaterThan(0);
    await db.deleteFrom("holidays").where("date", ">=", "2026-01-01").where("date", "<=", "2027-12-31").execute();
    try {
      expect(await gapsOn("2026-03-01T09:00:00Z")).toEqual([
        {
          urgent: true,
          section: "tatil",
          text: "2026 yılının resmî tatilleri eksik: vergi takvimi 2026 yılı için üretilemiyor ve son günler tatillere göre kaydırılamıyor.",
        },
        { urgent: false, section: "tatil", text: "2027 yılının resmî tatilleri henüz girilmedi: vergi takvimi 2027 yılı için üretilemez." },
      ]);
    } finally {
      await db.insertInto("holidays").values(rows).execute();
    }
  });
});
