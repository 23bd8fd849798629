/** The outbox: every e-mail the site sends, the firm's own and newsletter deliveries. */
import type { Selectable } from "kysely";

/** skipped: a newsletter delivery whose subscriber left or bounced before it went; cancelled: withdrawn with its issue. */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "skipped" | "cancelled";

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers. */
  headers: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** The worker that holds the row while sending it. */
  claimed_by: string | null;
  claimed_at: string | null;
  created_at: string;
  sent_at: string | null;
  /** A newsletter delivery: its issue and subscriber (one row per pair); null for the firm's own e-mails. */
  issue_id: string | null;
  subscriber_id: string | null;
  /** 0: the firm's own e-mails, sent first; 1: newsletter deliveries. */
  priority: number;
}

export type OutboxRow = Selectable<OutboxTable>;

/** A file sent with an outbox row (migration 029; the answer to a KVKK application), in order. */
export interface OutboxAttachmentTable {
  id: string;
  outbox_id: string;
  position: number;
  file_name: string;
  content_type: string;
  data: Uint8Array;
}

/**
 * E-posta ayarları (issue 39, ADR 049): the one row (id 1) of the SMTP server set in the
 * admin; used while SMTP_URL is unset. `revision` rises with every save: each instance's
 * mail worker compares it on every poll and rebuilds its connection when it changed.
 */
export interface MailSettingsTable {
  id: number;
  host: string;
  port: number;
  /** "starttls" | "tls" (lib/mail-settings.ts). */
  security: string;
  /** "" when the server takes e-mail without signing in. */
  username: string;
  /** The password sealed with the secret box (accounts/secret-box.ts); null: none. */
  password_sealed: string | null;
  /** The sender's address; "" for the firm's e-mail address. */
  from_address: string;
  /** Reply-To for e-mails that set none of their own; "" for none. */
  reply_to: string;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

export type MailSettingsRow = Selectable<MailSettingsTable>;
