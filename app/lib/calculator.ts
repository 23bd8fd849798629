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
  /** Month-by-month (or any row-by-row) figures, each table scrolling inside its own region on a phone. */
  tables?: ResultTable[];
  /** Figures shown apart from the answer (e.g. a support the employer may receive, never subtracted). */
  asides?: ResultAside[];
  /** The assumptions the calculation makes, in a visible note. */
  assumptions?: string[];
}

/** One row of a result table: its header cell (the month), its cells, and why it is marked, in words. */
export interface ResultTableRow {
  header: string;
  cells: string[];
  /** "Vergi dilimi değişti (%15 → %20)": shown in the row's last column; the row is highlighted when there are any. */
  marks: string[];
}

export interface ResultTable {
  /** The caption's id (the scrolling region is labelled by it). */
  id: string;
  caption: string;
  /** The header of the row-header column, then of each cell column. */
  rowHeader: string;
  columns: string[];
  rows: ResultTableRow[];
  /** The totals row (its cells "" where a total means nothing). */
  totals?: ResultTableRow;
  /** The header of the marks column, when rows carry marks. */
  marksHeader?: string;
  /** Sentences under the table (what a column or a mark means). */
  notes?: string[];
}

export interface ResultAside {
  title: string;
  lines: CalculationLine[];
  paragraphs: string[];
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
