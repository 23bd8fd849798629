import { site } from "#app/content/site.ts";

export interface MailConfig {
  /** smtp:// or smtps:// with credentials in the URL; undefined: delivery is off. */
  smtpUrl: string | undefined;
  /** The sender of every e-mail. */
  from: string;
  /** The firm's inbox: contact messages and subscription notices. */
  to: string;
  /** How often the worker looks for due e-mails. */
  pollMs: number;
  /** First retry delay; doubles with each failed attempt (capped at an hour). */
  retryBaseMs: number;
  maxAttempts: number;
}

export function mailConfig(): MailConfig {
  const smtpUrl = process.env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error("SMTP_URL must start with smtp:// or smtps://");
  return {
    smtpUrl,
    from: process.env.MAIL_FROM?.trim() || `"${site.name}" <${site.email}>`,
    to: process.env.MAIL_TO?.trim() || site.email,
    pollMs: Number(process.env.MAIL_POLL_MS) || 5_000,
    retryBaseMs: Number(process.env.MAIL_RETRY_BASE_MS) || 30_000,
    maxAttempts: Number(process.env.MAIL_MAX_ATTEMPTS) || 8,
  };
}
