/**
 * /ara: reads what was typed, refuses what cannot be a search (with a
 * Turkish message, never an error), asks the index for a page of results and
 * shapes them for the page: grouped by kind, each with a snippet whose
 * matching words are marked. Snippets are segments of plain text that React
 * escapes; nothing of the query or the content is ever written as HTML.
 */
import { readOnly } from "#app/.server/db/index.ts";
import { countMatches, type MatchExpression, type SearchHit, searchDocuments } from "#app/.server/repositories/search.ts";
import { SEARCH_KINDS, type SearchKind } from "#app/.server/search/documents.ts";
import { type QueryTerm, queryTerms, wordMatcher } from "#app/.server/search/text.ts";
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

/** A piece of shown text; `mark`: a word the query looked for. */
export interface TextSegment {
  text: string;
  mark: boolean;
}

export interface SearchResult {
  url: string;
  title: TextSegment[];
  snippet: TextSegment[];
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  /** How many results of this kind the whole query has. */
  total: number;
  results: SearchResult[];
}

export type SearchOutcome =
  /** No query: the empty form. */
  | { status: "empty" }
  /** A query that cannot be searched, and why. */
  | { status: "refused"; query: string; message: string }
  | { status: "ok"; query: string; total: number; page: number; pages: number; groups: SearchGroup[] };

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

/** A page's hits (best first) grouped by kind, the groups in the order of SEARCH_KINDS. */
function groupHits(hits: SearchHit[], counts: Map<string, number>, isMatch: (word: string) => boolean): SearchGroup[] {
  const groups = new Map<SearchKind, SearchGroup>();
  for (const hit of hits) {
    if (!isKind(hit.kind)) continue;
    let group = groups.get(hit.kind);
    if (!group) {
      group = { kind: hit.kind, label: SEARCH_KIND_LABELS[hit.kind], total: counts.get(hit.kind) ?? 0, results: [] };
      groups.set(hit.kind, group);
    }
    group.results.push({ url: hit.url, title: markWords(hit.title, isMatch), snippet: snippetOf(hit.body, isMatch) });
  }
  return SEARCH_KINDS.flatMap((kind) => groups.get(kind) ?? []);
}

/** The page number asked for: 1 unless `sayfa` is a whole number from 1 on. */
export function pageNumber(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** What /ara?q=…&sayfa=… shows. */
export async function searchSite(query: string | null, page = 1): Promise<SearchOutcome> {
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
  const { counts, total, current, pages, hits } = await readOnly(async (db) => {
    const counts = await countMatches(db, match);
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
    const current = Math.min(page, pages);
    const hits = total === 0 ? [] : await searchDocuments(db, match, SEARCH_PAGE_SIZE, (current - 1) * SEARCH_PAGE_SIZE);
    return { counts, total, current, pages, hits };
  });
  return { status: "ok", query: typed, total, page: current, pages, groups: groupHits(hits, counts, wordMatcher(read.terms)) };
}
