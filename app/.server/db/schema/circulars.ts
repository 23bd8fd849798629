/** Sirküler: the circulars (a content list with a number and an official reference), their categories and attachments. */
import type { ColumnType, Selectable } from "kysely";
import type { PostTable } from "#app/.server/db/schema/content.ts";

/** A circular: an entry of the list "sirkuler" (the workflow columns of a post) with its number and reference. */
export interface CircularTable extends PostTable {
  /** The number 2026/15: year 2026, sequence 15; unique together. */
  number_year: number;
  number_seq: number;
  /** The official text's kind (lib/circulars.ts REFERENCE_KINDS) and number; null when none. */
  reference_kind: string | null;
  reference_number: string | null;
  /** The Resmî Gazete's date (YYYY-MM-DD) and issue number; null when not given. */
  gazette_date: string | null;
  gazette_number: string | null;
  /** The draft e-bülten issue made from it (migration 017); null when none was made. */
  newsletter_issue_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A category the office manages (KDV, Gelir Vergisi…); slug is its filter's value. */
export interface CircularCategoryTable {
  id: string;
  slug: string;
  name: string;
  position: number;
  created_at: string;
}

export interface CircularCategoryLinkTable {
  circular_id: string;
  category_id: string;
}

/** An uploaded file; id is the first 32 hex digits of its SHA-256 (its URL). */
export interface AttachmentTable {
  id: string;
  file_name: string;
  format: "pdf" | "xlsx" | "docx";
  content_type: string;
  bytes: number;
  data: Uint8Array;
  /** The text extracted on upload (for search); "" when it has none. */
  text: string;
  /** 1 when a text layer was found; 0 for a scanned document. */
  has_text: number;
  pages: number | null;
  admin_email: string;
  created_at: string;
}

export interface CircularAttachmentTable {
  circular_id: string;
  attachment_id: string;
  position: number;
}

export type CircularRow = Selectable<CircularTable>;
export type CircularCategory = Selectable<CircularCategoryTable>;
export type Attachment = Selectable<AttachmentTable>;
