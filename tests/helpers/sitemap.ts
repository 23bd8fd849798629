/**
 * The sitemap as a crawler reads it (ADR 047): /sitemap.xml, a sitemap index, then every
 * file it lists. Each document is parsed as XML (saxes), so a test of it fails on a
 * document that is not well-formed.
 */
import { SaxesParser } from "saxes";

/** A sitemap document read as XML: its root element and namespace, and each entry's <loc> and <lastmod>. */
export interface ParsedSitemap {
  root: string;
  namespace: string;
  entries: { loc: string; lastmod?: string }[];
}

/** Parses a sitemap document; throws when it is not well-formed XML. */
export function parseSitemap(xml: string): ParsedSitemap {
  const parser = new SaxesParser({ xmlns: true });
  const parsed: ParsedSitemap = { root: "", namespace: "", entries: [] };
  let field: "loc" | "lastmod" | undefined;
  parser.on("opentag", (tag) => {
    if (!parsed.root) {
      parsed.root = tag.local;
      parsed.namespace = tag.uri;
    }
    if (tag.local === "url" || tag.local === "sitemap") parsed.entries.push({ loc: "" });
    if (tag.local === "loc" || tag.local === "lastmod") field = tag.local;
  });
  parser.on("text", (text) => {
    const entry = parsed.entries.at(-1);
    if (entry && field) entry[field] = (entry[field] ?? "") + text;
  });
  parser.on("closetag", () => {
    field = undefined;
  });
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  return parsed;
}

/** A URL of the site (SITE_URL) on the test server at `base`. */
const onServer = (base: string, url: string) => {
  const { pathname, search } = new URL(url);
  return `${base}${pathname}${search}`;
};

export interface SitemapFile extends ParsedSitemap {
  /** Its path: /sitemap-sirkuler-1.xml. */
  path: string;
  status: number;
  contentType: string | null;
  xml: string;
}

/** The index and every file it lists, each fetched from the test server at `base`. */
export async function readSitemap(base: string): Promise<{ index: ParsedSitemap & { xml: string }; files: SitemapFile[] }> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const index = { ...parseSitemap(xml), xml };
  const files = await Promise.all(
    index.entries.map(async ({ loc }) => {
      const response = await fetch(onServer(base, loc));
      const text = await response.text();
      return {
        path: new URL(loc).pathname,
        status: response.status,
        contentType: response.headers.get("content-type"),
        xml: text,
        ...parseSitemap(text),
      };
    }),
  );
  return { index, files };
}

/** Every URL the sitemap lists, file after file. */
export async function sitemapUrls(base: string): Promise<string[]> {
  return (await readSitemap(base)).files.flatMap((file) => file.entries.map((entry) => entry.loc));
}

/** The sitemap's whole text, the index and every file, for a test that looks for a string in it. */
export async function sitemapText(base: string): Promise<string> {
  const { index, files } = await readSitemap(base);
  return [index.xml, ...files.map((file) => file.xml)].join("\n");
}
