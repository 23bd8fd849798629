/**
 * The MTV tariff tables (I) and (I/A) as a CSV file the office edits in Excel
 * (issue 14, Vergi verileri): the layout of the tables, the downloadable
 * template and the import's checks. The layout is the shape MTVK md. 5 and
 * geçici md. 8 give the tables (engine bands, and in (I) the value bands set
 * by each band's thresholds); the amounts are data, read from the file.
 */
import type { MtvRateTable, MtvTariff } from "#app/.server/db/schema.ts";
import { formatMoney, money } from "#app/.server/tax/money.ts";
import { readCsv } from "#app/.server/text/csv.ts";

export interface MtvEngineBand {
  ccMin: number;
  ccMax: number | null;
  /** How many taşıt değeri limits the band has in (I): its rows are limits + 1. */
  limits: number;
  label: string;
}

const cc = (n: number) => formatMoney(money(n), { kurus: false });

/** tax-reference §3.2/§3.3 (MTVK md. 5): the nine engine bands, as in migration 009. */
export const MTV_ENGINE_BANDS: readonly MtvEngineBand[] = [
  [0, 1300, 2],
  [1301, 1600, 2],
  [1601, 1800, 1],
  [1801, 2000, 1],
  [2001, 2500, 1],
  [2501, 3000, 1],
  [3001, 3500, 1],
  [3501, 4000, 1],
  [4001, null, 1],
].map(([ccMin, ccMax, limits]) => ({
  ccMin: ccMin as number,
  ccMax: ccMax as number | null,
  limits: limits as number,
  label:
    ccMax === null
      ? `${cc(ccMin as number)} cm³ ve üzeri`
      : ccMin === 0
        ? `${cc(ccMax as number)} cm³ ve altı`
        : `${cc(ccMin as number)}–${cc(ccMax as number)} cm³`,
}));

/** A row of a year's table, as stored (less the year). */
export type MtvRow = Omit<MtvRateTable, "year">;

type RowShape = Pick<MtvRow, "tariff" | "row" | "cc_min" | "cc_max" | "value_band">;

/** The rows each tariff has: (I) 20 (one per engine and value band), (I/A) 9 (one per engine band). */
export const MTV_LAYOUT: Record<MtvTariff, readonly RowShape[]> = (() => {
  const tariffI: RowShape[] = [];
  const tariffIA: RowShape[] = [];
  for (const band of MTV_ENGINE_BANDS) {
    for (let valueBand = 1; valueBand <= band.limits + 1; valueBand += 1) {
      tariffI.push({ tariff: "I", row: tariffI.length + 1, cc_min: band.ccMin, cc_max: band.ccMax, value_band: valueBand });
    }
    tariffIA.push({ tariff: "I/A", row: tariffIA.length + 1, cc_min: band.ccMin, cc_max: band.ccMax, value_band: 1 });
  }
  return { I: tariffI, "I/A": tariffIA };
})();

export const MTV_ROW_COUNT = MTV_LAYOUT.I.length + MTV_LAYOUT["I/A"].length;

export const AGE_COLUMNS = [
  { column: "age_1_3", csv: "yas_1_3", label: "1–3 yaş" },
  { column: "age_4_6", csv: "yas_4_6", label: "4–6 yaş" },
  { column: "age_7_11", csv: "yas_7_11", label: "7–11 yaş" },
  { column: "age_12_15", csv: "yas_12_15", label: "12–15 yaş" },
  { column: "age_16", csv: "yas_16", label: "16 ve yukarı yaş" },
] as const;

export const MTV_CSV_COLUMNS = [
  "tarife",
  "satir",
  "motor_hacmi_alt",
  "motor_hacmi_ust",
  "deger_dilimi",
  ...AGE_COLUMNS.map((a) => a.csv),
] as const;

/** At most this many problems are listed for one file: enough to fix a file, not a wall of text. */
const MAX_PROBLEMS = 10;

/** The template: the given rows (the latest year's table) in the layout's order, semicolons (Turkish Excel), UTF-8 with BOM, CRLF. */
export function mtvCsvTemplate(rows: readonly MtvRow[]): string {
  const lines: string[] = [MTV_CSV_COLUMNS.join(";")];
  for (const tariff of ["I", "I/A"] as const) {
    for (const shape of MTV_LAYOUT[tariff]) {
      const stored = rows.find((r) => r.tariff === tariff && Number(r.row) === shape.row);
      lines.push(
        [
          tariff,
          shape.row,
          shape.cc_min,
          shape.cc_max ?? "",
          tariff === "I" ? shape.value_band : "",
          ...AGE_COLUMNS.map((a) => (stored ? String(stored[a.column]) : "")),
        ].join(";"),
      );
    }
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export type MtvCsvReading = { ok: true; rows: MtvRow[] } | { ok: false; problems: string[] };

/** "satır", "Yaş_1_3", " DEGER_DILIMI " → "satir", "yas_1_3", "deger_dilimi". */
const headerKey = (cell: string) =>
  cell
    .trim()
    .toLocaleLowerCase("tr-TR")
    .replace(/ı/g, "i")
    .replace(/ş/g, "s")
    .replace(/ğ/g, "g")
    .replace(/ü/g, "u")
    .replace(/ö/g, "o")
    .replace(/ç/g, "c")
    .replace(/\s+/g, "_");

/** A whole number as Excel writes it: "5750", "5.750", "5 750"; undefined otherwise. */
function wholeNumber(cell: string): number | undefined {
  const cleaned = cell.replace(/\s+/g, "");
  if (!/^\d{1,3}(\.\d{3})+$/.test(cleaned) && !/^\d{1,10}$/.test(cleaned)) return undefined;
  const value = Number(cleaned.replace(/\./g, ""));
  return value <= 2_000_000_000 ? value : undefined;
}

const shapeText = (shape: RowShape) => `(${shape.tariff}) ${shape.row}. satır`;

/**
 * Reads an MTV tables file: a header row with the columns of MTV_CSV_COLUMNS
 * (any order; Turkish letters allowed in the names), then exactly the 20 (I)
 * and 9 (I/A) rows, separated by semicolons or commas (as the header is), with
 * or without a BOM. The engine and value band columns must be the layout's;
 * each amount a positive whole lira ("5.750" or "5750"), not rising with age
 * in a row; in (I) no amount may fall from one value band to the next within
 * an engine band. Every problem names the file's line (1 is the header).
 */
export function parseMtvCsv(input: string): MtvCsvReading {
  const file = readCsv(input);
  if (!file.ok) return { ok: false, problems: [`${file.problem}. Dosyayı şablondaki gibi kaydedin.`] };
  const { rows, delimiter } = file;
  const [header, ...data] = rows;
  if (!header) return { ok: false, problems: ["Dosya boş."] };

  const columnAt = new Map<string, number>();
  const problems: string[] = [];
  header.cells.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key === "") return;
    if (!(MTV_CSV_COLUMNS as readonly string[]).includes(key)) problems.push(`${header.line}. satır (başlık): bilinmeyen sütun “${cell}”.`);
    else if (columnAt.has(key)) problems.push(`${header.line}. satır (başlık): “${cell}” sütunu iki kez var.`);
    else columnAt.set(key, index);
  });
  const missing = MTV_CSV_COLUMNS.filter((name) => !columnAt.has(name));
  if (missing.length > 0) {
    problems.push(
      `${header.line}. satır (başlık): ${missing.map((m) => `“${m}”`).join(", ")} sütunu yok. Başlık satırı şöyle olmalı: ${MTV_CSV_COLUMNS.join(delimiter)}`,
    );
  }
  if (problems.length > 0) return { ok: false, problems };

  const width = Math.max(...columnAt.values()) + 1;
  const cell = (record: string[], name: (typeof MTV_CSV_COLUMNS)[number]) => record[columnAt.get(name) ?? -1] ?? "";
  const seen = new Map<string, number>();
  const read: { line: number; row: MtvRow }[] = [];
  const add = (problem: string) => problems.length < MAX_PROBLEMS && problems.push(problem);

  for (const { cells: record, line } of data) {
    const at = `${line}. satır`;
    if (record.slice(width).some((c) => c !== "")) {
      add(`${at}: başlıkta ${width} sütun var, bu satırda daha fazla dolu hücre var.`);
      continue;
    }
    const tariffCell = cell(record, "tarife")
      .replace(/[()\s]/g, "")
      .toUpperCase();
    if (tariffCell !== "I" && tariffCell !== "I/A") {
      add(`${at}: tarife “${cell(record, "tarife")}” olamaz; “I” ya da “I/A” yazın.`);
      continue;
    }
    const tariff: MtvTariff = tariffCell;
    const layout = MTV_LAYOUT[tariff];
    const rowNumber = wholeNumber(cell(record, "satir"));
    const shape = rowNumber === undefined ? undefined : layout[rowNumber - 1];
    if (!shape) {
      add(`${at}: satır numarası “${cell(record, "satir")}” olamaz; (${tariff}) tarifesinin satırları 1–${layout.length}.`);
      continue;
    }
    const key = `${tariff}/${shape.row}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      add(`${at}: ${shapeText(shape)} dosyada iki kez var (ilki ${earlier}. satırda).`);
      continue;
    }
    seen.set(key, line);

    const ccMin = wholeNumber(cell(record, "motor_hacmi_alt"));
    const ccMaxCell = cell(record, "motor_hacmi_ust");
    const ccMax = ccMaxCell === "" ? null : wholeNumber(ccMaxCell);
    if (ccMin !== shape.cc_min || ccMax !== shape.cc_max) {
      const expected = shape.cc_max === null ? `${shape.cc_min} ve üzeri (üst sınır boş)` : `${shape.cc_min}–${shape.cc_max}`;
      add(`${at}: ${shapeText(shape)} motor hacmi ${expected} olmalı; şablondaki motor hacmi sütunlarını değiştirmeyin.`);
      continue;
    }
    const valueBandCell = cell(record, "deger_dilimi");
    const valueBandOk = tariff === "I" ? wholeNumber(valueBandCell) === shape.value_band : valueBandCell === "" || valueBandCell === "1";
    if (!valueBandOk) {
      add(
        tariff === "I"
          ? `${at}: ${shapeText(shape)} değer dilimi ${shape.value_band} olmalı; şablondaki değer dilimi sütununu değiştirmeyin.`
          : `${at}: (I/A) tarifesinde değer dilimi yoktur; deger_dilimi hücresini boş bırakın.`,
      );
      continue;
    }
    const amounts: number[] = [];
    let bad = false;
    for (const age of AGE_COLUMNS) {
      const raw = cell(record, age.csv);
      const amount = wholeNumber(raw);
      if (amount === undefined || amount <= 0) {
        add(`${at}, ${age.csv}: “${raw}” tam lira bir tutar değil (ör. 5.750 ya da 5750; sıfırdan büyük, kuruşsuz).`);
        bad = true;
        break;
      }
      const previous = amounts.at(-1);
      if (previous !== undefined && amount > previous) {
        const before = AGE_COLUMNS[amounts.length - 1]?.csv;
        add(
          `${at}: tutarlar yaş büyüdükçe azalır ya da aynı kalır; ${age.csv} (${cc(amount)}) ${before} tutarından (${cc(previous)}) büyük.`,
        );
        bad = true;
        break;
      }
      amounts.push(amount);
    }
    if (bad) continue;
    const [age_1_3 = 0, age_4_6 = 0, age_7_11 = 0, age_12_15 = 0, age_16 = 0] = amounts;
    read.push({ line, row: { ...shape, age_1_3, age_4_6, age_7_11, age_12_15, age_16 } });
  }
  if (problems.length > 0) return { ok: false, problems };

  const absent = [...MTV_LAYOUT.I, ...MTV_LAYOUT["I/A"]].filter((shape) => !seen.has(`${shape.tariff}/${shape.row}`));
  if (absent.length > 0) {
    const names = absent.slice(0, MAX_PROBLEMS).map(shapeText).join(", ");
    return {
      ok: false,
      problems: [
        `Dosyada ${data.length} satır var, ${MTV_ROW_COUNT} olmalı ((I) ${MTV_LAYOUT.I.length}, (I/A) ${MTV_LAYOUT["I/A"].length}). Eksik: ${names}${absent.length > MAX_PROBLEMS ? ` ve ${absent.length - MAX_PROBLEMS} satır daha` : ""}.`,
      ],
    };
  }

  // MTVK md. 5: a dearer car of the same engine band never pays less.
  for (const entry of read) {
    const { row } = entry;
    if (row.tariff !== "I" || row.value_band === 1) continue;
    const lower = read.find((e) => e.row.tariff === "I" && e.row.cc_min === row.cc_min && e.row.value_band === row.value_band - 1);
    if (!lower) continue;
    const falling = AGE_COLUMNS.find((age) => row[age.column] < lower.row[age.column]);
    if (falling) {
      add(
        `${entry.line}. satır: ${shapeText(row)} ${falling.csv} tutarı (${cc(row[falling.column])}) aynı motor hacminin bir alt değer dilimindeki tutardan (${lower.line}. satır, ${cc(lower.row[falling.column])}) düşük olamaz.`,
      );
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, rows: read.map((e) => e.row).sort((a, b) => a.tariff.localeCompare(b.tariff) || a.row - b.row) };
}
