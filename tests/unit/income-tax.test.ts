/**
 * The GVK md. 103 tariff (tax-reference §1) on the figures the site ships
 * with: the rows of a freshly migrated database, so the worked examples test
 * the seeded data and the arithmetic together.
 */
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/.server/db/connection.ts";
import type { Database, IncomeKind } from "#app/.server/db/schema.ts";
import { findTaxSet, listIncomeTaxBrackets, listIncomeTaxYears } from "#app/.server/repositories/tax-figures.ts";
import { type Bracket, bracketOf, buildTariff, InvalidTariffError, incomeTax } from "#app/.server/tax/calculators/income-tax.ts";
import { incomeTaxResult } from "#app/.server/tax/calculators/income-tax-calculator.ts";
import { formatMoney, type Money, money, parseAmount, toKurus } from "#app/.server/tax/money.ts";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";

let database: TestDatabase;
let db: Kysely<Database>;
const tariffs = new Map<string, Bracket[]>();
const tariff = (year: number, income: IncomeKind) => tariffs.get(`${year}/${income}`)!;

beforeAll(async () => {
  database = await freshDatabase();
  db = openTestDb(database.url);
  await migrateToLatest(db);
  for (const year of await listIncomeTaxYears(db)) {
    for (const income of ["ucret", "ucret-disi"] as const)
      tariffs.set(`${year}/${income}`, buildTariff(await listIncomeTaxBrackets(db, year, income)));
  }
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const tl = (amount: Money) => formatMoney(amount);

describe("the seeded tariffs (tax-reference §1.2)", () => {
  it("ships 2025 and 2026, each with a wage and a non-wage table", () => {
    expect([...tariffs.keys()].sort()).toEqual(["2025/ucret", "2025/ucret-disi", "2026/ucret", "2026/ucret-disi"]);
  });

  it.each([
    [2025, "ucret-disi", ["0", "23700", "58100", "185000", "1410000"]],
    [2025, "ucret", ["0", "23700", "58100", "293000", "1378000"]],
    [2026, "ucret-disi", ["0", "28500", "70500", "232500", "1737500"]],
    [2026, "ucret", ["0", "28500", "70500", "367500", "1697500"]],
  ] as const)("computes the cumulative tax at each lower limit of %i %s from the brackets", (year, income, cumulative) => {
    expect(tariff(year, income).map((bracket) => bracket.taxAtLower.toString())).toEqual(cumulative);
  });
});

describe("the worked examples of tax-reference §1.3", () => {
  it.each([
    [2025, "ucret-disi", 250_000, "42.100,00"],
    [2025, "ucret-disi", 1_000_000, "255.000,00"],
    [2025, "ucret", 1_000_000, "239.000,00"],
    [2026, "ucret-disi", 300_000, "50.500,00"],
    [2026, "ucret-disi", 1_200_000, "302.500,00"],
    [2026, "ucret", 1_200_000, "286.500,00"],
    [2026, "ucret-disi", 6_000_000, "2.017.500,00"],
    [2026, "ucret", 6_000_000, "1.977.500,00"],
  ] as const)("%i %s, matrah %i: %s TL", (year, income, matrah, expected) => {
    expect(tl(incomeTax(tariff(year, income), money(matrah)))).toBe(expected);
  });

  it("shows the bracket, the cumulative tax at its lower limit and the arithmetic, with the set's source and date", async () => {
    const set = (await findTaxSet(db, "gelir-vergisi/2026"))!;
    const result = incomeTaxResult(tariff(2026, "ucret"), money(1_200_000), set);
    expect(result.total.amount).toBe("286.500,00\u00a0TL");
    expect(result.steps.map((step) => step.label)).toEqual([
      "0 – 190.000 TL dilimi, %15 — tamamı",
      "190.000 – 400.000 TL dilimi, %20 — tamamı",
      "400.000 – 1.500.000 TL dilimi, %27 — matrahın düştüğü dilim",
    ]);
    expect(result.steps[1]?.detail).toBe(
      "400.000 TL'ye kadar birikmiş vergi: 28.500,00 + (400.000,00 − 190.000,00) × %20 = 70.500,00\u00a0TL",
    );
    expect(result.steps[2]?.detail).toBe(
      "Alt sınıra kadar birikmiş vergi 70.500,00 + (1.200.000,00 − 400.000,00) × %27 = 70.500,00 + 216.000,00 = 286.500,00\u00a0TL",
    );
    expect(result.lines).toContainEqual({ label: "Ortalama vergi oranı", amount: "%23,88" });
    expect(result.legalBasis.join(" ")).toContain("Seri No: 332");
    expect(result.checkedOn).toBe("22.11.2026");
    expect(result.rounding).toContain("kuruşa");
  });

  it("rounds the tax to kuruş, half up, only at the end", () => {
    // 0,03 TL at %15 = 0,0045 TL → 0,00; 0,05 TL → 0,0075 → 0,01.
    expect(tl(toKurus(incomeTax(tariff(2026, "ucret"), money("0.03"))))).toBe("0,00");
    expect(tl(toKurus(incomeTax(tariff(2026, "ucret"), money("0.05"))))).toBe("0,01");
  });
});

/** Amounts in kuruş up to 100 million TL, as exact decimals. */
const kurus = fc.bigInt({ min: 0n, max: 10_000_000_000n }).map((k) => money(k.toString()).div(100));
const anyTariff = fc.constantFrom(...["2025/ucret", "2025/ucret-disi", "2026/ucret", "2026/ucret-disi"]);

describe("properties of every seeded tariff", () => {
  it("never lowers the tax when the matrah rises", () => {
    fc.assert(
      fc.property(anyTariff, kurus, kurus, (key, a, b) => {
        const brackets = tariffs.get(key)!;
        const [low, high] = a.lte(b) ? [a, b] : [b, a];
        return incomeTax(brackets, low).lte(incomeTax(brackets, high));
      }),
      { numRuns: 500 },
    );
  });

  it("is continuous at every bracket limit: the cumulative figure at the limit, then one kuruş at the next rate", () => {
    for (const [key, brackets] of tariffs) {
      for (const [index, bracket] of brackets.entries()) {
        if (!bracket.upper) continue;
        const next = brackets[index + 1]!;
        expect(incomeTax(brackets, bracket.upper).toString(), `${key} at ${bracket.upper}`).toBe(next.taxAtLower.toString());
        const step = incomeTax(brackets, bracket.upper.plus("0.01")).minus(incomeTax(brackets, bracket.upper));
        expect(step.toString(), `${key} just above ${bracket.upper}`).toBe(money("0.01").times(next.rate).toString());
      }
    }
  });

  it("is linear on each side of a limit: d more costs d × the next rate, d less saves d × the bracket's rate", () => {
    const offset = fc.integer({ min: 1, max: 10_000_000 }).map((k) => money(k).div(100));
    fc.assert(
      fc.property(anyTariff, fc.nat(), offset, (key, pick, d) => {
        const brackets = tariffs.get(key)!;
        const closed = brackets.filter((bracket) => bracket.upper);
        const bracket = closed[pick % closed.length]!;
        const next = brackets[bracket.position]!;
        const limit = bracket.upper!;
        const atLimit = incomeTax(brackets, limit);
        const above = d.lte(next.upper?.minus(limit) ?? d)
          ? incomeTax(brackets, limit.plus(d)).minus(atLimit).eq(d.times(next.rate))
          : true;
        const below = d.lte(limit.minus(bracket.lower))
          ? atLimit.minus(incomeTax(brackets, limit.minus(d))).eq(d.times(bracket.rate))
          : true;
        return above && below;
      }),
      { numRuns: 500 },
    );
  });

  it("gives the same tax for an amount written 1.234.567,89, 1234567,89 or 1234567.89", () => {
    fc.assert(
      fc.property(anyTariff, fc.bigInt({ min: 0n, max: 10_000_000_000n }), (key, k) => {
        const whole = (k / 100n).toString();
        const cents = (k % 100n).toString().padStart(2, "0");
        const spellings = [`${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${cents}`, `${whole},${cents}`, `${whole}.${cents}`];
        const taxes = spellings.map((text) => incomeTax(tariffs.get(key)!, parseAmount(text)!).toString());
        return taxes.every((tax) => tax === taxes[0]) && parseAmount(spellings[0])!.eq(money(k.toString()).div(100));
      }),
      { numRuns: 300 },
    );
  });
});

describe("buildTariff", () => {
  const rows = (limits: (number | null)[], rates: string[]) => limits.map((upper_limit, i) => ({ upper_limit, rate: rates[i]! }));

  it("puts a matrah exactly at a limit in the bracket below (same tax either way)", () => {
    expect(bracketOf(tariff(2026, "ucret-disi"), money(190_000)).position).toBe(1);
    expect(bracketOf(tariff(2026, "ucret-disi"), money("190000.01")).position).toBe(2);
  });

  it.each([
    ["no brackets", rows([], [])],
    ["limits not ascending", rows([200, 100, null], ["0.1", "0.2", "0.3"])],
    ["an open bracket before the last", rows([null, 100, null], ["0.1", "0.2", "0.3"])],
    ["a closed last bracket", rows([100, 200], ["0.1", "0.2"])],
    ["a rate above 1", rows([100, null], ["0.1", "1.5"])],
    ["a rate that is no number", rows([100, null], ["0.1", "yüzde on"])],
  ])("refuses %s", (_, broken) => {
    expect(() => buildTariff(broken)).toThrow(InvalidTariffError);
  });

  it("refuses a negative matrah", () => {
    expect(() => incomeTax(tariff(2026, "ucret"), money(-1))).toThrow(RangeError);
  });
});
