/**
 * What a calculator's loader gives its page (app/routes/calculators/*): the
 * inputs as typed, and either nothing yet, a result shown step by step, or a
 * refusal (status 400) with one sentence saying why and what to do. Every
 * amount is already formatted on the server (app/.server/tax/money.ts).
 */

/** One step of the arithmetic: what applies, and the sum written out. */
export interface CalculationStep {
  /** "Dilim: 190.000 – 400.000 TL, %20" */
  label: string;
  /** "28.500,00 + (300.000,00 − 190.000,00) × %20 = 50.500,00 TL" */
  detail: string;
}

export interface CalculationLine {
  label: string;
  /** Formatted, with its unit: "50.500,00 TL". */
  amount: string;
}

export interface CalculationResult {
  /** The answer, first and largest. */
  total: CalculationLine;
  /** One sentence under the answer when it needs a why (e.g. why nothing is withheld). */
  explanation?: string;
  /** Further figures: instalments, what the seller collects… */
  lines: CalculationLine[];
  steps: CalculationStep[];
  /** Law, article, communiqué and its Resmî Gazete date; one per line. */
  legalBasis: string[];
  /** "22.11.2026": when the confirmed figures used were last checked (the oldest of them); undefined when none is confirmed yet. */
  checkedOn: string | undefined;
  /** How the result is rounded, one sentence. */
  rounding: string;
  /** Conditions the visitor should know, and the one neutral line when a figure set used is not confirmed (never a research doubt). */
  warnings: string[];
}

/** The inputs as a printed result lists them: "Matrah" → "300.000 TL". */
export interface InputSummary {
  label: string;
  value: string;
}

export type CalculatorOutcome =
  /** No input yet: the form alone. */
  | { state: "empty" }
  | { state: "result"; inputs: InputSummary[]; result: CalculationResult }
  /** Status 400: `field` is the input at fault (its id gets the message), if one is. */
  | { state: "refused"; reason: string; field?: string };
