/**
 * English texts beside the Turkish ones (issue 43, ADR 060; migration 030). An item has
 * English only while `data` holds its published English fields; `draft` is a saved draft
 * not yet published. The fields of each kind are app/lib/english.ts's shapes, as JSON.
 */
import type { Selectable } from "kysely";
import type { EnglishKind } from "#app/lib/english.ts";

export interface EnglishTextTable {
  kind: EnglishKind;
  /** "settings", the page key, the service's id, the question's or the circular's id. */
  key: string;
  /** JSON of the published English fields; null: not published (the page is not offered in English). */
  data: string | null;
  /** JSON of a saved draft not yet published; null for none. */
  draft: string | null;
  /** When the English text was first published; null while it never was. */
  published_at: string | null;
  /** Optimistic lock: a save names the revision it started from. */
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

/** One saved state of an English text (its history). */
export interface EnglishRevisionTable {
  id: string;
  kind: EnglishKind;
  key: string;
  version: number;
  /** draft, publish, unpublish, restore. */
  action: string;
  /** JSON of the English fields saved. */
  snapshot: string;
  admin_email: string;
  created_at: string;
}

export type EnglishTextRow = Selectable<EnglishTextTable>;
export type EnglishRevisionRow = Selectable<EnglishRevisionTable>;
