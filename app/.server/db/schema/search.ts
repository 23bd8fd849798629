/** The site search's documents (migration 015; app/.server/search/). */

export interface SearchDocumentTable {
  /** "<kind>:<key>" */
  id: string;
  kind: string;
  key: string;
  url: string;
  title: string;
  /** Plain text, for the snippet. */
  body: string;
  published_at: string;
}

/** The English search's documents (migration 031; search/english.ts): the same shape, English stemming. */
export type EnglishSearchDocumentTable = SearchDocumentTable;
