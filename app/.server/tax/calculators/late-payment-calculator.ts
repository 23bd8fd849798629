/**
 * The gecikme zammı / faizi calculator's use case (/araclar/gecikme-zammi):
 * reads the query as typed, refuses what it cannot read (one sentence, the
 * field at fault), loads the rate history and computes (late-payment.ts).
 */
import { type Executor, getDb } from "#app/.server/db/index.ts";
import { findTaxSet, listLatePaymentRates } from "#app/.server/repositories/tax-figures.ts";
import { readDay } from "#app/.server/tax/calculators/form-query.ts";
import { computeLatePayment, type LateKind, type LatePaymentInput } from "#app/.server/tax/calculators/late-payment.ts";
import { parseAmount } from "#app/.server/tax/money.ts";
import type { CalculatorOutcome } from "#app/lib/calculator.ts";
import { CALCULATOR_PARAMS } from "#app/lib/paths.ts";

export type LatePaymentField = (typeof CALCULATOR_PARAMS.latePayment)[number];
export type LatePaymentValues = Record<LatePaymentField, string>;

/** The figure set of the rate history (migration 009). */
export const LATE_PAYMENT_SET = "gecikme";

/** Longer input is no amount or date: refused, and not echoed in full. */
const MAX_INPUT = 40;

/** The form's values (as typed, trimmed) and what they ask: nothing yet, a refusal, or a period to compute. */
export function readLatePaymentQuery(
  query: URLSearchParams,
): { values: LatePaymentValues } & ({ input: LatePaymentInput; outcome?: undefined } | { input?: undefined; outcome: CalculatorOutcome }) {
  const values = Object.fromEntries(
    CALCULATOR_PARAMS.latePayment.map((name) => [name, (query.get(name) ?? "").trim().slice(0, MAX_INPUT + 1)]),
  ) as LatePaymentValues;
  const asked = CALCULATOR_PARAMS.latePayment.some((name) => query.has(name));
  if (values.tur === "") values.tur = "zam";
  if (!asked) return { values, outcome: { state: "empty" } };
  const refuse = (reason: string, field: LatePaymentField) => ({ values, outcome: { state: "refused", reason, field } as const });

  if (values.tur !== "zam" && values.tur !== "faiz") return refuse("Gecikme zammı mı gecikme faizi mi hesaplanacağını seçin.", "tur");
  const kind: LateKind = values.tur;

  if (values.tutar === "") return refuse("Gecikmeli ödenen asıl tutarı yazın (ör. 10.000 veya 10000,00).", "tutar");
  const amount = values.tutar.length > MAX_INPUT ? undefined : parseAmount(values.tutar);
  if (!amount || amount.isZero()) {
    return refuse("Tutarı sıfırdan büyük bir tutar olarak 10.000, 10000,00 veya 10000.00 biçiminde yazın.", "tutar");
  }
  if (values.vade === "") return refuse("Vade tarihini seçin veya YYYY-AA-GG biçiminde yazın (ör. 2026-01-26).", "vade");
  const due = readDay(values.vade);
  if (!due) return refuse("Vade tarihi geçerli bir tarih değil; YYYY-AA-GG biçiminde yazın (ör. 2026-01-26).", "vade");
  const paidName = kind === "zam" ? "Ödeme tarihini" : "Tahakkuk tarihini";
  if (values.odeme === "") return refuse(`${paidName} seçin veya YYYY-AA-GG biçiminde yazın (ör. 2026-03-10).`, "odeme");
  const paid = readDay(values.odeme);
  if (!paid)
    return refuse(
      `${kind === "zam" ? "Ödeme" : "Tahakkuk"} tarihi geçerli bir tarih değil; YYYY-AA-GG biçiminde yazın (ör. 2026-03-10).`,
      "odeme",
    );
  return { values, input: { amount, due, paid, kind } };
}

/** Loads the rate history and computes. */
export async function latePaymentOutcome(db: Executor, input: LatePaymentInput): Promise<CalculatorOutcome> {
  const [set, rates] = await Promise.all([findTaxSet(db, LATE_PAYMENT_SET), listLatePaymentRates(db)]);
  return computeLatePayment(input, { set, rates });
}

/** The page's loader data: the values to keep in the form, and the outcome. */
export async function latePaymentPage(query: URLSearchParams): Promise<{ values: LatePaymentValues; outcome: CalculatorOutcome }> {
  const read = readLatePaymentQuery(query);
  if (!read.input) return { values: read.values, outcome: read.outcome };
  return { values: read.values, outcome: await latePaymentOutcome(await getDb(), read.input) };
}
