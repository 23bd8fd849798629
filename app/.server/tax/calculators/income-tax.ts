/**
 * The GVK md. 103 tariff applied to one annual matrah (tax-reference §1.3):
 * the tax is the cumulative tax at the lower limit of the bracket the matrah
 * falls in, plus (matrah − lower limit) × the bracket's rate. The cumulative
 * amounts are computed from the brackets (never stored), so a tariff is just
 * its limits and rates: database rows, one year and one income kind at a time.
 * No database and no wording here: app/.server/tax/calculators/income-tax-calculator.ts
 * loads the rows and writes the steps.
 */
import { type Money, money } from "#app/.server/tax/money.ts";

/** One row of `income_tax_brackets`, in position order (the last has no upper limit). */
export interface TariffRow {
  upper_limit: number | string | null;
  rate: string;
}

export interface Bracket {
  /** 1, 2, …, in order. */
  position: number;
  lower: Money;
  /** Null for the last, open bracket. */
  upper: Money | null;
  rate: Money;
  /** The tax on an income exactly at `lower`: the sum of the full brackets below. */
  taxAtLower: Money;
}

/** A tariff whose rows cannot be a GVK md. 103 table (an admin's mistake the admin screen should have refused). */
export class InvalidTariffError extends Error {
  override name = "InvalidTariffError";
}

/**
 * The brackets with their cumulative tax at each lower limit. Checks what the
 * arithmetic relies on: limits ascending from 0, only the last bracket open,
 * rates within 0–1.
 */
export function buildTariff(rows: readonly TariffRow[]): Bracket[] {
  if (rows.length === 0) throw new InvalidTariffError("A tariff needs at least one bracket.");
  const brackets: Bracket[] = [];
  let lower = money(0);
  let taxAtLower = money(0);
  rows.forEach((row, index) => {
    const last = index === rows.length - 1;
    const rate = decimalOrNaN(row.rate);
    if (rate.isNaN() || rate.lt(0) || rate.gt(1)) throw new InvalidTariffError(`Bracket ${index + 1}: rate ${row.rate} is not within 0–1.`);
    if (row.upper_limit === null) {
      if (!last) throw new InvalidTariffError(`Bracket ${index + 1}: only the last bracket may be open.`);
      brackets.push({ position: index + 1, lower, upper: null, rate, taxAtLower });
      return;
    }
    if (last) throw new InvalidTariffError("The last bracket must be open (no upper limit).");
    const upper = decimalOrNaN(row.upper_limit);
    if (upper.isNaN() || !upper.gt(lower)) throw new InvalidTariffError(`Bracket ${index + 1}: limits must ascend.`);
    brackets.push({ position: index + 1, lower, upper, rate, taxAtLower });
    // tax-reference §1.2: the cumulative tax at a bracket's upper limit is the
    // one at its lower limit plus the whole bracket at its rate.
    taxAtLower = taxAtLower.plus(upper.minus(lower).times(rate));
    lower = upper;
  });
  return brackets;
}

function decimalOrNaN(value: number | string): Money {
  try {
    return money(value);
  } catch {
    return money(Number.NaN);
  }
}

/** The bracket a matrah falls in; a matrah exactly at a limit belongs to the bracket below it (same tax either way). */
export function bracketOf(tariff: readonly Bracket[], matrah: Money): Bracket {
  const found = tariff.find((bracket) => bracket.upper === null || matrah.lte(bracket.upper));
  if (!found) throw new InvalidTariffError("A tariff must end with an open bracket.");
  return found;
}

/** The part of the tax that falls in the matrah's own bracket: (matrah − lower limit) × rate. */
export function taxInBracket(bracket: Bracket, matrah: Money): Money {
  return matrah.minus(bracket.lower).times(bracket.rate);
}

/**
 * tax-reference §1.3: cumulative tax at the lower limit + (matrah − lower) × rate.
 * Exact (not rounded): the page rounds the result to kuruş.
 */
export function incomeTax(tariff: readonly Bracket[], matrah: Money): Money {
  if (matrah.isNeg()) throw new RangeError("A matrah cannot be negative.");
  const bracket = bracketOf(tariff, matrah);
  return bracket.taxAtLower.plus(taxInBracket(bracket, matrah));
}
