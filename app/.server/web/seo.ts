import { config } from "#app/.server/config.ts";
import { site } from "#app/content/site.ts";
import type { Seo } from "#app/lib/meta.ts";

/** The site's public origin, without a trailing slash (SITE_URL, else localhost). */
export function siteUrl(): string {
  return config().siteUrl;
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`;
}

/** Unique title per page: "<page> | <firm>". */
export function pageTitle(page: string): string {
  return `${page} | ${site.name}`;
}

export function seo(path: string, fields: Omit<Seo, "canonical"> & { canonical?: string }): Seo {
  return { canonical: absoluteUrl(path), ...fields };
}

/**
 * The page's path for its canonical link (no query, no trailing slash). Takes
 * the loader's `url`, which React Router has already normalized: the raw
 * request of a client-side navigation ends in ".data".
 */
export function pagePath(url: URL): string {
  const { pathname } = url;
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * The not-found page's head: generic and not indexed. No canonical or og:url,
 * which would repeat the URL asked for (a news URL is its title: an
 * unpublished item's title must not show anywhere).
 */
export function notFoundSeo(): Seo {
  return { title: pageTitle("Sayfa bulunamadı"), description: "Aradığınız sayfa bulunamadı.", noindex: true };
}
