/**
 * A page's structured data (schema.org JSON-LD) in the page's language (issue 43, ADR 063),
 * applied by seo() to whatever JSON-LD a page builds, so no page has to remember it:
 * - a creative work (an article, a list page…) says its language with `inLanguage`;
 * - a thing that has no language (the firm, a person) gets the page it is the subject of,
 *   `mainEntityOfPage`, a WebPage with the page's URL and `inLanguage`;
 * - on an English page, the firm's name and description become the office's English ones
 *   (Firma bilgileri → English); a Turkish description with no English one is left out.
 * What a page already says is kept. Pure: the firm's names come as arguments.
 */
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";

type JsonLd = Record<string, unknown>;

/** The schema.org types the site writes that are creative works (they take `inLanguage`). */
const CREATIVE_WORKS = new Set([
  "Article",
  "NewsArticle",
  "BlogPosting",
  "Report",
  "WebPage",
  "AboutPage",
  "ContactPage",
  "CollectionPage",
  "FAQPage",
  "ProfilePage",
  "SearchResultsPage",
  "ItemPage",
  "WebSite",
  "CreativeWork",
]);

/** The types that stand for the firm itself, whose name and description an English page gives in English. */
const FIRM_TYPES = new Set(["AccountingService", "ProfessionalService", "LocalBusiness", "Organization"]);

/** The firm's Turkish name and description, and its English ones where the office wrote them ("" or undefined: none). */
export interface FirmWords {
  name: string;
  description: string;
  englishName?: string;
  englishDescription?: string;
}

const typesOf = (node: JsonLd): string[] => {
  const type = node["@type"];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === "string") : typeof type === "string" ? [type] : [];
};

const isObject = (value: unknown): value is JsonLd => typeof value === "object" && value !== null && !Array.isArray(value);

/** The firm's nodes on an English page: its English name, its English description (or none). */
function inEnglish(value: unknown, firm: FirmWords): unknown {
  if (Array.isArray(value)) return value.map((item) => inEnglish(item, firm));
  if (!isObject(value)) return value;
  const node: JsonLd = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inEnglish(item, firm)]));
  if (!typesOf(node).some((type) => FIRM_TYPES.has(type))) return node;
  if (firm.englishName && node.name === firm.name) node.name = firm.englishName;
  if (firm.description && node.description === firm.description) {
    if (firm.englishDescription) node.description = firm.englishDescription;
    else delete node.description;
  }
  return node;
}

/** The page's JSON-LD with its language said, and the firm in English on an English page. */
export function inPageLanguage(jsonLd: JsonLd, language: Language, canonical: string | undefined, firm: FirmWords): JsonLd {
  // BCP 47, as schema.org's inLanguage writes it: the catalogue's locale ("tr-TR", "en-GB").
  const code = catalogue(language).language.intl;
  const node = (language === "en" ? inEnglish(jsonLd, firm) : { ...jsonLd }) as JsonLd;
  if (typesOf(node).some((type) => CREATIVE_WORKS.has(type))) {
    node.inLanguage ??= code;
  } else if (node.mainEntityOfPage === undefined && canonical) {
    node.mainEntityOfPage = { "@type": "WebPage", "@id": canonical, inLanguage: code };
  }
  return node;
}
