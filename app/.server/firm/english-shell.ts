/**
 * The public shell in English and the header's language switch (issue 43, ADR 060). The
 * English shell is the Turkish one (publicShell) with the firm's English name and address
 * when Firma bilgileri's English gives them, and menus built only from what exists in
 * English now (content/navigation.ts englishNavSections), so no English menu or footer
 * links an English page that answers 404. The switch is read from the one language-pair
 * mapping (lib/language-alternates.ts).
 */
import { englishAddress, englishName } from "#app/.server/firm/english-pages.ts";
import { publicShell } from "#app/.server/firm/shell.ts";
import { currentEnglish } from "#app/.server/firm-snapshot/english.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { type EnglishNav, englishFeedLinks, englishFooterLinks, englishNavSections } from "#app/content/navigation.ts";
import { type AlternateContext, switchTarget } from "#app/lib/language-alternates.ts";
import type { SiteShell } from "#app/lib/site-shell.ts";

/** What the language mapping needs now: the published English's index and the founder's page. */
export async function alternateContext(): Promise<AlternateContext> {
  const [english, firm] = await Promise.all([currentEnglish(), currentFirm()]);
  return { english: english.index, founderPath: firm.founderPath };
}

/** Where the header's language switch leads from `path` (the same page in the other language, else its home). */
export async function languageSwitch(path: string): Promise<string> {
  return switchTarget(path, await alternateContext());
}

/** The English menus' data: the pages, services and lists that have published English. */
export async function englishNav(): Promise<EnglishNav> {
  const [english, firm] = await Promise.all([currentEnglish(), currentFirm()]);
  const { pages } = english;
  const title = (key: "mission" | "vision") =>
    pages.has(key) ? pages.get(key)?.title || (key === "mission" ? "Mission" : "Vision") : undefined;
  return {
    founder: pages.has("founder") ? firm.settings.founderName : undefined,
    mission: title("mission"),
    vision: title("vision"),
    services: english.services.map((service) => ({ slug: service.slug, homeTitle: service.homeTitle || service.fullTitle })),
    circulars: english.circulars.length > 0,
    faq: english.questions.length > 0,
    privacy: pages.has("kvkk"),
  };
}

/** The English pages' shell (the English layout's loader), with the switch back to Turkish from `path`. */
export async function englishShell(path: string): Promise<SiteShell> {
  const [shell, name, address, nav, switchTo, english] = await Promise.all([
    publicShell(),
    englishName(),
    englishAddress(),
    englishNav(),
    languageSwitch(path),
    currentEnglish(),
  ]);
  return {
    firm: {
      ...shell.firm,
      name,
      address,
      sections: englishNavSections(nav),
      footerLinks: englishFooterLinks(nav),
    },
    // The office's links to official services are Turkish (the Araçlar menu is not in English).
    tools: [],
    // The Turkish feeds are not announced on English pages; the English summaries' feed is, while one is published (ADR 062).
    feeds: englishFeedLinks(name, english.index),
    icons: shell.icons,
    language: "en",
    languageSwitch: switchTo,
  };
}
