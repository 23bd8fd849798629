/**
 * The firm as the office edits it (issue 22): Firma bilgileri (one row of JSON),
 * the rich-text pages, the services, the redirects that keep old URLs working,
 * and the history of all three (firm_revisions). `revision` is the optimistic
 * lock of each: a save names the revision it started from, and a stale one is
 * refused (409) rather than overwriting someone else's save.
 */
import type { Selectable } from "kysely";

/** A single row (id 1): FirmSettings (app/lib/firm.ts) as JSON. */
export interface FirmSettingsTable {
  id: number;
  data: string;
  revision: number;
  updated_at: string;
  /** Null until the office first saves (Kurulum: "still the sample"). */
  updated_by: string | null;
}

/** A rich-text page by key (PAGE_KEYS): the published text, and an unpublished draft. */
export interface FirmPageTable {
  key: string;
  title: string;
  meta_description: string;
  /** Sanitized rich text; may hold placeholders ({firma.adi}…). */
  body: string;
  /** JSON {title, metaDescription, body} of a saved draft not yet published; null for none. */
  draft: string | null;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

export interface ServiceTable {
  id: string;
  slug: string;
  full_title: string;
  home_title: string;
  home_description: string;
  meta_description: string;
  /** Sanitized rich text. */
  body: string;
  /** Order in the menu, the home grid and the side list (ascending). */
  position: number;
  /** 1: not shown (its URL redirects to the default service); 0: shown. */
  hidden: number;
  revision: number;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** An old path answered with 301 to a new one. */
export interface RedirectTable {
  /** A site path ("/haberler/Eski%20Başlık"), decoded form normalised by firm/redirects.ts. */
  from_path: string;
  to_path: string;
  /** "auto": made by a rename, hide or delete; "manual": added on Yönlendirmeler or imported. */
  kind: "auto" | "manual";
  created_at: string;
  created_by: string | null;
}

/** One saved state of the settings, a page or a service. */
export interface FirmRevisionTable {
  id: string;
  kind: "settings" | "page" | "service";
  /** "settings", the page key, or the service id. */
  key: string;
  version: number;
  /** create, update, publish (a page's draft made public), draft, restore, delete. */
  action: string;
  /** JSON of the state. */
  snapshot: string;
  admin_email: string;
  created_at: string;
}

export type FirmPageRow = Selectable<FirmPageTable>;
export type ServiceRow = Selectable<ServiceTable>;
export type RedirectRow = Selectable<RedirectTable>;
export type FirmRevisionRow = Selectable<FirmRevisionTable>;
export type FirmSettingsRow = Selectable<FirmSettingsTable>;
