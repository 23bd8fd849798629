/**
 * Every internal link of the navigation, built from the same data as the route
 * table (routes.ts), so no menu entry can point at a missing page or a redirect.
 */
import { services } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
import { paths } from "#app/lib/paths.ts";
import { slugify } from "#app/lib/slug.ts";

export interface NavLink {
  label: string;
  to: string;
}

export const founderSlug = slugify(site.founder.name);
export const founderPath = `/${founderSlug}`;

export const servicePath = (slug: string) => `/hizmetler/${slug}`;

/** News pages are addressed by their title (the original product's URLs). */
export const newsPath = (title: string) => `/haberler/${encodeURIComponent(title)}`;

/** "." and ".." are dot segments: a browser resolves /haberler/.. to /, so such a title can never be opened. */
export const isLinkableTitle = (title: string) => title.trim() !== "." && title.trim() !== "..";

/** A slug longer than this is cut at a word's end: the URL stays readable, the id names the announcement. */
const ANNOUNCEMENT_SLUG_MAX = 80;

function announcementSlug(title: string): string {
  const slug = slugify(title);
  if (slug.length <= ANNOUNCEMENT_SLUG_MAX) return slug;
  const cut = slug.slice(0, ANNOUNCEMENT_SLUG_MAX + 1);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : ANNOUNCEMENT_SLUG_MAX);
}

/**
 * An announcement's canonical page: its id, then its title as a readable slug
 * (`/duyurular/id637d…-kasim-ayi-beyanname-takvimi`). The id alone, or with a
 * stale slug, redirects here (routes/announcements.tsx), so a renamed title
 * changes the URL without breaking the old one.
 */
export const announcementPath = (id: string, title: string) => {
  const slug = announcementSlug(title);
  return `/duyurular/${id}${slug ? `-${slug}` : ""}`;
};

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

export const corporateLinks: NavLink[] = [
  { label: site.founder.name, to: founderPath },
  { label: "Misyonumuz", to: paths.mission },
  { label: "Vizyonumuz", to: paths.vision },
];

export const serviceLinks: NavLink[] = services.map((s) => ({ label: s.fullTitle, to: servicePath(s.slug) }));

/** What the office publishes: its announcements and news, the e-bülten, and the answers to common questions. */
export const publicationLinks: NavLink[] = [
  { label: "Duyurular", to: paths.announcements },
  { label: "Haberler", to: paths.news },
  { label: "E-bülten", to: paths.newsletter.archive },
  { label: "Sıkça Sorulan Sorular", to: paths.faq },
];

/** The in-site tools: the calculators and the tax calendar (the /araclar page, the menu, the home tab, the sitemap). */
export const calculatorLinks: (NavLink & { description: string })[] = [
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
];

/** The Araçlar menu: the overview page first, then each calculator and the tax calendar (the office's external links follow). */
export const toolLinks: NavLink[] = [{ label: "Tüm araçlar", to: paths.tools }, ...calculatorLinks];

export type NavSectionId = "kurumsal" | "hizmetler" | "duyurular" | "araclar";

export interface NavSection {
  /** The menu's id (its button is #menu-btn-<id>, its list #menu-<id>). */
  id: NavSectionId;
  /** The menu's label, and the section label (kicker) above the title of its pages. */
  label: string;
  links: NavLink[];
}

/**
 * The main menu between Anasayfa and İletişim, in order: the firm's sections.
 * The footer and the pages' section labels read the same list.
 */
export const navSections: NavSection[] = [
  { id: "kurumsal", label: "Kurumsal", links: corporateLinks },
  { id: "hizmetler", label: "Hizmetlerimiz", links: serviceLinks },
  { id: "duyurular", label: "Mevzuat ve Duyurular", links: publicationLinks },
  { id: "araclar", label: "Araçlar", links: toolLinks },
];

/** The section label of a section's pages (the kicker above their title). */
export const sectionLabel = (id: NavSectionId): string => navSections.find((s) => s.id === id)?.label ?? "";

/** The feeds, announced in the head of every public page (<link rel="alternate">). */
export const feedLinks: { title: string; type: string; href: string }[] = [
  { title: `${site.name} – Duyurular (RSS)`, type: "application/rss+xml", href: paths.feeds.announcementsRss },
  { title: `${site.name} – Duyurular (Atom)`, type: "application/atom+xml", href: paths.feeds.announcementsAtom },
  { title: `${site.name} – Haberler (RSS)`, type: "application/rss+xml", href: paths.feeds.newsRss },
  { title: `${site.name} – Haberler (Atom)`, type: "application/atom+xml", href: paths.feeds.newsAtom },
];
