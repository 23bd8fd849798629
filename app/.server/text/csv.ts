/**
 * CSV, the one module for it (shared tier, ADR 036).
 *
 * Writing for a spreadsheet: the subscribers' export and the statistics' CSV
 * write their cells with csvCell.
 *
 * Reading a file the office saved in Excel (the redirects import, the MTV
 * tables): UTF-8 with or without a BOM, cells separated by semicolons
 * (Turkish Excel) or commas (as the first non-empty line is), cells trimmed,
 * rows of empty cells (";;;;", which Excel leaves below a table) dropped. Each
 * row keeps its line in the file (1 is the first), so a problem can name it.
 * A file that cannot be read says why in Turkish, naming the line; the caller
 * adds what that means for its import.
 */
import { CsvError, type InfoRecord, parse } from "csv-parse/sync";

/** One CSV cell: quoted, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export interface CsvRow {
  /** The file's line the row starts on (1 is the first). */
  line: number;
  cells: string[];
}

export type CsvReading = { ok: true; rows: CsvRow[]; delimiter: ";" | "," } | { ok: false; problem: string };

const CSV_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'bir tırnak işareti (") kapanmamış',
  INVALID_OPENING_QUOTE: 'bir hücrenin ortasında tırnak işareti (") var',
  CSV_INVALID_CLOSING_QUOTE: 'kapanan tırnak işaretinden (") sonra başka karakter var',
};

/** The file's text, or undefined when it is not UTF-8 (a BOM is dropped). */
export function decodeCsv(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return undefined;
  }
}

/**
 * The rows of a CSV text, or why it cannot be read: "4. satır: bir tırnak
 * işareti (") kapanmamış" (no full stop: the caller goes on).
 */
export function readCsv(input: string): CsvReading {
  const text = input.replace(/^\uFEFF/, "");
  const firstLine = text.split(/\r?\n/).find((lineText) => lineText.trim() !== "") ?? "";
  const delimiter = firstLine.includes(";") ? ";" : ",";
  let records: { record: string[]; info: InfoRecord }[];
  try {
    // With `info`, each record comes as { record, info }; the typings only know the plain arrays.
    records = parse(text, { delimiter, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as {
      record: string[];
      info: InfoRecord;
    }[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const where = (error as CsvError & { lines?: number }).lines;
    const what = CSV_ERRORS[error.code] ?? "dosya CSV olarak okunamadı";
    return { ok: false, problem: `${where ? `${where}. satır: ` : ""}${what}` };
  }
  const rows = records
    .map(({ record, info }) => ({ line: info.lines, cells: record }))
    .filter(({ cells }) => cells.some((cell) => cell !== ""));
  return { ok: true, rows, delimiter };
}
