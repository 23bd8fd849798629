/**
 * The database's tables as Kysely sees them. Timestamps are ISO-8601 text in
 * UTC on both SQLite and PostgreSQL, so every dialect returns the same strings
 * and ordering by them is chronological.
 */
import type { Insertable, Selectable } from "kysely";

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
  consent_at: string | null;
  source: string | null;
  client_ip: string | null;
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

export type AuditAction = "create" | "update" | "delete" | "import" | "password";

export interface AuditLogTable {
  id: string;
  admin_email: string;
  action: AuditAction;
  /** duyurular, haberler, sorular, araclar, or "hesap" for the admin's own account. */
  list: string;
  entry_id: string | null;
  created_at: string;
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
}

export type Post = Selectable<PostTable>;
export type Question = Selectable<QuestionTable>;
export type Tool = Selectable<ToolTable>;
export type Message = Selectable<MessageTable>;
export type NewMessage = Insertable<MessageTable>;
export type Subscriber = Selectable<SubscriberTable>;
export type Admin = Selectable<AdminTable>;
export type AuditEntry = Selectable<AuditLogTable>;
