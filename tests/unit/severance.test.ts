/**
 * Kıdem and ihbar tazminatı (severance.ts) on the figures of wage-reference.md
 * (wage-figures-2025-2026.ts): E11, E12 and the illustration E14 of §9,
 * issue 27's acceptance figures, the day count, the İş K. md. 17 notice
 * periods, and the refusals.
 */
import { describe, expect, it } from "vitest";
import { ihbar, kidem, noticeWeeks, type SeveranceInput, serviceLength } from "#app/.server/tax/calculators/severance.ts";
import { resolveYear, WageFiguresError, wageMonth } from "#app/.server/tax/calculators/wage.ts";
import {
  KIDEM_CEILINGS_2025_2026,
  STAMP_DUTY_2025_2026,
  WAGE_FIGURES_2025,
  WAGE_FIGURES_2026,
} from "#app/.server/tax/calculators/wage-figures-2025-2026.ts";
import { formatMoney, type Money, money } from "#app/.server/tax/money.ts";

const tl = (amount: Money) => formatMoney(amount);
const input = (start: string, exit: string, grossWage: number | string, benefits: number | string = 0): SeveranceInput => ({
  start,
  exit,
  grossWage: money(grossWage),
  benefits: money(benefits),
});
const kidemOf = (start: string, exit: string, grossWage: number | string, benefits: number | string = 0) =>
  kidem(input(start, exit, grossWage, benefits), KIDEM_CEILINGS_2025_2026, STAMP_DUTY_2025_2026);

describe("the worked examples of wage-reference §9 and issue 27's acceptance figures", () => {
  it("E11: 65.000 TL, exactly 10 years, exit in December 2025 — tavan 53.919,68, brüt 539.196,80, DV 4.092,50, net 535.104,30", () => {
    const result = kidemOf("2015-12-31", "2025-12-31", 65_000);
    expect(result.service).toMatchObject({ years: 10, daysAfterYears: 0 });
    expect(result.ceilingApplied).toBe(true);
    expect([tl(result.base), tl(result.gross), tl(result.stampDuty), tl(result.net)]).toEqual([
      "53.919,68",
      "539.196,80",
      "4.092,50",
      "535.104,30",
    ]);
    expect(result.ceilingSource).toMatch(/^wage-reference §7\.1: HMB KMYDGM 2025 Yılı Temmuz/);
    // Any exit in July–December 2025 uses the same tavan.
    expect(tl(kidemOf("2015-12-15", "2025-12-15", 65_000).net)).toBe("535.104,30");
  });

  it("E12: the same worker with an exit in January 2026 (issue 27's 15.01.2016 → 15.01.2026) — tavan 64.948,77, brüt 649.487,70, DV 4.929,61, net 644.558,09", () => {
    const result = kidemOf("2016-01-15", "2026-01-15", 65_000);
    expect(result.service).toMatchObject({ years: 10, daysAfterYears: 0 });
    expect([tl(result.base), tl(result.gross), tl(result.stampDuty), tl(result.net)]).toEqual([
      "64.948,77",
      "649.487,70",
      "4.929,61",
      "644.558,09",
    ]);
    // N20: a 100.000 TL wage gives the same brüt, the tavan being the limit.
    expect(tl(kidemOf("2016-01-15", "2026-01-15", 100_000).gross)).toBe("649.487,70");
  });

  it("E14 (illustration on n/c assumptions): 8 weeks' ihbar on 100.000 TL paid with the January 2026 wage", () => {
    const resolved = resolveYear(WAGE_FIGURES_2026);
    const january = wageMonth(resolved, 1, money(100_000), money(0));
    const result = ihbar(
      input("2022-01-15", "2026-01-31", 100_000),
      january.cumulativeBase,
      WAGE_FIGURES_2026.tariff,
      STAMP_DUTY_2025_2026,
    );
    expect([result.weeks, result.days]).toEqual([8, 56]);
    // 100.000 / 30 × 56 = 186.666,666… → 186.666,67; GV T(271.666,67) − T(85.000) = 44.833,33 − 12.750 = 32.083,33.
    expect([tl(result.gross), tl(result.cumulativeBase), tl(result.incomeTax), tl(result.stampDuty), tl(result.net)]).toEqual([
      "186.666,67",
      "271.666,67",
      "32.083,33",
      "1.416,80",
      "153.166,54",
    ]);
    // E14's month totals: GV 44.833,33 − 4.211,33 = 40.622,00; DV 2.175,80 − 250,70 = 1.925,10.
    expect(tl(january.payableTax.plus(result.incomeTax))).toBe("40.622,00");
    expect(tl(january.payableStampDuty.plus(result.stampDuty))).toBe("1.925,10");
  });
});

describe("kıdem: the day count, the tavan and the one-year minimum", () => {
  it("counts full years on anniversaries and the rest as days/365", () => {
    expect(serviceLength("2016-01-15", "2026-01-15")).toEqual({ years: 10, daysAfterYears: 0, months: 120, daysAfterMonths: 0 });
    expect(serviceLength("2016-01-15", "2026-03-01")).toEqual({ years: 10, daysAfterYears: 45, months: 121, daysAfterMonths: 14 });
    // The exit day is not added: 01.01.2016 → 31.12.2025 is 9 years and 364 days, not 10 years.
    expect(serviceLength("2016-01-01", "2025-12-31")).toMatchObject({ years: 9, daysAfterYears: 364 });
    // 29 February: its anniversary is 28 February in other years.
    expect(serviceLength("2024-02-29", "2025-02-28")).toMatchObject({ years: 1, daysAfterYears: 0 });
    expect(serviceLength("2024-01-31", "2024-02-29")).toMatchObject({ months: 1, daysAfterMonths: 0 });
    // 64.948,77 × (10 + 45/365) = 657.495,08; DV 4.990,39.
    const result = kidemOf("2016-01-15", "2026-03-01", 65_000);
    expect([tl(result.gross), tl(result.stampDuty), tl(result.net)]).toEqual(["657.495,08", "4.990,39", "652.504,69"]);
  });

  it("uses the giydirilmiş wage (wage + regular benefits) below the tavan", () => {
    const result = kidemOf("2016-01-15", "2026-01-15", 50_000, 10_000);
    expect(result.ceilingApplied).toBe(false);
    expect([tl(result.dressedWage), tl(result.base), tl(result.gross), tl(result.stampDuty), tl(result.net)]).toEqual([
      "60.000,00",
      "60.000,00",
      "600.000,00",
      "4.554,00",
      "595.446,00",
    ]);
    // 40.000 × (2 + 181/365) = 99.835,62, under the second-half 2026 tavan (73.729,87, graded S1).
    const partYear = kidemOf("2024-01-01", "2026-07-01", 40_000);
    expect([tl(partYear.gross), tl(partYear.stampDuty), tl(partYear.net)]).toEqual(["99.835,62", "757,75", "99.077,87"]);
    expect(partYear.ceilingEvidence).toEqual(["S1"]);
  });

  it("takes the tavan in force on the exit date, half-year by half-year", () => {
    const wage = 100_000;
    expect(
      ["2025-06-30", "2025-07-01", "2025-12-31", "2026-01-01", "2026-06-30", "2026-07-01"].map((exit) =>
        tl(kidemOf("2015-01-01", exit, wage).base),
      ),
    ).toEqual(["46.655,43", "53.919,68", "53.919,68", "64.948,77", "64.948,77", "73.729,87"]);
  });

  it("pays nothing under one full year, and pays from exactly one year", () => {
    const short = kidemOf("2025-06-01", "2026-05-31", 65_000);
    expect([short.entitled, short.gross.isZero(), short.net.isZero()]).toEqual([false, true, true]);
    const oneYear = kidemOf("2025-06-01", "2026-06-01", 65_000);
    expect([oneYear.entitled, tl(oneYear.gross)]).toEqual([true, "64.948,77"]);
  });

  it("refuses an exit date no tavan covers, an exit before the start, and a non-positive wage", () => {
    expect(() => kidemOf("2020-01-01", "2027-01-04", 65_000)).toThrow(WageFiguresError);
    expect(() => kidemOf("2020-01-01", "2024-12-31", 65_000)).toThrow(/No kıdem tazminatı tavanı is in force on 2024-12-31/);
    expect(() => kidemOf("2026-02-01", "2026-01-31", 65_000)).toThrow(RangeError);
    expect(() => kidemOf("2020-01-01", "2026-01-31", 0)).toThrow(RangeError);
    expect(() => kidemOf("2020-01-01", "2026-02-30", 65_000)).toThrow(RangeError);
  });

  it("returns its assumptions (day count, n/c items on ihbar) as data for the page", () => {
    const keys = kidemOf("2016-01-15", "2026-01-15", 65_000).assumptions.map((assumption) => assumption.key);
    expect(keys).toEqual(["gun-sayimi", "kidem-tavan", "ihbar-gunluk", "ihbar-sgk", "ihbar-istisna"]);
  });
});

describe("ihbar: İş K. md. 17 notice periods and the tax", () => {
  it.each([
    ["2026-01-01", "2026-06-30", 2],
    ["2026-01-01", "2026-07-01", 4],
    ["2025-01-01", "2026-07-01", 4],
    ["2025-01-01", "2026-07-02", 6],
    ["2023-01-01", "2026-01-01", 6],
    ["2023-01-01", "2026-01-02", 8],
  ] as const)("%s → %s: %i weeks", (start, exit, weeks) => {
    expect(noticeWeeks(serviceLength(start, exit))).toBe(weeks);
  });

  it("taxes the ihbar on the year's cumulative base with the exit year's tariff: two weeks at the start of 2025", () => {
    const result = ihbar(input("2024-12-01", "2025-02-28", 60_000, 6_000), money(0), WAGE_FIGURES_2025.tariff, STAMP_DUTY_2025_2026);
    // 66.000 / 30 × 14 = 30.800; 15 % GV 4.620; DV 30.800 × binde 7,59 = 233,772 → 233,77.
    expect([result.weeks, tl(result.gross), tl(result.incomeTax), tl(result.stampDuty), tl(result.net)]).toEqual([
      2,
      "30.800,00",
      "4.620,00",
      "233,77",
      "25.946,23",
    ]);
  });

  it("refuses a tariff of a year other than the exit's", () => {
    expect(() => ihbar(input("2020-01-01", "2026-01-31", 65_000), money(0), WAGE_FIGURES_2025.tariff, STAMP_DUTY_2025_2026)).toThrow(
      /tariff is for 2025, the exit is in 2026/,
    );
  });
});
