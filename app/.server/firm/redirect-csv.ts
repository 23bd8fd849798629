/**
 * Importing redirects from a CSV file (an old site's addresses): two columns,
 * `eski,yeni` (old address, new path), the header row optional, separated by
 * semicolons or commas, UTF-8 with or without a BOM, at most
 * REDIRECT_CSV_MAX_ROWS rows.
 *
 * What is all-or-nothing and what is per row: a file that cannot be read
 * (not UTF-8, broken quotes, too many rows, no rows) adds nothing and says
 * why. A readable file is imported row by row in one transaction: each row
 * is checked by the same rules as a redirect typed on the screen
 * (redirects.ts, in the file's order, so a later row sees the earlier ones),
 * and the report names every line with what was added and what was refused
 * and why. A refused row changes nothing; the others are kept.
 */
import { transaction } from "#app/.server/db/index.ts";
import { placeRedirect, REDIRECTS_AUDIT_LIST } from "#app/.server/firm/redirects.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import { type CsvRow, decodeCsv, readCsv } from "#app/.server/text/csv.ts";

export const REDIRECT_CSV_MAX_ROWS = 2000;

/** The largest file taken (2000 rows of two long addresses, with room). */
export const REDIRECT_CSV_MAX_BYTES = 512 * 1024;
/** The refusal of a larger file (by the route, or before the body is read: security/http.ts). */
export const REDIRECT_CSV_TOO_LARGE = "Dosya çok büyük (en fazla 512 KB); hiçbir yönlendirme eklenmedi. Dosyayı bölerek yükleyin.";

export interface CsvReportRow {
  /** The file's line (1 is the first). */
  line: number;
  from: string;
  to: string;
  outcome: "added" | "replaced" | "refused";
  /** For an added row: the stored ends; for a refused one: why. */
  note: string;
}

export type CsvImportResult = { ok: true; report: CsvReportRow[]; added: number; refused: number } | { ok: false; message: string };

/** First cells that name the columns rather than an address. */
const HEADER_WORDS = new Set(["eski", "eski adres", "eski_adres", "kaynak", "from", "old", "source"]);

/** The rows of the file, or why it cannot be read at all. */
export function readRedirectCsv(text: string): { rows: CsvRow[] } | { message: string } {
  if (text.trim() === "") return { message: "Dosya boş; hiçbir yönlendirme eklenmedi." };
  const read = readCsv(text);
  if (!read.ok) return { message: `${read.problem}. Hiçbir yönlendirme eklenmedi.` };
  let rows = read.rows;
  const first = rows[0]?.cells[0]?.toLocaleLowerCase("tr-TR");
  if (first !== undefined && HEADER_WORDS.has(first)) rows = rows.slice(1);
  if (rows.length === 0) return { message: "Dosyada yönlendirme satırı yok; hiçbir yönlendirme eklenmedi." };
  if (rows.length > REDIRECT_CSV_MAX_ROWS) {
    return {
      message: `Dosyada ${rows.length} satır var; bir seferde en fazla ${REDIRECT_CSV_MAX_ROWS} satır alınır. Hiçbir yönlendirme eklenmedi; dosyayı bölerek yükleyin.`,
    };
  }
  return { rows };
}

/** Imports the rows of a CSV file (see the module's comment for what is kept when some rows are refused). */
export async function importRedirectCsv(bytes: Uint8Array, adminEmail: string): Promise<CsvImportResult> {
  const text = decodeCsv(bytes);
  if (text === undefined) {
    return {
      ok: false,
      message: "Dosya UTF-8 biçiminde değil; hiçbir yönlendirme eklenmedi. Excel’de “CSV UTF-8 (virgülle ayrılmış)” olarak kaydedin.",
    };
  }
  const read = readRedirectCsv(text);
  if ("message" in read) return { ok: false, message: read.message };
  return transaction(async (trx): Promise<CsvImportResult> => {
    const report: CsvReportRow[] = [];
    for (const { line, cells } of read.rows) {
      const [from = "", to = "", ...extra] = cells;
      if (extra.some((cell) => cell !== "")) {
        report.push({ line, from, to, outcome: "refused", note: "Satırda ikiden fazla sütun var (eski,yeni)." });
        continue;
      }
      const placed = await placeRedirect(trx, from, to, adminEmail);
      if (!placed.ok) {
        report.push({ line, from, to, outcome: "refused", note: placed.message });
        continue;
      }
      const { redirect } = placed;
      report.push({ line, from, to, outcome: redirect.replaced ? "replaced" : "added", note: `${redirect.from} → ${redirect.to}` });
    }
    const added = report.filter((row) => row.outcome !== "refused").length;
    const refused = report.length - added;
    // A file whose every row was refused changes no address: its audit row only.
    await publicWrite(trx, {
      audit: { adminEmail, action: "import", list: REDIRECTS_AUDIT_LIST, entryId: null, details: { added, refused } },
      visible: added > 0,
    });
    return { ok: true, report, added, refused };
  });
}
