/**
 * Pratik bilgiler (issue 44, ADR 065): the year's confirmed tax figures as the
 * server shapes them for the page (routes/practical-info.tsx), every amount,
 * rate and day already in Turkish format. Only figure sets the office
 * confirmed ("Kontrol ettim") are here; the research note never is.
 */

/** A table of figures: its caption, column heads and rows (the first cell of a row is its header). */
export interface RatesTable {
  caption: string;
  head: string[];
  rows: string[][];
}

/** One figure set's figures for the year: what, for which days, on what legal basis, checked when. */
export interface RatesItem {
  /** The item's anchor on the page: "gelir-vergisi-2026", "asgari-ucret-2026-01-01". */
  id: string;
  title: string;
  /** "01.01.2026 – 31.12.2026", or "10.07.2023'ten beri". */
  validity: string;
  /** The legal basis as the figure set stores it. */
  source: string;
  /** "Son kontrol": the day the office last checked it ("22.11.2026"). */
  checkedOn: string;
  facts: { label: string; value: string }[];
  tables: RatesTable[];
}

/** A group of items as a client looks for them (Gelir vergisi tarifesi, Asgari ücret ve SGK…). */
export interface RatesGroup {
  id: string;
  title: string;
  items: RatesItem[];
}

export interface RatesPage {
  year: number;
  /** The years a visitor may switch between (the current and the previous), newest first. */
  years: { year: number; href: string; shown: boolean }[];
  groups: RatesGroup[];
}
