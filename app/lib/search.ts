/**
 * Turkish-aware text search for the admin lists. Both sides are lower-cased
 * the Turkish way (I→ı, İ→i), so "istanbul" finds "İSTANBUL" and "ısı" finds
 * "ISI". A query typed without Turkish letters (as on a keyboard without
 * them: "sirket", "kdv iadesi") also matches their ASCII forms ("Şirket",
 * "KDV İadesi"); a query with Turkish letters matches them as typed, so "ısı"
 * does not find "isim".
 */

/** Lower-cased the Turkish way, Unicode-normalised, spaces collapsed. */
export function foldTurkish(text: string): string {
  return text.normalize("NFC").toLocaleLowerCase("tr-TR").replace(/\s+/g, " ").trim();
}

const ASCII_LETTERS: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u" };

/** A folded text without diacritics: "şirket" → "sirket", "ı" → "i", "â" → "a". */
export function foldAscii(text: string): string {
  return foldTurkish(text)
    .replace(/[çğıöşü]/g, (letter) => ASCII_LETTERS[letter] ?? letter)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC");
}

/** The longest query taken into account (the rest is ignored). */
export const MAX_QUERY_LENGTH = 200;

/** A query's search terms, each to be found somewhere in the text (any order). */
export interface SearchQuery {
  terms: { folded: string; ascii: string | undefined }[];
}

/** Parses what was typed into the search box; undefined when there is nothing to search for. */
export function parseQuery(query: string): SearchQuery | undefined {
  const words = query.slice(0, MAX_QUERY_LENGTH).normalize("NFC").split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return {
    terms: words.map((word) => {
      // Typed without any letter beyond ASCII: the writer may have meant Turkish letters
      // ("ISTANBUL" for "İSTANBUL", "sirket" for "şirket").
      const plain = /^[\x21-\x7e]+$/.test(word);
      return { folded: foldTurkish(word), ascii: plain ? foldAscii(word) : undefined };
    }),
  };
}

/** A text prepared once for many term checks. */
export interface Haystack {
  folded: string;
  ascii: string;
}

export function haystack(...texts: string[]): Haystack {
  const joined = texts.join(" \n ");
  return { folded: foldTurkish(joined), ascii: foldAscii(joined) };
}

/** Whether every term of the query occurs in the text. */
export function matches(query: SearchQuery, text: Haystack): boolean {
  return query.terms.every((term) => text.folded.includes(term.folded) || (term.ascii !== undefined && text.ascii.includes(term.ascii)));
}
