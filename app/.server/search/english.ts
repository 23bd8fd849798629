/**
 * /en/search (issue 43, ADR 062): the published English texts a visitor can open — pages,
 * services, FAQ answers, sirküler summaries — with English stemming ("auditing" finds "audit").
 *
 * Kept in step by the search itself: the index records the content version it was built at
 * (the setting `english_search_index`); a search that finds another version rebuilds every
 * English document from currentEnglish() in one transaction first. Every English write (and
 * every content write) raises the content version, so the next search sees it; the English
 * texts are few (tens to hundreds), so a rebuild costs milliseconds (ADR 062 has the figures).
 */
import { getDb, readOnly, serializeOn, transaction } from "#app/.server/db/index.ts";
import type { EnglishSearchDocumentTable } from "#app/.server/db/schema.ts";
import { currentEnglish, type EnglishSnapshot } from "#app/.server/firm-snapshot/english.ts";
import { log } from "#app/.server/log.ts";
import { readContentVersion } from "#app/.server/repositories/content-version.ts";
import {
  countEnglishMatches,
  type EnglishMatch,
  MARK_END,
  MARK_START,
  rankedEnglishDocuments,
  replaceEnglishSearchDocuments,
} from "#app/.server/repositories/english-search.ts";
import { getSetting, putSetting } from "#app/.server/repositories/settings.ts";
import type { TextSegment } from "#app/.server/search/query.ts";
import { circularNumberText } from "#app/lib/circulars.ts";
import type { EnglishPageKey } from "#app/lib/english.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import { englishCircularPath, englishPaths, englishServicePath } from "#app/lib/paths.ts";
import { MAX_QUERY_LENGTH } from "#app/lib/search.ts";
import { plainTextOf } from "#app/lib/search-preview.ts";

/** Raise when what is indexed or how changes: the next search rebuilds the index. */
const ENGLISH_INDEX_VERSION = 1;
/** The setting that holds the state the index was built at ("<ENGLISH_INDEX_VERSION>:<content version>"). */
export const ENGLISH_SEARCH_STATE_KEY = "english_search_index";
const STATE_KEY = ENGLISH_SEARCH_STATE_KEY;

/** Results on a page. */
export const ENGLISH_SEARCH_PAGE_SIZE = 20;
/** The most words a query is searched with. */
const MAX_WORDS = 16;

export type EnglishSearchKind = "page" | "service" | "question" | "circular";

/** Where each English page is read (about: the English home's part; services-intro: the services list). */
const PAGE_PATHS: Record<EnglishPageKey, string> = {
  founder: englishPaths.founder,
  mission: englishPaths.mission,
  vision: englishPaths.vision,
  about: englishPaths.home,
  "services-intro": englishPaths.services,
  contact: englishPaths.contact,
  kvkk: englishPaths.privacy,
};

const CONTROL = /\p{Cc}/gu;
const clean = (text: string) => text.replace(CONTROL, " ").replace(/\s+/g, " ").trim();

/** The documents of the English texts published now (what the English pages show, nothing else). */
export function englishDocuments(english: EnglishSnapshot): EnglishSearchDocumentTable[] {
  const words = catalogue("en").search;
  const doc = (kind: EnglishSearchKind, key: string, url: string, title: string, body: string, publishedAt = "") => ({
    id: `${kind}:${key}`,
    kind,
    key,
    url,
    title: clean(title),
    body: clean(plainTextOf(body)),
    published_at: publishedAt,
  });
  const docs: EnglishSearchDocumentTable[] = [];
  for (const [key, page] of english.pages) {
    // The services' introduction is read on the English services list, which exists only with a service in English.
    if (key === "services-intro" && english.services.length === 0) continue;
    docs.push(doc("page", key, PAGE_PATHS[key], page.title, page.body));
  }
  for (const service of english.services) {
    docs.push(
      doc("service", service.id, englishServicePath(service.slug), service.fullTitle, `${service.homeDescription} ${service.body}`),
    );
  }
  for (const question of english.questions) docs.push(doc("question", question.id, englishPaths.faq, question.title, question.answer));
  for (const circular of english.circulars) {
    const title = words.circularTitle(circularNumberText(circular.number), circular.title);
    docs.push(doc("circular", circular.id, englishCircularPath(circular.number), title, circular.summary, circular.publishedAt));
  }
  return docs;
}

const stateAt = (version: number) => `${ENGLISH_INDEX_VERSION}:${version}`;

/** Rebuilds the English index unless it was built at the current content version. True when it rebuilt. */
export async function ensureEnglishSearchIndex(): Promise<boolean> {
  const db = await getDb();
  // The version read before the texts: a write in between leaves the index a version behind, and the next search builds it again.
  const state = stateAt(await readContentVersion(db));
  if ((await getSetting(db, STATE_KEY)) === state) return false;
  const docs = englishDocuments(await currentEnglish());
  return transaction(async (trx) => {
    await serializeOn(trx, STATE_KEY);
    if ((await getSetting(trx, STATE_KEY)) === state) return false;
    await replaceEnglishSearchDocuments(trx, docs);
    await putSetting(trx, STATE_KEY, state);
    return true;
  });
}

export interface EnglishResult {
  url: string;
  kind: EnglishSearchKind;
  label: string;
  title: TextSegment[];
  snippet: TextSegment[];
}

export type EnglishSearchOutcome =
  | { status: "empty" }
  | { status: "refused"; query: string; message: string }
  | {
      status: "ok";
      query: string;
      total: number;
      page: number;
      pages: number;
      /** The first result's number on this page (the list's start). */
      start: number;
      results: EnglishResult[];
      /** The index could not be brought up to date (a busy database): the answer must not be kept by the page cache. */
      stale: boolean;
    };

/** Text with the database's marks as segments (React escapes them; nothing is written as HTML). */
export function markedSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  for (const [index, part] of text.split(MARK_START).entries()) {
    const [marked, rest] = index === 0 ? [undefined, part] : [part.split(MARK_END)[0], part.split(MARK_END).slice(1).join("")];
    if (marked) segments.push({ text: marked, mark: true });
    if (rest) segments.push({ text: rest, mark: false });
  }
  return segments;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Why a typed query cannot be searched, or its words as each database matches them. */
export function readEnglishQuery(query: string): { message: string } | { match: EnglishMatch } {
  const words = catalogue("en").search;
  if (query.length > MAX_QUERY_LENGTH) return { message: words.tooLong(MAX_QUERY_LENGTH) };
  if (/\p{Cc}/u.test(query)) return { message: words.badCharacter };
  const found = (query.normalize("NFC").toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
  if (found.join("").length < 2) return { message: words.tooShort };
  return { match: { fts: found.map((word) => `"${word}"`).join(" "), text: found.join(" ") } };
}

/** The page number asked for: 1 unless `page` is a whole number from 1 on. */
export const englishPageNumber = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

const isKind = (kind: string): kind is EnglishSearchKind => ["page", "service", "question", "circular"].includes(kind);

/** What /en/search?q=…&page=… shows. */
export async function searchEnglish(query: string | null, page = 1): Promise<EnglishSearchOutcome> {
  const typed = (query ?? "").trim();
  if (typed === "") return { status: "empty" };
  const read = readEnglishQuery(typed);
  if ("message" in read) return { status: "refused", query: typed.slice(0, MAX_QUERY_LENGTH).replace(CONTROL, " "), message: read.message };
  let stale = false;
  try {
    await ensureEnglishSearchIndex();
  } catch (error) {
    // A busy database (a long write holds it): this search reads the index as it is (not to be kept), the next one builds it.
    log.warn({ err: error }, "english search: the index could not be rebuilt now");
    stale = true;
  }
  const labels = catalogue("en").search.kinds;
  return readOnly(async (db) => {
    const total = await countEnglishMatches(db, read.match);
    const pages = Math.max(1, Math.ceil(total / ENGLISH_SEARCH_PAGE_SIZE));
    const current = Math.min(page, pages);
    const hits =
      total > 0
        ? await rankedEnglishDocuments(db, read.match, {
            limit: ENGLISH_SEARCH_PAGE_SIZE,
            offset: (current - 1) * ENGLISH_SEARCH_PAGE_SIZE,
          })
        : [];
    const results = hits.flatMap((hit) =>
      isKind(hit.kind)
        ? [
            {
              url: hit.url,
              kind: hit.kind,
              label: labels[hit.kind],
              title: markedSegments(hit.title),
              snippet: markedSegments(hit.snippet),
            },
          ]
        : [],
    );
    return {
      status: "ok" as const,
      query: typed,
      total,
      page: current,
      pages,
      start: (current - 1) * ENGLISH_SEARCH_PAGE_SIZE + 1,
      results,
      stale,
    };
  });
}
