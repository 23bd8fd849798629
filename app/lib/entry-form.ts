/**
 * The admin entry form's workflow fields, shared by the form
 * (components/admin/EntryForm.tsx) and the server's schema
 * (.server/content/validation.ts): their names and the status choices.
 * Browser-safe.
 */
import type { ListName, PostStatus } from "#app/lib/content-lists.ts";

/** Form field names of the workflow lists (duyurular, haberler). */
export const WORKFLOW_FIELDS = {
  status: "durum",
  /** A `datetime-local` value in Istanbul time. */
  publishAt: "yayin_zamani",
  /** A `datetime-local` value in Istanbul time: when the entry leaves the public site (ADR 067); empty: never. */
  unpublishAt: "yayindan_kaldirma",
  metaDescription: "meta_aciklama",
  /** The cover image's media id (set by the upload). */
  cover: "kapak",
  coverAlt: "kapak_alt",
  /** "1" when the cover is decorative (alt=""). */
  coverDecorative: "kapak_dekoratif",
} as const;

/** The status radio's values and what they mean. */
export const FORM_STATUSES = {
  taslak: { status: "draft", label: "Taslak" },
  yayinda: { status: "published", label: "Yayında" },
  zamanlanmis: { status: "scheduled", label: "Zamanlanmış" },
} as const satisfies Record<string, { status: PostStatus; label: string }>;

export type FormStatus = keyof typeof FORM_STATUSES;
export type EntryStatus = (typeof FORM_STATUSES)[FormStatus]["status"];

export const FORM_STATUS_VALUES = Object.keys(FORM_STATUSES) as FormStatus[];

export function formStatusOf(status: EntryStatus): FormStatus {
  return FORM_STATUS_VALUES.find((value) => FORM_STATUSES[value].status === status) ?? "taslak";
}

/** A media id as the image pipeline makes it (24 hex digits of the content hash). */
export const MEDIA_ID = /^[0-9a-f]{24}$/;

/**
 * Where a kept, unsaved copy of the form lives in the browser: per list and
 * entry ("yeni" for a new one), nothing personal in the key.
 */
export const localDraftKey = (list: ListName, id: string | undefined) => `ymm-taslak:${list}:${id ?? "yeni"}`;
