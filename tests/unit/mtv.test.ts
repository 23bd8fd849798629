/**
 * MTV for cars (tax-reference §3): the worked examples of §3.4 against the
 * figures the migrations seed, the rules (age, tariff, value band, two
 * instalments and their VUK md. 18 due days), the refusals, and properties.
 */
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/.server/db/connection.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { findTaxSet, listMtvRates, listMtvThresholds } from "#app/.server/repositories/tax-figures.ts";
import { ageColumn, computeMtv, type MtvInput, mtvAge, mtvTariff, valueBand } from "#app/.server/tax/calculators/mtv.ts";
import { mtvOutcome, readMtvQuery } from "#app/.server/tax/calculators/mtv-calculator.ts";
import { money } from "#app/.server/tax/money.ts";
import { holidayLookup } from "#app/.server/tax/working-days.ts";
import type { CalculationResult, CalculatorOutcome } from "#app/lib/calculator.ts";
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

/** "12.028 TL" → 12028. */
const liras = (outcome: CalculatorOutcome) => Number(resultOf(outcome).total.amount.replace(/\./g, "").replace(" TL", ""));

const car = (fields: Partial<MtvInput>): MtvInput => ({ year: 2026, registrationYear: 2025, modelYear: 2025, cc: 1500, ...fields });

describe("the worked examples of tax-reference §3.4 (2026)", () => {
  it("a model-2025 1.5 L car registered in 2025 at 500.000 TL pays 12.028 TL, in 6.014 + 6.014 due 02.02.2026 and 31.07.2026", async () => {
    const result = resultOf(await mtvOutcome(db, car({ value: money(500_000) })));
    expect(result.total.amount).toBe("12.028 TL");
    expect(result.lines).toEqual([
      { label: "1. taksit (Ocak), son ödeme günü 02.02.2026", amount: "6.014 TL" },
      { label: "2. taksit (Temmuz), son ödeme günü 31.07.2026", amount: "6.014 TL" },
    ]);
    const steps = result.steps.map((step) => `${step.label}: ${step.detail}`).join("\n");
    expect(steps).toContain("Tarife: (I) sayılı tarife");
    expect(steps).toContain("Yaş: 2 (1–3 yaş sütunu): 2026 − 2025 + 1 = 2");
    expect(steps).toContain("Satır 6: 3. değer dilimi");
    expect(steps).toContain("259.900 TL ve 455.300 TL (197 sayılı MTV Kanunu md. 5; MTV Genel Tebliği Seri No: 57)");
    expect(steps).toContain("500.000,00 TL > 455.300 TL");
    expect(steps).toContain(
      "1. taksitin son ödeme günü: 02.02.2026: Kanuni son gün 31.01.2026 cumartesi; süre izleyen ilk iş günü olan 02.02.2026 pazartesi biter (VUK md. 18)",
    );
    expect(result.legalBasis).toEqual([
      expect.stringContaining("MTV Genel Tebliği Seri No: 58 (Resmî Gazete 31.12.2025, sayı 33124, 5. Mükerrer)"),
      "197 sayılı MTV Kanunu md. 5; MTV Genel Tebliği Seri No: 57",
      expect.stringContaining("2429 sayılı Ulusal Bayram ve Genel Tatiller Hakkında Kanun"),
      expect.stringContaining("213 sayılı Vergi Usul Kanunu md. 18"),
    ]);
    expect(result.checkedOn).toBe("22.11.2026");
    expect(result.rounding).toBe("Vergi tutarı tam lira olarak, kesirler atılarak gösterilir (MTVK md. 10).");
  });

  it("a model-2015 1.4 L car registered in 2015 pays 3.077 TL under (I/A), halves of 1.538,50 TL with the split stated", async () => {
    const outcome = await mtvOutcome(db, car({ registrationYear: 2015, modelYear: 2015, cc: 1400 }));
    const result = resultOf(outcome);
    expect(result.total.amount).toBe("3.077 TL");
    expect(result.lines.map((line) => line.amount)).toEqual(["1.538,50 TL", "1.538,50 TL"]);
    expect(result.rounding).toContain("3.077 TL = 1.538,50 TL + 1.538,50 TL");
    expect(result.steps[0]?.label).toBe("Tarife: (I/A) sayılı tarife");
    expect(result.steps[1]?.label).toBe("Yaş: 12 (12–15 yaş sütunu)");
    // (I/A) does not look at the value: no thresholds, no value warning.
    expect(result.legalBasis.join(" ")).not.toContain("Seri No: 57");
    expect(outcome.state === "result" && outcome.inputs.map((input) => input.label)).not.toContain("Taşıt değeri");
  });
});

describe("the rules", () => {
  it("counts the age from the model year, the model year being age 1 (MTVK md. 11)", () => {
    expect(mtvAge(2026, 2024)).toBe(3);
    expect(mtvAge(2026, 2023)).toBe(4);
    expect([1, 3, 4, 6, 7, 11, 12, 15, 16, 40].map((age) => ageColumn(age).column)).toEqual([
      "age_1_3",
      "age_1_3",
      "age_4_6",
      "age_4_6",
      "age_7_11",
      "age_7_11",
      "age_12_15",
      "age_12_15",
      "age_16",
      "age_16",
    ]);
  });

  it("takes (I) from a 2018 registration on and (I/A) up to 2017", () => {
    expect([2017, 2018].map(mtvTariff)).toEqual(["I/A", "I"]);
  });

  it("puts a value at a limit in the lower band: “X'i aşıp Y'yi aşmayanlar”", () => {
    const limits = [259_900, 455_300];
    expect(["259900", "259900.01", "455300", "455300.01"].map((v) => valueBand(money(v), limits))).toEqual([1, 2, 2, 3]);
    expect(valueBand(money(651_700), [651_700])).toBe(1);
    expect(valueBand(money(651_701), [651_700])).toBe(2);
  });

  it("compares with the thresholds of the registration year, not the tax year's", async () => {
    // 500.000 TL is above 2025's 455.300 (row 6) but within 2026's 541.500 (row 5).
    expect(liras(await mtvOutcome(db, car({ value: money(500_000) })))).toBe(12_028);
    expect(liras(await mtvOutcome(db, car({ registrationYear: 2026, modelYear: 2026, value: money(500_000) })))).toBe(11_023);
  });

  it("finds the one-limit bands and the open top band", async () => {
    expect(liras(await mtvOutcome(db, car({ cc: 1800, value: money(651_700) })))).toBe(19_472);
    expect(liras(await mtvOutcome(db, car({ cc: 1800, value: money(651_701) })))).toBe(21_251);
    // (I/A), ≥ 4001 cm³: model 2012 is 15 (12–15 yaş), model 2010 is 17 (16 ve yukarı).
    expect(liras(await mtvOutcome(db, car({ cc: 5000, modelYear: 2012, registrationYear: 2012 })))).toBe(45_632);
    expect(liras(await mtvOutcome(db, car({ cc: 5000, modelYear: 2010, registrationYear: 2010 })))).toBe(17_705);
  });

  it("shows the statutory due days with a note when the year's holidays are not in the data", async () => {
    const figures = {
      rateSet: await findTaxSet(db, "mtv/2026"),
      rates: await listMtvRates(db, 2026, "I/A"),
      tableYears: [2026],
      thresholdSet: undefined,
      thresholds: [],
      holidaySet: undefined,
      holidays: holidayLookup([]),
    };
    const result = resultOf(computeMtv(car({ registrationYear: 2015, modelYear: 2015, cc: 1400 }), figures));
    expect(result.lines.map((line) => line.label)).toEqual([
      "1. taksit (Ocak), son ödeme günü 31.01.2026",
      "2. taksit (Temmuz), son ödeme günü 31.07.2026",
    ]);
    expect(result.warnings.join(" ")).toContain("2026 yılının resmî tatilleri verilerimizde olmadığından kanuni son günler gösterildi");
  });
});

describe("refusals", () => {
  it("refuses a tax year without a table, never using another year's", async () => {
    expect(await mtvOutcome(db, car({ year: 2025, registrationYear: 2024, modelYear: 2024, value: money(500_000) }))).toEqual({
      state: "refused",
      field: "yil",
      reason: expect.stringContaining("2025 yılı için MTV tarifesi verilerimizde yok (verilerimizdeki yıllar: 2026)"),
    });
  });

  it("refuses an (I) car whose registration year has no thresholds in the data", async () => {
    const outcome = await mtvOutcome(db, car({ registrationYear: 2020, modelYear: 2020, value: money(300_000) }));
    expect(outcome).toMatchObject({ state: "refused", field: "tescil" });
    expect(outcome.state === "refused" && outcome.reason).toContain(
      "2020 yılında ilk tescil edilen otomobiller için MTV Genel Tebliğindeki taşıt değeri sınırları henüz verilerimize girilmedi",
    );
  });

  const read = (query: string) => readMtvQuery(new URLSearchParams(query));
  const full = "yil=2026&tescil=2025&model=2025&silindir=1500&deger=500000";

  it("shows the empty form without a query, and reads a full one", () => {
    expect(read("").outcome).toEqual({ state: "empty" });
    expect(read("utm_source=x").outcome).toEqual({ state: "empty" });
    expect(read(full).input).toEqual({ year: 2026, registrationYear: 2025, modelYear: 2025, cc: 1500, value: money(500_000) });
  });

  it.each([
    ["yil=2026", "model", "Tescil belgesindeki model yılını yazın."],
    ["yil=&tescil=&model=&silindir=&deger=", "yil", "Vergi yılını yazın (ör. 2026)."],
    ["yil=2026&model=2025&tescil=2025", "silindir", "Motor silindir hacmini cm³ olarak yazın (ör. 1500)."],
    ["yil=2026&model=2025&tescil=2025&silindir=1500", "deger", "2018 ve sonrasında ilk tescil edilen otomobiller için"],
    [`${full}&tur=elektrikli`, "tur", "motor gücüne (kW) göre"],
    [`${full}&tur=hibrit`, "tur", "Motor türünü seçin."],
    ["yil=26&tescil=2025&model=2025&silindir=1500&deger=1", "yil", "dört haneli"],
    ["yil=2026&tescil=2025&model=2027&silindir=1500&deger=1", "model", "Model yılı (2027) vergi yılından (2026) sonra olamaz"],
    ["yil=2026&tescil=2027&model=2026&silindir=1500&deger=1", "tescil", "İlk tescil yılı (2027) vergi yılından (2026) sonra olamaz"],
    ["yil=2026&tescil=2023&model=2025&silindir=1500&deger=1", "tescil", "en fazla bir yıl önce"],
    ["yil=2026&tescil=2025&model=2025&silindir=0&deger=1", "silindir", "sıfırdan büyük bir tam sayı"],
    ["yil=2026&tescil=2025&model=2025&silindir=1.5&deger=1", "silindir", "sıfırdan büyük bir tam sayı"],
    ["yil=2026&tescil=2025&model=2025&silindir=1500&deger=-500000", "deger", "sıfırdan büyük bir tutar"],
    ["yil=2026&tescil=2025&model=2025&silindir=1500&deger=12,345,6", "deger", "sıfırdan büyük bir tutar"],
    ["yil=2026&tescil=2025&model=2025&silindir=1500&deger=0", "deger", "sıfırdan büyük bir tutar"],
    [`yil=2026&tescil=2025&model=2025&silindir=1500&deger=${"9".repeat(60)}`, "deger", "sıfırdan büyük bir tutar"],
  ])("refuses %s on field %s", (query, field, reason) => {
    const { outcome } = read(query);
    expect(outcome).toMatchObject({ state: "refused", field });
    expect(outcome?.state === "refused" && outcome.reason).toContain(reason);
  });

  it("accepts a registration one year before the model year, and ignores the value of an (I/A) car", () => {
    expect(read("yil=2026&tescil=2024&model=2025&silindir=1500&deger=400000").input?.registrationYear).toBe(2024);
    expect(read("yil=2026&tescil=2015&model=2015&silindir=1400&deger=yok").input).toEqual({
      year: 2026,
      registrationYear: 2015,
      modelYear: 2015,
      cc: 1400,
    });
  });
});

describe("properties", () => {
  it("MTV never falls as the value rises, within a registration year and an engine band", async () => {
    // The seeded thresholds the property runs across (two registration years with data).
    expect((await listMtvThresholds(db, 2025)).length + (await listMtvThresholds(db, 2026)).length).toBe(18);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(2025, 2026),
        fc.integer({ min: 1, max: 6000 }),
        fc.integer({ min: 1, max: 5_000_000_00 }),
        fc.integer({ min: 0, max: 2_000_000_00 }),
        async (registrationYear, cc, kurus, more) => {
          const low = money(kurus).dividedBy(100);
          const high = money(kurus + more).dividedBy(100);
          const at = (value: typeof low) => mtvOutcome(db, car({ registrationYear, modelYear: registrationYear, cc, value }));
          expect(liras(await at(low))).toBeLessThanOrEqual(liras(await at(high)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("gives the same result for the same value in every accepted format", () => {
    const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (kurus) => {
        const whole = String(Math.floor(kurus / 100));
        const fraction = String(kurus % 100).padStart(2, "0");
        const formats = [`${grouped(whole)},${fraction}`, `${whole},${fraction}`, `${whole}.${fraction}`];
        const inputs = formats.map(
          (deger) => readMtvQuery(new URLSearchParams({ yil: "2026", tescil: "2025", model: "2025", silindir: "1500", deger })).input,
        );
        for (const input of inputs) expect(input?.value?.toString()).toBe(money(kurus).dividedBy(100).toString());
      }),
    );
  });
});
