/**
 * The content lists the office manages (duyurular, haberler, sirkuler,
 * sorular, araclar), each described once: labels, form fields, limits, table and
 * columns, admin path. The admin screens, the server's zod schemas
 * (.server/content/validation.ts), the repository (.server/repositories/entries.ts)
 * and the JSON import/export all derive from this registry; a new list is an
 * entry here plus a migration for its table. Browser-safe: no server code.
 */

/** Length limits, shared by the inputs, the server's schemas and the import. */
export const CONTENT_LIMITS = { title: 200, question: 300, body: 100_000, url: 2_000, metaDescription: 160, alt: 250 } as const;

/**
 * An entry's state in the editorial workflow (lists with `workflow`):
 * Taslak, Zamanlanmış, Yayında. Only published entries are on the public site;
 * entries of the other lists are always "published".
 */
export type PostStatus = "draft" | "scheduled" | "published";

export interface ListField {
  /** The form field's name. */
  name: string;
  label: string;
  /** line: one line of text; rich: rich text (sanitized HTML); url: an http(s) address. */
  kind: "line" | "rich" | "url";
  maxLength: number;
  /** The table column, which is also the key in the original JSON export. */
  column: "title" | "body" | "answer" | "url";
}

export interface ContentList {
  label: string;
  /** The singular, for headings like "Yeni duyuru". */
  singular: string;
  /** The admin screen's path segment under /adminpanel. */
  adminSegment: string;
  /** Whether the public pages show a date for its entries. */
  dated: boolean;
  /** Titles are the public URLs of this list's entries, so they must be unique and usable in a link. */
  titleIsPath: boolean;
  /**
   * The editorial workflow: drafts, scheduled publishing, preview, a cover
   * image and a meta description. Entries of other lists are public when saved.
   */
  workflow: boolean;
  table: "announcements" | "news" | "questions" | "tools" | "circulars";
  /**
   * Fields of this list's own beyond the title and text, with their columns,
   * form section, schema and public pages: "circular" (sirküler: number,
   * categories, official reference, attachments; lib/circulars.ts).
   */
  extra?: "circular";
  /** The entry's title field, then its text field (body, answer or link). */
  fields: readonly [ListField & { column: "title" }, ListField];
}

const titleField = (name: string, label: string, maxLength: number) => ({ name, label, kind: "line", maxLength, column: "title" }) as const;
const title = titleField("baslik", "Başlık", CONTENT_LIMITS.title);
const body = { name: "icerik", label: "İçerik", kind: "rich", maxLength: CONTENT_LIMITS.body, column: "body" } as const;

export const CONTENT_LISTS = {
  duyurular: {
    label: "Duyurular",
    singular: "duyuru",
    adminSegment: "duyurular",
    dated: true,
    titleIsPath: false,
    workflow: true,
    table: "announcements",
    fields: [title, body],
  },
  haberler: {
    label: "Haberler",
    singular: "haber",
    adminSegment: "haberler",
    dated: true,
    titleIsPath: true,
    workflow: true,
    table: "news",
    fields: [title, body],
  },
  sirkuler: {
    label: "Sirküler",
    singular: "sirküler",
    adminSegment: "sirkuler",
    dated: true,
    titleIsPath: false,
    workflow: true,
    table: "circulars",
    extra: "circular",
    fields: [title, body],
  },
  sorular: {
    label: "Sorular",
    singular: "soru",
    adminSegment: "sorular",
    dated: false,
    titleIsPath: false,
    workflow: false,
    table: "questions",
    fields: [
      titleField("soru", "Soru", CONTENT_LIMITS.question),
      { name: "cevap", label: "Cevap", kind: "rich", maxLength: CONTENT_LIMITS.body, column: "answer" },
    ],
  },
  araclar: {
    label: "Araçlar",
    singular: "araç",
    adminSegment: "araclar",
    dated: false,
    titleIsPath: false,
    workflow: false,
    table: "tools",
    fields: [title, { name: "baglanti", label: "Bağlantı", kind: "url", maxLength: CONTENT_LIMITS.url, column: "url" }],
  },
} as const satisfies Record<string, ContentList>;

export type ListName = keyof typeof CONTENT_LISTS;
export const LIST_NAMES = Object.keys(CONTENT_LISTS) as ListName[];

/** A list by its name as it appears in an address (the history's), if there is one. */
export function listByName(name: string | undefined): ListName | undefined {
  return LIST_NAMES.find((list) => list === name);
}

/** The list whose admin screen has this path segment, if any. */
export function listByAdminSegment(segment: string | undefined): ListName | undefined {
  return LIST_NAMES.find((name) => CONTENT_LISTS[name].adminSegment === segment);
}

/** The list's own fields beyond title and text, if it has any ("circular": sirküler). */
export function listExtra(name: ListName): ContentList["extra"] {
  return (CONTENT_LISTS[name] as ContentList).extra;
}
