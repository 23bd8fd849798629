/**
 * The wage result's words (wage-result.ts, wage-format.ts): the months a
 * wage falls below the minimum wage, said as a reader says them, each with
 * its own period's minimum wage.
 */
import { describe, expect, it } from "vitest";
import { wageYear } from "#app/.server/tax/calculators/wage.ts";
import type { WageYearLoad } from "#app/.server/tax/calculators/wage-data.ts";
import { WAGE_FIGURES_2026 } from "#app/.server/tax/calculators/wage-figures-2025-2026.ts";
import { inMonths } from "#app/.server/tax/calculators/wage-format.ts";
import { type WageInput, wageResult } from "#app/.server/tax/calculators/wage-result.ts";
import { money } from "#app/.server/tax/money.ts";

describe("inMonths", () => {
  it.each([
    [[3], "Mart ayında"],
    [[1, 2], "Ocak ve Şubat aylarında"],
    [[1, 3, 5], "Ocak, Mart ve Mayıs aylarında"],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "Ocak–Aralık aylarında"],
    [[1, 2, 3, 5, 6, 7, 8, 12], "Ocak–Mart, Mayıs–Ağustos ve Aralık aylarında"],
    [[4, 5, 9], "Nisan, Mayıs ve Eylül aylarında"],
  ])("%j → %s", (months, words) => {
    expect(inMonths(months)).toBe(words);
  });
});

const load = (figures: typeof WAGE_FIGURES_2026): Extract<WageYearLoad, { ok: true }> => ({
  ok: true,
  figures,
  sets: [],
  supportSets: [],
});

function warningsOf(figures: typeof WAGE_FIGURES_2026, grosses: (number | null)[]): string[] {
  const input: WageInput = {
    year: 2026,
    mode: "brut",
    main: money(grosses[0] ?? 0),
    monthAmounts: grosses.map((gross) => (gross === null ? null : money(gross))),
    previousBase: money(0),
    discount: "none",
  };
  const wage = wageYear(
    figures,
    input.monthAmounts.map((amount) => amount ?? null),
  );
  const outcome = wageResult(input, load(figures), wage);
  if (outcome.state !== "result") throw new Error(`expected a result, got ${outcome.state}`);
  return outcome.result.warnings;
}

const below = (warnings: string[]) => warnings.filter((warning) => warning.includes("asgari ücretinin"));

describe("a wage below the minimum wage", () => {
  it("names a whole year as one run of months, not twelve names", () => {
    expect(below(warningsOf(WAGE_FIGURES_2026, Array(12).fill(20_000)))).toEqual([
      "Ocak–Aralık aylarında brüt ücret o ayın asgari ücretinin (33.030,00\u00a0TL) altında: hesap bu tutarla yapıldı; SGK primleri prime esas kazanç alt sınırı üzerinden alınır.",
    ]);
  });

  it("names only the months below it", () => {
    const grosses = [20_000, 50_000, 20_000, ...Array(9).fill(50_000)];
    expect(below(warningsOf(WAGE_FIGURES_2026, grosses))).toEqual([
      expect.stringMatching(/^Ocak ve Mart aylarında brüt ücret o ayın asgari ücretinin \(33\.030,00\u00a0TL\) altında/),
    ]);
  });

  it("gives each period of a mid-year raise its own minimum wage", () => {
    // An invented raise in July, as the office would enter one in Vergi verileri.
    const [wage] = WAGE_FIGURES_2026.minimumWage;
    const raised = {
      ...WAGE_FIGURES_2026,
      minimumWage: [
        { ...wage!, validTo: "2026-06-30" },
        { ...wage!, validFrom: "2026-07-01", dailyGross: "1200.00", monthlyGross: "36000.00" },
      ],
    };
    // 34.000 TL is above the first half's minimum wage and below the second's.
    expect(below(warningsOf(raised, [20_000, ...Array(11).fill(34_000)]))).toEqual([
      expect.stringMatching(/^Ocak ayında brüt ücret o ayın asgari ücretinin \(33\.030,00\u00a0TL\) altında/),
      expect.stringMatching(/^Temmuz–Aralık aylarında brüt ücret o ayın asgari ücretinin \(36\.000,00\u00a0TL\) altında/),
    ]);
  });
});
