/** The content lists' tables (duyurular, haberler, sorular, araclar), their history and bin, and the public content's version. */
import type { ColumnType, Selectable } from "kysely";
import type { PostStatus } from "#app/lib/content-lists.ts";
import type { RevisionAction } from "#app/lib/revisions.ts";

/** An announcement or a news item. */
export interface PostTable {
  id: string;
  title: string;
  /** Sanitized rich text (app/.server/text/rich-text.ts). */
  body: string;
  created_at: string;
  updated_at: ColumnType<string | null, string | undefined, string>;
  status: ColumnType<PostStatus, PostStatus | undefined, PostStatus>;
  /** When it appeared (or, scheduled, will appear) on the public site; null for a draft. */
  published_at: ColumnType<string | null, string | null | undefined, string | null>;
  meta_description: ColumnType<string | null, string | null | undefined, string | null>;
  cover_media_id: ColumnType<string | null, string | null | undefined, string | null>;
  cover_alt: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it leaves the public site (migration 034, ADR 067); null: it stays. */
  unpublish_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface QuestionTable {
  id: string;
  title: string;
  /** Sanitized rich text. */
  answer: string;
  created_at: string;
  updated_at: ColumnType<string | null, string | undefined, string>;
}

export interface ToolTable {
  id: string;
  title: string;
  url: string;
  created_at: string;
  updated_at: ColumnType<string | null, string | undefined, string>;
}

/** One saved state of an entry (its history; a deletion is the bin). */
export interface RevisionTable {
  id: string;
  /** duyurular, haberler, sorular, araclar. */
  list: string;
  entry_id: string;
  version: number;
  action: RevisionAction;
  /** JSON of EntrySnapshot (app/.server/repositories/revisions.ts). */
  snapshot: string;
  admin_email: string;
  created_at: string;
}

/** A single row (id 1): raised by every write that changes what a public page shows. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

export type Post = Selectable<PostTable>;
export type Question = Selectable<QuestionTable>;
export type Tool = Selectable<ToolTable>;
export type Revision = Selectable<RevisionTable>;
