/**
 * Hizmetler in the admin: the service form's field names and limits, the
 * slug's rule, and the paths of the screens. Browser-safe: the form
 * (routes/admin/service-edit.tsx) and the server's checks (.server/firm/)
 * read the same names.
 */
import { NEW_SERVICE } from "#app/lib/admin-paths.ts";
import { CONTENT_LIMITS } from "#app/lib/content-lists.ts";

export const SERVICE_FIELDS = {
  fullTitle: "tam_baslik",
  homeTitle: "anasayfa_basligi",
  homeDescription: "kart_aciklamasi",
  metaDescription: "meta_aciklamasi",
  body: "icerik",
  slug: "adres",
  /** The revision the form started from (409 when another save came first). */
  revision: "surum",
} as const;

export const SERVICE_LIMITS = {
  fullTitle: 120,
  homeTitle: 60,
  homeDescription: 240,
  metaDescription: CONTENT_LIMITS.metaDescription,
  body: CONTENT_LIMITS.body,
  slug: 80,
} as const;

/** Lower-case letters a–z, digits and single hyphens between them: "kdv-iadesi". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where the unsaved text of a service's form is kept in the browser (local-draft.ts). */
export const serviceDraftKey = (id: string | undefined) => `ymm-taslak:hizmet:${id ?? NEW_SERVICE}`;

/** A row of Hizmetler's table, as the screen's loader shapes it. */
export interface ServiceListRow {
  id: string;
  slug: string;
  fullTitle: string;
  hidden: boolean;
  /** The revision the row's actions start from (409 when another save came first). */
  revision: number;
  isDefault: boolean;
  /** Whether its English is published or a draft waits (issue 43); undefined: none. */
  english?: "published" | "draft";
}

/** The screen's query words: a confirmation opened by a link (works without JavaScript), and the outcome. */
export const SERVICES_QUERY = { remove: "sil", hide: "gizle", status: "durum", defaultChanged: "varsayilan-degisti" } as const;

/** The row actions' intents. */
export const SERVICE_INTENTS = {
  up: "yukari",
  down: "asagi",
  position: "sira",
  hide: "gizle",
  show: "goster",
  makeDefault: "varsayilan",
  remove: "sil",
} as const;

/** The field of a row's position form and of the new default's choice. */
export const SERVICE_ROW_FIELDS = { position: "sira", newDefault: "yeni_varsayilan" } as const;
