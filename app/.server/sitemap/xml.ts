/**
 * The sitemap's XML (sitemaps.org protocol 0.9): a file of URLs (`<urlset>`) and the index of
 * the files (`<sitemapindex>`). Every URL and date is escaped; nothing else is written.
 */

export const SITEMAP_CONTENT_TYPE = "application/xml; charset=utf-8";

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The namespace of `<xhtml:link>`, a URL's alternates in the other language (issue 43, ADR 063). */
export const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/** The protocol's limits for one file, URLs and uncompressed bytes; the index also lists at most this many files. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

const ESCAPED: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

const SPECIAL = /[<>&'"]/;

/** Text as XML character data; most URLs have nothing to escape, and a test is cheaper than a replace (50 000 a file). */
export const xmlEscape = (text: string) => (SPECIAL.test(text) ? text.replace(/[<>&'"]/g, (c) => ESCAPED[c] ?? c) : text);

/** A URL of a file: its absolute address and, when known, when it last changed (an ISO time). */
export interface SitemapUrl {
  loc: string;
  lastmod?: string | null;
  /** The page in both languages (absolute URLs), when it exists in both: its hreflang tr, en and x-default (the Turkish one). */
  alternates?: { tr: string; en: string };
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`;

/** A URL's alternates, as the pages' hreflang links name them (both sides of a pair carry the same three). */
const alternateLinks = (alternates: SitemapUrl["alternates"]) =>
  alternates ? link("tr", alternates.tr) + link("en", alternates.en) + link("x-default", alternates.tr) : "";

/** One `<url>` line: lastmod as a day, as the pages show their dates, and the alternates of a page in both languages. */
export const urlLine = (url: SitemapUrl) =>
  `  <url><loc>${xmlEscape(url.loc)}</loc>${url.lastmod ? `<lastmod>${xmlEscape(url.lastmod.slice(0, 10))}</lastmod>` : ""}${alternateLinks(url.alternates)}</url>`;

/** A file of URLs (the xhtml namespace declared always: any file may hold a page in both languages). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return [HEAD, `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`, ...urls.map(urlLine), "</urlset>", ""].join("\n");
}

/** The index: each file's address and, when known, the newest change among its URLs (a full time, so a crawler sees two changes in one day). */
export function sitemapIndexXml(files: readonly SitemapUrl[]): string {
  return [
    HEAD,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...files.map(
      (file) =>
        `  <sitemap><loc>${xmlEscape(file.loc)}</loc>${file.lastmod ? `<lastmod>${xmlEscape(file.lastmod)}</lastmod>` : ""}</sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}
