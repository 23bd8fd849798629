/**
 * The wage rules (wage.ts) on the figures of wage-reference.md
 * (wage-figures-2025-2026.ts): the minimum wage's istisna tables of §6, every
 * wage worked example of §9 (E1–E10, E13), issue 27's acceptance figures, the
 * refusals, and properties over generated wages.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type EmployerCostYear, employerCostYear, type TreasuryDiscountChoice } from "#app/.server/tax/calculators/employer-cost.ts";
import {
  resolveYear,
  WAGE_TOTAL_KEYS,
  WageFiguresError,
  type WageYearFigures,
  wageMonth,
  wageYear,
} from "#app/.server/tax/calculators/wage.ts";
import {
  KIDEM_CEILINGS_2025_2026,
  STAMP_DUTY_2025_2026,
  WAGE_FIGURES_2025,
  WAGE_FIGURES_2026,
} from "#app/.server/tax/calculators/wage-figures-2025-2026.ts";
import { grossesForNets, grossForNet } from "#app/.server/tax/calculators/wage-inverse.ts";
import { formatMoney, type Money, money } from "#app/.server/tax/money.ts";

const tl = (amount: Money) => formatMoney(amount);
const twelve = (gross: Money | number | string | null) => Array.from({ length: 12 }, () => (gross === null ? null : money(gross)));
const figuresOf = (year: 2025 | 2026) => (year === 2025 ? WAGE_FIGURES_2025 : WAGE_FIGURES_2026);
const costOf = (year: 2025 | 2026, gross: number | string, choice: TreasuryDiscountChoice): EmployerCostYear =>
  employerCostYear(figuresOf(year), twelve(gross), choice);

describe("the figures fixture (wage-reference §1–§5)", () => {
  it("gives every figure a source naming the reference's section and at least one evidence mark", () => {
    for (const figures of [WAGE_FIGURES_2025, WAGE_FIGURES_2026]) {
      const sourced = [
        ...figures.minimumWage,
        ...figures.sgkLimits,
        ...figures.employeeRates,
        ...figures.employerRates,
        ...figures.treasuryDiscount,
        ...figures.stampDuty,
        figures.tariff,
        ...figures.minimumWageSupport,
        ...KIDEM_CEILINGS_2025_2026,
        ...STAMP_DUTY_2025_2026,
      ];
      for (const figure of sourced) {
        expect(figure.source).toMatch(/^wage-reference §\d/);
        expect(figure.evidence.length).toBeGreaterThan(0);
        // Nothing in the reference is graded [P] (its "Important" note).
        expect(figure.evidence).not.toContain("P");
      }
    }
  });

  it("derives the monthly minimum wage from the daily one (§1 [A]: 1.101 × 30, 866,85 × 30) and the 2026 tavan as 9 × taban (§2)", () => {
    for (const figures of [WAGE_FIGURES_2025, WAGE_FIGURES_2026]) {
      const [wage] = figures.minimumWage;
      expect(money(wage!.dailyGross).times(30).eq(wage!.monthlyGross)).toBe(true);
    }
    expect(WAGE_FIGURES_2026.sgkLimits[0]!.ceiling).toBe("297270.00");
    expect(money("33030").times(9).eq("297270")).toBe(true);
    // §2 trap: 2025's tavan is 6.501,38 × 30, not 7,5 × 26.005,50 = 195.041,25.
    expect(money("6501.38").times(30).eq(WAGE_FIGURES_2025.sgkLimits[0]!.ceiling)).toBe(true);
  });
});

describe("the minimum wage's own istisna, month by month (wage-reference §6 tables)", () => {
  it("2026: 4.211,33 January–June, 4.537,75 in July (GİB's figure of 04.08.2026), 5.615,10 August–December, 57.881,23 a year", () => {
    const resolved = resolveYear(WAGE_FIGURES_2026);
    expect(resolved.minimumWageTax.map(tl)).toEqual([...Array(6).fill("4.211,33"), "4.537,75", ...Array(5).fill("5.615,10")]);
    expect(tl(resolved.minimumWageTax.reduce((sum, x) => sum.plus(x), money(0)))).toBe("57.881,23");
    expect(resolved.minimumWageStampDuty.map(tl)).toEqual(Array(12).fill("250,70"));
    expect(tl(resolved.minimumWageStampDuty.reduce((sum, x) => sum.plus(x), money(0)))).toBe("3.008,40");
  });

  it("2025: 3.315,70 January–July, 4.257,57 in August, 4.420,93 September–December, 45.151,19 a year", () => {
    const resolved = resolveYear(WAGE_FIGURES_2025);
    expect(resolved.minimumWageTax.map(tl)).toEqual([...Array(7).fill("3.315,70"), "4.257,57", ...Array(4).fill("4.420,93")]);
    expect(tl(resolved.minimumWageTax.reduce((sum, x) => sum.plus(x), money(0)))).toBe("45.151,19");
    expect(resolved.minimumWageStampDuty.map(tl)).toEqual(Array(12).fill("197,38"));
    expect(tl(resolved.minimumWageStampDuty.reduce((sum, x) => sum.plus(x), money(0)))).toBe("2.368,56");
  });
});

describe("the worked examples of wage-reference §9", () => {
  it("E1: the 2026 minimum wage nets 28.075,50 every month, with no GV or DV to pay: the computed GV equals the istisna", () => {
    const year = wageYear(WAGE_FIGURES_2026, twelve("33030"));
    for (const month of year.months) {
      expect(tl(month.net)).toBe("28.075,50");
      expect(tl(month.sgkEmployee)).toBe("4.624,20");
      expect(tl(month.unemploymentEmployee)).toBe("330,30");
      expect(month.payableTax.isZero()).toBe(true);
      expect(month.payableStampDuty.isZero()).toBe(true);
      expect(month.computedTax.eq(month.minimumWageTax)).toBe(true);
      expect(month.flags).toEqual({
        crossedBracket: month.month === 7,
        aboveSgkCeiling: false,
        belowSgkFloor: false,
        belowMinimumWage: false,
      });
    }
  });

  it("E2: the 2025 minimum wage nets 22.104,67 every month", () => {
    const year = wageYear(WAGE_FIGURES_2025, twelve("26005.50"));
    expect(year.months.map((month) => tl(month.net))).toEqual(Array(12).fill("22.104,67"));
    expect(year.months.every((month) => month.payableTax.isZero() && month.payableStampDuty.isZero())).toBe(true);
  });

  it("E3: the 2026 minimum wage costs 40.874,63 / 40.214,03 / 39.223,13 (no indirim / 2 points / 5 points imalat)", () => {
    const expected = [
      ["none", "7.184,03", "40.874,63"],
      ["standard", "6.523,43", "40.214,03"],
      ["manufacturing", "5.532,53", "39.223,13"],
    ] as const;
    for (const [choice, sgk, cost] of expected) {
      const month = costOf(2026, "33030", choice).months[0]!;
      expect([tl(month.employerSgk), tl(month.employerUnemployment), tl(month.cost)]).toEqual([sgk, "660,60", cost]);
    }
  });

  it("E4: the 2025 minimum wage costs 31.921,75 without indirim, 30.621,48 with 5 points (January, or imalat) and 30.881,53 with 4 points (February on)", () => {
    expect(costOf(2025, "26005.50", "none").months.map((month) => tl(month.cost))).toEqual(Array(12).fill("31.921,75"));
    expect(costOf(2025, "26005.50", "manufacturing").months.map((month) => tl(month.cost))).toEqual(Array(12).fill("30.621,48"));
    const standard = costOf(2025, "26005.50", "standard").months;
    expect(standard.map((month) => tl(month.cost))).toEqual(["30.621,48", ...Array(11).fill("30.881,53")]);
    expect(standard.map((month) => month.discountRate.toString())).toEqual(["0.05", ...Array(11).fill("0.04")]);
  });

  it("E5: 100.000 TL in January 2026 — SGK 14.000, işsizlik 1.000, matrah 85.000, GV 12.750 − 4.211,33, DV 759 − 250,70, net 75.953,03", () => {
    const january = wageYear(WAGE_FIGURES_2026, twelve(100_000)).months[0]!;
    expect({
      sgk: tl(january.sgkEmployee),
      unemployment: tl(january.unemploymentEmployee),
      taxBase: tl(january.taxBase),
      computedTax: tl(january.computedTax),
      exemption: tl(january.taxExemption),
      payableTax: tl(january.payableTax),
      stampDuty: tl(january.stampDuty),
      stampDutyExemption: tl(january.stampDutyExemption),
      payableStampDuty: tl(january.payableStampDuty),
      net: tl(january.net),
    }).toEqual({
      sgk: "14.000,00",
      unemployment: "1.000,00",
      taxBase: "85.000,00",
      computedTax: "12.750,00",
      exemption: "4.211,33",
      payableTax: "8.538,67",
      stampDuty: "759,00",
      stampDutyExemption: "250,70",
      payableStampDuty: "508,30",
      net: "75.953,03",
    });
  });

  it("E6: 100.000 TL all through 2026 — the month-by-month nets, the bracket crossings in March and May, and a year of 833.881,63", () => {
    const year = wageYear(WAGE_FIGURES_2026, twelve(100_000));
    expect(year.months.map((month) => tl(month.net))).toEqual([
      "75.953,03",
      "75.953,03",
      "72.703,03",
      "71.703,03",
      "69.953,03",
      "65.753,03",
      "66.079,45",
      ...Array(5).fill("67.156,80"),
    ]);
    expect(year.months.filter((month) => month.flags.crossedBracket).map((month) => month.month)).toEqual([3, 5]);
    expect(year.months[2]!.taxRates.map(String)).toEqual(["0.15", "0.2"]);
    expect(year.months[6]!.taxExemption.toString()).toBe("4537.75");
    expect(tl(year.months[11]!.cumulativeBase)).toBe("1.020.000,00");
    expect(tl(year.totals.net)).toBe("833.881,63");
  });

  it("E7: 100.000 TL in 2026 costs the employer 123.750 / 121.750 / 118.750", () => {
    expect((["none", "standard", "manufacturing"] as const).map((choice) => tl(costOf(2026, 100_000, choice).months[0]!.cost))).toEqual([
      "123.750,00",
      "121.750,00",
      "118.750,00",
    ]);
  });

  it("E8: 50.000 TL in January 2026 — GV 6.375 − 4.211,33 = 2.163,67, DV 128,80, net 40.207,53", () => {
    const january = wageYear(WAGE_FIGURES_2026, twelve(50_000)).months[0]!;
    expect([tl(january.computedTax), tl(january.payableTax), tl(january.payableStampDuty), tl(january.net)]).toEqual([
      "6.375,00",
      "2.163,67",
      "128,80",
      "40.207,53",
    ]);
  });

  it("E9: 350.000 TL in January 2026, above the tavan — premiums on 297.270, GV 51.581,90 − 4.211,33, DV 2.405,80, net 255.633,13", () => {
    const january = wageYear(WAGE_FIGURES_2026, twelve(350_000)).months[0]!;
    expect([
      tl(january.pek),
      tl(january.sgkEmployee),
      tl(january.unemploymentEmployee),
      tl(january.taxBase),
      tl(january.computedTax),
      tl(january.payableTax),
      tl(january.payableStampDuty),
      tl(january.net),
    ]).toEqual(["297.270,00", "41.617,80", "2.972,70", "305.409,50", "51.581,90", "47.370,57", "2.405,80", "255.633,13"]);
    expect(january.flags.aboveSgkCeiling).toBe(true);
    // 305.409,50 passes 190.000: taxed at 15 and 20 %.
    expect(january.flags.crossedBracket).toBe(true);
  });

  it("E10: 100.000 TL in January 2025 — GV 12.750 − 3.315,70 = 9.434,30, DV 759 − 197,38 = 561,62, net 75.004,08", () => {
    const january = wageYear(WAGE_FIGURES_2025, twelve(100_000)).months[0]!;
    expect([tl(january.payableTax), tl(january.payableStampDuty), tl(january.net)]).toEqual(["9.434,30", "561,62", "75.004,08"]);
  });

  it("E13: a target net of 75.953,03 in January 2026 needs exactly 100.000,00 brüt", () => {
    expect(tl(grossForNet(resolveYear(WAGE_FIGURES_2026), 1, money("75953.03"), money(0))!)).toBe("100.000,00");
  });

  it("E13 over the year: E6's twelve nets solve back to 100.000,00 each month, month by month on the cumulative base", () => {
    const nets = wageYear(WAGE_FIGURES_2026, twelve(100_000)).months.map((month) => month.net);
    const solved = grossesForNets(WAGE_FIGURES_2026, nets);
    expect(solved.grosses.map((gross) => (gross ? tl(gross) : gross))).toEqual(Array(12).fill("100.000,00"));
    expect(tl(solved.year!.totals.net)).toBe("833.881,63");
  });
});

describe("issue 27's acceptance figures", () => {
  it("100.000 TL brüt in 2026: January 75.953,03, July 66.079,45, December 67.156,80, year 833.881,63", () => {
    const year = wageYear(WAGE_FIGURES_2026, twelve(100_000));
    expect([tl(year.months[0]!.net), tl(year.months[6]!.net), tl(year.months[11]!.net), tl(year.totals.net)]).toEqual([
      "75.953,03",
      "66.079,45",
      "67.156,80",
      "833.881,63",
    ]);
  });

  it("33.030 TL gives 28.075,50 every month", () => {
    expect(wageYear(WAGE_FIGURES_2026, twelve(33_030)).months.map((month) => tl(month.net))).toEqual(Array(12).fill("28.075,50"));
  });

  it("a target net of 75.953,03 in January gives 100.000,00 brüt", () => {
    const solved = grossesForNets(WAGE_FIGURES_2026, [money("75953.03"), ...Array(11).fill(null)]);
    expect(tl(solved.grosses[0]!)).toBe("100.000,00");
  });

  it("the 2026 employer cost of the minimum wage without an indirim is 40.874,63", () => {
    expect(tl(costOf(2026, 33_030, "none").months[0]!.cost)).toBe("40.874,63");
  });
});

describe("months, flags and the year", () => {
  it("a wage below the minimum wage is computed on the SGK taban and flagged; the istisna is capped at the computed tax", () => {
    const january = wageYear(WAGE_FIGURES_2026, twelve(30_000)).months[0]!;
    expect(january.flags).toMatchObject({ belowMinimumWage: true, belowSgkFloor: true, aboveSgkCeiling: false });
    expect([tl(january.pek), tl(january.sgkEmployee), tl(january.unemploymentEmployee), tl(january.taxBase)]).toEqual([
      "33.030,00",
      "4.624,20",
      "330,30",
      "25.045,50",
    ]);
    // 25.045,50 × 15 % = 3.756,825 → 3.756,83, below the month's 4.211,33: the istisna applied is 3.756,83.
    expect([tl(january.computedTax), tl(january.minimumWageTax), tl(january.taxExemption), tl(january.payableTax)]).toEqual([
      "3.756,83",
      "4.211,33",
      "3.756,83",
      "0,00",
    ]);
    // DV 30.000 × binde 7,59 = 227,70, below the 250,70 istisna.
    expect([tl(january.stampDuty), tl(january.stampDutyExemption), tl(january.payableStampDuty)]).toEqual(["227,70", "227,70", "0,00"]);
    expect(tl(january.net)).toBe("25.045,50");
  });

  it("a job started in July after an employer who built a 510.000 base gives E6's July–December nets", () => {
    const grosses = [...twelve(null).slice(0, 6), ...twelve(100_000).slice(6)];
    const year = wageYear(WAGE_FIGURES_2026, grosses, money(510_000));
    expect(year.months.slice(0, 6).every((month) => !month.paid && month.net.isZero() && month.cumulativeBase.eq(510_000))).toBe(true);
    expect(year.months.slice(6).map((month) => tl(month.net))).toEqual(["66.079,45", ...Array(5).fill("67.156,80")]);
    expect(tl(year.totals.gross)).toBe("600.000,00");
  });

  it("a different wage each month: a bonus month crosses brackets and is flagged, the others are not", () => {
    const grosses = twelve(60_000);
    grosses[3] = money(300_000);
    const year = wageYear(WAGE_FIGURES_2026, grosses);
    const april = year.months[3]!;
    // Before April: 3 × 51.000 = 153.000; April's premiums on the tavan 297.270: matrah 300.000 − 41.617,80 − 2.972,70
    // = 255.409,50, so the base goes to 408.409,50 past 190.000 and 400.000.
    expect(tl(april.taxBase)).toBe("255.409,50");
    expect(april.taxRates.map(String)).toEqual(["0.15", "0.2", "0.27"]);
    expect(april.flags).toMatchObject({ crossedBracket: true, aboveSgkCeiling: true });
    // (190.000 − 153.000) × 15 % + 210.000 × 20 % + 8.409,50 × 27 % = 5.550 + 42.000 + 2.270,565 = 49.820,565 → 49.820,57
    expect(tl(april.computedTax)).toBe("49.820,57");
    expect(year.months.filter((month) => month.flags.crossedBracket).map((month) => month.month)).toEqual([4]);
  });

  it("employer cost: the Hazine indirimi comes off the SGK share only; the asgari ücret desteği is shown apart, never subtracted", () => {
    const cost = costOf(2026, 33_030, "standard");
    const january = cost.months[0]!;
    expect([tl(january.employerSgkFull), tl(january.treasuryDiscount), tl(january.employerSgk)]).toEqual([
      "7.184,03",
      "660,60",
      "6.523,43",
    ]);
    expect(tl(cost.totals.cost)).toBe(tl(money("40214.03").times(12)));
    expect(cost.minimumWageSupport).toMatchObject({ months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    expect(tl(cost.minimumWageSupport!.monthlyAmount)).toBe("1.270,00");
    expect(tl(cost.minimumWageSupport!.total)).toBe("15.240,00");
    expect(cost.minimumWageSupport!.conditions).toMatch(/en düşük 4\/a sigortalı sayısının altına/);
    // 2025: the reference gives the amount (1.000 TL) but no conditions, so the support is not returned.
    expect(costOf(2025, "26005.50", "none").minimumWageSupport).toBeUndefined();
  });

  it("employer cost above the tavan: premiums on 297.270 only", () => {
    const january = costOf(2026, 350_000, "none").months[0]!;
    // 297.270 × 21,75 % = 64.656,225 → 64.656,23; × 2 % = 5.945,40
    expect([tl(january.pek), tl(january.employerSgk), tl(january.employerUnemployment), tl(january.cost)]).toEqual([
      "297.270,00",
      "64.656,23",
      "5.945,40",
      "420.601,63",
    ]);
  });

  it("states its full-month and single-employer assumptions as data", () => {
    expect(wageYear(WAGE_FIGURES_2026, twelve(100_000)).assumptions.map((assumption) => assumption.key)).toEqual(["tam-ay", "tek-isveren"]);
  });
});

describe("refusals", () => {
  it("refuses a month no figure covers, never using another year's figure", () => {
    const borrowed: WageYearFigures = { ...WAGE_FIGURES_2025, year: 2026, tariff: { ...WAGE_FIGURES_2025.tariff, year: 2026 } };
    expect(() => wageYear(borrowed, twelve(100_000))).toThrow(WageFiguresError);
    const gap: WageYearFigures = {
      ...WAGE_FIGURES_2026,
      treasuryDiscount: [{ ...WAGE_FIGURES_2026.treasuryDiscount[0]!, validTo: "2026-06-30" }],
    };
    expect(() => wageYear(gap, twelve(100_000))).toThrow(/Hazine indirimi covers 2026-07/);
    const midMonth: WageYearFigures = { ...WAGE_FIGURES_2026, stampDuty: [{ ...STAMP_DUTY_2025_2026[1]!, validFrom: "2026-01-15" }] };
    expect(() => wageYear(midMonth, twelve(100_000))).toThrow(/damga vergisi rate covers 2026-01/);
  });

  it("refuses a tariff of another year and malformed figures", () => {
    expect(() => wageYear({ ...WAGE_FIGURES_2026, tariff: WAGE_FIGURES_2025.tariff }, twelve(100_000))).toThrow(/tariff is for 2025/);
    const badRate: WageYearFigures = { ...WAGE_FIGURES_2026, employeeRates: [{ ...WAGE_FIGURES_2026.employeeRates[0]!, sgk: "14" }] };
    expect(() => wageYear(badRate, twelve(100_000))).toThrow(WageFiguresError);
  });

  it("refuses a non-positive gross, fractions of a kuruş, and other than twelve months", () => {
    const resolved = resolveYear(WAGE_FIGURES_2026);
    expect(() => wageMonth(resolved, 1, money(0), money(0))).toThrow(RangeError);
    expect(() => wageMonth(resolved, 1, money("100.001"), money(0))).toThrow(RangeError);
    expect(() => wageMonth(resolved, 13, money(100), money(0))).toThrow(RangeError);
    expect(() => wageYear(WAGE_FIGURES_2026, twelve(100).slice(1))).toThrow(RangeError);
  });

  it("netten brüte says undefined for a net no gross reaches", () => {
    const resolved = resolveYear(WAGE_FIGURES_2026);
    // With 0,01 TL of gross the net is far below zero (premiums on the taban): a net of −10.000 is out of reach.
    expect(grossForNet(resolved, 1, money(-10_000), money(0))).toBeUndefined();
    const solved = grossesForNets(WAGE_FIGURES_2026, [money(-10_000), ...Array(11).fill(money(1000))]);
    expect(solved.grosses).toEqual(Array(12).fill(undefined));
    expect(solved.year).toBeUndefined();
  });
});

describe("properties", () => {
  const kurus = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => money(n).div(100));
  const context = fc.record({
    year: fc.constantFrom<2025 | 2026>(2025, 2026),
    month: fc.integer({ min: 1, max: 12 }),
    base: fc.oneof(fc.constant(money(0)), kurus(0, 6_000_000)),
  });
  const resolved = { 2025: resolveYear(WAGE_FIGURES_2025), 2026: resolveYear(WAGE_FIGURES_2026) };

  it("net never falls as gross rises by 10 kuruş or more within a month", () => {
    fc.assert(
      fc.property(context, kurus(1_000, 1_000_000), kurus(0.1, 50_000), ({ year, month, base }, gross, step) => {
        const lower = wageMonth(resolved[year], month, gross, base).net;
        const higher = wageMonth(resolved[year], month, gross.plus(step), base).net;
        expect(higher.gte(lower)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("a kuruş more of gross moves the net by at most one kuruş either way (kuruş rounding of four deductions)", () => {
    fc.assert(
      fc.property(context, kurus(1_000, 1_000_000), ({ year, month, base }, gross) => {
        const change = wageMonth(resolved[year], month, gross.plus("0.01"), base).net.minus(
          wageMonth(resolved[year], month, gross, base).net,
        );
        expect(change.abs().lte("0.01")).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // The dip does happen: in January 2026, 40.005,93 TL nets one kuruş less than 40.005,92 TL
    // (SGK 5.600,83 both; GV 5.100,75 → 5.100,76 and DV 303,64 → 303,65 both tick up).
    const at = (gross: string) => tl(wageMonth(resolved[2026], 1, money(gross), money(0)).net);
    expect([at("40005.92"), at("40005.93")]).toEqual(["33.062,67", "33.062,66"]);
  });

  it("net → brüt → net is the identity to the kuruş, and the brüt found is the smallest that gives the net", () => {
    fc.assert(
      fc.property(context, kurus(1_000, 2_000_000), ({ year, month, base }, gross) => {
        const target = wageMonth(resolved[year], month, gross, base).net;
        const found = grossForNet(resolved[year], month, target, base);
        expect(found).toBeDefined();
        expect(found!.lte(gross)).toBe(true);
        expect(wageMonth(resolved[year], month, found!, base).net.eq(target)).toBe(true);
        if (found!.gt("0.01")) expect(wageMonth(resolved[year], month, found!.minus("0.01"), base).net.eq(target)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("any net target in kuruş is reached exactly (the rounded net skips no kuruş)", () => {
    fc.assert(
      fc.property(context, kurus(1, 1_500_000), ({ year, month, base }, target) => {
        const found = grossForNet(resolved[year], month, target, base);
        expect(found).toBeDefined();
        expect(wageMonth(resolved[year], month, found!, base).net.eq(target)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  const yearInput = fc.record({
    year: fc.constantFrom<2025 | 2026>(2025, 2026),
    grosses: fc.array(fc.option(kurus(1_000, 800_000), { nil: null, freq: 5 }), { minLength: 12, maxLength: 12 }),
    previousBase: fc.oneof(fc.constant(money(0)), kurus(0, 3_000_000)),
    choice: fc.constantFrom<TreasuryDiscountChoice>("none", "standard", "manufacturing"),
  });

  it("the istisna never exceeds the computed tax nor the DV istisna the DV, and nothing payable is negative", () => {
    fc.assert(
      fc.property(yearInput, ({ year, grosses, previousBase }) => {
        for (const month of wageYear(figuresOf(year), grosses, previousBase).months) {
          expect(month.taxExemption.lte(month.computedTax)).toBe(true);
          expect(month.taxExemption.lte(month.minimumWageTax)).toBe(true);
          expect(month.stampDutyExemption.lte(month.stampDuty)).toBe(true);
          expect(month.payableTax.isNeg() || month.payableStampDuty.isNeg()).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the year's totals equal the sum of its months, and each month's net is its gross less its deductions", () => {
    fc.assert(
      fc.property(yearInput, ({ year, grosses, previousBase, choice }) => {
        const wages = wageYear(figuresOf(year), grosses, previousBase);
        for (const key of WAGE_TOTAL_KEYS) {
          expect(wages.totals[key].eq(wages.months.reduce((sum, month) => sum.plus(month[key]), money(0)))).toBe(true);
        }
        for (const month of wages.months) {
          const deductions = month.sgkEmployee.plus(month.unemploymentEmployee).plus(month.payableTax).plus(month.payableStampDuty);
          expect(month.net.eq(month.gross.minus(deductions))).toBe(true);
        }
        expect(wages.months.at(-1)!.cumulativeBase.eq(previousBase.plus(wages.totals.taxBase))).toBe(true);
        const cost = employerCostYear(figuresOf(year), grosses, choice);
        for (const key of ["gross", "employerSgk", "employerUnemployment", "cost"] as const) {
          expect(cost.totals[key].eq(cost.months.reduce((sum, month) => sum.plus(month[key]), money(0)))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
