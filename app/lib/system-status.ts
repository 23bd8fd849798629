/**
 * Sistem durumu's view (built by .server/overview/system-status.ts): each
 * check with its state in words, what was found, and the fix when it is not
 * "Tamam". Browser-safe: the screen and Genel bakış render it.
 */

export type CheckLevel = "ok" | "warning" | "error";

/** The state in words: colour is never the only sign. */
export const LEVEL_LABELS: Record<CheckLevel, string> = { ok: "Tamam", warning: "Uyarı", error: "Hata" };

export interface StatusCheck {
  key: string;
  /** What is checked, e.g. "Veritabanı". */
  label: string;
  level: CheckLevel;
  /** What was found, in a sentence or two. */
  text: string;
  /** What to do about it (warnings and errors). */
  fix?: string;
}

export interface SystemStatus {
  checks: StatusCheck[];
  /** When it was read (ISO), and which process answered (several workers or instances each have their own memory). */
  readAt: string;
  pid: number;
}

/** The checks at `level` (Genel bakış's red line: the errors). */
export const checksAt = (status: { checks: StatusCheck[] }, level: CheckLevel) => status.checks.filter((check) => check.level === level);
