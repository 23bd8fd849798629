import { config } from "#app/.server/config.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import type { Seo } from "#app/lib/meta.ts";

/** The site's public origin, without a trailing slash (SITE_URL, else localhost). */
export function siteUrl(): string {
  return config().siteUrl;
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`;
}

/** The firm's name now (Firma bilgileri): in page titles and og:site_name. */
export async function siteName(): Promise<string> {
  return (await currentFirm()).settings.name;
}

/** Unique title per page: "<page> | <firm>". */
export async function pageTitle(page: string): Promise<string> {
  return `${page} | ${await siteName()}`;
}

/** The picture a shared link shows when its page has none of its own (Firma bilgileri → Paylaşım görseli), absolute. */
export async function shareImageUrl(): Promise<string> {
  return absoluteUrl((await currentFirm()).shareImagePath);
}

/** A public page's head; without an image of its own, a shared link shows the firm's share image. */
export async function seo(path: string, fields: Omit<Seo, "canonical" | "siteName"> & { canonical?: string }): Promise<Seo> {
  const { ogImage, ...rest } = fields;
  return { canonical: absoluteUrl(path), siteName: await siteName(), ogImage: ogImage ?? (await shareImageUrl()), ...rest };
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
export async function notFoundSeo(): Promise<Seo> {
  const name = await siteName();
  return { title: `Sayfa bulunamadı | ${name}`, description: "Aradığınız sayfa bulunamadı.", siteName: name, noindex: true };
}
