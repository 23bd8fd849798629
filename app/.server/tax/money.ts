/**
 * Money for the calculators: exact decimals (decimal.js), never binary
 * floating point. Amounts come in as the visitor typed them and go out in
 * Turkish format; dates are plain calendar days (YYYY-MM-DD), with no time
 * zone involved.
 */
import Decimal from "decimal.js";

// 40 significant digits: far beyond any amount here, so only the explicit
// roundings below ever round.
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = InstanceType<typeof Money>;

/** Amounts above this are refused as input (a typo, not a tax base). */
const MAX_AMOUNT = new Money("1e15");

/**
 * A non-negative amount as a visitor writes it: "1.234.567,89", "1234567,89",
 * "1234567.89", "1234567", "1.234.567" (dots as thousands separators), with
 * optional spaces and "TL". Undefined for anything else (negative, letters,
 * misplaced separators, more than two decimals).
 */
export function parseAmount(text: string | null | undefined): Money | undefined {
  if (text == null) return undefined;
  const cleaned = text.replace(/\s+/g, "").replace(/TL$/i, "").replace(/₺/g, "");
  if (cleaned === "" || cleaned.length > 40) return undefined;
  let normalized: string | undefined;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(cleaned)) {
    // 1.234.567,89 or 1.234.567
    normalized = cleaned.replace(/\./g, "").replace(",", ".");
  } else if (/^\d+,\d{1,2}$/.test(cleaned)) {
    // 1234567,89
    normalized = cleaned.replace(",", ".");
  } else if (/^\d+(\.\d{1,2})?$/.test(cleaned)) {
    // 1234567.89 or 1234567 (a dot followed by exactly three digits was taken above as thousands)
    normalized = cleaned;
  }
  if (normalized === undefined) return undefined;
  const amount = new Money(normalized);
  return amount.gt(MAX_AMOUNT) ? undefined : amount;
}

export const money = (value: Decimal.Value) => new Money(value);

/** Rounded to kuruş (half up), as the tax administration rounds. */
export const toKurus = (amount: Money) => amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Whole liras, fractions dropped (MTVK md. 10: tax amounts are rounded down to 1 TL). */
export const toWholeLiraDown = (amount: Money) => amount.toDecimalPlaces(0, Decimal.ROUND_DOWN);

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** "1.234.567,89" (kuruş shown); `{ kurus: false }` → "1.234.568" (for whole-lira figures). */
export function formatMoney(amount: Money, { kurus = true }: { kurus?: boolean } = {}): string {
  const fixed = kurus ? toKurus(amount).toFixed(2) : amount.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0);
  const negative = fixed.startsWith("-");
  const [whole = "", fraction] = (negative ? fixed.slice(1) : fixed).split(".");
  const text = fraction === undefined ? grouped(whole) : `${grouped(whole)},${fraction}`;
  return negative ? `−${text}` : text;
}

/** "%27", "%3,7": a rate given as a decimal string ("0.27", "0.037"). */
export function formatRate(rate: Decimal.Value): string {
  return `%${new Money(rate).times(100).toString().replace(".", ",")}`;
}

/** A calendar day "YYYY-MM-DD", checked to exist (no 2026-02-30). Undefined otherwise. */
export function parseDay(text: string | null | undefined): string | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const [year = 0, month = 0, day = 0] = text.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && year >= 1900 && year <= 2200 ? text : undefined;
}

/** "2026-03-10" → "10.03.2026". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}.${month}.${year}`;
}
