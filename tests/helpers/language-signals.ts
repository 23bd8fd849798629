/**
 * The language signals as a search engine reads them (issue 43, ADR 063): a page's hreflang
 * links, and the sitemap's xhtml:link alternates of every URL it lists, parsed as XML with
 * namespaces (a prefix not declared, or a document not well-formed, throws).
 */
import { SaxesParser } from "saxes";
import { SITEMAP_NAMESPACE, XHTML_NAMESPACE } from "#app/.server/sitemap/xml.ts";
import type { Page } from "#tests/helpers/html.ts";
import { readSitemap } from "#tests/helpers/sitemap.ts";

/** hreflang → href of a page's `<link rel="alternate" hreflang>` (none: {}); a language named twice throws. */
export function hreflangOfPage(page: Page): Record<string, string> {
  const links: Record<string, string> = {};
  for (const link of page.doc.querySelectorAll("link[rel=alternate][hreflang]")) {
    const language = link.getAttribute("hreflang") ?? "";
    if (language in links) throw new Error(`hreflang="${language}" twice`);
    links[language] = link.getAttribute("href") ?? "";
  }
  return links;
}

/** A urlset's URLs, each with its alternates (hreflang → href; none: {}). */
export function urlsetAlternates(xml: string): Map<string, Record<string, string>> {
  const parser = new SaxesParser({ xmlns: true });
  const urls = new Map<string, Record<string, string>>();
  let current: { loc: string; links: Record<string, string> } | undefined;
  let inLoc = false;
  parser.on("opentag", (tag) => {
    inLoc = tag.local === "loc" && tag.uri === SITEMAP_NAMESPACE;
    if (tag.local === "url" && tag.uri === SITEMAP_NAMESPACE) current = { loc: "", links: {} };
    if (tag.local === "link") {
      if (tag.uri !== XHTML_NAMESPACE || tag.prefix !== "xhtml") throw new Error(`link in ${tag.uri}`);
      if (tag.attributes.rel?.value !== "alternate") throw new Error("link not rel=alternate");
      const language = tag.attributes.hreflang?.value ?? "";
      if (!current || language in current.links) throw new Error(`hreflang="${language}" out of place or twice`);
      current.links[language] = tag.attributes.href?.value ?? "";
    }
  });
  parser.on("text", (text) => {
    if (inLoc && current) current.loc += text;
  });
  parser.on("closetag", (tag) => {
    inLoc = false;
    if (tag.local === "url" && current) {
      if (urls.has(current.loc)) throw new Error(`${current.loc} listed twice`);
      urls.set(current.loc, current.links);
      current = undefined;
    }
  });
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  return urls;
}

/** Every URL of the whole sitemap (every file the index lists) with its alternates; a URL in two files throws. */
export async function sitemapAlternates(base: string): Promise<Map<string, Record<string, string>>> {
  const all = new Map<string, Record<string, string>>();
  for (const file of (await readSitemap(base)).files) {
    if (file.status !== 200) throw new Error(`${file.path}: ${file.status}`);
    for (const [loc, links] of urlsetAlternates(file.xml)) {
      if (all.has(loc)) throw new Error(`${loc} listed twice`);
      all.set(loc, links);
    }
  }
  return all;
}
