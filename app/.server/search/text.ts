/**
 * The site search's text rules, shared by indexing and querying so both
 * sides split and fold words alike (lib/search.ts has the folding itself):
 *
 * - A word is a run of letters, digits and combining marks; everything else
 *   separates words ("KDV'nin" → kdv, nin; "2026/15" → 2026, 15).
 * - The index holds each text twice: folded the Turkish way ("İadesi" →
 *   "iadesi", "ISI" → "ısı") and, when that differs, without diacritics
 *   ("şirket" → "sirket", "ısı" → "isi"). Each is kept as its own run of
 *   words, so a phrase matches within one form.
 * - A query word typed only in ASCII is looked for in its ASCII form, which
 *   both runs hold ("sirket" finds "Şirket" and "sirket"); a word typed with
 *   any other letter is looked for as folded, which only the first run can
 *   hold with those letters ("ısı" finds "ISI" but never "isim").
 */
import { foldAscii, foldTurkish } from "#app/lib/search.ts";

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The words of a text, as written. */
export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The folded text the index stores for `text` (see the file's comment). */
export function indexText(text: string): string {
  const exact = wordsOf(foldTurkish(text)).join(" ");
  const ascii = wordsOf(foldAscii(text)).join(" ");
  return ascii === exact ? exact : `${exact}\n${ascii}`;
}

/** A query term: the words of one typed word (more than one make a phrase: "2026/15"). */
export interface QueryTerm {
  words: string[];
  /** Typed in ASCII only: looked for in its ASCII form. */
  ascii: boolean;
  /** The last word of the query: its last word matches as a prefix ("tevki" → "tevkifat"). */
  prefix: boolean;
}

/** The shortest last word that is matched as a prefix (one letter would match half the index). */
const PREFIX_MIN = 2;

const isAscii = (word: string) => /^[\x20-\x7e]*$/.test(word);

/** The terms of a query; empty when it has no letter or digit. */
export function queryTerms(query: string): QueryTerm[] {
  const typed = query.normalize("NFC").split(/\s+/).filter(Boolean);
  const terms: QueryTerm[] = [];
  for (const word of typed) {
    const ascii = isAscii(word);
    const words = wordsOf(ascii ? foldAscii(word) : foldTurkish(word));
    if (words.length > 0) terms.push({ words, ascii, prefix: false });
  }
  const last = terms.at(-1);
  if (last && (last.words.at(-1) ?? "").length >= PREFIX_MIN) last.prefix = true;
  return terms;
}

/**
 * Whether a word of a shown text is one the query looked for (for <mark>):
 * the same rule as the index, word by word.
 */
export function wordMatcher(terms: readonly QueryTerm[]): (word: string) => boolean {
  const exact: { word: string; prefix: boolean }[] = [];
  const ascii: { word: string; prefix: boolean }[] = [];
  for (const term of terms) {
    term.words.forEach((word, index) => {
      const prefix = term.prefix && index === term.words.length - 1;
      (term.ascii ? ascii : exact).push({ word, prefix });
    });
  }
  const hit = (candidates: { word: string; prefix: boolean }[], word: string) =>
    candidates.some((c) => (c.prefix ? word.startsWith(c.word) : word === c.word));
  // Words repeat in a text; folding (ICU) is the cost, so each is folded once.
  const seen = new Map<string, boolean>();
  return (word) => {
    let matched = seen.get(word);
    if (matched === undefined) {
      const folded = foldTurkish(word);
      matched = hit(exact, folded) || (ascii.length > 0 && hit(ascii, foldAscii(folded)));
      seen.set(word, matched);
    }
    return matched;
  };
}
