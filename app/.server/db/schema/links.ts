/** Kırık bağlantılar (issue 44, ADR 066): the last check of each outbound link in published content. */

/** Why a link did not work: its HTTP code ("http"), or what failed before an answer came. */
export type LinkErrorKind = "http" | "timeout" | "reset" | "dns" | "refused" | "tls" | "redirects" | "other";

export interface LinkCheckTable {
  /** The link as the content writes it (http:// or https://, another host). */
  url: string;
  /** Its host (host:port), which the checker spaces its requests by. */
  host: string;
  /** 1: answered 2xx (after redirects); 0: broken. */
  ok: number;
  /** The last answer's HTTP code, null when none came. */
  status: number | null;
  /** Where the redirects led, when they led elsewhere. */
  final_url: string | null;
  error: LinkErrorKind | null;
  checked_at: string;
  /** When its failures began; null while it works. */
  first_failed_at: string | null;
}
