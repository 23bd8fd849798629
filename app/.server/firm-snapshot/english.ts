/**
 * The firm's English texts as the public pages read them (issue 43, ADR 060): published English
 * only, of items the public sees (visible services, published sirküler), loaded once per content
 * version like the firm itself (every English write raises the content version). `index` is what
 * exists in English, for the language switch, the alternates and the sitemap (lib/language-alternates.ts).
 */
import { type Executor, getDb } from "#app/.server/db/index.ts";
import { fillHtml, fillText } from "#app/.server/firm-snapshot/placeholders.ts";
import { currentFirm, type FirmSnapshot } from "#app/.server/firm-snapshot/snapshot.ts";
import { readContentVersion } from "#app/.server/repositories/content-version.ts";
import { listPublishedEnglish, listPublishedEnglishCirculars } from "#app/.server/repositories/english.ts";
import { listQuestions } from "#app/.server/repositories/posts.ts";
import {
  EMPTY_ENGLISH,
  ENGLISH_PAGE_KEYS,
  type EnglishCircular,
  type EnglishIndex,
  type EnglishPage,
  type EnglishPageKey,
  type EnglishQuestion,
  type EnglishService,
  type EnglishSettings,
} from "#app/lib/english.ts";
import type { PublicService } from "#app/lib/firm.ts";

/** A visible service with its published English. */
export interface EnglishServiceView extends EnglishService {
  id: string;
  /** The Turkish page's slug (its pair). */
  turkishSlug: string;
}

/** A published sirküler's English summary, with its number. */
export interface EnglishCircularView extends EnglishCircular {
  id: string;
  number: { year: number; seq: number };
  /** "2026-15": the key of both its paths. */
  numberKey: string;
  publishedAt: string;
  updatedAt: string | null;
}

export interface EnglishSnapshot {
  /** Firma bilgileri's English; undefined when none is published (the Turkish values stand). */
  settings: EnglishSettings | undefined;
  /** Published English pages, placeholders filled. */
  pages: ReadonlyMap<EnglishPageKey, EnglishPage>;
  /** Visible services with English, in the office's order. */
  services: EnglishServiceView[];
  /** FAQ entries with English, in the Turkish page's order. */
  questions: (EnglishQuestion & { id: string })[];
  /** Published sirküler with an English summary, newest publication first. */
  circulars: EnglishCircularView[];
  index: EnglishIndex;
}

/** Stored English JSON as the kind's fields: a missing key reads as empty. */
export function parseEnglish<K extends keyof typeof EMPTY_ENGLISH>(kind: K, data: string | null | undefined): (typeof EMPTY_ENGLISH)[K] {
  try {
    return { ...EMPTY_ENGLISH[kind], ...(data ? (JSON.parse(data) as object) : {}) };
  } catch {
    // Only this application writes the row; an unreadable one reads as empty.
    return { ...EMPTY_ENGLISH[kind] };
  }
}

const numberKeyOf = (year: number, seq: number) => `${year}-${String(seq).padStart(2, "0")}`;

/** Reads every published English text (use currentEnglish() on a request). */
export async function loadEnglish(
  db: Executor,
  firm: Pick<FirmSnapshot, "settings" | "services">,
  now = new Date().toISOString(),
): Promise<EnglishSnapshot> {
  const [rows, circularRows, questionRows] = await Promise.all([
    listPublishedEnglish(db),
    listPublishedEnglishCirculars(db, now),
    listQuestions(db),
  ]);
  const of = (kind: string) => new Map(rows.filter((row) => row.kind === kind).map((row) => [row.key, row.data]));
  const settingsData = of("settings").get("settings");
  const pages = new Map<EnglishPageKey, EnglishPage>();
  const pageData = of("page");
  for (const key of ENGLISH_PAGE_KEYS) {
    const data = pageData.get(key);
    if (!data) continue;
    const page = parseEnglish("page", data);
    pages.set(key, {
      title: fillText(page.title, firm.settings),
      metaDescription: fillText(page.metaDescription, firm.settings),
      body: fillHtml(page.body, firm.settings),
    });
  }
  const serviceData = of("service");
  const services = firm.services.flatMap((service: PublicService) => {
    const data = serviceData.get(service.id);
    return data ? [{ ...parseEnglish("service", data), id: service.id, turkishSlug: service.slug }] : [];
  });
  const questionData = of("question");
  const questions = questionRows.flatMap((question) => {
    const data = questionData.get(question.id);
    return data ? [{ ...parseEnglish("question", data), id: question.id }] : [];
  });
  const circulars = circularRows.map((row) => ({
    ...parseEnglish("circular", row.data),
    id: row.id,
    number: { year: row.number_year, seq: row.number_seq },
    numberKey: numberKeyOf(row.number_year, row.number_seq),
    publishedAt: row.published_at ?? "",
    updatedAt: row.updated_at,
  }));
  return {
    settings: settingsData ? parseEnglish("settings", settingsData) : undefined,
    pages,
    services,
    questions,
    circulars,
    index: {
      pages: new Set(pages.keys()),
      services: new Map(services.map((service) => [service.turkishSlug, service.slug])),
      circulars: new Set(circulars.map((circular) => circular.numberKey)),
      faq: questions.length > 0,
    },
  };
}

let cached: { db: Executor; version: number; english: EnglishSnapshot } | undefined;

/** The English texts at the current content version: one small read of the version, a full load only when it changed. */
export async function currentEnglish(): Promise<EnglishSnapshot> {
  const db = await getDb();
  const version = await readContentVersion(db);
  if (cached?.db === db && cached.version === version) return cached.english;
  const english = await loadEnglish(db, await currentFirm());
  cached = { db, version, english };
  return english;
}

/** Forgets the kept copy (tests that swap databases). */
export function forgetEnglish(): void {
  cached = undefined;
}
