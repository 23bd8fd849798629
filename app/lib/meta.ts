import type { MetaDescriptor } from "react-router";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";

/** What a page tells browsers and search engines about itself. Built on the server (see .server/web/seo.ts). */
export interface Seo {
  /** Full document title. */
  title: string;
  /** The firm's name (og:site_name), as the office wrote it in Firma bilgileri. */
  siteName: string;
  description: string;
  /** Absolute canonical URL: SITE_URL + path. None on the not-found page (its URL is no page). */
  canonical?: string;
  noindex?: boolean;
  /** Open Graph type and image (absolute URL); news pages set "article". */
  ogType?: "website" | "article";
  ogImage?: string;
  /** The page's language (og:locale); Turkish when not given. */
  language?: Language;
  /**
   * The same page in both languages, absolute URLs, only when it exists in both (ADR 060, 063):
   * hreflang tr, en and x-default (the Turkish page: Turkish is the site's language), og:locale:alternate.
   */
  alternates?: { tr: string; en: string };
  /** Structured data (schema.org), rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** The hreflang links of a page in both languages: each language's page, and the Turkish one for every other reader. */
function alternateLinks(alternates: Seo["alternates"]): MetaDescriptor[] {
  if (!alternates) return [];
  return [
    { tagName: "link", rel: "alternate", hrefLang: catalogue("tr").language.code, href: alternates.tr },
    { tagName: "link", rel: "alternate", hrefLang: catalogue("en").language.code, href: alternates.en },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: alternates.tr },
  ];
}

export function metaTags(seo: Seo | undefined): MetaDescriptor[] {
  // No loader data: the error boundary renders its own title.
  if (!seo) return [];
  const language = seo.language ?? "tr";
  // A page kept out of the index names no other page as its equal.
  const alternates = seo.noindex ? undefined : seo.alternates;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(seo.canonical ? [{ tagName: "link", rel: "canonical", href: seo.canonical }] : []),
    ...alternateLinks(alternates),
    { property: "og:site_name", content: seo.siteName },
    { property: "og:locale", content: catalogue(language).language.ogLocale },
    ...(alternates ? [{ property: "og:locale:alternate", content: catalogue(language === "tr" ? "en" : "tr").language.ogLocale }] : []),
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    ...(seo.canonical ? [{ property: "og:url", content: seo.canonical }] : []),
    { property: "og:type", content: seo.ogType ?? "website" },
  ];
  if (seo.ogImage) tags.push({ property: "og:image", content: seo.ogImage });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  if (seo.jsonLd) tags.push({ "script:ld+json": seo.jsonLd });
  return tags;
}
