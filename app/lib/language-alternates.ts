/**
 * Which page is the same page in the other language (issue 43, ADR 060): the one mapping the
 * hreflang alternates, the sitemap's xhtml:link pairs, Open Graph's alternates and the header's
 * language switch all read, so they can never disagree. A pair exists only when both pages
 * exist: the English side only while its English text is published (EnglishIndex).
 * Browser-safe and pure.
 */
import type { EnglishIndex } from "#app/lib/english.ts";
import { circularPath, englishCircularPath, englishPaths, englishServicePath, paths, servicePath } from "#app/lib/paths.ts";

export type Language = "tr" | "en";

/** A page in both languages: the Turkish path and the English one. */
export interface LanguagePair {
  tr: string;
  en: string;
  /**
   * Only the language switch follows it; search engines are not told (no hreflang, no sitemap
   * alternates): /hizmetler names its default service's page canonical, so it is no page of its
   * own to pair with the English list of services (ADR 063).
   */
  switchOnly?: true;
}

/** What the mapping needs of the firm besides the index: the founder's page follows the founder's name. */
export interface AlternateContext {
  english: EnglishIndex;
  founderPath: string;
}

const CIRCULAR_KEY = /^(\d{4})-(\d{2,})$/;

function circularNumber(key: string): { year: number; seq: number } | undefined {
  const match = CIRCULAR_KEY.exec(key);
  return match ? { year: Number(match[1]), seq: Number(match[2]) } : undefined;
}

/** Every pair that exists now (the sitemap lists these; each side's alternates name the other). */
export function languagePairs({ english, founderPath }: AlternateContext): LanguagePair[] {
  const pairs: LanguagePair[] = [
    { tr: paths.home, en: englishPaths.home },
    { tr: paths.contact, en: englishPaths.contact },
  ];
  if (english.pages.has("founder")) pairs.push({ tr: founderPath, en: englishPaths.founder });
  if (english.pages.has("mission")) pairs.push({ tr: paths.mission, en: englishPaths.mission });
  if (english.pages.has("vision")) pairs.push({ tr: paths.vision, en: englishPaths.vision });
  if (english.pages.has("kvkk")) {
    pairs.push({ tr: paths.kvkk, en: englishPaths.privacy });
    pairs.push({ tr: paths.kvkkApplication.form, en: englishPaths.privacyApplication });
  }
  if (english.faq) pairs.push({ tr: paths.faq, en: englishPaths.faq });
  if (english.services.size > 0) pairs.push({ tr: paths.services, en: englishPaths.services, switchOnly: true });
  for (const [trSlug, enSlug] of english.services) pairs.push({ tr: servicePath(trSlug), en: englishServicePath(enSlug) });
  if (english.circulars.size > 0) pairs.push({ tr: paths.circulars, en: englishPaths.circulars });
  for (const key of english.circulars) {
    const number = circularNumber(key);
    if (number) pairs.push({ tr: circularPath(number), en: englishCircularPath(number) });
  }
  return pairs;
}

/** A path as the pairs write it: no trailing slash but the homes' ("/", "/en/"), decoded segments encoded once. */
function normalise(path: string): string {
  if (path === "/en") return englishPaths.home;
  const trimmed = path.length > 1 && path !== englishPaths.home ? path.replace(/\/+$/, "") : path;
  try {
    return encodeURI(decodeURI(trimmed));
  } catch {
    return trimmed;
  }
}

/** The page's pair, when the page exists in both languages; undefined otherwise (no hreflang then). */
export function alternatesOf(path: string, context: AlternateContext): LanguagePair | undefined {
  const wanted = normalise(path);
  return languagePairs(context).find((pair) => normalise(pair.tr) === wanted || normalise(pair.en) === wanted);
}

/** The pairs search engines are told of (hreflang, the sitemap's xhtml:link): every pair but the switch's own. */
export const hreflangPairs = (context: AlternateContext): LanguagePair[] => languagePairs(context).filter((pair) => !pair.switchOnly);

/** The page's pair as search engines are told of it (its hreflang alternates); undefined: none. */
export function hreflangOf(path: string, context: AlternateContext): LanguagePair | undefined {
  const pair = alternatesOf(path, context);
  return pair?.switchOnly ? undefined : pair;
}

/** The language a path is in: English under /en/, Turkish everywhere else. */
export const languageOf = (path: string): Language => (path === "/en" || path.startsWith(englishPaths.home) ? "en" : "tr");

/**
 * Where the header's language switch leads: the same page in the other language, else the
 * other language's home (never a page that does not exist).
 */
export function switchTarget(path: string, context: AlternateContext): string {
  const pair = alternatesOf(path, context);
  return languageOf(path) === "en" ? (pair?.tr ?? paths.home) : (pair?.en ?? englishPaths.home);
}
