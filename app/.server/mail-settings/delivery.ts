/**
 * What e-mail goes out with now (ADR 049): SMTP_URL when the environment sets it (it wins),
 * else the SMTP server of E-posta ayarları, else nothing (e-mails wait in the outbox). The
 * mail worker of every instance asks on every poll; the row's revision is the key, so the
 * password is opened only when the settings changed.
 */
import type { SMTPTransportOptions } from "nodemailer/lib/smtp-transport";
import { openSecret } from "#app/.server/accounts/secret-box.ts";
import { config } from "#app/.server/config.ts";
import { type Executor, getDb } from "#app/.server/db/index.ts";
import type { MailSettingsRow } from "#app/.server/db/schema.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { readMailSettings } from "#app/.server/repositories/mail-settings.ts";
import { isMailSecurity, type MailSecurity } from "#app/lib/mail-settings.ts";

/** The SMTP server as E-posta ayarları has it, the password opened. */
export interface SmtpServer {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  password: string;
}

export type Delivery =
  /** Neither SMTP_URL nor E-posta ayarları: e-mails wait in the outbox. */
  | { kind: "off"; key: "off" }
  /** SMTP_URL; the sender is MAIL_FROM, else the firm's address (senderOf). */
  | { kind: "env"; key: "env"; transport: string; fromAddress: undefined; replyTo: undefined }
  /** E-posta ayarları; the sender is its address (with the firm's name), else as SMTP_URL's. */
  | {
      kind: "settings";
      key: string;
      transport: SMTPTransportOptions;
      server: SmtpServer;
      fromAddress: string | undefined;
      replyTo: string | undefined;
    }
  /** E-posta ayarları whose password cannot be opened (TWO_FACTOR_KEY missing or changed): nothing is sent. */
  | { kind: "sealed"; key: string; reason: string };

/** Connection limits of a send; the test e-mail's are short, as an admin waits for its answer. */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

/** The worker's: nodemailer's connection and greeting limits, with a socket idle limit of a minute rather than ten. */
const WORKER_TIMEOUTS: SmtpTimeouts = { connectionMs: 120_000, greetingMs: 30_000, socketMs: 60_000 };

/** nodemailer's options for a server: STARTTLS is required (never a plain-text fallback); TLS from the first byte. */
export function transportOptions(server: SmtpServer, timeouts: SmtpTimeouts = WORKER_TIMEOUTS): SMTPTransportOptions {
  return {
    host: server.host,
    port: server.port,
    secure: server.security === "tls",
    requireTLS: server.security === "starttls",
    auth: server.user ? { user: server.user, pass: server.password } : undefined,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: Math.min(timeouts.connectionMs, 30_000),
    // Certificates are verified (Node's default); the host's name is the one the certificate must carry.
  };
}

/** The revision, and the time of the save: a row removed and saved anew starts at revision 1 again. */
const keyOf = (row: MailSettingsRow) => `settings:${row.revision}:${row.updated_at}`;

/** The server of a stored row, its password opened; throws when the secret box cannot open it. */
export function serverOf(row: MailSettingsRow): SmtpServer {
  const security = isMailSecurity(row.security) ? row.security : "starttls";
  const password = row.password_sealed ? openSecret(row.password_sealed) : "";
  return { host: row.host, port: Number(row.port), security, user: row.username, password };
}

/**
 * What e-mail goes out with now. `known`: the key the caller already has a connection
 * for; while it still holds, the password is not opened again (the answer's kind is
 * then that key's, with nothing else worth reading: `unchanged`).
 */
export async function currentDelivery(known?: string, db?: Executor): Promise<Delivery | { kind: "unchanged"; key: string }> {
  const mail = config().mail;
  if (mail.smtpUrl) {
    if (known === "env") return { kind: "unchanged", key: "env" };
    return { kind: "env", key: "env", transport: mail.smtpUrl, fromAddress: undefined, replyTo: undefined };
  }
  const row = await readMailSettings(db ?? (await getDb()));
  if (!row) return { kind: "off", key: "off" };
  const key = keyOf(row);
  if (known === key) return { kind: "unchanged", key };
  let server: SmtpServer;
  try {
    server = serverOf(row);
  } catch (error) {
    return { kind: "sealed", key, reason: error instanceof Error ? error.message : String(error) };
  }
  return {
    kind: "settings",
    key,
    transport: transportOptions(server),
    server,
    fromAddress: row.from_address || undefined,
    replyTo: row.reply_to || undefined,
  };
}

export type Sending = Extract<Delivery, { kind: "env" | "settings" }>;

const domainOf = (address: string) => (/@([^>\s]+)/.exec(address)?.[1] ?? "localhost").trim();

/**
 * The sender of an e-mail and the domain of its Message-ID: E-posta ayarları' address with
 * the firm's name, else MAIL_FROM, else the firm's name and address as Firma bilgileri has
 * them when the e-mail is sent.
 */
export async function senderOf(delivery: Sending): Promise<{ from: string | { name: string; address: string }; domain: string }> {
  if (delivery.fromAddress) {
    const { name } = (await currentFirm()).settings;
    return { from: { name, address: delivery.fromAddress }, domain: domainOf(delivery.fromAddress) };
  }
  const configured = config().mail.from;
  if (configured) return { from: configured, domain: domainOf(configured) };
  const { name, email } = (await currentFirm()).settings;
  return { from: { name, address: email }, domain: domainOf(email) };
}

/** Reply-To from E-posta ayarları, for an e-mail that sets none of its own (a contact message replies to the visitor). */
export function replyToOf(delivery: Sending, headers: Record<string, string>): string | undefined {
  if (!delivery.replyTo || Object.keys(headers).some((name) => name.toLowerCase() === "reply-to")) return undefined;
  return delivery.replyTo;
}
