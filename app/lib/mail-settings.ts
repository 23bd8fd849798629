/**
 * E-posta ayarları (issue 39): the SMTP server the site sends its e-mail
 * through, set in the admin. Browser-safe: the form's field names, the
 * security choices and the view the screen is given. The password is never
 * part of the view: the screen only learns whether one is stored.
 */

/** STARTTLS: a plain connection upgraded before anything is sent (port 587); TLS: encrypted from the first byte (port 465). */
export const MAIL_SECURITY = ["starttls", "tls"] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export const isMailSecurity = (value: unknown): value is MailSecurity =>
  typeof value === "string" && (MAIL_SECURITY as readonly string[]).includes(value);

export const MAIL_SECURITY_LABELS: Record<MailSecurity, string> = {
  starttls: "STARTTLS (genellikle port 587)",
  tls: "TLS (genellikle port 465)",
};

/** The port each security choice usually goes with: the form's first value. */
export const DEFAULT_PORTS: Record<MailSecurity, number> = { starttls: 587, tls: 465 };

/** The form's field names. */
export const MAIL_FIELDS = {
  host: "sunucu",
  port: "port",
  security: "guvenlik",
  user: "kullanici",
  password: "sifre",
  from: "gonderen",
  replyTo: "yanit_adresi",
  /** The test e-mail's recipient. */
  testTo: "alici",
} as const;

export const MAIL_LIMITS = { host: 253, user: 254, password: 512, address: 254 } as const;

/** The form's two actions. */
export const MAIL_INTENTS = { save: "kaydet", test: "dene" } as const;

/** What the screen shows of the stored settings: never the password itself. */
export interface MailSettingsView {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  /** Whether a password is stored (sealed); the form's empty password field keeps it. */
  passwordStored: boolean;
  from: string;
  replyTo: string;
  updatedAt: string;
  updatedBy: string | null;
}
