/**
 * KDV kısmi tevkifatı (tax-reference §2) on the figures the site ships with:
 * the codes and fatura düzenleme sınırları of a freshly migrated database.
 */
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/.server/db/connection.ts";
import type { Database, VatWithholdingCode } from "#app/.server/db/schema.ts";
import { listInvoiceLimits, listVatRatePeriods, listWithholdingCodes } from "#app/.server/repositories/tax-figures.ts";
import { groupDecision, vatWithholding, type WithholdingCase } from "#app/.server/tax/calculators/vat-withholding.ts";
import { formatMoney, money, parseAmount } from "#app/.server/tax/money.ts";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";

let database: TestDatabase;
let db: Kysely<Database>;
let codes: VatWithholdingCode[];
let limits: Map<number, number>;

beforeAll(async () => {
  database = await freshDatabase();
  db = openTestDb(database.url);
  await migrateToLatest(db);
  codes = await listWithholdingCodes(db);
  limits = new Map((await listInvoiceLimits(db)).map((row) => [Number(row.year), Number(row.amount)]));
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const code = (number: number) => codes.find((row) => row.code === number)!;

/** A 2026 invoice of 20.000 TL + %20 KDV to a KDV mükellefi under code 612 (the reference's example), with changes. */
function invoice(changes: Partial<Omit<WithholdingCase, "code" | "limit">> & { code?: number; year?: number } = {}): WithholdingCase {
  const { code: number = 612, year = 2026, ...rest } = changes;
  return {
    code: code(number),
    amount: money(20_000),
    ratePercent: money(20),
    buyer: "mukellef",
    sellerIsDesignated: false,
    limit: money(limits.get(year)!),
    ...rest,
  };
}

const tl = (outcome: ReturnType<typeof vatWithholding>) =>
  outcome.kind === "ask"
    ? outcome
    : {
        kind: outcome.kind,
        vat: formatMoney(outcome.vat),
        gross: formatMoney(outcome.gross),
        withheld: formatMoney(outcome.withheld),
        sellerCollects: formatMoney(outcome.sellerCollects),
        sellerDeclares: formatMoney(outcome.sellerDeclares),
      };

describe("the seeded figures (tax-reference §2.1–§2.4)", () => {
  it("has the 27 partial codes 601–627 with the ratios and groups of §2.3", () => {
    expect(codes.map((row) => row.code)).toEqual(Array.from({ length: 27 }, (_, i) => 601 + i));
    expect(code(601)).toMatchObject({ numerator: 4, denominator: 10, buyers: "B+A5M" });
    expect(code(612)).toMatchObject({ numerator: 9, denominator: 10, buyers: "A+B", section: "I/C-2.1.3.2.10" });
    expect(code(624)).toMatchObject({ numerator: 2, buyers: "A+B" });
    expect(code(627)).toMatchObject({ numerator: 5, buyers: "A+B" });
  });

  it("has the limits 6.900 (2024), 9.900 (2025) and 12.000 TL (2026), and the rates 1/10/20 from 10.07.2023", async () => {
    expect([...limits]).toEqual([
      [2024, 6_900],
      [2025, 9_900],
      [2026, 12_000],
    ]);
    expect(await listVatRatePeriods(db)).toEqual([{ valid_from: "2023-07-10", rates: "1,10,20" }]);
  });
});

describe("the worked example of tax-reference §2.5", () => {
  it("20.000 TL + %20 for cleaning (612, 9/10): 3.600 withheld, the seller collects 20.400 and declares 400", () => {
    expect(tl(vatWithholding(invoice()))).toEqual({
      kind: "withheld",
      vat: "4.000,00",
      gross: "24.000,00",
      withheld: "3.600,00",
      sellerCollects: "20.400,00",
      sellerDeclares: "400,00",
    });
  });

  it("9.000 TL + %20 in 2026: 10.800 ≤ 12.000, nothing withheld; the seller collects and declares all 1.800", () => {
    const outcome = vatWithholding(invoice({ amount: money(9_000) }));
    expect(outcome).toMatchObject({ kind: "none", reason: "under-limit", overLimit: false });
    expect(tl(outcome)).toMatchObject({ gross: "10.800,00", withheld: "0,00", sellerCollects: "10.800,00", sellerDeclares: "1.800,00" });
  });

  it("the same invoice in 2025 (limit 9.900): 1.620 withheld, 180 left to the seller", () => {
    expect(tl(vatWithholding(invoice({ amount: money(9_000), year: 2025 })))).toEqual({
      kind: "withheld",
      vat: "1.800,00",
      gross: "10.800,00",
      withheld: "1.620,00",
      sellerCollects: "9.180,00",
      sellerDeclares: "180,00",
    });
  });

  it("at exactly the limit nothing is withheld; one kuruş above, the whole KDV is subject to the ratio", () => {
    // 10.000 + %20 = 12.000 (2026 limit); 10.000,01 + 2.000,00 = 12.000,01.
    expect(vatWithholding(invoice({ amount: money(10_000) }))).toMatchObject({ kind: "none", reason: "under-limit" });
    expect(tl(vatWithholding(invoice({ amount: money("10000.01") })))).toMatchObject({ kind: "withheld", withheld: "1.800,00" });
  });
});

describe("who withholds (tax-reference §2.2–§2.3)", () => {
  it.each([
    ["602 (B) to a KDV mükellefi", { code: 602 }, "buyer-not-in-group"],
    ["602 (B) to a belirlenmiş alıcı", { code: 602, buyer: "belirlenmis" }, "withheld"],
    ["612 (A+B) to a buyer that is neither", { buyer: "diger" }, "buyer-neither"],
    ["602 (B) to a buyer that is neither", { code: 602, buyer: "diger" }, "buyer-neither"],
    ["610 (A) to a KDV mükellefi", { code: 610 }, "withheld"],
    ["601 to a belirlenmiş alıcı, whatever the work value", { code: 601, buyer: "belirlenmis" }, "withheld"],
    ["601 to a KDV mükellefi, work value 5 million or more", { code: 601, bedel: "evet" }, "withheld"],
    ["601 to a KDV mükellefi, smaller work", { code: 601, bedel: "hayir" }, "work-under-5m"],
    ["616 to a KDV mükellefi", { code: 616 }, "buyer-not-in-group"],
    ["616 to a listed body", { code: 616, buyer: "belirlenmis", liste: "evet" }, "withheld"],
    ["616 to a belirlenmiş alıcı not listed", { code: 616, buyer: "belirlenmis", liste: "hayir" }, "buyer-not-listed"],
    ["626 to the DMO", { code: 626, buyer: "belirlenmis", liste: "evet" }, "withheld"],
    ["626 to anyone else", { code: 626, liste: "hayir" }, "buyer-not-dmo"],
    ["612 sold by a belirlenmiş alıcı", { sellerIsDesignated: true }, "seller-designated"],
    ["612 between belirlenmiş alıcılar", { sellerIsDesignated: true, buyer: "belirlenmis" }, "seller-designated"],
    [
      "611 by a sports club that is a belirlenmiş alıcı to another (the exception)",
      { code: 611, sellerIsDesignated: true, buyer: "belirlenmis" },
      "withheld",
    ],
    ["611 by such a club to a plain KDV mükellefi", { code: 611, sellerIsDesignated: true }, "seller-designated"],
  ] as const)("%s → %s", (_, changes, expected) => {
    const outcome = vatWithholding(invoice(changes));
    expect(outcome.kind === "none" ? outcome.reason : outcome.kind).toBe(expected);
  });

  it("applies each code's own ratio: 601 4/10, 616 5/10, 624 2/10", () => {
    const withheld = (changes: Parameters<typeof invoice>[0]) => tl(vatWithholding(invoice(changes)));
    expect(withheld({ code: 601, bedel: "evet" })).toMatchObject({ withheld: "1.600,00", sellerDeclares: "2.400,00" });
    expect(withheld({ code: 616, buyer: "belirlenmis", liste: "evet" })).toMatchObject({ withheld: "2.000,00" });
    expect(withheld({ code: 624 })).toMatchObject({ withheld: "800,00", sellerCollects: "23.200,00" });
  });

  it("asks 601's work value, 616's list and 626's DMO question only when the answer decides", () => {
    expect(vatWithholding(invoice({ code: 601 }))).toEqual({ kind: "ask", field: "bedel" });
    expect(vatWithholding(invoice({ code: 616, buyer: "belirlenmis" }))).toEqual({ kind: "ask", field: "liste" });
    expect(vatWithholding(invoice({ code: 626 }))).toEqual({ kind: "ask", field: "liste" });
    // Not asked: the invoice is under the limit, the buyer is outside every group, or the seller settles it.
    expect(vatWithholding(invoice({ code: 601, amount: money(9_000) }))).toMatchObject({ kind: "none", reason: "under-limit" });
    expect(vatWithholding(invoice({ code: 626, buyer: "diger" }))).toMatchObject({ kind: "none", reason: "buyer-neither" });
    expect(vatWithholding(invoice({ code: 601, sellerIsDesignated: true }))).toMatchObject({ kind: "none", reason: "seller-designated" });
  });

  it("refuses to guess for a buyer group it does not know", () => {
    expect(() => groupDecision("X" as never, "mukellef", {})).toThrow(/Unknown buyer group/);
  });
});

describe("rounding and properties", () => {
  it("rounds the KDV to kuruş first, then the withheld part (half up)", () => {
    // 33,33 × %20 = 6,666 → 6,67; × 9/10 = 6,003 → 6,00. Limit 0 so that the arithmetic shows.
    expect(tl(vatWithholding({ ...invoice({ amount: money("33.33") }), limit: money(0) }))).toEqual({
      kind: "withheld",
      vat: "6,67",
      gross: "40,00",
      withheld: "6,00",
      sellerCollects: "34,00",
      sellerDeclares: "0,67",
    });
  });

  const amount = fc.bigInt({ min: 1n, max: 100_000_000_000n });
  const anyCode = fc.integer({ min: 601, max: 627 });
  const anyRate = fc.constantFrom("1", "10", "20");
  const anyBuyer = fc.constantFrom("mukellef", "belirlenmis", "diger" as const);
  const anyAnswer = fc.constantFrom("evet", "hayir", undefined);

  it("always balances: withheld + what the seller collects = KDV-inclusive amount, withheld + declared = KDV, and something is withheld exactly when the answer says so", () => {
    fc.assert(
      fc.property(
        amount,
        anyCode,
        anyRate,
        anyBuyer,
        fc.boolean(),
        anyAnswer,
        anyAnswer,
        (k, number, rate, buyer, seller, bedel, liste) => {
          const outcome = vatWithholding(
            invoice({
              code: number,
              amount: money(k.toString()).div(100),
              ratePercent: money(rate),
              buyer,
              sellerIsDesignated: seller,
              bedel,
              liste,
            }),
          );
          if (outcome.kind === "ask") return true;
          return (
            outcome.withheld.plus(outcome.sellerCollects).eq(outcome.gross) &&
            outcome.withheld.plus(outcome.sellerDeclares).eq(outcome.vat) &&
            outcome.withheld.lte(outcome.vat) &&
            (outcome.kind === "withheld") === outcome.withheld.gt(0)
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it("gives the same answer for an amount written 1.234.567,89, 1234567,89 or 1234567.89", () => {
    fc.assert(
      fc.property(amount, anyCode, anyBuyer, (k, number, buyer) => {
        const whole = (k / 100n).toString();
        const cents = (k % 100n).toString().padStart(2, "0");
        const spellings = [`${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${cents}`, `${whole},${cents}`, `${whole}.${cents}`];
        const answers = spellings.map((text) =>
          JSON.stringify(tl(vatWithholding(invoice({ code: number, buyer, amount: parseAmount(text)!, bedel: "evet", liste: "evet" })))),
        );
        return answers.every((answer) => answer === answers[0]);
      }),
      { numRuns: 300 },
    );
  });
});
