/**
 * Every internal link of the navigation, built from the same data as the route
 * table (routes.ts) and the firm as the office describes it in the admin (its
 * founder's page, its visible services), so no menu entry can point at a
 * missing page or a redirect.
 */
import type { EnglishIndex } from "#app/lib/english.ts";
import type { Firm } from "#app/lib/firm.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import { englishPaths, englishServicePath, paths, servicePath } from "#app/lib/paths.ts";
import type { FeedLink, NavLink, NavSection, NavSectionId } from "#app/lib/site-shell.ts";

// The shell's types live in lib/ (the bottom, which imports nothing above it); the navigation
// hands them on so its readers keep one import.
export type { FeedLink, NavLink, NavSection, NavSectionId };

/** What the menus need of the firm: the founder's page and the visible services, in the office's order. */
export type NavFirm = Pick<Firm, "founderPath"> & {
  settings: Pick<Firm["settings"], "founderName">;
  services: readonly { slug: string; homeTitle: string }[];
};

/** "." and ".." are dot segments: a browser resolves /haberler/.. to /, so such a title can never be opened. */
export const isLinkableTitle = (title: string) => title.trim() !== "." && title.trim() !== "..";

/**
 * The ids an announcement URL's segment may name, longest first: the whole
 * segment (an id alone), then each part before a "-" (an id with its slug).
 * Ids the site makes never contain "-", but an imported one may, so the page
 * takes the longest candidate that is a published announcement's id.
 */
export function announcementIdCandidates(segment: string): string[] {
  const candidates = [segment];
  for (let at = segment.lastIndexOf("-"); at > 0; at = segment.lastIndexOf("-", at - 1)) candidates.push(segment.slice(0, at));
  return candidates;
}

export const corporateLinks = (firm: NavFirm): NavLink[] => [
  { label: firm.settings.founderName, to: firm.founderPath },
  { label: "Misyonumuz", to: paths.mission },
  { label: "Vizyonumuz", to: paths.vision },
];

/** The visible services under their shorter (home and menu) title. */
export const serviceLinks = (firm: NavFirm): NavLink[] => firm.services.map((s) => ({ label: s.homeTitle, to: servicePath(s.slug) }));

/** What the office publishes: its announcements, news and sirküler, the e-bülten, and the answers to common questions. */
export const publicationLinks: NavLink[] = [
  { label: "Duyurular", to: paths.announcements },
  { label: "Haberler", to: paths.news },
  { label: "Sirküler", to: paths.circulars },
  { label: "E-bülten", to: paths.newsletter.archive },
  { label: "Sıkça Sorulan Sorular", to: paths.faq },
];

/**
 * The in-site tools: the calculators, the tax calendar and Pratik bilgiler (the /araclar page, the menu, the home tab,
 * the sitemap, the site search).
 * The wage calculators first: they are the ones clients use most (issue 27); the home tab shows the first five.
 */
export const calculatorLinks: (NavLink & { description: string })[] = [
  {
    label: "Net ve brüt ücret hesaplama",
    to: paths.calculators.wage,
    description:
      "Brütten nete ve netten brüte 12 ay: SGK ve işsizlik primi, kümülatif gelir vergisi, asgari ücret istisnası, damga vergisi ve işverene maliyeti.",
  },
  {
    label: "Kıdem ve ihbar tazminatı hesaplama",
    to: paths.calculators.severance,
    description: "Giriş ve çıkış tarihine göre kıdem tazminatı (tavan ve damga vergisiyle), ihbar süresi ve ihbar tazminatı.",
  },
  {
    label: "Gelir vergisi hesaplama",
    to: paths.calculators.incomeTax,
    description: "Yıllık matrah üzerinden GVK md. 103 tarifesiyle gelir vergisi, ücret ve ücret dışı gelirler için.",
  },
  {
    label: "KDV tevkifatı hesaplama",
    to: paths.calculators.vatWithholding,
    description: "601–627 kodlu kısmi tevkifat: tevkif edilen KDV, satıcının tahsil edeceği tutar ve fatura sınırı.",
  },
  {
    label: "Motorlu taşıtlar vergisi hesaplama",
    to: paths.calculators.mtv,
    description: "Otomobiller için yıllık MTV ve taksitleri, (I) ve (I/A) sayılı tarifelere göre.",
  },
  {
    label: "Gecikme zammı ve faizi hesaplama",
    to: paths.calculators.latePayment,
    description: "Vadesinde ödenmeyen vergi için dönem dönem oranlarla gecikme zammı veya gecikme faizi.",
  },
  {
    label: "Vergi takvimi",
    to: paths.taxCalendar,
    description: "Beyanname ve ödeme son günleri, tatile denk gelen günlerin kaymasıyla; takviminize eklenebilir.",
  },
  {
    label: "Pratik bilgiler",
    to: paths.rates,
    description:
      "Yılın vergi oranları ve tutarları tek sayfada: gelir vergisi tarifesi, asgari ücret ve SGK, kıdem tavanı, KDV, MTV, fatura sınırı, gecikme zammı.",
  },
];

/** The Araçlar menu: the overview page first, then each calculator and the tax calendar (the office's external links follow). */
export const toolLinks: NavLink[] = [{ label: "Tüm araçlar", to: paths.tools }, ...calculatorLinks];

/** A line of the home page's Araçlar tab. */
export interface HomeTool {
  id: string;
  title: string;
  href: string;
  /** The office's link to another site (opens in a new tab). */
  external: boolean;
}

/** How many lines of the home page's Araçlar tab are kept for the office's own links. */
export const HOME_OFFICE_TOOLS = 2;

/**
 * The home page's Araçlar tab: the site's calculators, the most used first,
 * then up to HOME_OFFICE_TOOLS of the office's links from the admin's
 * Araçlar list (so the tab shows what the office chose, too); a place the
 * office does not fill goes to one more calculator.
 */
export function homeTools(office: readonly { id: string; title: string; url: string }[], limit: number): HomeTool[] {
  const own = office.slice(0, Math.min(HOME_OFFICE_TOOLS, limit));
  return [
    ...calculatorLinks.slice(0, limit - own.length).map((link) => ({ id: link.to, title: link.label, href: link.to, external: false })),
    ...own.map((tool) => ({ id: tool.id, title: tool.title, href: tool.url, external: true })),
  ];
}

/** The sections' labels, in the menu's order. */
export const SECTION_LABELS: Record<NavSectionId, string> = {
  kurumsal: "Kurumsal",
  hizmetler: "Hizmetlerimiz",
  duyurular: "Mevzuat ve Duyurular",
  araclar: "Araçlar",
};

/**
 * The main menu between Anasayfa and İletişim, in order: the firm's sections.
 * The footer and the pages' section labels read the same list. A firm
 * without visible services has no Hizmetlerimiz menu.
 */
export function navSections(firm: NavFirm): NavSection[] {
  const sections: NavSection[] = [
    { id: "kurumsal", label: SECTION_LABELS.kurumsal, links: corporateLinks(firm) },
    { id: "hizmetler", label: SECTION_LABELS.hizmetler, links: serviceLinks(firm) },
    { id: "duyurular", label: SECTION_LABELS.duyurular, links: publicationLinks },
    { id: "araclar", label: SECTION_LABELS.araclar, links: toolLinks },
  ];
  return sections.filter((section) => section.links.length > 0);
}

/** The footer's Kurumsal column after its links, on the Turkish pages. */
export const footerLinks: NavLink[] = [
  { label: "İletişim", to: paths.contact },
  { label: "KVKK Aydınlatma Metni", to: paths.kvkk },
  { label: "Çerez Politikası", to: paths.cookiePolicy },
  { label: "KVKK başvurusu", to: paths.kvkkApplication.form },
];

/**
 * What the English menus are built from (issue 43, ADR 060): only what exists in English now,
 * shaped on the server from the published English (.server/firm/english-shell.ts), so no English
 * menu or footer can link an English page that answers 404.
 */
export interface EnglishNav {
  /** The founder's name, when the founder's page has English. */
  founder: string | undefined;
  /** The English titles of the mission and vision pages, when they have English. */
  mission: string | undefined;
  vision: string | undefined;
  /** Visible services with English, in the office's order: their English slug and short title. */
  services: readonly { slug: string; homeTitle: string }[];
  circulars: boolean;
  faq: boolean;
  /** Whether the KVKK notice has English (then /en/privacy and /en/privacy/application exist). */
  privacy: boolean;
}

/** The English menu's sections: About us, Services, Publications, each only with links that exist. */
export function englishNavSections(nav: EnglishNav): NavSection[] {
  const { menu } = catalogue("en");
  const corporate: NavLink[] = [
    ...(nav.founder ? [{ label: nav.founder, to: englishPaths.founder }] : []),
    ...(nav.mission ? [{ label: nav.mission, to: englishPaths.mission }] : []),
    ...(nav.vision ? [{ label: nav.vision, to: englishPaths.vision }] : []),
  ];
  const publications: NavLink[] = [
    ...(nav.circulars ? [{ label: "Circulars", to: englishPaths.circulars }] : []),
    ...(nav.faq ? [{ label: "Frequently asked questions", to: englishPaths.faq }] : []),
  ];
  const sections: NavSection[] = [
    { id: "kurumsal", label: menu.corporate, links: corporate },
    { id: "hizmetler", label: menu.services, links: nav.services.map((s) => ({ label: s.homeTitle, to: englishServicePath(s.slug) })) },
    { id: "duyurular", label: menu.publications, links: publications },
  ];
  return sections.filter((section) => section.links.length > 0);
}

/** The English footer's About us column after its links: contact, and the privacy pages when they exist. */
export const englishFooterLinks = (nav: Pick<EnglishNav, "privacy">): NavLink[] => [
  { label: catalogue("en").menu.contact, to: englishPaths.contact },
  ...(nav.privacy
    ? [
        { label: "Privacy notice (KVKK)", to: englishPaths.privacy },
        { label: "Your rights under KVKK", to: englishPaths.privacyApplication },
      ]
    : []),
];

/** The section label of a section's pages (the kicker above their title). */
export const sectionLabel = (id: NavSectionId): string => SECTION_LABELS[id];

/** The feeds, announced in the head of every public page (<link rel="alternate">), named after the firm. */
export const feedLinks = (firmName: string): FeedLink[] => [
  { title: `${firmName} – Duyurular (RSS)`, type: "application/rss+xml", href: paths.feeds.announcementsRss },
  { title: `${firmName} – Duyurular (Atom)`, type: "application/atom+xml", href: paths.feeds.announcementsAtom },
  { title: `${firmName} – Haberler (RSS)`, type: "application/rss+xml", href: paths.feeds.newsRss },
  { title: `${firmName} – Haberler (Atom)`, type: "application/atom+xml", href: paths.feeds.newsAtom },
];

/**
 * The English pages' feed, for their head (<link rel="alternate">): the sirküler's English summaries
 * (issue 43, ADR 062), announced only while one is published (no English link to an empty list).
 */
export const englishFeedLinks = (firmName: string, english: Pick<EnglishIndex, "circulars">): FeedLink[] =>
  english.circulars.size > 0
    ? [{ title: catalogue("en").feeds.circularsLink(firmName), type: "application/rss+xml", href: englishPaths.circularsRss }]
    : [];
