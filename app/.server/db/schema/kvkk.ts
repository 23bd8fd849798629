/** KVKK applications (issue 42): the person's application, the office's notes and the files on both sides. */
import type { Selectable } from "kysely";
import type { KvkkAnswerChannel, KvkkApplicationStatus, KvkkRelation } from "#app/lib/kvkk.ts";

export interface KvkkApplicationTable {
  id: string;
  /** KVKK-2026-0001: `year` and `number`, unique together. */
  reference: string;
  year: number;
  number: number;
  /** When the application was stored (ISO, UTC); the 30 days count from its Istanbul date. */
  received_at: string;
  /** The last day to answer (YYYY-MM-DD, Istanbul): the received day plus KVKK_ANSWER_DAYS. */
  due_on: string;
  status: KvkkApplicationStatus;
  full_name: string;
  /** T.C. kimlik no (11 digits, checksum valid); null for a foreigner. */
  national_id: string | null;
  /** A foreigner's nationality and passport or identity number; null for a citizen. */
  nationality: string | null;
  foreign_id: string | null;
  /** The address for notices (residence or workplace). */
  address: string;
  email: string;
  phone: string;
  relation: KvkkRelation;
  /** For relation "other": the person's words; "" otherwise. */
  relation_detail: string;
  /** JSON array of md. 11's letters (KvkkRight). */
  rights: string;
  /** The request in the person's words. */
  request: string;
  answer_channel: KvkkAnswerChannel;
  email_confirmed_at: string | null;
  /** SHA-256 (hex) of the confirmation link's token; null once confirmed. */
  confirm_token_hash: string | null;
  /** The answer as stored rich text; null until written. */
  answer_body: string | null;
  answered_at: string | null;
  /** The admin who answered or closed (their e-mail, as the audit log names admins). */
  answered_by: string | null;
  /** How the answer went out: by e-mail (through the outbox) or by post (marked by the office). */
  answered_via: KvkkAnswerChannel | null;
  /** Why the application was refused or closed (Turkish, the office's words). */
  closed_reason: string | null;
  /** When the day-20 and day-27 reminders were queued (once each). */
  reminded_warning_at: string | null;
  reminded_last_at: string | null;
  updated_at: string;
}

export interface KvkkApplicationNoteTable {
  id: string;
  application_id: string;
  body: string;
  admin_email: string;
  created_at: string;
}

export interface KvkkApplicationFileTable {
  id: string;
  application_id: string;
  /** "request": sent by the person with the application; "answer": attached to the office's answer. */
  side: "request" | "answer";
  file_name: string;
  /** pdf | jpeg | png | docx … as the upload check named it. */
  format: string;
  content_type: string;
  bytes: number;
  data: Uint8Array;
  created_at: string;
}

export type KvkkApplication = Selectable<KvkkApplicationTable>;
export type KvkkApplicationNote = Selectable<KvkkApplicationNoteTable>;
export type KvkkApplicationFile = Selectable<KvkkApplicationFileTable>;
