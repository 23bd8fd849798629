/**
 * Vergi verileri (issue 14): what the admin screen (routes/admin/tax-data.tsx,
 * components/admin/tax-data/) and its server side share: the sections, the
 * query parameters, the forms' intents and field names.
 */

/** The kinds of figure set (a year's or a period's tax figures with their source). */
export type TaxSetKind =
  | "gelir-vergisi"
  | "kdv-tevkifat"
  | "kdv-oranlari"
  | "fatura-siniri"
  | "mtv"
  | "mtv-esik"
  | "gecikme"
  | "tatil"
  | WageFigureKind;

/** The wage calculators' figures (issue 27): each validity period is its own figure set. */
export const WAGE_FIGURE_KINDS = [
  "asgari-ucret",
  "sgk-sinir",
  "isci-prim",
  "isveren-prim",
  "hazine-indirimi",
  "damga-ucret",
  "asgari-ucret-destegi",
  "kidem-tavani",
] as const;

export type WageFigureKind = (typeof WAGE_FIGURE_KINDS)[number];

/** Which GVK md. 103 table: wages, or every other income. */
export type IncomeKind = "ucret" | "ucret-disi";

export const TAX_DATA_SECTIONS = [
  { id: "ozet", label: "Özet" },
  { id: "gelir-vergisi", label: "Gelir vergisi" },
  { id: "kdv", label: "KDV" },
  { id: "fatura-siniri", label: "Fatura sınırı" },
  { id: "mtv", label: "MTV" },
  { id: "gecikme", label: "Gecikme zammı" },
  { id: "tatil", label: "Resmî tatiller" },
  { id: "ucret", label: "Ücret ve tazminat" },
] as const;

export type TaxDataSection = (typeof TAX_DATA_SECTIONS)[number]["id"];

export const isTaxDataSection = (value: string | null): value is TaxDataSection => TAX_DATA_SECTIONS.some((s) => s.id === value);

/** The section that shows a figure set of a kind. */
export const SECTION_OF_KIND: Record<TaxSetKind, TaxDataSection> = {
  "gelir-vergisi": "gelir-vergisi",
  "kdv-tevkifat": "kdv",
  "kdv-oranlari": "kdv",
  "fatura-siniri": "fatura-siniri",
  mtv: "mtv",
  "mtv-esik": "mtv",
  gecikme: "gecikme",
  tatil: "tatil",
  ...(Object.fromEntries(WAGE_FIGURE_KINDS.map((kind) => [kind, "ucret"])) as Record<WageFigureKind, TaxDataSection>),
};

/** The screen's query: its section, a status after a change, and the row or set being edited. */
export const TAX_DATA_QUERY = {
  section: "bolum",
  status: "durum",
  editSet: "duzenle-set",
  fixLateRate: "gecikme-duzelt",
  editHoliday: "tatil-duzenle",
  deleteHoliday: "tatil-sil",
  /** The "Kontrol ettim" confirmation step of a figure set. */
  confirmSet: "kontrol",
  /** A wage figure period whose figures the kind's form is filled with, to replace them. */
  replaceWage: "ucret-degistir",
} as const;

/** The forms' `intent` values. */
export const TAX_DATA_INTENTS = {
  incomeTariff: "gelir-vergisi",
  invoiceLimit: "fatura-siniri",
  mtvThresholds: "mtv-esik",
  mtvImport: "mtv-tarife",
  vatRates: "kdv-oran-ekle",
  lateRate: "gecikme-ekle",
  lateRateFix: "gecikme-duzelt",
  holiday: "tatil-ekle",
  holidayEdit: "tatil-duzelt",
  holidayDelete: "tatil-sil",
  holidayYear: "tatil-yili",
  taxSet: "veri-seti",
  confirmSet: "kontrol-ettim",
  wageFigures: "ucret-verisi",
} as const;

export type TaxDataIntent = (typeof TAX_DATA_INTENTS)[keyof typeof TAX_DATA_INTENTS];

/** The rows of the tariff form: GVK md. 103 tables of up to ten brackets. */
export const BRACKET_ROWS = 10;

/** A cell of the tariff form: "ucret-disi-sinir-3", "ucret-oran-5". */
export const bracketField = (kind: string, part: "sinir" | "oran", position: number) => `${kind}-${part}-${position}`;

/** A limit of the thresholds form: "esik-1-2" (engine band 1, its second limit). */
export const thresholdField = (band: number, limit: number) => `esik-${band}-${limit}`;

/** The id of a set's block on the screen (a link target): "set-gelir-vergisi-2026". */
export const setAnchor = (id: string) => `set-${id.replace(/[^a-z0-9]+/g, "-")}`;
