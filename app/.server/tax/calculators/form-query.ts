/**
 * The query of a calculator's GET form (app/routes/calculators/*): the
 * parameters it names, as the visitor typed them, to validate and to put
 * back into the form when the answer is a refusal.
 */
import { parseDay } from "#app/.server/tax/money.ts";
import type { CalculatorOutcome } from "#app/lib/calculator.ts";

/** Longer values are cut: they are shown again in the form, and no valid input is this long. */
const MAX_VALUE_LENGTH = 100;

export interface FormQuery<K extends string> {
  /** Each parameter trimmed ("" when absent). */
  values: Record<K, string>;
  /** Whether any of the parameters was sent (else the page is the empty form). */
  started: boolean;
}

export function readFormQuery<K extends string>(query: URLSearchParams, names: readonly K[]): FormQuery<K> {
  const values = {} as Record<K, string>;
  for (const name of names) values[name] = (query.get(name) ?? "").trim().slice(0, MAX_VALUE_LENGTH);
  return { values, started: names.some((name) => query.has(name)) };
}

export type Refusal = Extract<CalculatorOutcome, { state: "refused" }>;

/** A 400 answer: one sentence saying why and what to do, and the field at fault. */
export const refuse = (reason: string, field?: string): Refusal => ({ state: "refused", reason, field });

/** A value quoted in a refusal, shortened so the sentence stays one sentence. */
export const quoted = (value: string) => `“${value.length > 30 ? `${value.slice(0, 30)}…` : value}”`;

/** "YYYY-MM-DD" (what a date field sends); "GG.AA.YYYY" is taken too, for browsers that show a text field. */
export function readDay(text: string): string | undefined {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!dotted) return parseDay(text);
  const [, day = "", month = "", year = ""] = dotted;
  return parseDay(`${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`);
}
