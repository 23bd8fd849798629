/** The e-bülten: subscribers, the consent texts they were shown, and the issues. */
import type { ColumnType, Selectable } from "kysely";
import type { IssueStatus, IssueText } from "#app/lib/newsletter-issue-form.ts";

/** bounced: a permanent SMTP refusal, or the admin, stopped sending to the address. */
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "bounced";

export interface SubscriberTable {
  id: string;
  email: string;
  status: SubscriberStatus;
  created_at: string;
  /** When the address owner confirmed (double opt-in): the consent record. */
  consent_at: string | null;
  /** Path of the page the subscription was requested from. */
  source: string | null;
  client_ip: string | null;
  /** SHA-256 of the pending confirmation token; cleared once used. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** Put in every newsletter e-mail's one-click unsubscribe link. */
  unsubscribe_token: string | null;
  unsubscribed_at: string | null;
  bounced_at: string | null;
  /** The SMTP answer that refused the address, or why the admin marked it. */
  bounce_reason: string | null;
  /** The consent_texts version the subscriber was shown when signing up. */
  consent_text_version: number | null;
}

/** The consent text of the sign-up form, each wording kept as a numbered version. */
export interface ConsentTextTable {
  version: number;
  text: string;
  created_at: string;
  /**
   * The KVKK notice (sanitized HTML, placeholders filled) the form linked to
   * when this version was current: a change to the notice or to the firm's
   * name makes a new version (issue 22). Null for versions before that.
   */
  notice: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An e-bülten issue: its text (subject, preheader, sanitized body) and the state of its send. */
export interface NewsletterIssueTable extends IssueText {
  id: string;
  status: IssueStatus;
  created_at: string;
  updated_at: string;
  /** When the send began: the issue's date on /bulten. Null for a draft. */
  sent_at: string | null;
  /** Confirmed subscribers when the send began. */
  recipients: number | null;
  /** The last subscriber id that has its outbox row (queueing resumes after it). */
  queue_cursor: string | null;
  /** When every recipient had its outbox row. */
  queued_at: string | null;
  /** When the last delivery ended (sent, failed for good or skipped). */
  finished_at: string | null;
  /** SMTP failures in a row during the send; at the limit the send pauses. */
  consecutive_failures: number;
  admin_email: string;
  /** Its number among sent issues (1, 2, …), given when its send begins; null for a draft. Its e-mail's links carry ?kaynak=bulten-<number> (issue 26). */
  number: number | null;
  /** Deliveries of each ending already deleted by maintenance (migration 021): the summary adds them to the rows left. */
  purged_sent: ColumnType<number, number | undefined, number>;
  purged_failed: ColumnType<number, number | undefined, number>;
  purged_skipped: ColumnType<number, number | undefined, number>;
  purged_cancelled: ColumnType<number, number | undefined, number>;
}

export type Subscriber = Selectable<SubscriberTable>;
export type NewsletterIssue = Selectable<NewsletterIssueTable>;
