/**
 * İşverene maliyeti (wage-reference.md): the employer's SGK and işsizlik
 * shares on the PEK of each month, the Hazine indirimi by choice and period,
 * and the year's cost. The asgari ücret desteği is returned apart, with its
 * conditions, never folded into the cost. Pure, like wage.ts, whose figures
 * and resolved year it takes.
 */
import {
  amount,
  checkTwelve,
  inForce,
  max,
  min,
  type ResolvedYear,
  resolveYear,
  totalsOf,
  type WageYearFigures,
} from "#app/.server/tax/calculators/wage.ts";
import type { Evidence } from "#app/.server/tax/calculators/wage-figure-types.ts";
import { type Money, money, toKurus } from "#app/.server/tax/money.ts";

/** None; the general Hazine indirimi (2026: 2 points; 2025: 5 in January, 4 from February); imalat (5 points). */
export type TreasuryDiscountChoice = "none" | "standard" | "manufacturing";

export interface EmployerCostMonth {
  month: number;
  paid: boolean;
  gross: Money;
  pek: Money;
  /** The employer's SGK rate before the indirim, and the indirim in points (as a rate). */
  employerSgkRate: Money;
  discountRate: Money;
  /** PEK × rate, before the indirim. */
  employerSgkFull: Money;
  /** employerSgkFull − employerSgk. */
  treasuryDiscount: Money;
  /** PEK × (rate − indirim), rounded: what the employer pays (wage-reference §9 employer-cost formula). */
  employerSgk: Money;
  employerUnemployment: Money;
  /** gross + employerSgk + employerUnemployment. */
  cost: Money;
}

export const EMPLOYER_TOTAL_KEYS = ["gross", "employerSgkFull", "treasuryDiscount", "employerSgk", "employerUnemployment", "cost"] as const;
export type EmployerTotals = Record<(typeof EMPLOYER_TOTAL_KEYS)[number], Money>;

export interface MinimumWageSupport {
  /** Months it would be paid for (paid months inside a support period that states its conditions). */
  months: number[];
  monthlyAmount: Money;
  total: Money;
  conditions: string;
  source: string;
  evidence: readonly Evidence[];
}

export interface EmployerCostYear {
  year: number;
  choice: TreasuryDiscountChoice;
  months: EmployerCostMonth[];
  totals: EmployerTotals;
  /** Shown apart, never subtracted from the cost; undefined when the figures give no amount with conditions. */
  minimumWageSupport: MinimumWageSupport | undefined;
}

/**
 * Cost = gross + PEK × (employer SGK − indirim) + PEK × employer işsizlik,
 * each share rounded to the kuruş (wage-reference §3, §9). The indirim comes
 * off the SGK share only, never işsizlik (§3).
 */
export function employerCostMonth(resolved: ResolvedYear, month: number, gross: Money, choice: TreasuryDiscountChoice): EmployerCostMonth {
  const figures = resolved.months[month - 1];
  if (!figures) throw new RangeError(`Month ${month} is not 1–12.`);
  if (!gross.gt(0) || !gross.eq(toKurus(gross))) throw new RangeError("A gross wage is a positive amount in kuruş.");
  const pek = min(max(gross, figures.sgkFloor), figures.sgkCeiling);
  const discountRate = choice === "none" ? money(0) : choice === "standard" ? figures.discountStandard : figures.discountManufacturing;
  const employerSgkFull = toKurus(pek.times(figures.employerSgk));
  const employerSgk = toKurus(pek.times(figures.employerSgk.minus(discountRate)));
  const employerUnemployment = toKurus(pek.times(figures.employerUnemployment));
  return {
    month,
    paid: true,
    gross,
    pek,
    employerSgkRate: figures.employerSgk,
    discountRate,
    employerSgkFull,
    treasuryDiscount: employerSgkFull.minus(employerSgk),
    employerSgk,
    employerUnemployment,
    cost: gross.plus(employerSgk).plus(employerUnemployment),
  };
}

export function employerCostYear(
  figures: WageYearFigures,
  grosses: readonly (Money | null)[],
  choice: TreasuryDiscountChoice,
): EmployerCostYear {
  checkTwelve(grosses);
  const resolved = resolveYear(figures);
  const months = grosses.map((gross, index): EmployerCostMonth => {
    if (gross !== null) return employerCostMonth(resolved, index + 1, gross, choice);
    const zero = money(0);
    const month = resolved.months[index]!;
    return {
      month: index + 1,
      paid: false,
      gross: zero,
      pek: zero,
      employerSgkRate: month.employerSgk,
      discountRate: zero,
      employerSgkFull: zero,
      treasuryDiscount: zero,
      employerSgk: zero,
      employerUnemployment: zero,
      cost: zero,
    };
  });
  return {
    year: figures.year,
    choice,
    months,
    totals: totalsOf(EMPLOYER_TOTAL_KEYS, months),
    minimumWageSupport: supportOf(figures, months),
  };
}

function supportOf(figures: WageYearFigures, months: readonly EmployerCostMonth[]): MinimumWageSupport | undefined {
  const paid = months.filter((month) => month.paid).map((month) => month.month);
  const periods = paid.map((month) => {
    try {
      return inForce(figures.minimumWageSupport, figures.year, month, "asgari ücret desteği");
    } catch {
      return undefined;
    }
  });
  const first = periods[0];
  // Only when every paid month falls in one and the same support period that states its amount and conditions.
  if (!first || first.conditions === null || periods.some((period) => period !== first)) return undefined;
  const monthlyAmount = amount(first.monthlyAmount, "asgari ücret desteği");
  return {
    months: paid,
    monthlyAmount,
    total: monthlyAmount.times(paid.length),
    conditions: first.conditions,
    source: first.source,
    evidence: first.evidence,
  };
}
