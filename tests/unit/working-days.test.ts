/**
 * VUK md. 18 (tax-reference §5.2): a deadline on a weekend or a full-day
 * holiday ends on the next working day; a half-day holiday is flagged, not
 * moved. The examples of §5.2 run against the holidays the migrations seed.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/.server/db/connection.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { listHolidays } from "#app/.server/repositories/tax-figures.ts";
import { addDays, daysBetween, type HolidayLookup, holidayLookup, shiftToWorkingDay, weekdayName } from "#app/.server/tax/working-days.ts";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";

let database: TestDatabase;
let db: Kysely<Database>;
let seeded: HolidayLookup;

beforeAll(async () => {
  database = await freshDatabase();
  db = openTestDb(database.url);
  await migrateToLatest(db);
  seeded = holidayLookup(await listHolidays(db, "2026-01-01", "2027-12-31"));
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe("the VUK md. 18 shift on the seeded 2026 holidays (tax-reference §5.2)", () => {
  it("moves the MTV first instalment from Saturday 31.01.2026 to Monday 02.02.2026", () => {
    expect(shiftToWorkingDay("2026-01-31", seeded)).toEqual({ due: "2026-02-02", shifted: true, reason: "cumartesi" });
  });

  it("moves the Q1 geçici vergi from Sunday 17.05.2026 to Monday 18.05.2026", () => {
    expect(shiftToWorkingDay("2026-05-17", seeded)).toEqual({ due: "2026-05-18", shifted: true, reason: "pazar" });
  });

  it("moves the April KDV1 from 28.05.2026 (Kurban Bayramı 2. gün) over the bayram and the weekend to 01.06.2026", () => {
    expect(shiftToWorkingDay("2026-05-28", seeded)).toEqual({ due: "2026-06-01", shifted: true, reason: "Kurban Bayramı 2. gün" });
  });

  it("flags the half days 26.05.2026 (Kurban arifesi) and 28.10.2026 (Cumhuriyet arifesi) without moving them", () => {
    const kurban = shiftToWorkingDay("2026-05-26", seeded);
    expect(kurban).toMatchObject({ due: "2026-05-26", shifted: false });
    expect(kurban.halfDay).toMatch(/Kurban Bayramı arifesi/);
    expect(kurban.reason).toBeUndefined();
    const october = shiftToWorkingDay("2026-10-28", seeded);
    expect(october).toMatchObject({ due: "2026-10-28", shifted: false });
    expect(october.halfDay).toMatch(/Cumhuriyet Bayramı arifesi/);
  });

  it("leaves a working day alone: the MTV second instalment on Friday 31.07.2026", () => {
    expect(shiftToWorkingDay("2026-07-31", seeded)).toEqual({ due: "2026-07-31", shifted: false });
  });

  it("moves a full holiday on a weekday (23.04.2026, Thursday) to the next day", () => {
    expect(shiftToWorkingDay("2026-04-23", seeded)).toEqual({
      due: "2026-04-24",
      shifted: true,
      reason: "Ulusal Egemenlik ve Çocuk Bayramı",
    });
  });
});

describe("the shift without holiday rows", () => {
  const none = holidayLookup([]);

  it("moves over weekends only, across a month and a year end", () => {
    expect(shiftToWorkingDay("2026-05-28", none)).toEqual({ due: "2026-05-28", shifted: false });
    expect(shiftToWorkingDay("2027-01-02", none)).toEqual({ due: "2027-01-04", shifted: true, reason: "cumartesi" });
  });

  it("lands on a half day after a move and flags it", () => {
    const lookup = holidayLookup([
      { date: "2027-05-15", name: "Kurban Bayramı arifesi (13.00'ten itibaren)", half_day: 1 },
      { date: "2027-05-17", name: "Arife (deneme)", half_day: 1 },
    ]);
    // 15.05.2027 is a Saturday: its half-day row does not keep it a working day.
    expect(shiftToWorkingDay("2027-05-15", lookup)).toEqual({
      due: "2027-05-17",
      shifted: true,
      reason: "cumartesi",
      halfDay: "Arife (deneme)",
    });
  });

  it("refuses data where no working day follows for a month", () => {
    const everyDay = holidayLookup(Array.from({ length: 40 }, (_, i) => ({ date: addDays("2026-03-01", i), name: "Tatil", half_day: 0 })));
    expect(() => shiftToWorkingDay("2026-03-02", everyDay)).toThrow(/No working day/);
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months, years and a leap day, and counts them back", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-02-26", "2026-03-10")).toBe(12);
    expect(daysBetween("2026-03-10", "2026-02-26")).toBe(-12);
  });

  it("names the weekday in Turkish", () => {
    expect(["2026-01-31", "2026-02-01", "2026-02-02", "2026-07-31"].map(weekdayName)).toEqual(["cumartesi", "pazar", "pazartesi", "cuma"]);
  });
});
