/** İstatistikler (issue 26, ADR 029): daily counts, the day's salt and the day's digests. */

/** What a row counts (app/lib/analytics.ts describes each). */
/** "missing": a public address answered 404 (Bulunamayan adresler, ADR 066), counted by path; no visitors. */
export type AnalyticsDimension = "site" | "page" | "referrer" | "device" | "bulletin" | "calculation" | "search" | "missing";

export interface AnalyticsDailyTable {
  /** The Istanbul day, YYYY-MM-DD. */
  day: string;
  dimension: AnalyticsDimension;
  /**
   * A path, a host, a device class, an e-bülten number or a search text; "" for the site;
   * "(Diğer)" or "(Kişisel veri)" in place of values past a day's cap or that may identify
   * a person (ADR 034, lib/analytics.ts).
   */
  value: string;
  views: number;
  /** Unique visitors that day (a visitor on two days counts on each). */
  visitors: number;
}

/** Daily rows older than the retention period, summed per month (YYYY-MM). */
export interface AnalyticsMonthlyTable {
  month: string;
  dimension: AnalyticsDimension;
  value: string;
  views: number;
  /** The sum of the month's daily unique visitors. */
  visitors: number;
}

export interface AnalyticsSaltTable {
  day: string;
  /** 32 random bytes, base64; the row is deleted once its day is over. */
  salt: string;
}

export interface AnalyticsSeenTable {
  day: string;
  /** HMAC(the day's salt, what was counted + the visitor's key), truncated. */
  digest: string;
}
