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
  /** 1: no topic chosen, every issue ("Tüm konular"); 0: only issues of the topics in subscriber_topics (or of none). Migration 032. */
  all_topics: ColumnType<number, number | undefined, number>;
  /** The consent record's topics as last chosen, in the words shown ("Tüm konular", or the names). */
  topics_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the topics were last chosen (sign-up, confirmation, the preference page). */
  topics_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A topic of the e-bülten the office defines (issue 44, ADR 064). */
export interface NewsletterTopicTable {
  id: string;
  name: string;
  position: number;
  /** The sirküler category it was seeded from: an issue made from a circular takes its categories' topics. */
  category_id: string | null;
  created_at: string;
}

/** A topic a subscriber chose. */
export interface SubscriberTopicTable {
  subscriber_id: string;
  topic_id: string;
}

/** A topic of an issue: it goes to the subscribers of any of its topics (none: to every subscriber). */
export interface NewsletterIssueTopicTable {
  issue_id: string;
  topic_id: string;
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
export type NewsletterTopic = Selectable<NewsletterTopicTable>;
