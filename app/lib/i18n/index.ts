/**
 * The interface's words per language (issue 43, ADR 060): one small typed catalogue each,
 * tr.ts and en.ts, with the same keys (the type says so, a test checks it). Office-written
 * texts are not here: they are the firm's data (Firma bilgileri, Sayfalar…, and their
 * English tab). Browser-safe.
 */

import { en } from "#app/lib/i18n/en.ts";
import { tr } from "#app/lib/i18n/tr.ts";
import type { Language } from "#app/lib/language-alternates.ts";

/** A catalogue's shape: tr.ts's, with each string widened (a function's type stays as it is). */
export type Widen<T> = T extends string ? string : T extends (...args: never[]) => unknown ? T : { [K in keyof T]: Widen<T[K]> };
export type Catalogue = Widen<typeof tr>;

const CATALOGUES: Record<Language, Catalogue> = { tr, en };

/** The interface's words in a language. */
export const catalogue = (language: Language): Catalogue => CATALOGUES[language];

/** A date as the language writes it (Istanbul's calendar day): "29 Kasım 2026", "29 November 2026". */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(catalogue(language).language.intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Istanbul",
  }).format(new Date(iso));
}

/** A number as the language writes it: "1.234,5", "1,234.5". */
export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(catalogue(language).language.intl, options).format(value);
