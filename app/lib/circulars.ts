import type { EntryStatus } from "#app/lib/entry-form.ts";
import type { SafeHtml } from "#app/lib/safe-html.ts";

/**
 * Sirküler: a circular's number (2026/15), its official reference and its
 * form fields, shared by the admin form, the server's schema and the public
 * pages. Browser-safe.
 */

/** The kinds of official text a circular can be about, by their stored key. */
export const REFERENCE_KINDS = {
  kanun: "Kanun",
  "cumhurbaskani-karari": "Cumhurbaşkanı Kararı",
  yonetmelik: "Yönetmelik",
  teblig: "Tebliğ",
  genelge: "Genelge",
  sirkuler: "Sirküler",
  karar: "Karar",
  ozelge: "Özelge",
  duyuru: "Duyuru",
  diger: "Diğer",
} as const;

export type ReferenceKind = keyof typeof REFERENCE_KINDS;
export const REFERENCE_KIND_VALUES = Object.keys(REFERENCE_KINDS) as ReferenceKind[];

/** The official text a circular is about. */
export interface OfficialReference {
  kind: ReferenceKind;
  /** As written in the text's title: "332 Seri No.lu Gelir Vergisi Genel Tebliği", "7524". */
  number: string;
  /** The Resmî Gazete's date, YYYY-MM-DD; null when not published there or not given. */
  gazetteDate: string | null;
  gazetteNumber: string | null;
}

/** What a circular holds besides an entry's fields; a revision stores it too. */
export interface CircularFields {
  year: number;
  seq: number;
  /** Category ids (circular_categories), in the office's order; one or more. */
  categoryIds: string[];
  reference: OfficialReference | null;
  /** Attachment ids, in the order shown. */
  attachmentIds: string[];
}

export interface CircularNumber {
  year: number;
  seq: number;
}

/** Sequences are shown with two digits at least: 2026/05. */
const pad = (seq: number) => String(seq).padStart(2, "0");

/** "2026/15". */
export const circularNumberText = ({ year, seq }: CircularNumber) => `${year}/${pad(seq)}`;

/** "Sirküler 2026/15". */
export const circularLabel = (number: CircularNumber) => `Sirküler ${circularNumberText(number)}`;

/** The public address's last segment: "2026-15". */
export const circularSlug = ({ year, seq }: CircularNumber) => `${year}-${pad(seq)}`;

/** The highest sequence a year can have (and the lowest year accepted). */
export const CIRCULAR_LIMITS = { maxSeq: 9999, minYear: 1990, maxYear: 2100 } as const;

/**
 * A number as typed ("2026/15", "2026/5", "2026-15", " 2026 / 015 "), or
 * undefined when it is not one.
 */
export function parseCircularNumber(text: string): CircularNumber | undefined {
  const match = /^\s*(\d{4})\s*[/-]\s*(\d{1,4})\s*$/.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const seq = Number(match[2]);
  if (year < CIRCULAR_LIMITS.minYear || year > CIRCULAR_LIMITS.maxYear || seq < 1 || seq > CIRCULAR_LIMITS.maxSeq) return undefined;
  return { year, seq };
}

/** A slug of the public address ("2026-15"), or undefined. */
export function parseCircularSlug(slug: string): CircularNumber | undefined {
  return /^\d{4}-\d{2,4}$/.test(slug) ? parseCircularNumber(slug) : undefined;
}

/**
 * A Resmî Gazete issue number as the Gazette prints it: the issue ("33124"),
 * or one of its extra issues of the same day, "33124 (Mükerrer)" for the
 * first and "33124 (5. Mükerrer)" for a later one (1–99). Spaces and the
 * case of "mükerrer" are forgiven ("33124(5.mükerrer)"); the result is
 * written the Gazette's way, or undefined when the text is not one of these.
 */
export function parseGazetteNumber(text: string): string | undefined {
  const match = /^(\d{1,10})(?:\s*\(\s*(?:([1-9]\d?)\s*\.\s*)?(mükerrer)\s*\))?$/u.exec(text.trim().toLocaleLowerCase("tr-TR"));
  if (!match) return undefined;
  const [, issue = "", ordinal, extra] = match;
  if (!extra) return issue;
  return ordinal ? `${issue} (${ordinal}. Mükerrer)` : `${issue} (Mükerrer)`;
}

/** The longest Gazette number parseGazetteNumber writes: "9999999999 (99. Mükerrer)". */
export const GAZETTE_NUMBER_MAX = 25;

/** "12.11.2026" from "2026-11-12". */
const dayText = (isoDate: string) => isoDate.split("-").reverse().join(".");

/**
 * The line under a circular's title: "Tebliğ: 332 Seri No.lu … · Resmî Gazete: 12.11.2026, Sayı: 33080".
 */
export function referenceLine(reference: OfficialReference): string {
  const parts = [`${REFERENCE_KINDS[reference.kind]}: ${reference.number}`];
  const gazette = [
    reference.gazetteDate ? dayText(reference.gazetteDate) : "",
    reference.gazetteNumber ? `Sayı: ${reference.gazetteNumber}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  if (gazette) parts.push(`Resmî Gazete: ${gazette}`);
  return parts.join(" · ");
}

/** The admin form's field names for a circular's own fields. */
export const CIRCULAR_FORM_FIELDS = {
  number: "numara",
  /** Repeated: one value per chosen category id. */
  categories: "kategori",
  referenceKind: "resmi_tur",
  referenceNumber: "resmi_no",
  /** A date input's value, YYYY-MM-DD. */
  gazetteDate: "rg_tarih",
  gazetteNumber: "rg_sayi",
  /** Repeated: one value per attachment id, in order. */
  attachments: "ek",
  /** "1": make a draft e-bülten issue from it when it is saved as published or scheduled. */
  newsletter: "bulten_taslagi",
} as const;

/** An attachment id as the upload makes it (32 hex digits of the SHA-256). */
export const ATTACHMENT_ID = /^[0-9a-f]{32}$/;

/** The largest attachment accepted (bytes). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/** An attachment as lists and pages show it (without its bytes or text). */
export interface AttachmentSummary {
  id: string;
  fileName: string;
  format: "pdf" | "xlsx" | "docx";
  bytes: number;
  /** False for a PDF without a text layer: "metin içermiyor (taranmış belge)". */
  hasText: boolean;
  pages: number | null;
}

/** An attachment as a sirküler's "Ekler" list links it (public page: /ekler/…; Önizle: the admin's address). */
export interface CircularAttachmentLink {
  id: string;
  fileName: string;
  href: string;
  /** "PDF, 1,2 MB". */
  sizeText: string;
  hasText: boolean;
}

/** A sirküler as Önizle shows it (the server shapes it; components/admin/circular/CircularPreview.tsx draws it). */
export interface CircularPreviewPage {
  kind: "circular";
  /** "Sirküler 2026/15", or "Sirküler (numarasız)" when the form's number is not one. */
  label: string;
  title: string;
  reference: string | undefined;
  categories: string[];
  body: SafeHtml;
  /** Linked through the admin's address: a draft's files are not public (ADR 033). */
  attachments: CircularAttachmentLink[];
  status: EntryStatus;
  scheduledAt?: string;
  description: string;
}
