import { config } from "#app/.server/config.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { inPageLanguage } from "#app/.server/web/structured-data.ts";
import { hreflangOf, languageOf } from "#app/lib/language-alternates.ts";
import type { Seo } from "#app/lib/meta.ts";
import { englishPaths } from "#app/lib/paths.ts";

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

/**
 * A public page's head, from its path: its language (under /en/: English), its canonical, and
 * when the page exists in both languages its alternates (hreflang, og:locale:alternate) from the
 * one mapping, lib/language-alternates.ts (ADR 060, 063); its JSON-LD in its language. A page kept
 * out of the index (noindex) names no alternates. Without an image of its own, a shared link
 * shows the firm's share image.
 */
export async function seo(
  path: string,
  fields: Omit<Seo, "canonical" | "siteName" | "language" | "alternates"> & { canonical?: string },
): Promise<Seo> {
  const { ogImage, jsonLd, ...rest } = fields;
  const page = path === "/en" ? englishPaths.home : path;
  const language = languageOf(page);
  const [firm, english] = await Promise.all([currentFirm(), currentEnglish()]);
  const pair = fields.noindex ? undefined : hreflangOf(page, { english: english.index, founderPath: firm.founderPath });
  const canonical = rest.canonical ?? absoluteUrl(page);
  const { settings } = firm;
  return {
    canonical,
    // An English page is named with the firm's English name, where Firma bilgileri gives one.
    siteName: (language === "en" && english.settings?.name.trim()) || settings.name,
    language,
    ...(pair ? { alternates: { tr: absoluteUrl(pair.tr), en: absoluteUrl(pair.en) } } : {}),
    ogImage: ogImage ?? (await shareImageUrl()),
    ...rest,
    ...(jsonLd
      ? {
          jsonLd: inPageLanguage(jsonLd, language, canonical, {
            name: settings.name,
            description: settings.metaDescription,
            englishName: english.settings?.name.trim(),
            englishDescription: english.settings?.metaDescription || english.settings?.tagline,
          }),
        }
      : {}),
  };
}

/**
 * The page's path for its canonical link (no query, no trailing slash but the homes'). Takes
 * the loader's `url`, which React Router has already normalized: the raw
 * request of a client-side navigation ends in ".data".
 */
export function pagePath(url: URL): string {
  const { pathname } = url;
  // The homes keep their slash: "/" and the English "/en/" (its canonical).
  if (pathname === "/en" || /^\/en\/+$/.test(pathname)) return englishPaths.home;
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
