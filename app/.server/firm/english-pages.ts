/**
 * What every English page's loader shares (issue 43, ADR 060): the firm's name in English, the
 * head built by seo() with the page's own path and the English site name, and the English
 * not-found answer (404, noindex) that a page without published English gives.
 */
import { data } from "react-router";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { seo } from "#app/.server/web/seo.ts";
import { fullAddress } from "#app/lib/firm.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Seo } from "#app/lib/meta.ts";

/** How an English page lays out the office's rich text: an external link's hidden note in English. */
export const ENGLISH_TEXT = { newTabNote: catalogue("en").shell.newTab } as const;

/** The address as an English reader writes it (Firma bilgileri's English lines), else the Turkish address, on one line. */
export async function englishAddress(): Promise<string> {
  const [english, firm] = await Promise.all([currentEnglish(), currentFirm()]);
  const lines = english.settings?.addressLines.map((line) => line.trim()).filter(Boolean) ?? [];
  return lines.length > 0 ? lines.join(", ") : fullAddress(firm.settings);
}

/** The firm's English name when Firma bilgileri's English gives one, else its Turkish name. */
export async function englishName(): Promise<string> {
  const [english, firm] = await Promise.all([currentEnglish(), currentFirm()]);
  return english.settings?.name.trim() || firm.settings.name;
}

/** "<page> | <firm's English name>". */
export async function englishTitle(page: string): Promise<string> {
  return `${page} | ${await englishName()}`;
}

/** An English page's head: seo() with the page's path (so the head's signals are the same as a Turkish page's), named in English. */
export async function englishSeo(path: string, fields: Parameters<typeof seo>[1]): Promise<Seo> {
  return { ...(await seo(path, fields)), siteName: await englishName() };
}

/** The English not-found page's head: generic, not indexed, no canonical (the URL asked for is no page). */
export async function englishNotFoundSeo(): Promise<Seo> {
  const name = await englishName();
  const t = catalogue("en").notFound;
  return { title: `${t.title} | ${name}`, description: t.description, siteName: name, language: "en", noindex: true };
}

/** A 404 answer with the English not-found page (its component renders <NotFoundPage language="en" />). */
export async function englishNotFound() {
  return data({ notFound: true as const, seo: await englishNotFoundSeo() }, { status: 404 });
}
