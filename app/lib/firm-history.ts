/**
 * The history screen of the firm's items (routes/admin/firm-history.tsx):
 * what it shows of each version. Browser-safe.
 */
import type { SafeHtml } from "#app/lib/safe-html.ts";

/** The items with a history: /adminpanel/firma-gecmisi/<kind>/<key>. */
export const FIRM_REVISION_KINDS = ["settings", "page", "service"] as const;

/** A main field of a version, as the history lists it. */
export interface VersionFact {
  label: string;
  value: string;
}

export interface FirmHistoryVersion {
  version: number;
  /** What made it ("Yayımlandı", "Taslak kaydedildi"…). */
  action: string;
  who: string;
  /** ISO time. */
  at: string;
  /** Whether restoring it would change something (the newest settings version, or a page's published text, would not). */
  restorable: boolean;
  facts: VersionFact[];
  /** A page's or service's text, sanitized again for the screen. */
  body: SafeHtml | undefined;
}
