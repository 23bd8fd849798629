/**
 * Every public path and every builder of one: the route table (app/routes.ts),
 * links, redirects, e-mails, feeds and the HTTP layer all read them from here,
 * and each builder encodes its dynamic parts once (a segment with
 * encodeURIComponent, a query with URLSearchParams). The admin area's paths
 * are in admin-paths.ts, so that public pages' code never carries them.
 * tests/unit/paths.test.ts fails on a path built by hand elsewhere in app/.
 */
import { KVKK_FORM_STATUS_ID } from "#app/lib/kvkk-application.ts";
import { MEDIA_PREFIX, mediaFileName } from "#app/lib/media.ts";
import { slugify } from "#app/lib/slug.ts";
import { MONTH_PARAM } from "#app/lib/tax-calendar.ts";

export const paths = {
  home: "/",
  contact: "/iletisim",
  announcements: "/duyurular/0",
  news: "/haberler",
  services: "/hizmetler",
  faq: "/sss",
  tools: "/araclar",
  /** Pratik bilgiler (issue 44): the year's confirmed tax figures in one place (?yil= the previous year). */
  rates: "/pratik-bilgiler",
  mission: "/misyonumuz",
  vision: "/vizyonumuz",
  kvkk: "/kvkk",
  /** KVKK md. 11 applications (issue 42): the form, its "received" page (?no=KVKK-2026-0001) and the e-mail link's confirmation (?token=). */
  kvkkApplication: {
    form: "/kvkk/basvuru",
    received: "/kvkk/basvuru/alindi",
    confirm: "/kvkk/basvuru/onay",
  },
  /** Künye: the firm's identity as the e-commerce regulation lists it (issue 42). */
  imprint: "/kunye",
  /** Çerez politikası: generated from the cookies the site really sets (issue 42). */
  cookiePolicy: "/cerez-politikasi",
  /** Sirküler: the list (?yil=&kategori=&sayfa=); /sirkuler/2026-15 is one (circularPath). */
  circulars: "/sirkuler",
  /** Site search: /ara?q=… (noindex). */
  search: "/ara",
  /** An attachment's file: /ekler/<id>.<format> (attachmentPath). */
  attachments: "/ekler",
  newsletter: {
    /** The archive of sent e-bülten issues, with the sign-up form. */
    archive: "/bulten",
    confirm: "/bulten/onay",
    unsubscribe: "/bulten/ayril",
    /** A subscriber's topics, or leaving: the signed link in every issue (?token=, preferencesPath). */
    preferences: "/bulten/tercihler",
  },
  /** The in-site calculators (GET forms; the query is the input). */
  calculators: {
    incomeTax: "/araclar/gelir-vergisi",
    vatWithholding: "/araclar/kdv-tevkifati",
    mtv: "/araclar/mtv",
    latePayment: "/araclar/gecikme-zammi",
    /** Brütten nete / netten brüte over the year, with the employer's cost. */
    wage: "/araclar/net-brut-ucret",
    /** Kıdem and ihbar tazminatı. */
    severance: "/araclar/kidem-ihbar",
  },
  /** The tax calendar (?ay=YYYY-MM) and its iCalendar feed. */
  taxCalendar: "/vergi-takvimi",
  taxCalendarIcs: "/vergi-takvimi.ics",
  /** For search engines: the sitemap index (robots.txt names it), which lists the sitemap's files (sitemapFilePath). */
  sitemap: "/sitemap.xml",
  /** RSS 2.0 and Atom feeds of the published announcements and news. */
  feeds: {
    announcementsRss: "/duyurular/rss.xml",
    announcementsAtom: "/duyurular/atom.xml",
    newsRss: "/haberler/rss.xml",
    newsAtom: "/haberler/atom.xml",
    /** Sirküler's feeds; ?kategori=<slug> gives one category's. */
    circularsRss: "/sirkuler/rss.xml",
    circularsAtom: "/sirkuler/atom.xml",
  },
} as const;

/**
 * The English pages (issue 43, ADR 060), under /en/. A page exists in English only while the
 * office's English text is published; `lib/language-alternates.ts` pairs each with its Turkish
 * page. The home and the contact page always exist in English; the calculators and the tax
 * calendar stay Turkish (the English home says what they are and links them).
 */
export const englishPaths = {
  home: "/en/",
  founder: "/en/founder",
  mission: "/en/mission",
  vision: "/en/vision",
  /** The list of services with English; one is /en/services/<english-slug> (englishServicePath). */
  services: "/en/services",
  contact: "/en/contact",
  faq: "/en/faq",
  /** The KVKK notice in English (the office's English text of the page "kvkk"). */
  privacy: "/en/privacy",
  /** How to apply under KVKK art. 11, in English: the application itself is made in Turkish (the Tebliğ, art. 5). */
  privacyApplication: "/en/privacy/application",
  /** Circular summaries; one is /en/circulars/2026-15 (englishCircularPath). */
  circulars: "/en/circulars",
  circularsRss: "/en/circulars/rss.xml",
  /** Search over the English texts: /en/search?q=… (noindex). */
  search: "/en/search",
} as const;

/** An English service page: /en/services/<english-slug>. */
export const englishServicePath = (slug: string) => `${englishPaths.services}/${encodeURIComponent(slug)}`;

/** An English circular summary: /en/circulars/2026-15 (the Turkish number). */
export const englishCircularPath = (number: { year: number; seq: number }) =>
  `${englishPaths.circulars}/${number.year}-${String(number.seq).padStart(2, "0")}`;

/** Whether a path is one of the English pages (/en, /en/ or below it). */
export const isEnglishPath = (path: string) => path === "/en" || path.startsWith(englishPaths.home);

/** An e-bülten issue's web version (linked from its e-mail). */
export const issuePath = (id: string) => `${paths.newsletter.archive}/${encodeURIComponent(id)}`;

/**
 * The sitemap's files, one kind of page each (ADR 047): the fixed pages and services, the
 * announcements, the news, the sirküler, the e-bülten issues, the English pages (/sitemap-en-1.xml,
 * ADR 063). A kind with many pages has several files, numbered from 1.
 */
export const SITEMAP_KINDS = ["sayfalar", "duyurular", "haberler", "sirkuler", "bulten", "en"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** A file of the sitemap: /sitemap-sirkuler-2.xml (at the site's root: a sitemap may list only URLs below its own folder). */
export const sitemapFilePath = (kind: SitemapKind, number: number) => `/sitemap-${kind}-${number}.xml`;

const SITEMAP_FILE = /^\/sitemap-([a-z]+)-([1-9]\d{0,5})\.xml$/;

/** Which file of the sitemap `path` names, in the one spelling sitemapFilePath writes; undefined for any other path. */
export function sitemapFileAt(path: string): { kind: SitemapKind; number: number } | undefined {
  const match = SITEMAP_FILE.exec(path);
  const kind = SITEMAP_KINDS.find((known) => known === match?.[1]);
  return kind && match ? { kind, number: Number(match[2]) } : undefined;
}

/** A circular's page: /sirkuler/2026-15. */
export const circularPath = (number: { year: number; seq: number }) =>
  `${paths.circulars}/${number.year}-${String(number.seq).padStart(2, "0")}`;

/**
 * An attachment's public file under its content hash: /ekler/<id>.pdf (its
 * Content-Disposition carries the file's name). Served only while a published
 * sirküler links it (ADR 033): links on public pages, feeds and e-mails only;
 * the admin's screens use admin-paths.ts `adminAttachmentPath`.
 */
export const attachmentPath = (attachment: { id: string; format: string }) => `${paths.attachments}/${attachment.id}.${attachment.format}`;

/** The query of sirküler's list page: year, category (its slug), page. */
export const CIRCULAR_QUERY = { year: "yil", category: "kategori", page: "sayfa" } as const;

/** The query of /ara: what was typed, and the page of results. */
export const SEARCH_QUERY = { query: "q", kind: "tur", page: "sayfa" } as const;

/** The English search's query (/en/search?q=…&page=2). */
export const ENGLISH_SEARCH_QUERY = { query: "q", page: "page" } as const;

/** The query of a page of the announcements or news side list (see app/.server/content/archive.ts). */
export const ARCHIVE_QUERY = { year: "yil", page: "sayfa" } as const;

/**
 * The calculators' query parameters (their names are part of the shared URLs:
 * keep them). A calculator that reads a new parameter must list it here.
 */
export const CALCULATOR_PARAMS = {
  incomeTax: ["yil", "gelir", "matrah"],
  vatWithholding: ["tarih", "kod", "tutar", "kdv", "alici", "satici", "bedel", "liste"],
  mtv: ["yil", "tescil", "model", "silindir", "deger", "tur"],
  latePayment: ["tutar", "vade", "odeme", "tur"],
  // brut or net: the month's wage (net: solved for the gross); ay1–ay12: a different wage in a month (same kind);
  // onceki: the cumulative GV base from an earlier job this year; indirim: yok | 2 | 5 (the employer's Hazine indirimi).
  wage: ["yil", "brut", "net", "ay1", "ay2", "ay3", "ay4", "ay5", "ay6", "ay7", "ay8", "ay9", "ay10", "ay11", "ay12", "onceki", "indirim"],
  // giris, cikis: YYYY-MM-DD; brut and ek: the gross monthly wage and its regular benefits; ihbar: 1 when due;
  // matrah: the cumulative GV base the ihbar is taxed on top of (default: the wage's own from January through the exit month).
  severance: ["giris", "cikis", "brut", "ek", "ihbar", "matrah"],
} as const satisfies Record<keyof typeof paths.calculators, readonly string[]>;

/** Pratik bilgiler's query: the year shown (the current one without it). */
export const RATES_QUERY = { year: "yil" } as const;

/** Pratik bilgiler of a year: the bare page for the current year, ?yil= for another. */
export const ratesPath = (year?: number) => withQuery(paths.rates, { [RATES_QUERY.year]: year });

/** The English contact page's status parameter after a send (?status=sent; FORM_SENT.englishContact). */
export const ENGLISH_FORM_STATUS = "status";

/**
 * The query parameters that change a public page. The page cache keeps one
 * copy per value of these and ignores every other parameter, so a page that
 * reads a parameter must name it here (or answer `Cache-Control: no-store`).
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [paths.home]: ["sekme", "bulten"],
  [paths.newsletter.archive]: ["bulten"],
  [paths.contact]: ["durum"],
  [englishPaths.contact]: [ENGLISH_FORM_STATUS],
  // The side list's year and page (app/.server/content/archive.ts redirects any other spelling).
  [paths.announcements]: [ARCHIVE_QUERY.year, ARCHIVE_QUERY.page],
  [paths.news]: [ARCHIVE_QUERY.year, ARCHIVE_QUERY.page],
  // The calculators' inputs (their pages are kept per input, like any page).
  [paths.calculators.incomeTax]: CALCULATOR_PARAMS.incomeTax,
  [paths.calculators.vatWithholding]: CALCULATOR_PARAMS.vatWithholding,
  [paths.calculators.mtv]: CALCULATOR_PARAMS.mtv,
  [paths.calculators.latePayment]: CALCULATOR_PARAMS.latePayment,
  [paths.calculators.wage]: CALCULATOR_PARAMS.wage,
  [paths.calculators.severance]: CALCULATOR_PARAMS.severance,
  [paths.taxCalendar]: ["ay"],
  [paths.rates]: [RATES_QUERY.year],
  [paths.circulars]: [CIRCULAR_QUERY.year, CIRCULAR_QUERY.category, CIRCULAR_QUERY.page],
  // One category's feed (?kategori=).
  [paths.feeds.circularsRss]: [CIRCULAR_QUERY.category],
  [paths.feeds.circularsAtom]: [CIRCULAR_QUERY.category],
  // Site search: one copy per query and page, within the page cache's byte budget (least recently used go first).
  [paths.search]: [SEARCH_QUERY.query, SEARCH_QUERY.kind, SEARCH_QUERY.page],
  // The English search (ADR 062): one copy per query and page, as /ara's.
  [englishPaths.search]: [ENGLISH_SEARCH_QUERY.query, ENGLISH_SEARCH_QUERY.page],
};

/**
 * The ids of the public forms' status boxes (FormStatus): the page lands on them after a send,
 * received or refused (the redirect's fragment and the form action's), so the outcome is the
 * first thing on the screen, on a phone too.
 */
export const FORM_STATUS_IDS = { contact: "iletisim-durum", newsletter: "bulten-durum" } as const;

/** A public form's action: its page's path, landing on the form's status box. */
export const formAction = (path: string, form: keyof typeof FORM_STATUS_IDS) => `${path}#${FORM_STATUS_IDS[form]}`;

/** Where a stored public form leads (post/redirect/get): its page, showing that it was received. */
export const FORM_SENT = {
  contact: `${paths.contact}?durum=gonderildi#${FORM_STATUS_IDS.contact}`,
  newsletter: `${paths.home}?bulten=alindi#${FORM_STATUS_IDS.newsletter}`,
  /** The same form on the e-bülten archive (/bulten). */
  newsletterArchive: `${paths.newsletter.archive}?bulten=alindi#${FORM_STATUS_IDS.newsletter}`,
  /** The English contact form (/en/contact: issue 43). */
  englishContact: `${englishPaths.contact}?status=sent#${FORM_STATUS_IDS.contact}`,
} as const;

/** The confirmation link of a newsletter sign-up. */
export const confirmPath = (token: string) => `${paths.newsletter.confirm}?token=${encodeURIComponent(token)}`;

/** The KVKK application's "received" page for its reference (KVKK-2026-0001), landing on its status. */
export const kvkkReceivedPath = (reference: string) => withQuery(paths.kvkkApplication.received, { no: reference }, KVKK_FORM_STATUS_ID);

/** The link in a KVKK application's acknowledgment e-mail that confirms the address. */
export const kvkkConfirmPath = (token: string) => withQuery(paths.kvkkApplication.confirm, { token });

/** The KVKK application form's action: a refusal lands on its status box. */
export const kvkkFormAction = () => withQuery(paths.kvkkApplication.form, {}, KVKK_FORM_STATUS_ID);

/** A subscriber's one-click unsubscribe link. */
export const unsubscribePath = (token: string) => `${paths.newsletter.unsubscribe}?token=${encodeURIComponent(token)}`;

/** A subscriber's preference page: its topics, or leaving (the same token as the unsubscribe link; ADR 064). */
export const preferencesPath = (token: string) => withQuery(paths.newsletter.preferences, { token });

/** A route path for app/routes.ts: the same path without its leading slash. */
export const routePath = (path: string) => path.replace(/^\//, "");

/** A query's values, in order: undefined leaves the parameter out, "" writes it as a bare word (`?yeni`). */
export type QueryValues = Readonly<Record<string, string | number | undefined>>;

/**
 * `path` with a query and a fragment, each value encoded once: the query by
 * URLSearchParams (in the order given), the fragment by encodeURIComponent.
 */
export function withQuery(path: string, query: QueryValues | URLSearchParams = {}, hash?: string): string {
  const search = new URLSearchParams();
  for (const [name, value] of query instanceof URLSearchParams ? query : Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString().replace(/=(?=&|$)/g, "");
  return `${path}${text ? `?${text}` : ""}${hash ? `#${encodeURIComponent(hash)}` : ""}`;
}

/** News pages are addressed by their title (the original product's URLs). */
export const newsPath = (title: string) => `/haberler/${encodeURIComponent(title)}`;

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
  return `/duyurular/${encodeURIComponent(id)}${slug ? `-${slug}` : ""}`;
};

/** A service's page (its slug is lower-case letters, digits and hyphens). */
export const servicePath = (slug: string) => `${paths.services}/${encodeURIComponent(slug)}`;

/** The founder's page path for a name: "Kerem Özdemir" → "/kerem-ozdemir". */
export const founderPathFor = (founderName: string): string => `/${slugify(founderName) || "kurucu"}`;

/** An image's file in one size and format: /medya/<id>-<size>.<format>. */
export function mediaUrl(id: string, size: string, format: string): string {
  return `${MEDIA_PREFIX}${encodeURIComponent(mediaFileName(id, size, format))}`;
}

/** The tax calendar at a month (YYYY-MM; the current month without one), optionally at an anchor on the page. */
export const taxCalendarMonthPath = (month?: string, hash?: string) => withQuery(paths.taxCalendar, { [MONTH_PARAM]: month }, hash);

/** A deadline on the public tax calendar: its month's page, at the deadline's row. */
export const deadlinePath = (deadline: { id: string; month: string }) => taxCalendarMonthPath(deadline.month, deadline.id);

/** A page of site search's results (the first page has no page parameter). */
export const searchPath = (query: string, page = 1, kind?: string) =>
  withQuery(paths.search, {
    [SEARCH_QUERY.query]: query,
    [SEARCH_QUERY.kind]: kind,
    [SEARCH_QUERY.page]: page > 1 ? page : undefined,
  });

/** A page of the English search's results. */
export const englishSearchPath = (query: string, page = 1) =>
  withQuery(englishPaths.search, { [ENGLISH_SEARCH_QUERY.query]: query, [ENGLISH_SEARCH_QUERY.page]: page > 1 ? page : undefined });

/** The one URL of a page of sirküler's list (parameters in a fixed order, the defaults left out). */
export const circularsHref = ({ year, category, page }: { year?: number; category?: string; page: number }) =>
  withQuery(paths.circulars, {
    [CIRCULAR_QUERY.year]: year,
    [CIRCULAR_QUERY.category]: category,
    [CIRCULAR_QUERY.page]: page > 1 ? page : undefined,
  });

/** A category's feeds (?kategori=), or all circulars' feeds. */
export const circularFeedHrefs = (category?: string): { rss: string; atom: string } => ({
  rss: withQuery(paths.feeds.circularsRss, { [CIRCULAR_QUERY.category]: category }),
  atom: withQuery(paths.feeds.circularsAtom, { [CIRCULAR_QUERY.category]: category }),
});

/** The one URL of a page of the announcements' or news' side list, below `base` (the list's first page). */
export function archiveHref(base: string, { year, page }: { year: number; page: number }, newestYear: number): string {
  if (page > 1) return withQuery(base, { [ARCHIVE_QUERY.year]: year, [ARCHIVE_QUERY.page]: page });
  return withQuery(base, { [ARCHIVE_QUERY.year]: year === newestYear ? undefined : year });
}
