/**
 * How long the site keeps each kind of record: the one place these figures are
 * written. Maintenance (`.server/platform/maintenance.ts`) deletes by them, the
 * sessions and tokens expire by them, and the KVKK notice, the forms' short
 * notices and the çerez politikası state them (`lib/privacy-inventory.ts`), and
 * Kişisel veri ara (`.server/personal-data/`) shows them as "until when", so a
 * notice cannot promise what the code does not do (issue 42, ADR 056, 057).
 */

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** How long each kind of record is kept (days); maintenance deletes by these. */
export const RETENTION_DAYS = {
  /** A sign-up never confirmed, from its request. */
  unconfirmedSignUps: 30,
  /** A contact message, from its receipt. */
  contactMessages: 2 * 365,
  /** An unsubscribed (or bounced) address's consent record, from the withdrawal (or the bounce). */
  consentAfterWithdrawal: 3 * 365,
  /** An e-mail the site sent, from its sending; one that failed or ended unsent, from its writing. */
  sentEmails: 90,
} as const;

/** An admin session ends after this long without a request… */
export const SESSION_IDLE_MS = 2 * HOUR_MS;
/** …and in any case this long after sign-in (the session cookie's Max-Age). */
export const SESSION_MAX_MS = 12 * HOUR_MS;
/** The sign-in's second-factor step: its token (and the cookie that holds it) lives this long. */
export const SECOND_FACTOR_CHALLENGE_MS = 10 * MINUTE_MS;
/** An invitation, reset or sign-in token is deleted this long after it expired or was used. */
export const USED_TOKEN_GRACE_MS = DAY_MS;
/** A public form's rate-limit window: the counter keyed by the client's address ends with it (maintenance deletes ended ones). */
export const PUBLIC_FORM_WINDOW_MS = 10 * MINUTE_MS;
/** Failed backups kept apart in failed/ for a look (the newest); older ones are deleted. */
export const FAILED_BACKUPS_KEPT = 10;
/** An attachment nothing names is deleted this many days after its upload. */
export const UNUSED_ATTACHMENT_DAYS = 30;
/** How long after midnight a day's statistics salt and digests are kept, for views counted before it and written after. */
export const STATISTICS_DAY_GRACE_MS = 5 * MINUTE_MS;

/**
 * A period in Turkish words as a notice states it: whole years, else whole
 * days, else hours or minutes ("2 yıl", "90 gün", "12 saat", "10 dakika").
 */
export function durationText(ms: number): string {
  const days = ms / DAY_MS;
  if (Number.isInteger(days) && days >= 365 && days % 365 === 0) return `${days / 365} yıl`;
  if (Number.isInteger(days)) return `${days} gün`;
  const hours = ms / HOUR_MS;
  if (Number.isInteger(hours)) return `${hours} saat`;
  return `${Math.round(ms / MINUTE_MS)} dakika`;
}

/** `durationText` of a number of days. */
export const daysText = (days: number): string => durationText(days * DAY_MS);
