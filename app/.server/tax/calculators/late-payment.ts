/**
 * Gecikme zammı (6183 s.K. md. 51) and gecikme faizi (VUK md. 112/3) on an
 * amount paid (or assessed) after its vade, from the monthly rates of the
 * `late_payment_rates` rows (tax-reference §4). Pure: the rates come in as rows.
 *
 * The method (tax-reference §4.2; shown on the page too):
 * - The late days are those after the vade, up to and including the payment
 *   day: vade 26.01, paid 10.03 → 27.01 … 10.03.
 * - Full months are counted from the vade day to the same day of the later
 *   months. When that day does not exist in a month, the month's last day is
 *   taken, always counting from the vade day itself (31.01 → 28.02 → 31.03 →
 *   30.04), never from the previous anniversary.
 * - Zam: each full month at the monthly rate; the remaining days (the month
 *   fraction) at monthly rate ÷ 30 per day — 6183 md. 51 "ay kesirlerine
 *   isabet eden gecikme zammı günlük olarak hesap edilir"; the ÷ 30 is the
 *   practice convention GİB's calculator is understood to use (§4.2, n/c §7.7).
 * - Faiz: full months only; the remaining days are ignored (VUK md. 112/3).
 * - A rate applies from its valid_from day on: each late day bears the rate in
 *   force on it. A full month in which the rate changed is split at the change
 *   into its days before and after it, and each part is computed by the day at
 *   its own rate ÷ 30 (the parts are month fractions, computed daily as md. 51
 *   says). For faiz such a month is still a full month and counts, apportioned
 *   the same way. Choosing ÷ 30 (rather than ÷ the month's length) keeps the
 *   zam from ever falling as the payment day moves later; the cost is that a
 *   31-day month cut by a change counts 31/30 of a month, a February 28/30.
 *   Most often the result equals splitting the period at the change and
 *   counting months-then-days in each part, as GİB's calculator is understood to.
 * - Exact decimals throughout; the total is rounded to kuruş, half up.
 */

import type { LatePaymentRate, TaxSet } from "#app/.server/db/schema.ts";
import { usedSetsFacts } from "#app/.server/tax/confirmation.ts";
import { formatDay, formatMoney, formatRate, type Money, money, toKurus } from "#app/.server/tax/money.ts";
import { addDays, daysBetween } from "#app/.server/tax/working-days.ts";
import type { CalculationResult, CalculationStep, CalculatorOutcome, InputSummary } from "#app/lib/calculator.ts";

export type LateKind = "zam" | "faiz";

export interface LatePaymentInput {
  /** The unpaid amount (asıl alacak). */
  amount: Money;
  /** Vade: the last day it could be paid without delay. */
  due: string;
  /** The payment day (for faiz: the tahakkuk day). */
  paid: string;
  kind: LateKind;
}

export interface LatePaymentFigures {
  /** The `gecikme` figure set (source, last checked, warning). */
  set: TaxSet | undefined;
  /** The rates, by valid_from ascending. */
  rates: LatePaymentRate[];
}

/** One line of the result: a run of full months, or of days, at one rate. */
export interface LatePeriod {
  /** The interval after `from` up to and including `to` (as "26.01 → 26.02 = 1 ay"). */
  from: string;
  to: string;
  months: number;
  days: number;
  rate: LatePaymentRate;
  /** Unrounded. Zero for the days faiz ignores. */
  amount: Money;
  /** False for the month fraction of a faiz (ignored). */
  counted: boolean;
  /** True for the days of a full month cut by a rate change. */
  split: boolean;
}

const dayParts = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return { year, month, date };
};

/**
 * The `months`-th monthly anniversary of `start`: the same day number, or the
 * last day of a shorter month (tax-reference §4.2; 31.01 + 1 → 28.02, + 2 → 31.03).
 */
export function addMonthsClamped(start: string, months: number): string {
  const { year, month, date } = dayParts(start);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const day = Math.min(date, lastDay);
  return `${String(targetYear).padStart(4, "0")}-${String(targetMonth).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The rate in force on `day`: the last one whose valid_from is on or before it. */
function rateOn(rates: LatePaymentRate[], day: string): LatePaymentRate | undefined {
  let found: LatePaymentRate | undefined;
  for (const rate of rates) if (rate.valid_from <= day) found = rate;
  return found;
}

/** The late days after `from` up to `to`, cut where the rate changes: [from, to, rate] parts. */
function partsByRate(rates: LatePaymentRate[], from: string, to: string): { from: string; to: string; rate: LatePaymentRate }[] {
  const parts: { from: string; to: string; rate: LatePaymentRate }[] = [];
  let cursor = from;
  while (cursor < to) {
    const firstDay = addDays(cursor, 1);
    const rate = rateOn(rates, firstDay);
    if (!rate) throw new Error(`No late payment rate for ${firstDay}`);
    const change = rates.find((candidate) => candidate.valid_from > firstDay && candidate.valid_from <= to);
    // The day before the change is the last day at this rate.
    const end = change ? addDays(change.valid_from, -1) : to;
    parts.push({ from: cursor, to: end, rate });
    cursor = end;
  }
  return parts;
}

const monthly = (amount: Money, rate: LatePaymentRate, months: number) => amount.times(rate.monthly_rate).times(months);
// tax-reference §4.2: a month fraction at monthly rate ÷ 30 per day.
const daily = (amount: Money, rate: LatePaymentRate, days: number) => amount.times(rate.monthly_rate).times(days).dividedBy(30);

/** The lines of a late period: full months (merged while the rate stays), split months and the fraction. */
export function latePeriods(input: LatePaymentInput, rates: LatePaymentRate[]): { periods: LatePeriod[]; months: number; days: number } {
  const periods: LatePeriod[] = [];
  const dayPart = (part: { from: string; to: string; rate: LatePaymentRate }, counted: boolean, split: boolean): LatePeriod => {
    const days = daysBetween(part.from, part.to);
    return { ...part, months: 0, days, amount: counted ? daily(input.amount, part.rate, days) : money(0), counted, split };
  };
  let months = 0;
  let start = input.due;
  for (let next = addMonthsClamped(input.due, 1); next <= input.paid; next = addMonthsClamped(input.due, months + 1)) {
    const parts = partsByRate(rates, start, next);
    const [only] = parts;
    const last = periods.at(-1);
    if (parts.length > 1 || !only) {
      for (const part of parts) periods.push(dayPart(part, true, true));
    } else if (last && last.months > 0 && last.rate.valid_from === only.rate.valid_from) {
      last.to = next;
      last.months += 1;
      last.amount = monthly(input.amount, last.rate, last.months);
    } else {
      periods.push({ ...only, months: 1, days: 0, amount: monthly(input.amount, only.rate, 1), counted: true, split: false });
    }
    months += 1;
    start = next;
  }
  const days = daysBetween(start, input.paid);
  if (days > 0) {
    // VUK md. 112/3 (tax-reference §4.2): gecikme faizi ignores the month fraction.
    if (input.kind === "faiz")
      periods.push(dayPart({ from: start, to: input.paid, rate: rateOn(rates, input.paid) as LatePaymentRate }, false, false));
    else for (const part of partsByRate(rates, start, input.paid)) periods.push(dayPart(part, true, false));
  }
  return { periods, months, days };
}

const tl = (amount: Money) => `${formatMoney(amount)} TL`;
const NAMES: Record<LateKind, { noun: string; paid: string }> = {
  zam: { noun: "gecikme zammı", paid: "Ödeme tarihi" },
  faiz: { noun: "gecikme faizi", paid: "Tahakkuk tarihi" },
};

function periodLabel(period: LatePeriod): string {
  const length = period.months > 0 ? `${period.months} ay` : `${period.days} gün`;
  return `${formatDay(period.from)} → ${formatDay(period.to)} · ${length} · ${formatRate(period.rate.monthly_rate)}`;
}

/** Gecikme zammı or faizi, step by step; or why it cannot be computed from the data. */
export function computeLatePayment(input: LatePaymentInput, figures: LatePaymentFigures): CalculatorOutcome {
  const { set, rates } = figures;
  const names = NAMES[input.kind];
  const first = rates[0];
  const latest = rates.at(-1);
  if (!set || !first || !latest) {
    return { state: "refused", reason: "Gecikme zammı oranları verilerimizde yok; şimdilik hesap yapamıyoruz." };
  }
  const inputs: InputSummary[] = [
    { label: "Hesap", value: input.kind === "zam" ? "Gecikme zammı (6183 s.K. md. 51)" : "Gecikme faizi (VUK md. 112)" },
    { label: "Asıl tutar", value: tl(input.amount) },
    { label: "Vade tarihi", value: formatDay(input.due) },
    { label: names.paid, value: formatDay(input.paid) },
  ];
  const facts = usedSetsFacts([set]);
  const base = {
    legalBasis: [set.source],
    checkedOn: facts.checkedOn,
    rounding: "Tutarlar kesin ondalık hesapla bulunur; toplam kuruşa yuvarlanır (yarım kuruş yukarı).",
  };

  // A payment on or before the vade is on time: nothing is due, and no rate is needed.
  if (input.paid <= input.due) {
    const detail =
      input.kind === "zam"
        ? `Ödeme (${formatDay(input.paid)}) vade gününde (${formatDay(input.due)}) veya daha önce yapıldığından gecikme zammı doğmaz; zam vadenin bitiminden sonraki günler için işler (6183 s.K. md. 51).`
        : `Tahakkuk (${formatDay(input.paid)}) vade gününde (${formatDay(input.due)}) veya daha önce olduğundan gecikme faizi doğmaz; faiz vadeden sonraki süre için işler (VUK md. 112).`;
    const result: CalculationResult = {
      total: {
        label: input.kind === "zam" ? "Gecikme zammı (ödeme vadesinde)" : "Gecikme faizi (tahakkuk vadesinde)",
        amount: tl(money(0)),
      },
      lines: [],
      steps: [{ label: "Gecikme yok", detail }],
      warnings: facts.notes,
      ...base,
    };
    return { state: "result", inputs, result };
  }

  if (input.due < first.valid_from) {
    return {
      state: "refused",
      reason: `Verilerimizdeki gecikme zammı oranları ${formatDay(first.valid_from)} tarihinden başlıyor; daha önceki bir vade için hesap yapamıyoruz, meslek mensubunuza danışın.`,
      field: "vade",
    };
  }

  const { periods, months, days } = latePeriods(input, rates);
  const total = periods.reduce((sum, period) => sum.plus(period.amount), money(0));
  const steps: CalculationStep[] = [
    {
      label: `Gecikme süresi: ${months} ay ${days} gün`,
      detail: `Vade ${formatDay(input.due)}, ${input.kind === "zam" ? "ödeme" : "tahakkuk"} ${formatDay(input.paid)}. Tam aylar vade gününden sonraki ayların aynı gününe kadar sayılır; o gün ayda yoksa ayın son günü alınır. Aşağıda “A → B”, A'dan sonraki günden B dahil gecikilen günlerdir.`,
    },
  ];
  for (const period of periods) {
    const rate = formatRate(period.rate.monthly_rate);
    let detail: string;
    if (!period.counted) detail = "Gecikme faizinde ay kesirleri dikkate alınmaz (VUK md. 112/3); bu günler için faiz hesaplanmaz.";
    else if (period.months > 0) detail = `${tl(input.amount)} × ${rate} × ${period.months} = ${tl(period.amount)}`;
    else {
      const why = period.split
        ? "oran bu ay içinde değişti: ay, değişiklikten önceki ve sonraki günlerine bölünür"
        : "ay kesri günlük hesaplanır: aylık oran ÷ 30";
      detail = `${tl(input.amount)} × ${rate} × ${period.days} / 30 = ${tl(period.amount)} (${why})`;
    }
    steps.push({ label: periodLabel(period), detail });
  }
  const counted = periods.filter((period) => period.counted);
  if (counted.length !== 1) {
    steps.push({
      label: `Toplam ${names.noun}`,
      detail:
        counted.length === 0
          ? `Tam ay dolmadığından ${names.noun} doğmaz: ${tl(money(0))}`
          : `${counted.map((period) => formatMoney(period.amount)).join(" + ")} = ${tl(toKurus(total))}`,
    });
  }

  const used = [...new Map(counted.map((period) => [period.rate.valid_from, period.rate])).values()];
  const warnings: string[] = [...facts.notes];
  if (periods.some((period) => period.split)) {
    warnings.push(
      "Dönemin içinde oran değişti: değişikliğin düştüğü ay, değişiklikten önceki ve sonraki günlerine bölünerek günlük (aylık oran ÷ 30) hesaplandı. GİB'in hesabıyla küçük fark çıkabilir.",
    );
  }
  // The ÷30 convention and VUK md. 112/3's text (§7.7) and a rate's unread decree are research notes: the set's, in the admin.
  if (input.paid > set.checked_on) {
    warnings.push(
      `Hesap, oranların ${formatDay(set.checked_on)} tarihine kadar yürürlüğe giren Cumhurbaşkanı kararlarına göre yapılmıştır; sonrasında bir karar yayımlanırsa oranlar güncellenir.`,
    );
  }

  const result: CalculationResult = {
    total: { label: input.kind === "zam" ? "Gecikme zammı" : "Gecikme faizi", amount: tl(toKurus(total)) },
    lines: periods.map((period) => ({
      label: periodLabel(period),
      amount: period.counted ? tl(toKurus(period.amount)) : "hesaplanmaz",
    })),
    steps,
    warnings,
    ...base,
    legalBasis: [
      set.source,
      input.kind === "zam"
        ? "6183 s.K. md. 51: “Ay kesirlerine isabet eden gecikme zammı günlük olarak hesap edilir.”"
        : "213 s. VUK md. 112/3: gecikme faizinde ay kesirleri dikkate alınmaz.",
      ...used.map((rate) => `${formatRate(rate.monthly_rate)}, ${formatDay(rate.valid_from)} tarihinden itibaren: ${rate.decree}`),
    ],
  };
  return { state: "result", inputs, result };
}
