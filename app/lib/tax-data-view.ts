/**
 * Vergi verileri (issue 14): the screen's data as the server shapes it
 * (.server/tax/figures/view.ts: every amount and date already in Turkish
 * format, the add forms' starting values) and the components under
 * components/admin/tax-data/ show it. Types only.
 */
import type { IncomeKind, TaxDataSection, TaxSetKind, WageFigureKind } from "#app/lib/tax-data.ts";

/** A figure set with its source, checked day and warning. */
export interface SetView {
  id: string;
  kind: TaxSetKind;
  title: string;
  year: number | null;
  source: string;
  /** YYYY-MM-DD, for the edit form. */
  checkedOn: string;
  /** "22.11.2026". */
  checkedText: string;
  /** The research note: admin only. */
  warning: string | null;
  /** False: teyit bekliyor (public pages show the neutral line instead of "son kontrol"). */
  confirmed: boolean;
  /** "Teyit bekliyor" or "Kontrol edildi: 22.11.2026, ayse@ofis.com.tr". */
  confirmationText: string;
  section: TaxDataSection;
  anchor: string;
}

/** A row of a GVK md. 103 table. */
export interface BracketView {
  position: number;
  /** "158.000 – 330.000" or "4.300.000 üzeri". */
  range: string;
  rate: string;
}

/** A row of an MTV (I) or (I/A) table. */
export interface MtvRowView {
  row: number;
  cc: string;
  valueBand: string;
  /** One amount per age column. */
  amounts: string[];
}

/** A wage figure kind's periods (issue 27) and the values its form starts from. */
export interface WageKindView {
  kind: WageFigureKind;
  /** "Asgari ücret". */
  label: string;
  periods: {
    set: SetView;
    /** "01.01.2026 – 31.12.2026". */
    period: string;
    /** Each figure as shown: "Günlük brüt (TL)" → "1.101,00 TL"; "SGK prim oranı (%)" → "%21,75". */
    facts: { label: string; value: string }[];
    /** The form's values to replace this period's figures (field name → text as typed). */
    values: Record<string, string>;
  }[];
  /** The form's values for the period after the latest, with the latest figures to edit. */
  next: Record<string, string>;
}

export interface TaxDataPage {
  /** YYYY-MM-DD. */
  today: string;
  sets: SetView[];
  income: { set: SetView; tables: { kind: IncomeKind; label: string; rows: BracketView[] }[] }[];
  /** The next year's tariff form, filled with the latest year's tables. */
  incomeForm: { year: string; from: number | undefined; cells: Record<IncomeKind, { limit: string; rate: string }[]> };
  vat: {
    codesSet: SetView | undefined;
    codes: { code: number; name: string; ratio: string; section: string; buyers: string; since: string; note: string | null }[];
    ratesSet: SetView | undefined;
    rates: { from: string; rates: string }[];
  };
  invoice: { set: SetView; amount: string; validFrom: string }[];
  invoiceYear: string;
  mtv: { set: SetView; tariffI: MtvRowView[]; tariffIA: MtvRowView[] }[];
  thresholds: { set: SetView; rows: { cc: string; limits: string }[] }[];
  mtvForms: {
    tableYear: string;
    templateYear: number | undefined;
    thresholdYear: string;
    thresholdFrom: number | undefined;
    thresholdValues: Record<string, string>;
    bands: { label: string; limits: number }[];
    communiqueYears: { readonly from: number; readonly to: number };
    ages: string[];
  };
  late: {
    set: SetView | undefined;
    rows: {
      validFrom: string;
      validFromText: string;
      rate: string;
      percent: string;
      decree: string;
      note: string | null;
      /** The latest rate: the one a correction may replace. */
      last: boolean;
    }[];
  };
  holidays: { set: SetView; rows: { date: string; dateText: string; weekday: string; name: string; halfDay: boolean }[] }[];
  holidayYear: string;
  wage: WageKindView[];
}
