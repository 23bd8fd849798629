/**
 * English texts beside the Turkish ones (issue 43, ADR 060): what the office writes in English
 * for each kind of item, and what the public pages know of what exists in English. No machine
 * translation: an item is offered in English only while its English text is published.
 * Browser-safe: types and pure helpers only.
 */
import type { PageKey } from "#app/lib/firm.ts";

/** The kinds of item that may have English (english_texts.kind). */
export const ENGLISH_KINDS = ["settings", "page", "service", "question", "circular"] as const;
export type EnglishKind = (typeof ENGLISH_KINDS)[number];

/** The one key of the settings' English row. */
export const ENGLISH_SETTINGS_KEY = "settings";

/** The pages that have an English version when the office writes one (the others are the home's parts or Turkish only). */
export const ENGLISH_PAGE_KEYS = [
  "founder",
  "mission",
  "vision",
  "about",
  "services-intro",
  "contact",
  "kvkk",
] as const satisfies readonly PageKey[];
export type EnglishPageKey = (typeof ENGLISH_PAGE_KEYS)[number];

/** Firma bilgileri in English: only what reads differently in English; "" falls back to the Turkish value where a name or address is concerned. */
export interface EnglishSettings {
  /** The firm's English name, if it has one; "": the Turkish name stands. */
  name: string;
  tagline: string;
  founderTitle: string;
  /** The site's default meta description in English (the English home). */
  metaDescription: string;
  /** The address as an English reader writes it, one line each; empty: the Turkish address stands. */
  addressLines: string[];
}

/** A page in English (the same fields as its Turkish version). `body` is sanitized rich text. */
export interface EnglishPage {
  title: string;
  metaDescription: string;
  body: string;
}

/** A service in English; `slug` is made from `fullTitle` when saved (its /en/services/<slug> path). */
export interface EnglishService {
  slug: string;
  fullTitle: string;
  homeTitle: string;
  homeDescription: string;
  metaDescription: string;
  body: string;
}

/** An FAQ entry in English. `answer` is sanitized rich text. */
export interface EnglishQuestion {
  title: string;
  answer: string;
}

/** A sirküler's English summary (the Turkish original and its attachments stay the authority). */
export interface EnglishCircular {
  title: string;
  metaDescription: string;
  /** Sanitized rich text: the summary. */
  summary: string;
}

/** The English fields of each kind. */
export interface EnglishFields {
  settings: EnglishSettings;
  page: EnglishPage;
  service: EnglishService;
  question: EnglishQuestion;
  circular: EnglishCircular;
}

export const EMPTY_ENGLISH: { [K in EnglishKind]: EnglishFields[K] } = {
  settings: { name: "", tagline: "", founderTitle: "", metaDescription: "", addressLines: [] },
  page: { title: "", metaDescription: "", body: "" },
  service: { slug: "", fullTitle: "", homeTitle: "", homeDescription: "", metaDescription: "", body: "" },
  question: { title: "", answer: "" },
  circular: { title: "", metaDescription: "", summary: "" },
};

/** The admin's word for each kind (the English tab's heading, the audit's details). */
export const ENGLISH_KIND_LABELS: Record<EnglishKind, string> = {
  settings: "Firma bilgileri",
  page: "Sayfa",
  service: "Hizmet",
  question: "Soru",
  circular: "Sirküler",
};

/**
 * What exists in English now (published), as the public pages, the language switch, the
 * alternates and the sitemap need to know it: by key, without the texts.
 * Built on the server per content version (.server/firm-snapshot/english.ts).
 */
export interface EnglishIndex {
  pages: ReadonlySet<EnglishPageKey>;
  /** Turkish slug → English slug, for visible services with published English. */
  services: ReadonlyMap<string, string>;
  /** Circular number key ("2026-15") of the published sirküler with an English summary. */
  circulars: ReadonlySet<string>;
  /** Whether any FAQ entry has published English (the English FAQ page exists only then). */
  faq: boolean;
}

export const EMPTY_ENGLISH_INDEX: EnglishIndex = { pages: new Set(), services: new Map(), circulars: new Set(), faq: false };
