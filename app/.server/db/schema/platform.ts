/** The site's own bookkeeping: settings (key and value) and rate-limit counters. */

export interface SettingTable {
  key: string;
  value: string;
}

export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: string;
}
