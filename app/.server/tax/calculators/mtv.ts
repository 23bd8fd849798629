/**
 * Motorlu taşıtlar vergisi for cars, tariffs (I) and (I/A) (tax-reference §3).
 * Pure: the figures (a year's tariff rows, the thresholds of the year of first
 * registration, the holidays) come in as database rows; nothing here is a
 * tax figure. The use case that loads them is mtv-calculator.ts.
 */

import type { MtvRate, MtvTariff, MtvThreshold, TaxSet } from "#app/.server/db/schema.ts";
import { usedSetsFacts } from "#app/.server/tax/confirmation.ts";
import { formatDay, formatMoney, type Money, money, toWholeLiraDown } from "#app/.server/tax/money.ts";
import { type HolidayLookup, shiftToWorkingDay, weekdayName } from "#app/.server/tax/working-days.ts";
import type { CalculationLine, CalculationResult, CalculationStep, CalculatorOutcome, InputSummary } from "#app/lib/calculator.ts";

export interface MtvInput {
  /** Vergi yılı. */
  year: number;
  /** Year of first registration in Turkey (ilk tescil). */
  registrationYear: number;
  /** Model year on the tescil belgesi. */
  modelYear: number;
  /** Engine capacity, cm³. */
  cc: number;
  /** Taşıt değeri at first registration; needed for tariff (I) only. */
  value?: Money;
}

export interface MtvFigures {
  /** The `mtv/<year>` set and its rows of the car's tariff (empty: no table that year). */
  rateSet: TaxSet | undefined;
  rates: MtvRate[];
  /** The years that have an MTV table (for the refusal of any other year). */
  tableYears: number[];
  /** The `mtv-esik/<registration year>` set and its rows ((I) only). */
  thresholdSet: TaxSet | undefined;
  thresholds: MtvThreshold[];
  /** The `tatil/<year>` set (undefined: that year's holidays are not in the data) and the holidays. */
  holidaySet: TaxSet | undefined;
  holidays: HolidayLookup;
}

/**
 * MTVK md. 5 and geçici md. 8 (tax-reference §3.2, §3.3): cars first
 * registered from 1.1.2018 on pay under tariff (I), earlier ones under (I/A).
 */
export const FIRST_YEAR_OF_TARIFF_I = 2018;
export const mtvTariff = (registrationYear: number): MtvTariff => (registrationYear >= FIRST_YEAR_OF_TARIFF_I ? "I" : "I/A");

/** tax-reference §3.4, MTVK md. 11: a car is one year old in its model year, so yaş = vergi yılı − model yılı + 1. */
export const mtvAge = (year: number, modelYear: number) => year - modelYear + 1;

type AgeColumn = "age_1_3" | "age_4_6" | "age_7_11" | "age_12_15" | "age_16";

/** The age columns of the MTVK md. 5 tariffs: 1–3, 4–6, 7–11, 12–15, 16 and over. */
export function ageColumn(age: number): { column: AgeColumn; label: string } {
  if (age <= 3) return { column: "age_1_3", label: "1–3 yaş" };
  if (age <= 6) return { column: "age_4_6", label: "4–6 yaş" };
  if (age <= 11) return { column: "age_7_11", label: "7–11 yaş" };
  if (age <= 15) return { column: "age_12_15", label: "12–15 yaş" };
  return { column: "age_16", label: "16 ve yukarı yaş" };
}

const inBand = (cc: number, row: { cc_min: number; cc_max: number | null }) =>
  cc >= Number(row.cc_min) && (row.cc_max === null || cc <= Number(row.cc_max));

/** "1301–1600 cm³", "1300 cm³ ve altı", "4001 cm³ ve üzeri" (engine sizes are written without thousands dots). */
const ccLabel = (row: { cc_min: number; cc_max: number | null }) => {
  const min = Number(row.cc_min);
  if (row.cc_max === null) return `${min} cm³ ve üzeri`;
  return min <= 1 ? `${Number(row.cc_max)} cm³ ve altı` : `${min}–${Number(row.cc_max)} cm³`;
};

const lira = (amount: Money) => `${formatMoney(amount, { kurus: false })} TL`;
const liraKurus = (amount: Money) => `${formatMoney(amount)} TL`;

/**
 * MTVK md. 5: "X'i aşıp Y'yi aşmayanlar". The value band is 1 up to the first
 * limit (inclusive), 2 above it up to the second, 3 above the last.
 */
export function valueBand(value: Money, limits: readonly number[]): number {
  return 1 + limits.filter((limit) => value.gt(limit)).length;
}

/** "500.000,00 TL > 455.300 TL": the value against the limits around its band. */
function bandComparison(value: Money, limits: readonly number[], band: number): string {
  const lower = limits[band - 2];
  const upper = limits[band - 1];
  if (lower === undefined && upper !== undefined) return `${liraKurus(value)} ≤ ${lira(money(upper))}`;
  if (upper === undefined && lower !== undefined) return `${liraKurus(value)} > ${lira(money(lower))}`;
  return `${lira(money(lower ?? 0))} < ${liraKurus(value)} ≤ ${lira(money(upper ?? 0))}`;
}

const refused = (reason: string, field: string): CalculatorOutcome => ({ state: "refused", reason, field });

/** The yearly MTV and its two instalments, step by step; or why it cannot be computed from the data. */
export function computeMtv(input: MtvInput, figures: MtvFigures): CalculatorOutcome {
  const { year, registrationYear, modelYear, cc } = input;
  const tariff = mtvTariff(registrationYear);
  if (!figures.rateSet || figures.rates.length === 0) {
    const known = figures.tableYears.length > 0 ? ` (verilerimizdeki yıllar: ${figures.tableYears.join(", ")})` : "";
    return refused(
      `${year} yılı için MTV tarifesi verilerimizde yok${known}; başka bir yılın tarifesiyle hesap yapmıyoruz, tarifesi olan bir vergi yılı yazın.`,
      "yil",
    );
  }
  const steps: CalculationStep[] = [];
  const warnings: string[] = [];
  const usedSets: TaxSet[] = [figures.rateSet];

  steps.push(
    tariff === "I"
      ? {
          label: "Tarife: (I) sayılı tarife",
          detail: `İlk tescil ${registrationYear}: 1.1.2018 ve sonrasında ilk kez tescil edilen otomobillerin vergisi silindir hacmi, yaş ve taşıt değerine göre (I) sayılı tarifeden bulunur (MTVK md. 5).`,
        }
      : {
          label: "Tarife: (I/A) sayılı tarife",
          detail: `İlk tescil ${registrationYear}: 31.12.2017'ye kadar tescil edilen otomobillerin vergisi yalnızca motor silindir hacmi ve yaşa göre (I/A) sayılı tarifeden bulunur; taşıt değeri dikkate alınmaz (MTVK geçici md. 8).`,
        },
  );

  const age = mtvAge(year, modelYear);
  const { column, label: columnLabel } = ageColumn(age);
  steps.push({
    label: `Yaş: ${age} (${columnLabel} sütunu)`,
    detail: `${year} − ${modelYear} + 1 = ${age}. Taşıt, tescil belgesindeki model yılında bir yaşında kabul edilir (MTVK md. 11).`,
  });

  const bandRows = figures.rates.filter((row) => inBand(cc, row));
  const [bandFirst] = bandRows;
  if (!bandFirst) {
    return refused(
      `${year} tarifesinde ${cc} cm³ silindir hacmine uyan satır verilerimizde yok; silindir hacmini kontrol edin.`,
      "silindir",
    );
  }
  steps.push({
    label: `Motor silindir hacmi: ${ccLabel(bandFirst)}`,
    detail: `${cc} cm³ bu aralıkta.`,
  });

  let row: MtvRate | undefined;
  if (tariff === "I/A") {
    row = bandFirst;
  } else {
    const thresholdRow = figures.thresholdSet ? figures.thresholds.find((threshold) => inBand(cc, threshold)) : undefined;
    if (!figures.thresholdSet || !thresholdRow) {
      return refused(
        `${registrationYear} yılında ilk tescil edilen otomobiller için MTV Genel Tebliğindeki taşıt değeri sınırları henüz verilerimize girilmedi; bu yıl için hesap yapamıyoruz, meslek mensubunuza danışın.`,
        "tescil",
      );
    }
    if (!input.value) return refused("(I) sayılı tarifedeki otomobiller için ilk tescildeki taşıt değerini yazın.", "deger");
    usedSets.push(figures.thresholdSet);
    const limits = thresholdRow.limits.split(",").map(Number);
    const band = valueBand(input.value, limits);
    row = bandRows.find((candidate) => Number(candidate.value_band) === band);
    if (!row) return refused(`${year} tarifesinde bu silindir hacmi ve değer için satır verilerimizde yok.`, "deger");
    const limitText = limits.map((limit) => lira(money(limit))).join(" ve ");
    const comparison = bandComparison(input.value, limits, band);
    steps.push({
      label: `Satır ${row.row}: ${band}. değer dilimi`,
      detail: `${registrationYear} yılında ilk tescil edilen ${ccLabel(thresholdRow)} otomobillerin taşıt değeri ${limits.length > 1 ? "sınırları" : "sınırı"} ${limitText} (${figures.thresholdSet.source}). ${comparison}. İlk tescildeki değere göre belirlenen satır sonraki yıllarda da esas alınır (MTVK md. 5).`,
    });
    warnings.push(
      "Taşıt değeri, ilk iktisaptaki KDV matrahına giren unsurlardan oluşur (KDV hariç, ÖTV dahil; MTVK md. 2). Faturadaki hangi tutarın esas alınacağını meslek mensubunuzla birlikte belirleyin.",
    );
  }

  const yearly = toWholeLiraDown(money(row[column]));
  steps.push({
    label: `Yıllık vergi: ${lira(yearly)}`,
    detail: `${year} ${tariff === "I" ? "(I)" : "(I/A)"} sayılı tarife, satır ${row.row}, ${columnLabel} sütunu: ${lira(yearly)}.`,
  });

  // MTVK md. 9: two equal instalments. An odd yearly amount gives halves with 50 kuruş.
  const half = yearly.dividedBy(2);
  const halfText = half.isInteger() ? lira(half) : liraKurus(half);
  const firstDue = dueDay(`${year}-01-31`, figures);
  const secondDue = dueDay(`${year}-07-31`, figures);
  steps.push(
    {
      label: `Taksitler: 2 × ${halfText}`,
      detail: `${lira(yearly)} ÷ 2 = ${halfText}; vergi Ocak ve Temmuz aylarında, ayın son gününe kadar iki eşit taksitte ödenir (MTVK md. 9).`,
    },
    { label: `1. taksitin son ödeme günü: ${formatDay(firstDue.day)}`, detail: firstDue.detail },
    { label: `2. taksitin son ödeme günü: ${formatDay(secondDue.day)}`, detail: secondDue.detail },
  );
  if (figures.holidaySet) usedSets.push(figures.holidaySet);
  else
    warnings.push(
      `${year} yılının resmî tatilleri verilerimizde olmadığından kanuni son günler gösterildi; son gün hafta sonuna veya resmî tatile rastlarsa süre izleyen ilk iş günü biter (VUK md. 18).`,
    );
  for (const due of [firstDue, secondDue]) if (due.warning) warnings.push(due.warning);
  const facts = usedSetsFacts(usedSets);
  warnings.unshift(...facts.notes);

  const lines: CalculationLine[] = [
    { label: `1. taksit (Ocak), son ödeme günü ${formatDay(firstDue.day)}`, amount: halfText },
    { label: `2. taksit (Temmuz), son ödeme günü ${formatDay(secondDue.day)}`, amount: halfText },
  ];
  const legalBasis = usedSets.map((set) => set.source);
  if (figures.holidaySet)
    legalBasis.push("213 sayılı Vergi Usul Kanunu md. 18 (sürenin son günü resmî tatile rastlarsa izleyen ilk iş günü)");
  const result: CalculationResult = {
    total: { label: "Yıllık motorlu taşıtlar vergisi", amount: lira(yearly) },
    lines,
    steps,
    legalBasis,
    checkedOn: facts.checkedOn,
    rounding: half.isInteger()
      ? "Vergi tutarı tam lira olarak, kesirler atılarak gösterilir (MTVK md. 10)."
      : `Vergi tutarı tam lira olarak, kesirler atılarak gösterilir (MTVK md. 10). Yıllık tutar tek sayı olduğundan iki eşit taksit kuruşlu çıkar: ${lira(yearly)} = ${halfText} + ${halfText}.`,
    warnings,
  };
  return { state: "result", inputs: mtvInputs(input), result };
}

/** The last day of January or July, moved by VUK md. 18 when that year's holidays are in the data. */
function dueDay(statutory: string, figures: MtvFigures): { day: string; detail: string; warning?: string } {
  const named = (day: string) => `${formatDay(day)} ${weekdayName(day)}`;
  if (!figures.holidaySet) return { day: statutory, detail: `Kanuni son gün ${named(statutory)}.` };
  const shifted = shiftToWorkingDay(statutory, figures.holidays);
  // The reason is a holiday's name, or the weekday the name already shows.
  const why = shifted.reason && shifted.reason !== weekdayName(statutory) ? `, ${shifted.reason}` : "";
  const detail = shifted.shifted
    ? `Kanuni son gün ${named(statutory)}${why}; süre izleyen ilk iş günü olan ${named(shifted.due)} biter (VUK md. 18).`
    : `Kanuni son gün ${named(shifted.due)}, bir iş günü.`;
  const warning = shifted.halfDay
    ? `${formatDay(shifted.due)} yarım gün tatildir (${shifted.halfDay}); son ödeme günü GİB duyurusuyla kesinleşecektir.`
    : undefined;
  return { day: shifted.due, detail, ...(warning ? { warning } : {}) };
}

function mtvInputs(input: MtvInput): InputSummary[] {
  const inputs: InputSummary[] = [
    { label: "Vergi yılı", value: String(input.year) },
    { label: "İlk tescil yılı", value: String(input.registrationYear) },
    { label: "Model yılı", value: String(input.modelYear) },
    { label: "Motor silindir hacmi", value: `${input.cc} cm³` },
  ];
  if (mtvTariff(input.registrationYear) === "I" && input.value) inputs.push({ label: "Taşıt değeri", value: liraKurus(input.value) });
  return inputs;
}
