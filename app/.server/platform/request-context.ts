import { createContext } from "react-router";

/** The client's address as the HTTP server saw it (set per request in server/app.ts). */
export const clientIpContext = createContext<string | null>(null);

/** This response's Content-Security-Policy nonce, for the inline scripts and styles. */
export const nonceContext = createContext<string>("");

/**
 * What a public page's render tells the statistics beyond its response
 * (ADR 029): the search text when a search found nothing. Set per render in
 * server/app.ts; kept with the page in the page cache.
 */
export interface RenderNotes {
  searchMiss: string | null;
}
export const renderNotesContext = createContext<RenderNotes | null>(null);
