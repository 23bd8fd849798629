/**
 * The net↔brüt calculator's steps: the first paid month's arithmetic, from the
 * PEK to the net, with the month's income tax written out per bracket.
 */
import type { Bracket } from "#app/.server/tax/calculators/income-tax.ts";
import { type MonthFigures, max, min, type WageMonth } from "#app/.server/tax/calculators/wage.ts";
import { cell, lira, MONTH_NAMES } from "#app/.server/tax/calculators/wage-format.ts";
import { formatRate, type Money } from "#app/.server/tax/money.ts";
import type { CalculationStep } from "#app/lib/calculator.ts";

const permille = (rate: Money) => `binde ${rate.times(1000).toString().replace(".", ",")}`;

/** "85.000,00 × %15" for each bracket the month's matrah falls in, from the cumulative base before to after it. */
function taxParts(tariff: readonly Bracket[], before: Money, after: Money): string {
  return tariff
    .filter((bracket) => before.lt(bracket.upper ?? after.plus(1)) && after.gt(bracket.lower))
    .map((bracket) => {
      const from = max(before, bracket.lower);
      const to = bracket.upper ? min(after, bracket.upper) : after;
      return `${cell(to.minus(from))} × ${formatRate(bracket.rate)}`;
    })
    .join(" + ");
}

/** The first paid month's arithmetic, step by step. */
export function monthSteps(month: WageMonth, figures: MonthFigures, tariff: readonly Bracket[]): CalculationStep[] {
  const name = MONTH_NAMES[month.month - 1];
  const before = month.cumulativeBaseBefore;
  const pekNote = month.pek.eq(month.gross)
    ? `brüt ücret SGK taban ve tavanı arasında: ${lira(month.pek)}`
    : `brüt ücret ${month.flags.aboveSgkCeiling ? "tavanın üstünde" : "tabanın altında"}: ${lira(month.pek)}`;
  return [
    { label: `${name}: prime esas kazanç`, detail: pekNote },
    { label: `${name}: SGK işçi payı`, detail: `${cell(month.pek)} × ${formatRate(figures.employeeSgk)} = ${lira(month.sgkEmployee)}` },
    {
      label: `${name}: işsizlik sigortası işçi payı`,
      detail: `${cell(month.pek)} × ${formatRate(figures.employeeUnemployment)} = ${lira(month.unemploymentEmployee)}`,
    },
    {
      label: `${name}: gelir vergisi matrahı`,
      detail: `${cell(month.gross)} − ${cell(month.sgkEmployee)} − ${cell(month.unemploymentEmployee)} = ${lira(month.taxBase)}`,
    },
    {
      label: `${name}: hesaplanan gelir vergisi (${month.taxRates.map((rate) => formatRate(rate)).join(", ")})`,
      detail: `Kümülatif matrah ${cell(before)} → ${cell(month.cumulativeBase)}: ${month.taxBase.isZero() ? "0,00" : taxParts(tariff, before, month.cumulativeBase)} = ${lira(month.computedTax)}`,
    },
    {
      label: `${name}: asgari ücret gelir vergisi istisnası`,
      detail: `Asgari ücretin bu ay için vergisi ${cell(month.minimumWageTax)}; hesaplanan vergiyi aşamaz: ${lira(month.taxExemption)}`,
    },
    {
      label: `${name}: ödenecek gelir vergisi`,
      detail: `${cell(month.computedTax)} − ${cell(month.taxExemption)} = ${lira(month.payableTax)}`,
    },
    {
      label: `${name}: damga vergisi`,
      detail: `${cell(month.gross)} × ${permille(figures.stampDuty)} = ${cell(month.stampDuty)}; istisna ${cell(month.stampDutyExemption)}; ödenecek ${lira(month.payableStampDuty)}`,
    },
    {
      label: `${name}: net ücret`,
      detail: `${cell(month.gross)} − ${cell(month.sgkEmployee)} − ${cell(month.unemploymentEmployee)} − ${cell(month.payableTax)} − ${cell(month.payableStampDuty)} = ${lira(month.net)}`,
    },
  ];
}
