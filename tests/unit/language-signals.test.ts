/**
 * The language signals a page's head and the sitemap carry (issue 43, ADR 063): og:locale by
 * the page's language; hreflang tr, en and x-default (the Turkish page) and og:locale:alternate
 * only for a page in both languages and never on a page kept out of the index; JSON-LD that
 * says its language, with the firm in English on an English page; the sitemap's xhtml:link
 * alternates in their declared namespace, a file of them within the protocol's 50 MB.
 */
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { URLS_PER_FILE, URLS_WITH_ALTERNATES } from "#app/.server/sitemap/files.ts";
import { SITEMAP_MAX_BYTES, SITEMAP_NAMESPACE, urlLine, urlsetXml, XHTML_NAMESPACE } from "#app/.server/sitemap/xml.ts";
import { pagePath } from "#app/.server/web/seo.ts";
import { inPageLanguage } from "#app/.server/web/structured-data.ts";
import { metaTags, type Seo } from "#app/lib/meta.ts";
import { SERVICE_LIMITS } from "#app/lib/service-form.ts";

const base: Seo = {
  title: "Hizmet | Firma",
  siteName: "Firma",
  description: "Açıklama",
  canonical: "https://ymm.test/hizmetler/tam-tasdik",
};
const alternates = { tr: "https://ymm.test/hizmetler/tam-tasdik", en: "https://ymm.test/en/services/full-certification" };

const hreflangs = (seo: Seo) =>
  metaTags(seo).flatMap((tag) => ("hrefLang" in tag && tag.rel === "alternate" ? [[tag.hrefLang, tag.href]] : []));
const property = (seo: Seo, name: string) =>
  metaTags(seo).flatMap((tag) => ("property" in tag && tag.property === name ? [tag.content] : []));

describe("a page's head in its language", () => {
  it("says a Turkish page is tr_TR and names no other language when it exists only in Turkish", () => {
    expect(property(base, "og:locale")).toEqual(["tr_TR"]);
    expect(property(base, "og:locale:alternate")).toEqual([]);
    expect(hreflangs(base)).toEqual([]);
  });

  it("names both pages of a pair, and the Turkish one for every other reader, from either side", () => {
    const turkish = { ...base, language: "tr" as const, alternates };
    const english = { ...base, canonical: alternates.en, language: "en" as const, alternates };
    const expected = [
      ["tr", alternates.tr],
      ["en", alternates.en],
      ["x-default", alternates.tr],
    ];
    expect(hreflangs(turkish)).toEqual(expected);
    expect(hreflangs(english)).toEqual(expected);
    expect(property(turkish, "og:locale")).toEqual(["tr_TR"]);
    expect(property(turkish, "og:locale:alternate")).toEqual(["en_GB"]);
    expect(property(english, "og:locale")).toEqual(["en_GB"]);
    expect(property(english, "og:locale:alternate")).toEqual(["tr_TR"]);
  });

  it("takes the English home's canonical path with its slash, and every other path without one", () => {
    const at = (path: string) => pagePath(new URL(path, "https://ymm.test"));
    expect([at("/en"), at("/en/"), at("/en//"), at("/en/founder/"), at("/"), at("/iletisim/"), at("/english")]).toEqual([
      "/en/",
      "/en/",
      "/en/",
      "/en/founder",
      "/",
      "/iletisim",
      "/english",
    ]);
  });

  it("names no alternate on a page kept out of the index", () => {
    const hidden = { ...base, language: "en" as const, alternates, noindex: true };
    expect(hreflangs(hidden)).toEqual([]);
    expect(property(hidden, "og:locale")).toEqual(["en_GB"]);
    expect(property(hidden, "og:locale:alternate")).toEqual([]);
  });
});

describe("structured data in the page's language", () => {
  const firm = {
    name: "Özdemir YMM",
    description: "Yeminli mali müşavirlik.",
    englishName: "Ozdemir CPA",
    englishDescription: "Sworn CPAs.",
  };

  it("gives a creative work its language and keeps what the page said", () => {
    expect(inPageLanguage({ "@type": "Article", headline: "Sirküler" }, "tr", "https://ymm.test/sirkuler/2026-15", firm)).toEqual({
      "@type": "Article",
      headline: "Sirküler",
      inLanguage: "tr-TR",
    });
    expect(inPageLanguage({ "@type": "NewsArticle", inLanguage: "tr-TR" }, "en", undefined, firm).inLanguage).toBe("tr-TR");
    expect(inPageLanguage({ "@type": "CollectionPage" }, "en", undefined, firm).inLanguage).toBe("en-GB");
  });

  it("gives the firm or a person the page they are the subject of, in its language", () => {
    const person = inPageLanguage({ "@type": "Person", name: "Kerem Özdemir" }, "tr", "https://ymm.test/kerem-ozdemir", firm);
    expect(person).toEqual({
      "@type": "Person",
      name: "Kerem Özdemir",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://ymm.test/kerem-ozdemir", inLanguage: "tr-TR" },
    });
    expect(person.inLanguage).toBeUndefined();
  });

  it("writes the firm's English name and description on an English page, and leaves the Turkish one untouched", () => {
    const business = { "@type": "AccountingService", name: firm.name, description: firm.description, telephone: "+90" };
    expect(inPageLanguage(business, "tr", "https://ymm.test/", firm)).toMatchObject({ name: firm.name, description: firm.description });
    expect(inPageLanguage(business, "en", "https://ymm.test/en/", firm)).toMatchObject({
      name: "Ozdemir CPA",
      description: "Sworn CPAs.",
      telephone: "+90",
      mainEntityOfPage: { inLanguage: "en-GB" },
    });
    const person = { "@type": "Person", name: "Kerem Özdemir", worksFor: { "@type": "AccountingService", name: firm.name } };
    expect(inPageLanguage(person, "en", "https://ymm.test/en/founder", firm)).toMatchObject({
      name: "Kerem Özdemir",
      worksFor: { name: "Ozdemir CPA" },
    });
    // No English written: the Turkish name stands; a Turkish description is not given as English.
    const none = { name: firm.name, description: firm.description };
    const plain = inPageLanguage(business, "en", "https://ymm.test/en/", none);
    expect(plain.name).toBe(firm.name);
    expect(plain).not.toHaveProperty("description");
    expect(business.name).toBe(firm.name);
  });
});

/** Each <url>'s <loc> and its alternates, read as XML with namespaces (throws when not well-formed). */
function readAlternates(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  const urls: { loc: string; links: [string, string][] }[] = [];
  let inLoc = false;
  parser.on("opentag", (tag) => {
    if (tag.local === "url" && tag.uri === SITEMAP_NAMESPACE) urls.push({ loc: "", links: [] });
    inLoc = tag.local === "loc";
    if (tag.local === "link" && tag.uri === XHTML_NAMESPACE) {
      expect(tag.attributes.rel?.value).toBe("alternate");
      urls.at(-1)?.links.push([tag.attributes.hreflang?.value ?? "", tag.attributes.href?.value ?? ""]);
    }
  });
  parser.on("text", (text) => {
    const url = urls.at(-1);
    if (inLoc && url) url.loc += text;
  });
  parser.on("closetag", () => {
    inLoc = false;
  });
  parser.write(xml).close();
  return urls;
}

describe("the sitemap's alternates", () => {
  it("writes a pair's three alternates in the xhtml namespace, escaped, and none for a page in one language", () => {
    const tr = "https://ymm.test/hizmetler/vergi-&-denetim";
    const en = "https://ymm.test/en/services/tax-&-audit";
    const xml = urlsetXml([{ loc: tr, alternates: { tr, en } }, { loc: "https://ymm.test/sss" }]);
    expect(readAlternates(xml)).toEqual([
      {
        loc: tr,
        links: [
          ["tr", tr],
          ["en", en],
          ["x-default", tr],
        ],
      },
      { loc: "https://ymm.test/sss", links: [] },
    ]);
  });

  it("keeps a file of URLs with alternates under 50 MB with a long site address and the longest service paths", () => {
    const site = `https://${"a".repeat(742)}`;
    // A service's slug is at most 80 characters; its English one is made from a title of at most 120.
    const path = `/hizmetler/${"b".repeat(SERVICE_LIMITS.slug)}`;
    const worst = urlLine({
      loc: `${site}${path}`,
      lastmod: "2026-11-29T08:30:00.000Z",
      alternates: { tr: `${site}${path}`, en: `${site}/en/services/${"c".repeat(SERVICE_LIMITS.fullTitle)}` },
    });
    const bytes = (count: number) => Buffer.byteLength(urlsetXml([])) + count * (Buffer.byteLength(worst) + 1);
    expect(bytes(URLS_WITH_ALTERNATES)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    for (const kind of ["sayfalar", "sirkuler", "en"] as const) expect(URLS_PER_FILE[kind], kind).toBe(URLS_WITH_ALTERNATES);
  });
});
