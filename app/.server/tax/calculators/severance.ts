/**
 * Kıdem and ihbar tazminatı (wage-reference §7). Pure: the kıdem tavanı by
 * period, the damga vergisi rate and the ücret tariff come in as typed plain
 * objects with their sources (wage-figures-2025-2026.ts holds the shipped
 * ones); nothing here is a figure of law.
 *
 * Day count (the reference gives "brüt × days/365" for part years, §7.2, and
 * issue 27 calls 15.01.2016 → 15.01.2026 "exactly 10 years"): service runs
 * from the start date to the exit date as a calendar difference, the exit day
 * not added. Full years are the yearly anniversaries of the start date on or
 * before the exit date; the days from the last anniversary to the exit date
 * are the part year, counted as days/365 (also in a leap year). A start on
 * 29 February has its anniversary on 28 February in other years. Months (for
 * the ihbar periods) are counted the same way on monthly anniversaries (the
 * 31st → the month's last day).
 *
 * Rounding: the kıdem and ihbar amounts, their GV and their damga vergisi are
 * each rounded to the kuruş (half up) once.
 */
import { buildTariff, incomeTax } from "#app/.server/tax/calculators/income-tax.ts";
import { addMonthsClamped } from "#app/.server/tax/calculators/late-payment.ts";
import {
  type Assumption,
  type Evidence,
  type Period,
  type Sourced,
  type StampDutyFigure,
  WageFiguresError,
  type WageTariffFigure,
} from "#app/.server/tax/calculators/wage.ts";
import { type Money, money, parseDay, toKurus } from "#app/.server/tax/money.ts";
import { daysBetween } from "#app/.server/tax/working-days.ts";

/** wage-reference §7.1: the monthly wage used for kıdem is capped at the tavan in force on the termination date. */
export interface KidemCeilingFigure extends Period, Sourced {
  ceiling: string;
}

export const SEVERANCE_ASSUMPTIONS: readonly Assumption[] = [
  {
    key: "gun-sayimi",
    text: "Hizmet süresi giriş tarihinden çıkış tarihine takvim farkıyla sayılır: tam yıllar yıl dönümlerine göre, artan günler 365'e bölünerek orantılanır (15.01.2016 – 15.01.2026 tam 10 yıldır).",
    reference: "wage-reference §7.2 (days/365); issue 27 (15.01.2016 → 15.01.2026 = 10 years)",
  },
  {
    key: "kidem-tavan",
    text: "Kıdem tazminatında giydirilmiş aylık brüt ücret, çıkış tarihinde yürürlükte olan kıdem tazminatı tavanıyla sınırlanır; yalnızca damga vergisi kesilir, asgari ücret damga vergisi istisnası uygulanmaz.",
    reference: "wage-reference §7.1, §7.2",
  },
  {
    key: "ihbar-gunluk",
    text: "İhbar tazminatında günlük ücret, giydirilmiş aylık brüt ücretin 30'da biridir; ihbar süresi hafta × 7 gündür.",
    reference: "wage-reference §7.3 (n/c), §12.12",
  },
  {
    key: "ihbar-sgk",
    text: "İhbar tazminatından SGK primi ve işsizlik sigortası primi kesilmediği varsayılır.",
    reference: "wage-reference §7.3 (n/c), §12.12",
  },
  {
    key: "ihbar-istisna",
    text: "İhbar tazminatına gelir vergisi, verilen kümülatif matrahın üzerine ücret tarifesiyle hesaplanır; o ayın asgari ücret istisnaları ücrete bir kez uygulanmış sayılır, ihbara ayrıca istisna uygulanmaz.",
    reference: "wage-reference §6 (c) (n/c), §7.3, §9 E14",
  },
];

export interface ServiceLength {
  /** Full years (yearly anniversaries on or before the exit date). */
  years: number;
  /** Days from the last yearly anniversary to the exit date. */
  daysAfterYears: number;
  /** Full months (monthly anniversaries) and the days after the last one. */
  months: number;
  daysAfterMonths: number;
}

function checkDates(start: string, exit: string): void {
  if (parseDay(start) === undefined || parseDay(exit) === undefined) throw new RangeError("Dates are YYYY-MM-DD calendar days.");
  if (exit < start) throw new RangeError("The exit date cannot precede the start date.");
}

/** The service from `start` to `exit` under the day count above. */
export function serviceLength(start: string, exit: string): ServiceLength {
  checkDates(start, exit);
  let months = 0;
  // A first estimate from the calendar fields, then adjusted so that the anniversary is on or before the exit date.
  const [sy = 0, sm = 0] = start.split("-").map(Number);
  const [ey = 0, em = 0] = exit.split("-").map(Number);
  months = Math.max(0, (ey - sy) * 12 + (em - sm));
  while (months > 0 && addMonthsClamped(start, months) > exit) months -= 1;
  while (addMonthsClamped(start, months + 1) <= exit) months += 1;
  const years = Math.floor(months / 12);
  return {
    years,
    daysAfterYears: daysBetween(addMonthsClamped(start, years * 12), exit),
    months,
    daysAfterMonths: daysBetween(addMonthsClamped(start, months), exit),
  };
}

function inForceOn<T extends Period>(list: readonly T[], day: string, what: string): T {
  const found = list.filter((period) => period.validFrom <= day && day <= period.validTo);
  if (found.length !== 1)
    throw new WageFiguresError(found.length === 0 ? `No ${what} is in force on ${day}.` : `More than one ${what} on ${day}.`);
  return found[0]!;
}

function figureAmount(text: string, what: string): Money {
  const value = money(text);
  if (value.isNaN() || value.isNeg()) throw new WageFiguresError(`${what}: ${text} is not a non-negative number.`);
  return value;
}

export interface SeveranceInput {
  /** İşe giriş and çıkış (termination) dates, YYYY-MM-DD. */
  start: string;
  exit: string;
  /** Monthly gross wage and the monthly value of regular benefits (together: the giydirilmiş ücret). */
  grossWage: Money;
  benefits: Money;
}

export interface KidemResult {
  service: ServiceLength;
  /** False under one full year of service (wage-reference §7.2): every amount is then 0. */
  entitled: boolean;
  /** grossWage + benefits. */
  dressedWage: Money;
  ceiling: Money;
  ceilingSource: string;
  ceilingEvidence: readonly Evidence[];
  /** True when the tavan, not the wage, is used. */
  ceilingApplied: boolean;
  /** min(dressedWage, ceiling): 30 days' wage. */
  base: Money;
  gross: Money;
  stampDutyRate: Money;
  stampDuty: Money;
  net: Money;
  assumptions: readonly Assumption[];
}

function checkWage(input: SeveranceInput): Money {
  checkDates(input.start, input.exit);
  if (!input.grossWage.gt(0) || input.benefits.isNeg()) throw new RangeError("A wage is positive and benefits are not negative.");
  return input.grossWage.plus(input.benefits);
}

/**
 * Kıdem tazminatı (wage-reference §7.2): 30 days' giydirilmiş wage, capped at
 * the tavan in force on the exit date, per full year, and days/365 of it for
 * the part year; at least one full year; only damga vergisi deducted (no GV
 * up to the tavan, no SGK, no asgari ücret DV istisnası).
 */
export function kidem(input: SeveranceInput, ceilings: readonly KidemCeilingFigure[], stampDuty: readonly StampDutyFigure[]): KidemResult {
  const dressedWage = checkWage(input);
  const service = serviceLength(input.start, input.exit);
  const ceilingFigure = inForceOn(ceilings, input.exit, "kıdem tazminatı tavanı");
  const ceiling = figureAmount(ceilingFigure.ceiling, "kıdem tazminatı tavanı");
  const stampDutyRate = figureAmount(inForceOn(stampDuty, input.exit, "damga vergisi rate").rate, "damga vergisi");
  const ceilingApplied = dressedWage.gt(ceiling);
  const base = ceilingApplied ? ceiling : dressedWage;
  const entitled = service.years >= 1;
  const gross = entitled ? toKurus(base.times(service.years).plus(base.times(service.daysAfterYears).div(365))) : money(0);
  const stamp = toKurus(gross.times(stampDutyRate));
  return {
    service,
    entitled,
    dressedWage,
    ceiling,
    ceilingSource: ceilingFigure.source,
    ceilingEvidence: ceilingFigure.evidence,
    ceilingApplied,
    base,
    gross,
    stampDutyRate,
    stampDuty: stamp,
    net: gross.minus(stamp),
    assumptions: SEVERANCE_ASSUMPTIONS,
  };
}

/**
 * İş K. md. 17 (wage-reference §7.3): under 6 months 2 weeks; 6 months to
 * 1,5 years 4 weeks; 1,5 to 3 years 6 weeks; over 3 years 8 weeks. "Kadar"
 * includes the upper limit (exactly 3 years is still 6 weeks, since the
 * 8 weeks are for "üç yıldan fazla"), so exactly 1,5 years is 4 weeks.
 */
export function noticeWeeks(service: ServiceLength): 2 | 4 | 6 | 8 {
  const upTo = (months: number) => service.months < months || (service.months === months && service.daysAfterMonths === 0);
  if (service.months < 6) return 2;
  if (upTo(18)) return 4;
  if (upTo(36)) return 6;
  return 8;
}

export interface IhbarResult {
  service: ServiceLength;
  weeks: 2 | 4 | 6 | 8;
  days: number;
  dressedWage: Money;
  /** dressedWage / 30 × days. */
  gross: Money;
  /** The cumulative GV base before and after the ihbar. */
  cumulativeBaseBefore: Money;
  cumulativeBase: Money;
  /** T(base + gross) − T(base), with no istisna (the month's istisna went to the wage). */
  incomeTax: Money;
  stampDutyRate: Money;
  stampDuty: Money;
  net: Money;
  tariffSource: string;
  assumptions: readonly Assumption[];
}

/**
 * İhbar tazminatı: the wage for the notice period, its GV on the ücret tariff
 * of the exit year at `baseBefore` (the year's cumulative GV base before the
 * ihbar, e.g. after the exit month's wage) and its damga vergisi. No SGK and
 * no istisna (assumptions, wage-reference §7.3 and §6 (c) n/c).
 */
export function ihbar(
  input: SeveranceInput,
  baseBefore: Money,
  tariff: WageTariffFigure,
  stampDuty: readonly StampDutyFigure[],
): IhbarResult {
  const dressedWage = checkWage(input);
  if (baseBefore.isNeg()) throw new RangeError("A cumulative base cannot be negative.");
  const exitYear = Number(input.exit.slice(0, 4));
  if (tariff.year !== exitYear) throw new WageFiguresError(`The tariff is for ${tariff.year}, the exit is in ${exitYear}.`);
  const brackets = buildTariff(tariff.brackets);
  const stampDutyRate = figureAmount(inForceOn(stampDuty, input.exit, "damga vergisi rate").rate, "damga vergisi");
  const service = serviceLength(input.start, input.exit);
  const weeks = noticeWeeks(service);
  const days = weeks * 7;
  const gross = toKurus(dressedWage.div(30).times(days));
  const cumulativeBase = baseBefore.plus(gross);
  const tax = toKurus(incomeTax(brackets, cumulativeBase).minus(incomeTax(brackets, baseBefore)));
  const stamp = toKurus(gross.times(stampDutyRate));
  return {
    service,
    weeks,
    days,
    dressedWage,
    gross,
    cumulativeBaseBefore: baseBefore,
    cumulativeBase,
    incomeTax: tax,
    stampDutyRate,
    stampDuty: stamp,
    net: gross.minus(tax).minus(stamp),
    tariffSource: tariff.source,
    assumptions: SEVERANCE_ASSUMPTIONS,
  };
}
