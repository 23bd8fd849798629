/**
 * The net↔brüt calculator's use case (/araclar/net-brut-ucret, issue 27):
 * reads the query as typed, refuses what it cannot compute (one sentence,
 * the field at fault, status 400), loads the year's wage figures from the
 * database (never another year's) and computes the 12 months (wage.ts) and
 * the employer's cost (employer-cost.ts); wage-result.ts shapes the result.
 */
import { getDb } from "#app/.server/db/index.ts";
import type { TreasuryDiscountChoice } from "#app/.server/tax/calculators/employer-cost.ts";
import { quoted, readFormQuery, refuse } from "#app/.server/tax/calculators/form-query.ts";
import { type TreasuryDiscountFigure, wageYear } from "#app/.server/tax/calculators/wage.ts";
import { listWageYears, loadWageYear, type WageYearLoad } from "#app/.server/tax/calculators/wage-data.ts";
import { MONTH_NAMES } from "#app/.server/tax/calculators/wage-format.ts";
import { grossesForNets } from "#app/.server/tax/calculators/wage-inverse.ts";
import { type WageInput, wageResult } from "#app/.server/tax/calculators/wage-result.ts";
import { formatMoney, type Money, money, parseAmount } from "#app/.server/tax/money.ts";
import type { CalculatorOutcome } from "#app/lib/calculator.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { CALCULATOR_PARAMS } from "#app/lib/paths.ts";

export type WageParam = (typeof CALCULATOR_PARAMS.wage)[number];
export type WageValues = Record<WageParam, string>;

/** The month fields, ay1 (January) … ay12. */
export const MONTH_PARAMS = Array.from({ length: 12 }, (_, index) => `ay${index + 1}` as WageParam);

/** `indirim`: the query's values and what they mean. */
export const DISCOUNT_CHOICES: { value: string; choice: TreasuryDiscountChoice }[] = [
  { value: "yok", choice: "none" },
  { value: "2", choice: "standard" },
  { value: "5", choice: "manufacturing" },
];

/** A month's wage above this is a typo, not a wage (refused). */
const MAX_MONTHLY = money(100_000_000);
/** An earlier employer's cumulative base above this is a typo (refused). */
const MAX_PREVIOUS_BASE = money(1_200_000_000);

export interface WagePage {
  /** The years with figures, newest first, for the select. */
  years: number[];
  /** The Hazine indirimi choices, each labelled with its points per year from the data. */
  discountOptions: { value: string; label: string }[];
  values: WageValues;
  outcome: CalculatorOutcome;
}

export async function wagePage(query: URLSearchParams): Promise<WagePage> {
  const db = await getDb();
  const years = await listWageYears(db);
  const loads = new Map<number, WageYearLoad>();
  for (const year of years) loads.set(year, await loadWageYear(db, year));
  const page = { years: [...years].reverse(), discountOptions: discountOptions(loads) };
  const { values, started } = readFormQuery(query, CALCULATOR_PARAMS.wage);
  if (!started) return { ...page, values: { ...values, yil: defaultYear(years), indirim: "yok" }, outcome: { state: "empty" } };
  const kept = { ...values, indirim: values.indirim || "yok" };
  return { ...page, values: kept, outcome: calculate(kept, years, loads) };
}

/** The current year if it has figures, else the newest before it, else the newest. */
function defaultYear(years: number[]): string {
  const current = Number(istanbulDay(new Date()).slice(0, 4));
  const year = years.filter((y) => y <= current).at(-1) ?? years.at(-1);
  return year === undefined ? "" : String(year);
}

const points = (rate: Money) => `${rate.times(100).toString().replace(".", ",")} puan`;

/** The `indirim` choices, labelled with each year's points from the data ("2026: 2 puan; 2025: Ocak 5 puan, Şubat–Aralık 4 puan"). */
function discountOptions(loads: Map<number, WageYearLoad>): { value: string; label: string }[] {
  const byYear = (pick: (period: TreasuryDiscountFigure) => string) =>
    [...loads]
      .reverse()
      .flatMap(([year, load]) => {
        if (!load.ok) return [];
        const periods = [...load.figures.treasuryDiscount].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
        const distinct = new Set(periods.map(pick));
        if (distinct.size === 1) return [`${year}: ${points(money(pick(periods[0]!)))}`];
        return [`${year}: ${periods.map((period) => `${span(period)} ${points(money(pick(period)))}`).join(", ")}`];
      })
      .join("; ");
  return [
    { value: "yok", label: "Yok" },
    { value: "2", label: `Genel, imalat dışı (${byYear((period) => period.standard)})` },
    { value: "5", label: `İmalat sektörü (${byYear((period) => period.manufacturing)})` },
  ];
}

/** "Ocak", "Şubat–Aralık": the months of a period within its year. */
function span(period: TreasuryDiscountFigure): string {
  const first = MONTH_NAMES[Number(period.validFrom.slice(5, 7)) - 1]!;
  const last = MONTH_NAMES[Number(period.validTo.slice(5, 7)) - 1]!;
  return first === last ? first : `${first}–${last}`;
}

/** A monthly amount as typed: a refusal sentence, or the amount (zero only where `zeroAllowed`). */
function readAmount(text: string, what: string, { zeroAllowed = false, max = MAX_MONTHLY } = {}): Money | string {
  if (/^\s*[-−]/.test(text)) return `${what} negatif olamaz: tutarı eksi işareti olmadan yazın.`;
  const amount = parseAmount(text);
  if (!amount)
    return `${what}: ${quoted(text)} bir tutar olarak okunamadı; tutarı eksi işareti olmadan 100.000,00, 100000,00 ya da 100000.00 biçiminde yazın.`;
  if (amount.isZero() && !zeroAllowed) return `${what} sıfır olamaz: sıfırdan büyük bir tutar yazın.`;
  if (amount.gt(max)) return `${what} ${formatMoney(max, { kurus: false })} TL'yi aşamaz; tutarı kontrol edip yeniden yazın.`;
  return amount;
}

function calculate(values: WageValues, years: number[], loads: Map<number, WageYearLoad>): CalculatorOutcome {
  if (!values.yil) return refuse("Yıl seçilmedi: listeden bir yıl seçip yeniden hesaplayın.", "yil");
  if (!/^\d{4}$/.test(values.yil)) return refuse(`${quoted(values.yil)} geçerli bir yıl değil: listeden bir yıl seçin.`, "yil");
  const year = Number(values.yil);
  if (!years.includes(year)) {
    // Never computed from another year's figures (issue 27).
    return refuse(
      `${year} yılının ücret verileri elimizde yok; başka bir yılın rakamlarıyla hesap yapmıyoruz. Hesaplanabilen yıllar: ${years.join(", ")}.`,
      "yil",
    );
  }

  if (values.brut && values.net) return refuse("Brüt ve net ücretten yalnızca birini yazın: diğer alanı boş bırakın.", "net");
  const mode = values.net ? "net" : "brut";
  const kind = mode === "brut" ? "Brüt ücret" : "Net ücret";
  if (!values[mode]) {
    return refuse("Ücret girilmedi: aylık brüt ücreti ya da elinize geçmesini istediğiniz net ücreti yazın.", "brut");
  }
  const main = readAmount(values[mode], kind);
  if (typeof main === "string") return refuse(main, mode);

  const amounts: (Money | null)[] = [];
  for (const [index, name] of MONTH_PARAMS.entries()) {
    if (!values[name]) {
      amounts.push(main);
      continue;
    }
    const amount = readAmount(values[name], `${MONTH_NAMES[index]} ayının ${kind.toLocaleLowerCase("tr-TR")}i`, { zeroAllowed: true });
    if (typeof amount === "string") return refuse(amount, name);
    // 0: no wage from this job that month (before a start or after a leaving).
    amounts.push(amount.isZero() ? null : amount);
  }
  if (amounts.every((amount) => amount === null)) {
    return refuse("Her ay için 0 yazıldı: en az bir ayın ücretini yazın ya da ay alanlarını boş bırakın.", "ay1");
  }

  let previousBase = money(0);
  if (values.onceki) {
    const base = readAmount(values.onceki, "Önceki kümülatif matrah", { zeroAllowed: true, max: MAX_PREVIOUS_BASE });
    if (typeof base === "string") return refuse(base, "onceki");
    previousBase = base;
  }

  const discount = DISCOUNT_CHOICES.find((option) => option.value === values.indirim);
  if (!discount)
    return refuse(`Hazine indirimi ${quoted(values.indirim)} tanınmadı: yok, genel ya da imalat seçeneklerinden birini seçin.`, "indirim");

  const load = loads.get(year);
  if (!load?.ok) {
    const missing = load?.missing.join(", ") ?? `${year} yılının ücret verileri`;
    return refuse(`${missing} verilerimizde eksik; bu yıl için hesap yapamıyoruz, başka bir yıl seçin.`, "yil");
  }

  let grosses: (Money | null)[] = amounts;
  if (mode === "net") {
    const solved = grossesForNets(load.figures, amounts, previousBase);
    const unreached = solved.grosses.indexOf(undefined);
    if (unreached >= 0 || !solved.year) {
      const index = Math.max(unreached, 0);
      const field = values[MONTH_PARAMS[index]!] ? MONTH_PARAMS[index]! : "net";
      return refuse(
        `${MONTH_NAMES[index]} ayında ${formatMoney(amounts[index] ?? main)} TL net ücrete kuruşu kuruşuna ulaşan bir brüt ücret yok; net tutarı bir kuruş değiştirip yeniden deneyin.`,
        field,
      );
    }
    grosses = solved.grosses as (Money | null)[];
  }

  const input: WageInput = {
    year,
    mode,
    main,
    monthAmounts: MONTH_PARAMS.map((name, index) => (values[name] ? amounts[index] : undefined)),
    previousBase,
    discount: discount.choice,
  };
  return wageResult(input, load, wageYear(load.figures, grosses, previousBase));
}
