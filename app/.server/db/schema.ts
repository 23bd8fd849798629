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

export interface Database {
  announcements: PostTable;
  news: PostTable;
  questions: QuestionTable;
  tools: ToolTable;
  messages: MessageTable;
  subscribers: SubscriberTable;
  settings: SettingTable;
}

export type Post = Selectable<PostTable>;
export type Question = Selectable<QuestionTable>;
export type Tool = Selectable<ToolTable>;
export type Message = Selectable<MessageTable>;
export type NewMessage = Insertable<MessageTable>;
export type Subscriber = Selectable<SubscriberTable>;
