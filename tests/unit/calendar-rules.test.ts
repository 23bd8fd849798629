/**
 * The vergi takvimi's rules (tax-reference §5.1) on the holidays the
 * migrations seed: the §5.2 examples, every 2026 deadline on a working day
 * except the noted half days, the rule checks of single-source days (ADR
 * 020: no doubt in a generated row), and the refusal of a year whose holidays are not in the data.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/.server/db/connection.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { listHolidays, listTaxSets } from "#app/.server/repositories/tax-figures.ts";
import { ruleCheckKeys } from "#app/.server/tax/calendar/checks.ts";
import { type GeneratedDeadline, generateYear, type HolidayYear, inMaliTatil } from "#app/.server/tax/calendar/deadlines.ts";
import { FLAG } from "#app/.server/tax/calendar/flags.ts";
import { type HolidayLookup, holidayLookup, weekdayName } from "#app/.server/tax/working-days.ts";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";

let database: TestDatabase;
let db: Kysely<Database>;
let holidays: HolidayLookup;
let known: Map<number, HolidayYear>;
let y2026: GeneratedDeadline[];
let y2027: GeneratedDeadline[];

function generated(year: number): GeneratedDeadline[] {
  const result = generateYear(year, known, holidays);
  if (!result.ok) throw new Error(result.reason);
  return result.deadlines;
}

const byId = (deadlines: GeneratedDeadline[], id: string) => {
  const found = deadlines.find((d) => d.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

beforeAll(async () => {
  database = await freshDatabase();
  db = openTestDb(database.url);
  await migrateToLatest(db);
  holidays = holidayLookup(await listHolidays(db, "2026-01-01", "2027-12-31"));
  const sets = await listTaxSets(db, "tatil");
  known = new Map(sets.map((set) => [Number(set.year), { year: Number(set.year) }]));
  y2026 = generated(2026);
  y2027 = generated(2027);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe("the §5.2 examples in 2026", () => {
  it("moves the MTV first instalment from Saturday 31.01.2026 to 02.02.2026", () => {
    expect(byId(y2026, "mtv1-2026")).toMatchObject({
      statutoryDate: "2026-01-31",
      dueDate: "2026-02-02",
      kind: "odeme",
      toolPath: "/araclar/mtv",
    });
  });

  it("moves geçici vergi Q1 from Sunday 17.05.2026 to 18.05.2026", () => {
    expect(byId(y2026, "gecici-2026-q1")).toMatchObject({ statutoryDate: "2026-05-17", dueDate: "2026-05-18", kind: "beyan-odeme" });
  });

  it("moves the April 2026 KDV1 from 28.05.2026 (Kurban Bayramı 2. gün) over the bayram and the weekend to 01.06.2026", () => {
    expect(byId(y2026, "kdv1-2026-04")).toMatchObject({ statutoryDate: "2026-05-28", dueDate: "2026-06-01", kind: "beyan-odeme" });
  });

  it("flags the April muhtasar due on 26.05.2026 (Kurban arifesi) as a half day and does not move it", () => {
    const muhtasar = byId(y2026, "muhtasar-2026-04");
    expect(muhtasar).toMatchObject({ statutoryDate: "2026-05-26", dueDate: "2026-05-26" });
    expect(muhtasar.flags).toEqual([FLAG.halfDay("Kurban Bayramı arifesi (13.00'ten itibaren)")]);
  });

  it("flags the September KDV1 due on 28.10.2026 (28 Ekim half day) and does not move it", () => {
    const kdv = byId(y2026, "kdv1-2026-09");
    expect(kdv).toMatchObject({ statutoryDate: "2026-10-28", dueDate: "2026-10-28" });
    expect(kdv.flags.join(" ")).toContain("resmî tatil 13.00'te başlar");
  });
});

describe("every 2026 deadline", () => {
  it("falls on a working day, except the flagged half days", () => {
    expect(y2026.length).toBeGreaterThan(80);
    for (const d of y2026) {
      expect(["cumartesi", "pazar"], d.id).not.toContain(weekdayName(d.dueDate));
      const holiday = holidays.get(d.dueDate);
      if (holiday) {
        expect(holiday.halfDay, d.id).toBe(true);
        expect(
          d.flags.some((f) => f.includes("13.00'te başlar")),
          d.id,
        ).toBe(true);
      }
      expect(d.dueDate >= d.statutoryDate, d.id).toBe(true);
    }
  });

  it("exactly the two §5.2 half days are flagged as such", () => {
    const halfDays = y2026.filter((d) => d.flags.some((f) => f.includes("13.00'te başlar"))).map((d) => d.id);
    expect(halfDays.sort()).toEqual(["kdv1-2026-09", "muhtasar-2026-04"]);
  });

  it("has a stable id <rule>-<period>, its statutory day in the year, and no duplicates", () => {
    expect(new Set(y2026.map((d) => d.id)).size).toBe(y2026.length);
    for (const d of y2026) {
      expect(d.id).toBe(`${d.rule}-${d.period}`);
      expect(d.year).toBe(2026);
      expect(d.statutoryDate.startsWith("2026-")).toBe(true);
      for (const text of [d.title, d.audience, d.description, d.legalBasis]) expect(text.length, d.id).toBeGreaterThan(5);
    }
    expect(generated(2026)).toEqual(y2026);
  });
});

describe("the rules of §5.1", () => {
  it("KDV 1: the 28th of the following month, the December of the year before included, the statute's days said", () => {
    const kdv1 = y2026.filter((d) => d.rule === "kdv1");
    expect(kdv1.map((d) => d.period)).toEqual([
      "2025-12",
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`),
    ]);
    expect(kdv1.every((d) => d.statutoryDate.endsWith("-28"))).toBe(true);
    expect(byId(y2026, "kdv1-2025-12").statutoryDate).toBe("2026-01-28");
    expect(kdv1[0]?.legalBasis).toMatch(/md\. 41.*md\. 46.*24'ü.*26'sı.*28'i/);
  });

  it("KDV 2: two rows, beyan on the 21st and ödeme on the 23rd, linking the KDV tevkifatı calculator", () => {
    expect(byId(y2026, "kdv2-beyan-2026-04")).toMatchObject({
      kind: "beyan",
      statutoryDate: "2026-05-21",
      toolPath: "/araclar/kdv-tevkifati",
    });
    expect(byId(y2026, "kdv2-odeme-2026-04")).toMatchObject({ kind: "odeme", statutoryDate: "2026-05-23", dueDate: "2026-05-25" });
  });

  it("muhtasar: the 26th, the quarterly option mentioned, the single-source beyan day its rule's check (no flag)", () => {
    const m = byId(y2026, "muhtasar-2026-01");
    expect(m.statutoryDate).toBe("2026-02-26");
    expect(m.description).toContain("üç aylık");
    expect(m.flags).toEqual([]);
    expect(ruleCheckKeys(m.rule, m.period)).toEqual(["muhtasar"]);
  });

  it("geçici vergi: 17 February (Q4 of the year before, also the gecici-q4 check), 17 May, 17 August, 17 November", () => {
    const gecici = y2026.filter((d) => d.rule === "gecici");
    expect(gecici.map((d) => [d.id, d.statutoryDate])).toEqual([
      ["gecici-2025-q4", "2026-02-17"],
      ["gecici-2026-q1", "2026-05-17"],
      ["gecici-2026-q2", "2026-08-17"],
      ["gecici-2026-q3", "2026-11-17"],
    ]);
    expect(ruleCheckKeys("gecici", "2025-q4")).toEqual(["gecici", "gecici-q4"]);
    expect(ruleCheckKeys("gecici", "2026-q1")).toEqual(["gecici"]);
  });

  it("yıllık gelir vergisi: beyan and 1st instalment 31 March (no doubt in the row: the statute's 25 is said in the legal basis), 2nd instalment 31 July", () => {
    expect(byId(y2026, "gelir-beyan-2025")).toMatchObject({ statutoryDate: "2026-03-31", toolPath: "/araclar/gelir-vergisi" });
    expect(byId(y2026, "gelir-beyan-2025").flags).toEqual([]);
    expect(byId(y2026, "gelir-beyan-2025").legalBasis).toContain("25'i");
    expect(byId(y2026, "gelir-odeme1-2025").statutoryDate).toBe("2026-03-31");
    expect(byId(y2026, "gelir-odeme2-2025").statutoryDate).toBe("2026-07-31");
  });

  it("kurumlar vergisi: beyan by the 25th of April (moved to Monday 27.04.2026), ödeme by the end of April; the 25th stated as the law's, no doubt printed", () => {
    const beyan = byId(y2026, "kurumlar-beyan-2025");
    expect(beyan).toMatchObject({ statutoryDate: "2026-04-25", dueDate: "2026-04-27" });
    expect(beyan.description).toContain("Nisan ayının 25'idir");
    expect(beyan.description).not.toContain("teyit");
    expect(byId(y2026, "kurumlar-odeme-2025")).toMatchObject({ statutoryDate: "2026-04-30", dueDate: "2026-04-30" });
  });

  it("Form Ba/Bs: the last day of the following month, its single source the babs check, no doubt in the row", () => {
    expect(byId(y2026, "babs-2026-01")).toMatchObject({ statutoryDate: "2026-02-28", dueDate: "2026-03-02" });
    const babs = y2026.filter((d) => d.rule === "babs");
    expect(babs.every((d) => !/teyit|tek kaynak/.test(`${d.description} ${d.flags.join(" ")}`))).toBe(true);
  });

  it("e-defter: the end of the 3rd month after; December by the end of March (gelir) and of April (kurumlar)", () => {
    expect(byId(y2026, "edefter-2026-01").statutoryDate).toBe("2026-04-30");
    expect(byId(y2026, "edefter-2025-10").statutoryDate).toBe("2026-01-31");
    expect(byId(y2026, "edefter-gv-2025-12").statutoryDate).toBe("2026-03-31");
    expect(byId(y2026, "edefter-kv-2025-12").statutoryDate).toBe("2026-04-30");
    expect(y2026.filter((d) => d.rule.startsWith("edefter"))).toHaveLength(13);
  });

  it("leaves SGK prim ödeme out (its day is not confirmed)", () => {
    expect(y2026.some((d) => /sgk/i.test(d.rule))).toBe(false);
  });
});

describe("holidays and mali tatil", () => {
  it("refuses a year whose holidays are not in the data, and never guesses them", () => {
    const result = generateYear(2028, known, holidays);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain("2028 yılının resmî tatilleri verilerde yok");
  });

  it("refuses a 31 December that would move into a year without holidays", () => {
    // 31.12.2028 is a Sunday; with 2028's (invented, empty but known) holidays and no 2029.
    const with2028 = new Map([...known, [2028, { year: 2028 }]]);
    const result = generateYear(2028, with2028, holidays);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain("2029 yılının resmî tatilleri verilerde yok");
  });

  it("moves the 2027 deadlines over the 2027 holidays and writes no doubt into any row (the set's confirmation is read with the page)", () => {
    const q1 = byId(y2027, "gecici-2027-q1");
    expect(q1).toMatchObject({ statutoryDate: "2027-05-17", dueDate: "2027-05-20" });
    for (const d of [...y2026, ...y2027]) {
      expect(`${d.description} ${d.legalBasis} ${d.flags.join(" ")}`, d.id).not.toMatch(/teyit|tek kaynağa|kontrol edin/);
    }
  });

  it("notes mali tatil (1–20 July) on a deadline that ends in it, without moving it", () => {
    expect([inMaliTatil("2026-07-01"), inMaliTatil("2026-07-20"), inMaliTatil("2026-06-30"), inMaliTatil("2026-07-21")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // 2029: 30.06 (e-defter of March) is a Saturday and moves into July: weekends only, holidays assumed known and empty.
    const lookup = holidayLookup([{ date: "2029-01-01", name: "Yılbaşı", half_day: 0 }]);
    const years = new Map([2029, 2030].map((y) => [y, { year: y }]));
    const result = generateYear(2029, years, lookup);
    if (!result.ok) throw new Error(result.reason);
    const march = byId(result.deadlines, "edefter-2029-03");
    expect(march).toMatchObject({ statutoryDate: "2029-06-30", dueDate: "2029-07-02" });
    expect(march.flags).toContain(FLAG.maliTatil);
  });
});
