/**
 * Amounts as visitors type them and as the calculators show them
 * (app/.server/tax/money.ts): exact decimals, Turkish format.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDay, formatMoney, formatRate, money, parseAmount, parseDay, toKurus, toWholeLiraDown } from "#app/.server/tax/money.ts";

const parsed = (text: string | null | undefined) => parseAmount(text)?.toString();

/** The three spellings the issue accepts, of an amount in kuruş. */
function spellings(kurus: bigint): [string, string, string] {
  const whole = (kurus / 100n).toString();
  const cents = (kurus % 100n).toString().padStart(2, "0");
  return [`${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${cents}`, `${whole},${cents}`, `${whole}.${cents}`];
}

describe("parseAmount", () => {
  it.each([
    ["1.234.567,89", "1234567.89"],
    ["1234567,89", "1234567.89"],
    ["1234567.89", "1234567.89"],
    ["1234567", "1234567"],
    ["1.234.567", "1234567"],
    ["20.000", "20000"],
    ["0,5", "0.5"],
    ["0", "0"],
    [" 1.234,50 TL ", "1234.5"],
    ["₺20.000,00", "20000"],
    ["12 345,60", "12345.6"],
  ])("reads %j as %s", (text, value) => {
    expect(parsed(text)).toBe(value);
  });

  it("reads a dot before exactly three digits as a thousands separator, otherwise as the decimal point", () => {
    expect(parsed("1.234")).toBe("1234");
    expect(parsed("1.23")).toBe("1.23");
    expect(parsed("1.2")).toBe("1.2");
  });

  it.each([
    ["a negative amount", "-5"],
    ["a minus sign at the end", "5-"],
    ["letters", "abc"],
    ["a number with letters", "12a"],
    ["three decimals after a comma", "12,345"],
    ["English grouping", "1,234.56"],
    ["misplaced thousands dots", "12.34.567"],
    ["two decimal commas", "1,2,3"],
    ["exponent notation", "1e5"],
    ["an empty text", ""],
    ["spaces only", "   "],
    ["more than 40 characters", "1".repeat(41)],
    ["more than 10^15", "1000000000000000,01"],
    ["nothing", undefined],
    ["null", null],
  ])("refuses %s", (_, text) => {
    expect(parseAmount(text)).toBeUndefined();
  });

  it("reads every amount the same in the three accepted spellings (property)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999_999n }), (kurus) => {
        const expected = money(kurus.toString()).div(100);
        return spellings(kurus).every((text) => parseAmount(text)?.eq(expected));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("formatMoney", () => {
  it.each([
    ["1234567.891", "1.234.567,89"],
    ["1234567.895", "1.234.567,90"],
    ["0", "0,00"],
    ["0.005", "0,01"],
    ["999.999", "1.000,00"],
    ["-1234.5", "−1.234,50"],
  ])("formats %s as %s", (value, text) => {
    expect(formatMoney(money(value))).toBe(text);
  });

  it("formats whole liras without kuruş", () => {
    expect(formatMoney(money(12_000), { kurus: false })).toBe("12.000");
    expect(formatMoney(money("1234567.5"), { kurus: false })).toBe("1.234.568");
  });

  it("gives back what the visitor can type in again: format → parse is the amount rounded to kuruş (property)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.integer({ min: 0, max: 4 }), (units, scale) => {
        const amount = money(units.toString()).div(10 ** scale);
        if (amount.gt("1e15")) return true;
        const text = formatMoney(amount);
        return parseAmount(text)?.eq(toKurus(amount)) === true && text === spellings(BigInt(toKurus(amount).times(100).toFixed(0)))[0];
      }),
      { numRuns: 1000 },
    );
  });
});

describe("rates, roundings and days", () => {
  it("formats rates as Turkish percentages", () => {
    expect(formatRate("0.27")).toBe("%27");
    expect(formatRate("0.037")).toBe("%3,7");
    expect(formatRate("0.2388")).toBe("%23,88");
  });

  it("drops fractions for whole liras (MTV) and rounds half up to kuruş (the others)", () => {
    expect(toWholeLiraDown(money("5750.99")).toString()).toBe("5750");
    expect(toKurus(money("0.125")).toString()).toBe("0.13");
    expect(toKurus(money("0.124")).toString()).toBe("0.12");
  });

  it("accepts only calendar days that exist, and shows them as DD.MM.YYYY", () => {
    expect(parseDay("2024-02-29")).toBe("2024-02-29");
    expect(parseDay("2026-02-29")).toBeUndefined();
    expect(parseDay("2026-13-01")).toBeUndefined();
    expect(parseDay("01.03.2026")).toBeUndefined();
    expect(parseDay("2026-3-1")).toBeUndefined();
    expect(formatDay("2026-03-01")).toBe("01.03.2026");
  });
});
