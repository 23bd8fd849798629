/**
 * Gecikme zammı and gecikme faizi (tax-reference §4): the worked examples of
 * §4.2 against the seeded rate history, the month-end rule, a rate change
 * inside the period, the warnings, the refusals, and properties.
 */
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/.server/db/connection.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { addMonthsClamped, type LateKind, type LatePaymentInput } from "#app/.server/tax/calculators/late-payment.ts";
import { latePaymentOutcome, readLatePaymentQuery } from "#app/.server/tax/calculators/late-payment-calculator.ts";
import { money } from "#app/.server/tax/money.ts";
import { addDays, daysBetween } from "#app/.server/tax/working-days.ts";
import type { CalculationResult, CalculatorOutcome } from "#app/lib/calculator.ts";
import { NEUTRAL_FIGURES_LINE } from "#app/lib/tax-confirmation.ts";
import { freshDatabase, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await freshDatabase();
  db = openTestDb(database.url);
  await migrateToLatest(db);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

function resultOf(outcome: CalculatorOutcome): CalculationResult {
  if (outcome.state !== "result") throw new Error(`Expected a result, got ${JSON.stringify(outcome)}`);
  return outcome.result;
}

const late = (amount: number | string, due: string, paid: string, kind: LateKind = "zam"): LatePaymentInput => ({
  amount: money(amount),
  due,
  paid,
  kind,
});
const compute = async (input: LatePaymentInput) => resultOf(await latePaymentOutcome(db, input));
/** "1.234,56 TL" → "1234.56". */
const plain = (text: string) => text.replace(" TL", "").replace(/\./g, "").replace(",", ".");

describe("the worked examples of tax-reference §4.2", () => {
  it("gecikme zammı: 10.000 TL, vade 26.01.2026, paid 10.03.2026 → 1 month + 12 days at %3,7 = 518,00 TL", async () => {
    const result = await compute(late(10_000, "2026-01-26", "2026-03-10"));
    expect(result.total).toEqual({ label: "Gecikme zammı", amount: "518,00 TL" });
    expect(result.lines).toEqual([
      { label: "26.01.2026 → 26.02.2026 · 1 ay · %3,7", amount: "370,00 TL" },
      { label: "26.02.2026 → 10.03.2026 · 12 gün · %3,7", amount: "148,00 TL" },
    ]);
    expect(result.steps.map((step) => step.detail)).toContain(
      "10.000,00 TL × %3,7 × 12 / 30 = 148,00 TL (ay kesri günlük hesaplanır: aylık oran ÷ 30)",
    );
    expect(result.legalBasis).toContain("6183 s.K. md. 51: “Ay kesirlerine isabet eden gecikme zammı günlük olarak hesap edilir.”");
    expect(result.legalBasis.join(" ")).toContain("Cumhurbaşkanı Kararı 10556");
    expect(result.rounding).toContain("kuruşa yuvarlanır (yarım kuruş yukarı)");
  });

  it("gecikme faizi: 20.000 TL, vade 28.11.2025, tahakkuk 20.07.2026 → 7 months at %3,7 = 5.180,00 TL, the 22 days ignored", async () => {
    const result = await compute(late(20_000, "2025-11-28", "2026-07-20", "faiz"));
    expect(result.total).toEqual({ label: "Gecikme faizi", amount: "5.180,00 TL" });
    expect(result.lines).toEqual([
      { label: "28.11.2025 → 28.06.2026 · 7 ay · %3,7", amount: "5.180,00 TL" },
      { label: "28.06.2026 → 20.07.2026 · 22 gün · %3,7", amount: "hesaplanmaz" },
    ]);
    expect(result.steps[0]?.label).toBe("Gecikme süresi: 7 ay 22 gün");
    // The gecikme set starts "teyit bekliyor" (ADR 020): one neutral line, the research note stays in the admin.
    expect(result.warnings).toContain(NEUTRAL_FIGURES_LINE);
    expect(result.warnings.join(" ")).not.toMatch(/okunamadı|teyit edilmedi/);
    expect(result.checkedOn).toBeUndefined();
  });
});

describe("the month-end rule: the same day of later months, else the month's last day", () => {
  it("counts from the vade day itself, never from the previous anniversary", () => {
    expect([1, 2, 3, 13].map((n) => addMonthsClamped("2026-01-31", n))).toEqual(["2026-02-28", "2026-03-31", "2026-04-30", "2027-02-28"]);
    expect(addMonthsClamped("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsClamped("2026-11-30", 3)).toBe("2027-02-28");
  });

  it("makes vade 31.01.2026 a full month on 28.02.2026, and two on 31.03.2026", async () => {
    const february = await compute(late(10_000, "2026-01-31", "2026-02-28"));
    expect(february.lines).toEqual([{ label: "31.01.2026 → 28.02.2026 · 1 ay · %3,7", amount: "370,00 TL" }]);
    const dayBefore = await compute(late(10_000, "2026-01-31", "2026-02-27"));
    expect(dayBefore.lines).toEqual([{ label: "31.01.2026 → 27.02.2026 · 27 gün · %3,7", amount: "333,00 TL" }]);
    const march30 = await compute(late(10_000, "2026-01-31", "2026-03-30"));
    expect(march30.lines.map((line) => line.label)).toEqual([
      "31.01.2026 → 28.02.2026 · 1 ay · %3,7",
      "28.02.2026 → 30.03.2026 · 30 gün · %3,7",
    ]);
    expect((await compute(late(10_000, "2026-01-31", "2026-03-31"))).total.amount).toBe("740,00 TL");
  });
});

describe("a rate change inside the period (each day at the rate in force on it)", () => {
  // %3,5 until 20.05.2024, %4,5 from 21.05.2024 (Cumhurbaşkanı Kararı 8484).
  it("splits the month it falls in by its days, each part at its rate ÷ 30; full months keep their own rate", async () => {
    const result = await compute(late(10_000, "2024-04-26", "2024-06-26"));
    expect(result.lines).toEqual([
      { label: "26.04.2024 → 20.05.2024 · 24 gün · %3,5", amount: "280,00 TL" },
      { label: "20.05.2024 → 26.05.2024 · 6 gün · %4,5", amount: "90,00 TL" },
      { label: "26.05.2024 → 26.06.2024 · 1 ay · %4,5", amount: "450,00 TL" },
    ]);
    expect(result.total.amount).toBe("820,00 TL");
    expect(result.warnings.join(" ")).toContain("değişikliğin düştüğü ay, değişiklikten önceki ve sonraki günlerine bölünerek");
    expect(result.legalBasis.join(" ")).toMatch(/Kararı 7782[\s\S]*Kararı 8484/);
  });

  it("counts that month in full for faiz too, and drops only the final fraction", async () => {
    expect((await compute(late(10_000, "2024-04-26", "2024-06-26", "faiz"))).total.amount).toBe("820,00 TL");
    expect((await compute(late(10_000, "2024-04-26", "2024-06-30", "faiz"))).total.amount).toBe("820,00 TL");
    expect((await compute(late(10_000, "2024-04-26", "2024-06-30"))).total.amount).toBe("880,00 TL");
  });

  it("splits the remaining days too, and rounds the exact total half up to kuruş", async () => {
    // 11 days at %4,5 (to 12.11.2025), 8 at %3,7: 165 + 98,666… = 263,666… → 263,67.
    const result = await compute(late(10_000, "2025-11-01", "2025-11-20"));
    expect(result.lines).toEqual([
      { label: "01.11.2025 → 12.11.2025 · 11 gün · %4,5", amount: "165,00 TL" },
      { label: "12.11.2025 → 20.11.2025 · 8 gün · %3,7", amount: "98,67 TL" },
    ]);
    expect(result.total.amount).toBe("263,67 TL");
  });
});

describe("on time, too early, and the data's limits", () => {
  it("shows 0 and says why when paid on or before the vade (no rate needed, even before 2018)", async () => {
    for (const paid of ["2026-01-26", "2026-01-10"]) {
      const result = await compute(late(10_000, "2026-01-26", paid));
      expect(result.total.amount).toBe("0,00 TL");
      expect(result.steps[0]?.detail).toContain("veya daha önce yapıldığından gecikme zammı doğmaz");
    }
    expect((await compute(late(10_000, "2017-01-26", "2017-01-26", "faiz"))).steps[0]?.detail).toContain("gecikme faizi doğmaz");
  });

  it("refuses a vade before the first rate in the data (05.09.2018)", async () => {
    expect(await latePaymentOutcome(db, late(10_000, "2018-09-04", "2019-01-01"))).toEqual({
      state: "refused",
      field: "vade",
      reason: expect.stringContaining("oranları 05.09.2018 tarihinden başlıyor"),
    });
    expect((await compute(late(10_000, "2018-09-05", "2018-10-05"))).total.amount).toBe("200,00 TL");
  });

  it("says only the neutral line while the gecikme set is not confirmed, never its research note; a period past the last check says so plainly", async () => {
    const old = await compute(late(10_000, "2018-09-05", "2018-10-05"));
    expect(old.warnings).toContain(NEUTRAL_FIGURES_LINE);
    expect(old.warnings.join(" ")).not.toMatch(/teyit edilmedi|13\.11\.2025'ten sonra/);
    const recent = await compute(late(10_000, "2026-01-26", "2026-03-10"));
    expect(recent.warnings.join(" ")).not.toMatch(/bulunamadı|teyit/);
    expect(recent.warnings.join(" ")).not.toContain("kararlarına göre yapılmıştır");
    const beyond = await compute(late(10_000, "2026-10-26", "2026-12-10"));
    expect(beyond.warnings.join(" ")).toContain("22.11.2026 tarihine kadar yürürlüğe giren Cumhurbaşkanı kararlarına göre yapılmıştır");
  });

  it('shows the source and "son kontrol" and no neutral line once the office confirmed the set', async () => {
    await db
      .updateTable("tax_sets")
      .set({ confirmed_at: "2026-11-24T09:00:00.000Z", confirmed_by: "a@b.c" })
      .where("id", "=", "gecikme")
      .execute();
    try {
      const result = await compute(late(10_000, "2026-01-26", "2026-03-10"));
      expect(result.warnings).not.toContain(NEUTRAL_FIGURES_LINE);
      expect(result.checkedOn).toBe("22.11.2026");
    } finally {
      await db.updateTable("tax_sets").set({ confirmed_at: null, confirmed_by: null }).where("id", "=", "gecikme").execute();
    }
  });
});

describe("reading the query", () => {
  const read = (query: string) => readLatePaymentQuery(new URLSearchParams(query));

  it("shows the empty form without a query, reads a full one, takes GG.AA.YYYY dates too", () => {
    expect(read("").outcome).toEqual({ state: "empty" });
    expect(read("tutar=1.234,5&vade=2026-01-26&odeme=10.3.2026&tur=faiz").input).toEqual(
      late("1234.5", "2026-01-26", "2026-03-10", "faiz"),
    );
  });

  it.each([
    ["tutar=10000", "vade", "Vade tarihini seçin"],
    ["tutar=10000&vade=2026-01-26", "odeme", "Ödeme tarihini seçin"],
    ["tutar=10000&vade=2026-01-26&tur=faiz", "odeme", "Tahakkuk tarihini seçin"],
    ["tutar=&vade=&odeme=", "tutar", "asıl tutarı yazın"],
    ["tutar=-10000&vade=2026-01-26&odeme=2026-03-10", "tutar", "sıfırdan büyük bir tutar"],
    ["tutar=10.00.0&vade=2026-01-26&odeme=2026-03-10", "tutar", "sıfırdan büyük bir tutar"],
    ["tutar=10000&vade=2026-02-30&odeme=2026-03-10", "vade", "geçerli bir tarih değil"],
    ["tutar=10000&vade=26/01/2026&odeme=2026-03-10", "vade", "geçerli bir tarih değil"],
    ["tutar=10000&vade=2026-01-26&odeme=yarın", "odeme", "Ödeme tarihi geçerli bir tarih değil"],
    ["tutar=10000&vade=2026-01-26&odeme=2026-03-10&tur=ceza", "tur", "Gecikme zammı mı gecikme faizi mi"],
  ])("refuses %s on field %s", (query, field, reason) => {
    const { outcome } = read(query);
    expect(outcome).toMatchObject({ state: "refused", field });
    expect(outcome?.state === "refused" && outcome.reason).toContain(reason);
  });
});

describe("properties", () => {
  const day = (from: string, span: number) => fc.integer({ min: 0, max: span }).map((n) => addDays(from, n));

  it("zam (and faiz) never fall as the payment day moves later, across the seeded rate changes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<LateKind>("zam", "faiz"),
        day("2018-09-05", 3000),
        fc.integer({ min: 0, max: 30 }),
        // Often the day before or of a monthly anniversary, where a month replaces its days.
        fc.oneof(fc.constant(-1), fc.constant(0), fc.integer({ min: -15, max: 15 })),
        fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 70 })),
        async (kind, due, months, jitter, more) => {
          const anniversary = addDays(addMonthsClamped(due, months), jitter);
          const paid = addDays(due, Math.max(0, daysBetween(due, anniversary)));
          const sooner = await compute(late("12345.67", due, paid, kind));
          const later = await compute(late("12345.67", due, addDays(paid, more), kind));
          expect(money(plain(sooner.total.amount)).lte(plain(later.total.amount))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("gives the same result for the same amount in every accepted format", async () => {
    const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 9_999_999_999 }), async (kurus) => {
        const whole = String(Math.floor(kurus / 100));
        const fraction = String(kurus % 100).padStart(2, "0");
        const totals = new Set<string>();
        for (const tutar of [`${grouped(whole)},${fraction}`, `${whole},${fraction}`, `${whole}.${fraction}`]) {
          const { input } = readLatePaymentQuery(new URLSearchParams({ tutar, vade: "2024-04-26", odeme: "2026-03-10" }));
          if (!input) throw new Error(`Refused ${tutar}`);
          totals.add((await compute(input)).total.amount);
        }
        expect(totals.size).toBe(1);
      }),
      { numRuns: 60 },
    );
  });
});
