/** Vergi verileri (issue 14): the figure sets and the tax figures the calculators and the calendar read. */
import type { ColumnType, Selectable } from "kysely";
import type { IncomeKind, TaxSetKind, WageFigureKind } from "#app/lib/tax-data.ts";

/**
 * A figure set (issue 14): one year's or one period's tax figures with their
 * legal source, the day they were last checked, the research note (admin
 * only) when the reference marks an item not confirmed, and who confirmed it.
 */
export interface TaxSetTable {
  id: string;
  kind: TaxSetKind;
  year: number | null;
  title: string;
  source: string;
  /** YYYY-MM-DD. */
  checked_on: string;
  /** The research note (admin only): why the reference marks the set not confirmed. Never shown to visitors. */
  warning: string | null;
  /** Migration 012: when an admin said "Kontrol ettim" (ISO); null: teyit bekliyor. */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who did (admin e-mail); null with a confirmed_at: confirmed from the reference. */
  confirmed_by: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: string;
}

export interface IncomeTaxBracketTable {
  year: number;
  income: IncomeKind;
  /** 1, 2, …: the brackets in order. */
  position: number;
  /** Whole liras; null for the last, open bracket. */
  upper_limit: number | null;
  /** A decimal string: "0.15". */
  rate: string;
}

/** Who withholds under a code: see migration 008 (B+A5M: code 601, KDV mükellefleri only from a 5 million TL work value on). */
export type WithholdingBuyers = "B" | "A+B" | "A" | "B+A5M" | "616" | "DMO";

export interface VatWithholdingCodeTable {
  code: number;
  name: string;
  numerator: number;
  denominator: number;
  /** The KDVGUT section, e.g. "I/C-2.1.3.2.10". */
  section: string;
  buyers: WithholdingBuyers;
  ratio_since: string | null;
  note: string | null;
}

export interface VatRatePeriodTable {
  /** YYYY-MM-DD. */
  valid_from: string;
  /** "1,10,20". */
  rates: string;
}

export interface InvoiceLimitTable {
  year: number;
  /** YYYY-MM-DD: the first day the limit is known to apply as the tevkifat threshold. */
  valid_from: string;
  /** Whole liras. */
  amount: number;
}

export type MtvTariff = "I" | "I/A";

export interface MtvRateTable {
  year: number;
  tariff: MtvTariff;
  row: number;
  cc_min: number;
  cc_max: number | null;
  value_band: number;
  age_1_3: number;
  age_4_6: number;
  age_7_11: number;
  age_12_15: number;
  age_16: number;
}

export interface MtvThresholdTable {
  /** The year of first registration. */
  year: number;
  cc_min: number;
  cc_max: number | null;
  /** "309100,541500": whole liras, ascending. */
  limits: string;
}

export interface LatePaymentRateTable {
  /** YYYY-MM-DD. */
  valid_from: string;
  /** A decimal string: "0.037" for %3,7 a month. */
  monthly_rate: string;
  decree: string;
  note: string | null;
}

export interface HolidayTable {
  /** YYYY-MM-DD. */
  date: string;
  name: string;
  /** 1: from 13:00 (arife, 28 Ekim). */
  half_day: ColumnType<number, number | undefined, number>;
}

/**
 * Migration 020 (issue 27): one validity period of a wage calculators' figure,
 * its own figure set (set_id = tax_sets.id = "<kind>/<valid_from>").
 */
export interface WageFigureTable {
  set_id: string;
  kind: WageFigureKind;
  /** Both days included, YYYY-MM-DD. */
  valid_from: string;
  valid_to: string;
  /** A JSON object of decimal strings; its keys per kind are in app/.server/tax/figures/wage-figures.ts. */
  figures: string;
  /** The reference's evidence marks ("S2,A"); empty for figures the office entered. */
  evidence: ColumnType<string, string | undefined, string>;
}

export type TaxSet = Selectable<TaxSetTable>;
export type WageFigureRow = Selectable<WageFigureTable>;
export type IncomeTaxBracket = Selectable<IncomeTaxBracketTable>;
export type VatWithholdingCode = Selectable<VatWithholdingCodeTable>;
export type InvoiceLimit = Selectable<InvoiceLimitTable>;
export type MtvRate = Selectable<MtvRateTable>;
export type MtvThreshold = Selectable<MtvThresholdTable>;
export type LatePaymentRate = Selectable<LatePaymentRateTable>;
export type Holiday = Selectable<HolidayTable>;
