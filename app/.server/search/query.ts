/**
 * /ara: reads what was typed, refuses what cannot be a search (with a
 * Turkish message, never an error), asks the index for a page of results and
 * shapes them for the page, each with a snippet whose matching words are
 * marked. Snippets are segments of plain text that React escapes; nothing of
 * the query or the content is ever written as HTML.
 *
 * The order (issue 38): a title that holds the query as typed (a phrase), then a
 * title that holds every term, then a body that does; within each, the kinds in
 * RANK_ORDER (what the firm offers before what it reports), then the newer first.
 * The tax calendar's deadlines are one group, not rows among the others: its
 * next few deadlines, placed where its best match would rank (after the other
 * kinds of its tier), and a link to all of them (`?tur=takvim`, soonest first).
 * `?tur=` narrows the results to one kind; the page lists every kind found with
 * its count.
 */
import { readOnly } from "#app/.server/db/index.ts";
import {
  countMatches,
  datedDocuments,
  type MatchExpression,
  type MatchTier,
  rankedDocuments,
  type SearchHit,
} from "#app/.server/repositories/search.ts";
import { SEARCH_KINDS, type SearchKind } from "#app/.server/search/documents.ts";
import { type QueryTerm, queryTerms, wordMatcher } from "#app/.server/search/text.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { MAX_QUERY_LENGTH } from "#app/lib/search.ts";

/** Results on a page. */
export const SEARCH_PAGE_SIZE = 20;

/** The most terms a query is searched with (200 characters hold more only as one-letter words). */
const MAX_TERMS = 16;

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  sirkuler: "Sirküler",
  duyurular: "Duyurular",
  haberler: "Haberler",
  hizmetler: "Hizmetler",
  sayfalar: "Sayfalar",
  sorular: "Sıkça sorulan sorular",
  araclar: "Araçlar",
  takvim: "Vergi takvimi",
};

/**
 * The kinds' order among matches of the same tier: the firm's services and tools, its
 * sirküler, its answers and pages, then news and announcements. The tax calendar comes
 * last, as one group (CALENDAR).
 */
export const RANK_ORDER = [
  "hizmetler",
  "araclar",
  "sirkuler",
  "sorular",
  "sayfalar",
  "haberler",
  "duyurular",
] as const satisfies readonly SearchKind[];

/** The kind shown as one group of its next deadlines. */
export const CALENDAR_KIND = "takvim" as const satisfies SearchKind;

/** How many of the calendar's next deadlines the group shows. */
export const CALENDAR_SHOWN = 3;

/** A piece of shown text; `mark`: a word the query looked for. */
export interface TextSegment {
  text: string;
  mark: boolean;
}

export interface SearchResult {
  url: string;
  kind: SearchKind;
  /** The kind's name, shown with the result. */
  label: string;
  title: TextSegment[];
  snippet: TextSegment[];
}

/** A kind the query found, with how many. */
export interface KindCount {
  kind: SearchKind;
  label: string;
  count: number;
}

/** The tax calendar's group on the first page of all kinds. */
export interface CalendarGroup {
  /** How many deadlines match. */
  total: number;
  /** The next ones from today, soonest first (none when every match is past). */
  upcoming: { url: string; title: TextSegment[]; date: string }[];
  /** How many of the page's results come before the group. */
  position: number;
}

export type SearchOutcome =
  /** No query: the empty form. */
  | { status: "empty" }
  /** A query that cannot be searched, and why. */
  | { status: "refused"; query: string; message: string }
  | {
      status: "ok";
      query: string;
      /** The kind the results are narrowed to (`?tur=`), if any, and its name. */
      kind: SearchKind | undefined;
      kindLabel: string | undefined;
      /** Matches of every kind. */
      total: number;
      /** Matches the result pages go through: the kind's, or every kind's but the calendar's. */
      listed: number;
      page: number;
      pages: number;
      kinds: KindCount[];
      results: SearchResult[];
      calendar: CalendarGroup | undefined;
    };

const CONTROL = /\p{Cc}/u;

/** Why a typed query cannot be searched, or its terms. */
export function readQuery(query: string): { message: string } | { terms: QueryTerm[] } {
  if (query.length > MAX_QUERY_LENGTH) {
    return { message: `Arama en çok ${MAX_QUERY_LENGTH} karakter olabilir; daha kısa bir ifadeyle yeniden deneyin.` };
  }
  if (CONTROL.test(query)) return { message: "Aramada kullanılamayan bir karakter var (kontrol karakteri); ifadeyi yeniden yazın." };
  const terms = queryTerms(query).slice(0, MAX_TERMS);
  if (terms.length === 0) return { message: "Aramada harf ya da rakam yok; bir kelime, konu ya da sirküler numarası (2026/15) yazın." };
  return { terms };
}

const quoteFts = (word: string) => `"${word.replaceAll('"', '""')}"`;
const quoteTs = (word: string) => `'${word.replaceAll("'", "''").replaceAll("\\", "\\\\")}'`;

/** The terms as FTS5 and tsquery expressions: every term must match; a term of several words is a phrase. */
export function matchExpression(terms: readonly QueryTerm[]): MatchExpression {
  const fts = terms.map((term) => `${quoteFts(term.words.join(" "))}${term.prefix ? "*" : ""}`).join(" AND ");
  const tsquery = terms
    .map((term) => {
      const words = term.words.map((word, index) => `${quoteTs(word)}${term.prefix && index === term.words.length - 1 ? ":*" : ""}`);
      return words.length > 1 ? `(${words.join(" <-> ")})` : words[0];
    })
    .join(" & ");
  return { fts, tsquery };
}

/** The whole query as one phrase, its last word a prefix when the query's is (a title "as typed"). */
export function phraseExpression(terms: readonly QueryTerm[]): MatchExpression {
  const words = terms.flatMap((term) => term.words);
  const prefix = terms.at(-1)?.prefix ?? false;
  const ts = words.map((word, index) => `${quoteTs(word)}${prefix && index === words.length - 1 ? ":*" : ""}`);
  return { fts: `${quoteFts(words.join(" "))}${prefix ? "*" : ""}`, tsquery: ts.length > 1 ? `(${ts.join(" <-> ")})` : (ts[0] ?? "") };
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const WORD_OR_GAP = /([\p{L}\p{N}\p{M}]+)|([^\p{L}\p{N}\p{M}]+)/gu;

/** A text as segments, its matching words marked. */
export function markWords(text: string, isMatch: (word: string) => boolean): TextSegment[] {
  const segments: TextSegment[] = [];
  for (const [, word, gap] of text.matchAll(WORD_OR_GAP)) {
    const mark = word !== undefined && isMatch(word);
    const piece = word ?? gap ?? "";
    const last = segments.at(-1);
    if (last && last.mark === mark && !mark) last.text += piece;
    else segments.push({ text: piece, mark });
  }
  return segments;
}

/** Words shown before the first match and in all. */
const SNIPPET_BEFORE = 8;
const SNIPPET_WORDS = 32;

/** About SNIPPET_WORDS words of the body around its first matching word (its start when none matches). */
export function snippetOf(body: string, isMatch: (word: string) => boolean): TextSegment[] {
  const words = body.split(/\s+/).filter(Boolean);
  const first = words.findIndex((word) => (word.match(WORD) ?? []).some(isMatch));
  const start = first <= SNIPPET_BEFORE ? 0 : first - SNIPPET_BEFORE;
  const shown = words.slice(start, start + SNIPPET_WORDS).join(" ");
  const text = `${start > 0 ? "… " : ""}${shown}${start + SNIPPET_WORDS < words.length ? " …" : ""}`;
  return markWords(text, isMatch);
}

const isKind = (kind: string): kind is SearchKind => (SEARCH_KINDS as readonly string[]).includes(kind);

/** The kind asked for with `?tur=`: undefined for none or one the search does not have (then every kind is shown). */
export function searchKind(value: string | null): SearchKind | undefined {
  return value !== null && isKind(value) ? value : undefined;
}

/** The page number asked for: 1 unless `sayfa` is a whole number from 1 on. */
export function pageNumber(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** The kinds found, in the order of the ranking, the calendar last. */
function kindCounts(counts: Map<string, number>): KindCount[] {
  return [...RANK_ORDER, CALENDAR_KIND].flatMap((kind) => {
    const count = counts.get(kind) ?? 0;
    return count > 0 ? [{ kind, label: SEARCH_KIND_LABELS[kind], count }] : [];
  });
}

function resultOf(hit: SearchHit, isMatch: (word: string) => boolean): SearchResult | undefined {
  if (!isKind(hit.kind)) return undefined;
  return {
    url: hit.url,
    kind: hit.kind,
    label: SEARCH_KIND_LABELS[hit.kind],
    title: markWords(hit.title, isMatch),
    snippet: snippetOf(hit.body, isMatch),
  };
}

/** What /ara?q=…&tur=…&sayfa=… shows; `today` is the firm's day (Istanbul) the calendar counts from. */
export async function searchSite(
  query: string | null,
  page = 1,
  kind?: SearchKind,
  today: string = istanbulDay(new Date()),
): Promise<SearchOutcome> {
  const typed = (query ?? "").trim();
  if (typed === "") return { status: "empty" };
  const read = readQuery(typed);
  if ("message" in read)
    return {
      status: "refused",
      query: typed.slice(0, MAX_QUERY_LENGTH).replace(/\p{Cc}/gu, " "),
      message: read.message,
    };
  const match = matchExpression(read.terms);
  const phrase = phraseExpression(read.terms);
  const isMatch = wordMatcher(read.terms);
  return readOnly(async (db) => {
    const counts = await countMatches(db, match);
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const calendarCount = counts.get(CALENDAR_KIND) ?? 0;
    const listed = kind ? (counts.get(kind) ?? 0) : total - calendarCount;
    const pages = Math.max(1, Math.ceil(listed / SEARCH_PAGE_SIZE));
    const current = Math.min(page, pages);
    const window = { limit: SEARCH_PAGE_SIZE, offset: (current - 1) * SEARCH_PAGE_SIZE };
    let hits: (SearchHit & { tier?: MatchTier })[] = [];
    if (listed > 0) {
      hits =
        kind === CALENDAR_KIND
          ? await datedDocuments(db, match, CALENDAR_KIND, today, window)
          : await rankedDocuments(db, match, phrase, RANK_ORDER, kind ? { kind, ...window } : { except: CALENDAR_KIND, ...window });
    }
    let calendar: CalendarGroup | undefined;
    if (!kind && current === 1 && calendarCount > 0) {
      const [best] = await rankedDocuments(db, match, phrase, RANK_ORDER, { kind: CALENDAR_KIND, limit: 1, offset: 0 });
      const next = await datedDocuments(db, match, CALENDAR_KIND, today, { limit: CALENDAR_SHOWN, offset: 0 });
      calendar = {
        total: calendarCount,
        upcoming: next
          .filter((hit) => hit.published_at >= today)
          .map((hit) => ({ url: hit.url, title: markWords(hit.title, isMatch), date: hit.published_at })),
        // The calendar ranks after every other kind of its tier: after the page's results of that tier or better.
        position: hits.filter((hit) => (hit.tier ?? 2) <= (best?.tier ?? 2)).length,
      };
    }
    return {
      status: "ok" as const,
      query: typed,
      kind,
      kindLabel: kind ? SEARCH_KIND_LABELS[kind] : undefined,
      total,
      listed,
      page: current,
      pages,
      kinds: kindCounts(counts),
      results: hits.flatMap((hit) => resultOf(hit, isMatch) ?? []),
      calendar,
    };
  });
}
