/**
 * İstatistikler (issue 26, ADR 029): what the server counts and how the
 * admin's screen names it. Shared by the server (counting, reports) and the
 * screen.
 */

/** The query parameter e-bülten links carry: ?kaynak=bulten-<number>. Counted, then ignored (the page cache and the canonical link leave it out). */
export const SOURCE_PARAM = "kaynak";
export const BULLETIN_SOURCE_PREFIX = "bulten-";

/** ?kaynak=bulten-<number> for an issue's links. */
export const bulletinSource = (issueNumber: number) => `${BULLETIN_SOURCE_PREFIX}${issueNumber}`;

/**
 * Values stored in place of others (ADR 034). Neither can be a value a view
 * gives: paths begin with "/", hosts and search texts are lower-cased, issue
 * numbers are digits.
 *
 * - OTHER_VALUE: a day's values past its cap (DAILY_VALUE_CAPS), summed.
 * - WITHHELD_VALUE: searches (and referring hosts) that may hold personal
 *   data (an e-mail address, a long number, a plate), counted without their text.
 */
export const OTHER_VALUE = "(Diğer)";
export const WITHHELD_VALUE = "(Kişisel veri)";
/** In the order the screen lists them, after the values themselves. */
export const STAND_IN_VALUES: readonly string[] = [WITHHELD_VALUE, OTHER_VALUE];

/**
 * How many different values of what a visitor controls one day keeps apart,
 * over every instance; the rest are summed under OTHER_VALUE. Calculations
 * (one per calculator), devices and the site are fixed sets.
 */
export const DAILY_VALUE_CAPS = { page: 500, referrer: 200, bulletin: 200, search: 200, missing: 200 } as const;
export type CappedDimension = keyof typeof DAILY_VALUE_CAPS;

/** Longer searches that found nothing count under WITHHELD_VALUE: sentences (pasted text, an address), not search terms. */
export const MAX_SEARCH_KEPT = 60;

/** What the screen and the CSV call the stand-in values. */
export const OTHER_LABEL = "(diğer)";
export const WITHHELD_LABELS = {
  search: "(kişisel veri içerebilecek aramalar)",
  referrer: "(kişisel veri içerebilecek site adları)",
} as const;

/** The label of a stand-in value in a dimension's list, or undefined for any other value. */
export function standInLabel(dimension: string, value: string): string | undefined {
  if (value === OTHER_VALUE) return OTHER_LABEL;
  if (value !== WITHHELD_VALUE) return undefined;
  return dimension === "referrer" ? WITHHELD_LABELS.referrer : WITHHELD_LABELS.search;
}

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const DEVICE_LABELS: Record<DeviceClass, string> = {
  phone: "Telefon",
  tablet: "Tablet",
  desktop: "Masaüstü",
};

/** The screen's fixed ranges (days, ending today); a custom range is given by two dates. */
export const RANGE_DAYS = [7, 30, 90, 365] as const;
export const DEFAULT_RANGE_DAYS = 30;

/** The screen's query parameters. */
export const STATS_QUERY = { days: "gun", from: "baslangic", to: "bitis" } as const;

/** Daily rows are kept this long; older ones are summed per month. */
export const DAILY_RETENTION_DAYS = 2 * 365;

/** One day of the site's totals. */
export interface DailyTotal {
  /** YYYY-MM-DD (Istanbul). */
  day: string;
  views: number;
  visitors: number;
}

/** One row of a ranking: a page, a referrer, an e-bülten issue… */
export interface RankedRow {
  value: string;
  /** What the office reads: the page's title, the issue's subject; the value itself when nothing better is known. */
  label: string;
  /** A link to the page when the row is a page of the site. */
  href?: string;
  /** A page's language, from its path ("Türkçe", "İngilizce"); undefined for what is not one page (a stand-in). */
  language?: string;
  views: number;
  visitors: number;
}

export interface StatsReport {
  from: string;
  to: string;
  /** The preset chosen (7/30/90/365) or null for a custom range. */
  days: number | null;
  totals: { views: number; visitors: number };
  series: DailyTotal[];
  pages: RankedRow[];
  /** The pages' views by language (issue 43), the stand-ins left out. */
  pageLanguages: { turkish: number; english: number };
  circulars: RankedRow[];
  calculators: RankedRow[];
  referrers: RankedRow[];
  bulletins: RankedRow[];
  devices: RankedRow[];
  searches: RankedRow[];
  /** Part of the range is older than the daily rows: those months are monthly totals (no daily chart for them). */
  monthlyBefore: string | null;
}
