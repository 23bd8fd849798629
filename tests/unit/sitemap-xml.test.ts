/**
 * The sitemap's XML and file names (issue 38, ADR 047): what it writes parses back to what
 * it was given, in the protocol's namespace; a file of news stays under the protocol's
 * 50 MB however long its titles; and only the names the sitemap writes are its files.
 */
import { describe, expect, it } from "vitest";
import { URLS_PER_FILE } from "#app/.server/sitemap/files.ts";
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, SITEMAP_NAMESPACE, sitemapIndexXml, urlLine, urlsetXml } from "#app/.server/sitemap/xml.ts";
import { CONTENT_LIMITS } from "#app/lib/content-lists.ts";
import { newsPath, SITEMAP_KINDS, sitemapFileAt, sitemapFilePath } from "#app/lib/paths.ts";
import { parseSitemap } from "#tests/helpers/sitemap.ts";

describe("the sitemap's XML", () => {
  it("writes each URL and its day as the protocol's urlset, escaping what XML would misread", () => {
    const urls = [
      { loc: "https://ymm.test/haberler/Gelir%20&%20Kurumlar'%3Cyeni%3E\"", lastmod: "2026-11-29T08:30:00.000Z" },
      { loc: "https://ymm.test/sss" },
    ];
    const parsed = parseSitemap(urlsetXml(urls));
    expect(parsed.root).toBe("urlset");
    expect(parsed.namespace).toBe(SITEMAP_NAMESPACE);
    expect(parsed.entries).toEqual([{ loc: urls[0]!.loc, lastmod: "2026-11-29" }, { loc: "https://ymm.test/sss" }]);
  });

  it("writes the index of files with each file's full time of change", () => {
    const files = [
      { loc: "https://ymm.test/sitemap-sayfalar-1.xml", lastmod: null },
      { loc: "https://ymm.test/sitemap-sirkuler-1.xml", lastmod: "2026-11-29T08:30:00.000Z" },
    ];
    const parsed = parseSitemap(sitemapIndexXml(files));
    expect(parsed.root).toBe("sitemapindex");
    expect(parsed.namespace).toBe(SITEMAP_NAMESPACE);
    expect(parsed.entries).toEqual([{ loc: files[0]!.loc }, { loc: files[1]!.loc, lastmod: "2026-11-29T08:30:00.000Z" }]);
  });

  it("keeps a file of news under 50 MB with the longest titles and a long site address, which 50 000 of them would pass", () => {
    // Each character of the title at its longest percent-encoding (3 UTF-8 bytes, 9 characters).
    const site = `https://${"a".repeat(742)}`;
    const worst = urlLine({ loc: `${site}${newsPath("€".repeat(CONTENT_LIMITS.title))}`, lastmod: "2026-11-29T08:30:00.000Z" });
    const bytes = (count: number) => Buffer.byteLength(urlsetXml([])) + count * (Buffer.byteLength(worst) + 1);
    expect(URLS_PER_FILE.haberler).toBeLessThan(SITEMAP_MAX_URLS);
    expect(bytes(URLS_PER_FILE.haberler)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    expect(bytes(SITEMAP_MAX_URLS)).toBeGreaterThan(SITEMAP_MAX_BYTES);
    for (const kind of SITEMAP_KINDS) expect(URLS_PER_FILE[kind], kind).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });
});

describe("the sitemap's file names", () => {
  it("reads back every name it writes", () => {
    for (const kind of SITEMAP_KINDS) {
      for (const number of [1, 2, 17, 999_999]) expect(sitemapFileAt(sitemapFilePath(kind, number))).toEqual({ kind, number });
    }
    expect(sitemapFilePath("sirkuler", 2)).toBe("/sitemap-sirkuler-2.xml");
  });

  it("takes no other name for a file: no number, a zero, a leading zero, an unknown kind, another case or folder", () => {
    for (const path of [
      "/sitemap.xml",
      "/sitemap-sayfalar.xml",
      "/sitemap-sayfalar-0.xml",
      "/sitemap-sayfalar-01.xml",
      "/sitemap-sayfalar-1000000.xml",
      "/sitemap-bilinmeyen-1.xml",
      "/SITEMAP-sayfalar-1.xml",
      "/sitemap-sayfalar-1.xml.gz",
      "/x/sitemap-sayfalar-1.xml",
      "/rss.xml",
    ]) {
      expect(sitemapFileAt(path), path).toBeUndefined();
    }
  });
});
