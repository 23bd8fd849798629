/**
 * Wages over a calendar year (wage-reference.md, shared with the office):
 * brütten nete month by month on the cumulative income-tax base (netten brüte
 * is wage-inverse.ts, the employer's cost employer-cost.ts). Pure: every
 * figure (minimum wage, SGK limits and rates, the indirim, the ücret tariff,
 * the damga rate) comes in as typed plain objects, one per validity period,
 * each carrying its source and evidence mark; nothing here is a figure of law.
 * The figures the site ships with are in wage-figures-2025-2026.ts.
 *
 * Rounding (wage-reference §9 "Conventions"): SGK, işsizlik, the computed GV,
 * the istisna and damga vergisi are rounded to the kuruş (half up) each month;
 * the tariff function T() is kept unrounded and only the monthly difference
 * T(base after) − T(base before) is rounded.
 *
 * Every month is a full month (30 days): a part month (eksik gün, kıst) is not
 * computed, because how the istisna applies to it is not settled
 * (wage-reference §6 (a), §10.5) — see WAGE_ASSUMPTIONS.
 */
import { type Bracket, buildTariff, incomeTax } from "#app/.server/tax/calculators/income-tax.ts";
import { type Period, WageFiguresError, type WageYearFigures } from "#app/.server/tax/calculators/wage-figure-types.ts";
import { type Money, money, toKurus } from "#app/.server/tax/money.ts";

export type * from "#app/.server/tax/calculators/wage-figure-types.ts";
export { WageFiguresError };

/** An assumption the calculation makes where the reference marks the rule not confirmed; a page prints the text. */
export interface Assumption {
  key: string;
  /** Turkish, for the page. */
  text: string;
  /** Where the reference discusses it. */
  reference: string;
}

export const WAGE_ASSUMPTIONS: readonly Assumption[] = [
  {
    key: "tam-ay",
    text: "Her ay tam ay (30 gün) olarak hesaplanır; eksik günlü aylar bu hesaplamanın kapsamında değildir.",
    reference: "wage-reference §6 (a), §9 (employer-cost formula: full month only), §10.5",
  },
  {
    key: "tek-isveren",
    text: "Ücretin tek işverenden alındığı ve asgari ücret istisnasının her ay bir kez uygulandığı varsayılır.",
    reference: "wage-reference §6 (b), (c)",
  },
];

const MONTHS = 12;

const pad = (value: number) => String(value).padStart(2, "0");
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The period of `list` in force for the whole of the month; a figure changing inside a month is refused. */
export function inForce<T extends Period>(list: readonly T[], year: number, month: number, what: string): T {
  const first = `${year}-${pad(month)}-01`;
  const last = `${year}-${pad(month)}-${pad(lastDayOf(year, month))}`;
  const found = list.filter((period) => period.validFrom <= first && last <= period.validTo);
  if (found.length !== 1) {
    throw new WageFiguresError(
      found.length === 0 ? `No ${what} covers ${year}-${pad(month)}.` : `More than one ${what} covers ${year}-${pad(month)}.`,
    );
  }
  return found[0]!;
}

/** One month's figures as decimals. */
export interface MonthFigures {
  minimumWage: Money;
  sgkFloor: Money;
  sgkCeiling: Money;
  employeeSgk: Money;
  employeeUnemployment: Money;
  employerSgk: Money;
  employerUnemployment: Money;
  discountStandard: Money;
  discountManufacturing: Money;
  stampDuty: Money;
}

function rate(text: string, what: string): Money {
  const value = amount(text, what);
  if (value.gt(1)) throw new WageFiguresError(`${what}: ${text} is not a rate within 0–1.`);
  return value;
}

export function amount(text: string, what: string): Money {
  let value: Money;
  try {
    value = money(text);
  } catch {
    throw new WageFiguresError(`${what}: ${text} is not a number.`);
  }
  if (value.isNaN() || value.isNeg()) throw new WageFiguresError(`${what}: ${text} is not a non-negative number.`);
  return value;
}

export function monthFigures(figures: WageYearFigures, month: number): MonthFigures {
  const { year } = figures;
  const minimumWage = inForce(figures.minimumWage, year, month, "asgari ücret");
  const limits = inForce(figures.sgkLimits, year, month, "SGK taban/tavan");
  const employee = inForce(figures.employeeRates, year, month, "employee premium rates");
  const employer = inForce(figures.employerRates, year, month, "employer premium rates");
  const discount = inForce(figures.treasuryDiscount, year, month, "Hazine indirimi");
  const stamp = inForce(figures.stampDuty, year, month, "damga vergisi rate");
  const result: MonthFigures = {
    minimumWage: amount(minimumWage.monthlyGross, "asgari ücret"),
    sgkFloor: amount(limits.floor, "SGK taban"),
    sgkCeiling: amount(limits.ceiling, "SGK tavan"),
    employeeSgk: rate(employee.sgk, "employee SGK"),
    employeeUnemployment: rate(employee.unemployment, "employee işsizlik"),
    employerSgk: rate(employer.sgk, "employer SGK"),
    employerUnemployment: rate(employer.unemployment, "employer işsizlik"),
    discountStandard: rate(discount.standard, "Hazine indirimi"),
    discountManufacturing: rate(discount.manufacturing, "Hazine indirimi (imalat)"),
    stampDuty: rate(stamp.rate, "damga vergisi"),
  };
  if (!result.sgkFloor.lt(result.sgkCeiling)) throw new WageFiguresError(`SGK taban must be below tavan in ${year}-${pad(month)}.`);
  if (result.discountStandard.gt(result.employerSgk) || result.discountManufacturing.gt(result.employerSgk))
    throw new WageFiguresError(`The Hazine indirimi cannot exceed the employer SGK rate in ${year}-${pad(month)}.`);
  return result;
}

/** The wage tariff of the year, checked (income-tax.ts buildTariff). */
export function wageTariff(figures: WageYearFigures): Bracket[] {
  if (figures.tariff.year !== figures.year) throw new WageFiguresError(`The tariff is for ${figures.tariff.year}, not ${figures.year}.`);
  return buildTariff(figures.tariff.brackets);
}

/** The year's figures resolved once: each month's figures, the tariff and the minimum wage's own istisna per month. */
export interface ResolvedYear {
  year: number;
  months: MonthFigures[];
  tariff: Bracket[];
  /** wage-reference §6 step 3: the GV istisna of each calendar month (index 0 = January). */
  minimumWageTax: Money[];
  /** wage-reference §5: the DV istisna of each month, the minimum wage's own damga vergisi. */
  minimumWageStampDuty: Money[];
}

export function resolveYear(figures: WageYearFigures): ResolvedYear {
  const tariff = wageTariff(figures);
  const months = Array.from({ length: MONTHS }, (_, index) => monthFigures(figures, index + 1));
  const minimumWageTax: Money[] = [];
  const minimumWageStampDuty: Money[] = [];
  let base = money(0);
  for (const month of months) {
    // §6 step 3: the minimum wage's own matrah is computed as anybody's (§1 [A]: 26.005,50 − 3.640,77 − 260,06 = 22.104,67),
    // so its deductions are rounded to the kuruş, and the istisna is the tax on its own cumulative base.
    const ownMatrah = month.minimumWage
      .minus(toKurus(month.minimumWage.times(month.employeeSgk)))
      .minus(toKurus(month.minimumWage.times(month.employeeUnemployment)));
    const next = base.plus(ownMatrah);
    minimumWageTax.push(toKurus(incomeTax(tariff, next).minus(incomeTax(tariff, base))));
    minimumWageStampDuty.push(toKurus(month.minimumWage.times(month.stampDuty)));
    base = next;
  }
  return { year: figures.year, months, tariff, minimumWageTax, minimumWageStampDuty };
}

export interface WageMonthFlags {
  /** The month's matrah is taxed at two or more rates (the cumulative base passes a bracket limit). */
  crossedBracket: boolean;
  /** The gross is above the SGK tavan: premiums only on the tavan. */
  aboveSgkCeiling: boolean;
  /** The gross is below the SGK taban: premiums on the taban. */
  belowSgkFloor: boolean;
  /** The gross is below the month's minimum wage (computed, but a full month below it is not lawful). */
  belowMinimumWage: boolean;
}

export interface WageMonth {
  /** 1–12. */
  month: number;
  /** False for a month left empty (no wage from this job): every amount is 0 and the base is carried. */
  paid: boolean;
  gross: Money;
  /** Prime esas kazanç: the gross clamped to the SGK taban/tavan. */
  pek: Money;
  sgkEmployee: Money;
  unemploymentEmployee: Money;
  /** GV matrahı: gross − SGK − işsizlik (never below 0). */
  taxBase: Money;
  /** The cumulative GV base before and after this month. */
  cumulativeBaseBefore: Money;
  cumulativeBase: Money;
  /** The rates the month's matrah is taxed at, lowest first. */
  taxRates: Money[];
  computedTax: Money;
  /** The asgari ücret GV istisnası of the calendar month, before the cap. */
  minimumWageTax: Money;
  /** The istisna applied: min(minimumWageTax, computedTax). */
  taxExemption: Money;
  payableTax: Money;
  stampDuty: Money;
  /** The DV istisna applied: min(the minimum wage's damga vergisi, stampDuty). */
  stampDutyExemption: Money;
  payableStampDuty: Money;
  net: Money;
  flags: WageMonthFlags;
}

export const max = (a: Money, b: Money) => (a.gt(b) ? a : b);
export const min = (a: Money, b: Money) => (a.lt(b) ? a : b);

/** The rates a base moving from `before` to `after` is taxed at. */
function ratesBetween(tariff: readonly Bracket[], before: Money, after: Money): Money[] {
  if (!after.gt(before)) return [];
  return tariff.filter((bracket) => before.lt(bracket.upper ?? after.plus(1)) && after.gt(bracket.lower)).map((bracket) => bracket.rate);
}

/**
 * One month's payroll (wage-reference §6 steps 1–4, §5, §2): `baseBefore` is
 * the cumulative GV base of the year before this month.
 */
export function wageMonth(resolved: ResolvedYear, month: number, gross: Money, baseBefore: Money): WageMonth {
  const figures = resolved.months[month - 1];
  if (!figures) throw new RangeError(`Month ${month} is not 1–12.`);
  if (!gross.gt(0) || !gross.eq(toKurus(gross))) throw new RangeError("A gross wage is a positive amount in kuruş.");
  if (baseBefore.isNeg()) throw new RangeError("A cumulative base cannot be negative.");
  // §2: premiums on the PEK, the gross clamped to the taban and tavan.
  const pek = min(max(gross, figures.sgkFloor), figures.sgkCeiling);
  const sgkEmployee = toKurus(pek.times(figures.employeeSgk));
  const unemploymentEmployee = toKurus(pek.times(figures.employeeUnemployment));
  // §6 step 1.
  const taxBase = max(gross.minus(sgkEmployee).minus(unemploymentEmployee), money(0));
  const cumulativeBase = baseBefore.plus(taxBase);
  // §6 step 2: T(after) − T(before), T unrounded.
  const computedTax = toKurus(incomeTax(resolved.tariff, cumulativeBase).minus(incomeTax(resolved.tariff, baseBefore)));
  // §6 steps 3–4.
  const minimumWageTax = resolved.minimumWageTax[month - 1]!;
  const taxExemption = min(minimumWageTax, computedTax);
  const payableTax = computedTax.minus(taxExemption);
  // §5: binde 7,59 on the gross; the istisna is the minimum wage's own DV, capped at the employee's DV.
  const stampDuty = toKurus(gross.times(figures.stampDuty));
  const stampDutyExemption = min(resolved.minimumWageStampDuty[month - 1]!, stampDuty);
  const payableStampDuty = stampDuty.minus(stampDutyExemption);
  const net = gross.minus(sgkEmployee).minus(unemploymentEmployee).minus(payableTax).minus(payableStampDuty);
  const taxRates = ratesBetween(resolved.tariff, baseBefore, cumulativeBase);
  return {
    month,
    paid: true,
    gross,
    pek,
    sgkEmployee,
    unemploymentEmployee,
    taxBase,
    cumulativeBaseBefore: baseBefore,
    cumulativeBase,
    taxRates,
    computedTax,
    minimumWageTax,
    taxExemption,
    payableTax,
    stampDuty,
    stampDutyExemption,
    payableStampDuty,
    net,
    flags: {
      crossedBracket: taxRates.length > 1,
      aboveSgkCeiling: gross.gt(figures.sgkCeiling),
      belowSgkFloor: gross.lt(figures.sgkFloor),
      belowMinimumWage: gross.lt(figures.minimumWage),
    },
  };
}

function unpaidMonth(resolved: ResolvedYear, month: number, base: Money): WageMonth {
  const zero = money(0);
  return {
    month,
    paid: false,
    gross: zero,
    pek: zero,
    sgkEmployee: zero,
    unemploymentEmployee: zero,
    taxBase: zero,
    cumulativeBaseBefore: base,
    cumulativeBase: base,
    taxRates: [],
    computedTax: zero,
    minimumWageTax: resolved.minimumWageTax[month - 1]!,
    taxExemption: zero,
    payableTax: zero,
    stampDuty: zero,
    stampDutyExemption: zero,
    payableStampDuty: zero,
    net: zero,
    flags: { crossedBracket: false, aboveSgkCeiling: false, belowSgkFloor: false, belowMinimumWage: false },
  };
}

export const WAGE_TOTAL_KEYS = [
  "gross",
  "sgkEmployee",
  "unemploymentEmployee",
  "taxBase",
  "computedTax",
  "taxExemption",
  "payableTax",
  "stampDuty",
  "stampDutyExemption",
  "payableStampDuty",
  "net",
] as const;
export type WageTotals = Record<(typeof WAGE_TOTAL_KEYS)[number], Money>;

export interface WageYear {
  year: number;
  previousBase: Money;
  months: WageMonth[];
  totals: WageTotals;
  assumptions: readonly Assumption[];
}

export function totalsOf<K extends string>(keys: readonly K[], rows: readonly Record<K, Money>[]): Record<K, Money> {
  const totals = {} as Record<K, Money>;
  for (const key of keys) totals[key] = rows.reduce((sum, row) => sum.plus(row[key]), money(0));
  return totals;
}

export function checkTwelve<T>(values: readonly T[]): void {
  if (values.length !== MONTHS) throw new RangeError(`Twelve months expected, got ${values.length}.`);
}

/**
 * Brütten nete for the year: `grosses[0]` is January; null is a month with no
 * wage from this job. `previousBase` is the cumulative GV base already built
 * this year before the first month (an earlier employer's).
 */
export function wageYear(figures: WageYearFigures, grosses: readonly (Money | null)[], previousBase: Money = money(0)): WageYear {
  checkTwelve(grosses);
  const resolved = resolveYear(figures);
  const months: WageMonth[] = [];
  let base = previousBase;
  grosses.forEach((gross, index) => {
    const row = gross === null ? unpaidMonth(resolved, index + 1, base) : wageMonth(resolved, index + 1, gross, base);
    months.push(row);
    base = row.cumulativeBase;
  });
  return { year: figures.year, previousBase, months, totals: totalsOf(WAGE_TOTAL_KEYS, months), assumptions: WAGE_ASSUMPTIONS };
}
