/**
 * The database's tables as Kysely sees them. Timestamps are ISO-8601 text in
 * UTC on both SQLite and PostgreSQL, so every dialect returns the same strings
 * and ordering by them is chronological.
 */
import type { Selectable } from "kysely";

export interface PostTable {
  id: string;
  title: string;
  body: string;
  created_at: string;
}

export interface QuestionTable {
  id: string;
  title: string;
  answer: string;
  created_at: string;
}

export interface ToolTable {
  id: string;
  title: string;
  url: string;
  created_at: string;
}

export interface MessageTable {
  id: string;
  name: string;
  phone: string;
  email: string;
  subject: string;
  body: string;
  created_at: string;
  read_at: string | null;
  client_ip: string | null;
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

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
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface AdminTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  password_changed_at: string;
}

export interface SessionTable {
  /** SHA-256 (hex) of the token in the cookie. */
  id: string;
  admin_id: string;
  created_at: string;
  last_seen_at: string;
}

export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: string;
}

export type AuditAction = "create" | "update" | "delete" | "import" | "password" | "read" | "unread" | "retry";

export interface AuditLogTable {
  id: string;
  admin_email: string;
  action: AuditAction;
  /** duyurular, haberler, sorular, araclar, or "hesap" for the admin's own account. */
  list: string;
  entry_id: string | null;
  created_at: string;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

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
}

/** A single row (id 1): raised by every write that changes what a public page shows. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

export interface Database {
  announcements: PostTable;
  news: PostTable;
  questions: QuestionTable;
  tools: ToolTable;
  messages: MessageTable;
  subscribers: SubscriberTable;
  settings: SettingTable;
  admins: AdminTable;
  sessions: SessionTable;
  rate_limits: RateLimitTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  content_version: ContentVersionTable;
}

export type Post = Selectable<PostTable>;
export type Question = Selectable<QuestionTable>;
export type Tool = Selectable<ToolTable>;
export type Message = Selectable<MessageTable>;
export type Subscriber = Selectable<SubscriberTable>;
export type Admin = Selectable<AdminTable>;
export type OutboxRow = Selectable<OutboxTable>;
