/**
 * The MTV calculator's use case (/araclar/mtv): reads the query as typed,
 * refuses what it does not cover (one sentence, the field at fault), loads
 * the figures of the years concerned and computes (mtv.ts).
 */
import { type Executor, getDb } from "#app/.server/db/index.ts";
import { findTaxSet, listHolidays, listMtvRates, listMtvThresholds, listMtvYears } from "#app/.server/repositories/tax-figures.ts";
import { computeMtv, type MtvInput, mtvTariff } from "#app/.server/tax/calculators/mtv.ts";
import { parseAmount } from "#app/.server/tax/money.ts";
import { holidayLookup } from "#app/.server/tax/working-days.ts";
import type { CalculatorOutcome } from "#app/lib/calculator.ts";
import { CALCULATOR_PARAMS } from "#app/lib/paths.ts";

export type MtvField = (typeof CALCULATOR_PARAMS.mtv)[number];
export type MtvValues = Record<MtvField, string>;

/** `tur`: a car with an engine (taxed by cm³), or electric only (not covered). */
export const MTV_KINDS = { combustion: "benzinli-dizel", electric: "elektrikli" } as const;

/** Longer input is not a year, a cm³ or an amount: refused, and not echoed in full. */
const MAX_INPUT = 40;

const refused = (reason: string, field: MtvField): CalculatorOutcome => ({ state: "refused", reason, field });

const YEAR = /^\d{4}$/;
const parseYear = (text: string) => (YEAR.test(text) && Number(text) >= 1900 && Number(text) <= 2200 ? Number(text) : undefined);

/** The form's values (as typed, trimmed) and what they ask: nothing yet, a refusal, or a car to compute. */
export function readMtvQuery(
  query: URLSearchParams,
): { values: MtvValues } & ({ input: MtvInput; outcome?: undefined } | { input?: undefined; outcome: CalculatorOutcome }) {
  const values = Object.fromEntries(
    CALCULATOR_PARAMS.mtv.map((name) => [name, (query.get(name) ?? "").trim().slice(0, MAX_INPUT + 1)]),
  ) as MtvValues;
  const asked = CALCULATOR_PARAMS.mtv.some((name) => query.has(name));
  if (values.tur === "") values.tur = MTV_KINDS.combustion;
  if (!asked) return { values, outcome: { state: "empty" } };
  const refuse = (reason: string, field: MtvField) => ({ values, outcome: refused(reason, field) });

  if (values.tur === MTV_KINDS.electric) {
    return refuse(
      "Yalnızca elektrik motorlu otomobillerin vergisi silindir hacmine göre değil motor gücüne (kW) göre belirlenir ve bu hesap henüz uzman incelemesinden geçmediği için kapsamımızda değil; meslek mensubunuza danışın.",
      "tur",
    );
  }
  if (values.tur !== MTV_KINDS.combustion) return refuse("Motor türünü seçin.", "tur");

  if (values.yil === "") return refuse("Vergi yılını yazın (ör. 2026).", "yil");
  const year = parseYear(values.yil);
  if (year === undefined) return refuse("Vergi yılını dört haneli bir yıl olarak yazın (ör. 2026).", "yil");

  if (values.model === "") return refuse("Tescil belgesindeki model yılını yazın.", "model");
  const modelYear = parseYear(values.model);
  if (modelYear === undefined) return refuse("Model yılını dört haneli bir yıl olarak yazın (ör. 2025).", "model");
  if (modelYear > year) return refuse(`Model yılı (${modelYear}) vergi yılından (${year}) sonra olamaz; iki yılı kontrol edin.`, "model");

  if (values.tescil === "") return refuse("Taşıtın Türkiye'de ilk tescil edildiği yılı yazın.", "tescil");
  const registrationYear = parseYear(values.tescil);
  if (registrationYear === undefined) return refuse("İlk tescil yılını dört haneli bir yıl olarak yazın (ör. 2025).", "tescil");
  if (registrationYear > year) {
    return refuse(`İlk tescil yılı (${registrationYear}) vergi yılından (${year}) sonra olamaz; iki yılı kontrol edin.`, "tescil");
  }
  if (registrationYear < modelYear - 1) {
    return refuse(
      `İlk tescil yılı (${registrationYear}) model yılından (${modelYear}) en fazla bir yıl önce olabilir; tescil belgesindeki yılları kontrol edin.`,
      "tescil",
    );
  }

  if (values.silindir === "") return refuse("Motor silindir hacmini cm³ olarak yazın (ör. 1500).", "silindir");
  const cc = /^\d{1,6}$/.test(values.silindir) ? Number(values.silindir) : 0;
  if (cc <= 0) return refuse("Motor silindir hacmini sıfırdan büyük bir tam sayı olarak cm³ cinsinden yazın (ör. 1500).", "silindir");

  const input: MtvInput = { year, registrationYear, modelYear, cc };
  // MTVK geçici md. 8: the (I/A) tariff does not look at the value, so it is neither asked nor read.
  if (mtvTariff(registrationYear) === "I") {
    if (values.deger === "") {
      return refuse("2018 ve sonrasında ilk tescil edilen otomobiller için ilk tescildeki taşıt değerini yazın.", "deger");
    }
    const value = values.deger.length > MAX_INPUT ? undefined : parseAmount(values.deger);
    if (!value || value.isZero()) {
      return refuse("Taşıt değerini sıfırdan büyük bir tutar olarak 500.000, 500000,00 veya 500000.00 biçiminde yazın.", "deger");
    }
    input.value = value;
  }
  return { values, input };
}

/** Loads the figures the car needs (tariff of the tax year, thresholds of the registration year, holidays) and computes. */
export async function mtvOutcome(db: Executor, input: MtvInput): Promise<CalculatorOutcome> {
  const tariff = mtvTariff(input.registrationYear);
  const [rateSet, rates, tableYears, holidaySet, holidays] = await Promise.all([
    findTaxSet(db, `mtv/${input.year}`),
    listMtvRates(db, input.year, tariff),
    listMtvYears(db),
    findTaxSet(db, `tatil/${input.year}`),
    // A due day at the end of July can move into August (and the lookup needs the days after it).
    listHolidays(db, `${input.year}-01-01`, `${input.year}-12-31`),
  ]);
  const [thresholdSet, thresholds] =
    tariff === "I"
      ? await Promise.all([findTaxSet(db, `mtv-esik/${input.registrationYear}`), listMtvThresholds(db, input.registrationYear)])
      : [undefined, []];
  return computeMtv(input, {
    rateSet,
    rates,
    tableYears,
    thresholdSet,
    thresholds,
    holidaySet,
    holidays: holidayLookup(holidays),
  });
}

/** The page's loader data: the values to keep in the form, and the outcome. */
export async function mtvPage(query: URLSearchParams): Promise<{ values: MtvValues; outcome: CalculatorOutcome }> {
  const read = readMtvQuery(query);
  if (!read.input) return { values: read.values, outcome: read.outcome };
  return { values: read.values, outcome: await mtvOutcome(await getDb(), read.input) };
}
