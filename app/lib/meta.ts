import type { MetaDescriptor } from "react-router";

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
  /** Structured data (schema.org), rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

export function metaTags(seo: Seo | undefined): MetaDescriptor[] {
  // No loader data: the error boundary renders its own title.
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(seo.canonical ? [{ tagName: "link", rel: "canonical", href: seo.canonical }] : []),
    { property: "og:site_name", content: seo.siteName },
    { property: "og:locale", content: "tr_TR" },
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
