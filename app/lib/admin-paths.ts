/**
 * The admin area's paths and every builder of one (see paths.ts for the public
 * ones): each builder encodes its dynamic parts once (a segment with
 * encodeURIComponent, a query with paths.ts `withQuery`). An entry's edit link
 * (`?duzenle=<id>`) is `entryEditPath`, wherever it is shown or e-mailed.
 */
import { CONTENT_LISTS, type ListName } from "#app/lib/content-lists.ts";
import type { EnglishKind } from "#app/lib/english.ts";
import type { PageKey } from "#app/lib/firm.ts";
import { withQuery } from "#app/lib/paths.ts";
import { TAX_DATA_QUERY, type TaxDataSection } from "#app/lib/tax-data.ts";

export const ADMIN_ROOT = "/adminpanel";

export const adminPaths = {
  root: ADMIN_ROOT,
  signIn: `${ADMIN_ROOT}/giris`,
  /** The sign-in's second step (two-factor code), after the password. */
  secondFactor: `${ADMIN_ROOT}/giris/dogrulama`,
  signOut: `${ADMIN_ROOT}/cikis`,
  /** "Şifremi unuttum": asks for the address a reset link goes to. */
  forgotPassword: `${ADMIN_ROOT}/sifremi-unuttum`,
  /** The reset link's page (?anahtar=<token>): a new password. */
  resetPassword: `${ADMIN_ROOT}/sifre-yenile`,
  /** The invitation link's page (?anahtar=<token>): the invitee's name and first password. */
  acceptInvite: `${ADMIN_ROOT}/davet`,
  export: `${ADMIN_ROOT}/disa-aktar`,
  messages: `${ADMIN_ROOT}/mesajlar`,
  subscribers: `${ADMIN_ROOT}/aboneler`,
  subscribersCsv: `${ADMIN_ROOT}/aboneler/csv`,
  outbox: `${ADMIN_ROOT}/postalar`,
  /** E-posta ayarları: the SMTP server the site sends with, and the test e-mail (issue 39). */
  mailSettings: `${ADMIN_ROOT}/e-posta-ayarlari`,
  audit: `${ADMIN_ROOT}/kayitlar`,
  password: `${ADMIN_ROOT}/sifre`,
  /** Yöneticiler: the admins, invitations and removals. */
  admins: `${ADMIN_ROOT}/yoneticiler`,
  /** Oturumlar: the signed-in admin's sessions. */
  sessions: `${ADMIN_ROOT}/oturumlar`,
  /** Two-factor sign-in (TOTP) for the signed-in admin. */
  twoFactor: `${ADMIN_ROOT}/iki-adimli-dogrulama`,
  /** The bin (Çöp kutusu): deleted entries, restorable for 30 days. */
  bin: `${ADMIN_ROOT}/cop-kutusu`,
  /** An entry's history: /adminpanel/gecmis/<list>/<id> (adminHistoryPath). */
  history: `${ADMIN_ROOT}/gecmis`,
  /** The image library; its POST is the image upload. */
  media: `${ADMIN_ROOT}/medya`,
  preview: `${ADMIN_ROOT}/onizleme`,
  /** E-bülten: the issues; /adminpanel/bulten/<id> edits one (newsletterIssuePath). */
  newsletter: `${ADMIN_ROOT}/bulten`,
  /** E-bülten konuları: the topics subscribers and issues choose (issue 44, ADR 064). */
  newsletterTopics: `${ADMIN_ROOT}/bulten-konulari`,
  /** Vergi verileri: the tax figures (tariffs, limits, MTV tables, gecikme rates, holidays). */
  taxData: `${ADMIN_ROOT}/vergi-verileri`,
  /** The MTV table's CSV template (GET) for the import on Vergi verileri. */
  taxDataMtvTemplate: `${ADMIN_ROOT}/vergi-verileri/mtv-sablonu.csv`,
  /** Vergi takvimi: the generated deadlines, extensions, office events, regeneration. */
  taxCalendar: `${ADMIN_ROOT}/vergi-takvimi`,
  /** Attachments (issue 23): its POST is the upload (multipart `dosya`), answered with JSON; /<id>.<format> below it is a file (adminAttachmentPath). */
  attachments: `${ADMIN_ROOT}/ekler`,
  /** Yükleme kotaları (Sahip): each account's uploads against its quota, the default quota (ADR 033). */
  uploadQuotas: `${ADMIN_ROOT}/yukleme-kotalari`,
  /** Reklam sözcükleri (Sahip): the words the pre-publish checks warn of (issue 44, ADR 067). */
  advertisingWords: `${ADMIN_ROOT}/reklam-sozcukleri`,
  /** Sirküler's categories: add, rename, reorder, delete. */
  circularCategories: `${ADMIN_ROOT}/sirkuler-kategorileri`,
  /** Firma bilgileri: the firm's name, address, contact details, social links, hours, logo (issue 22). */
  firm: `${ADMIN_ROOT}/firma`,
  /** Sayfalar: the firm's rich-text pages; /adminpanel/sayfalar/<key> edits one. */
  pages: `${ADMIN_ROOT}/sayfalar`,
  /** Hizmetler: the services; /adminpanel/hizmetler/<id> edits one, …/yeni adds one. */
  services: `${ADMIN_ROOT}/hizmetler`,
  /** Yönlendirmeler: old paths answered with 301 (automatic and the office's own, CSV import). */
  redirects: `${ADMIN_ROOT}/yonlendirmeler`,
  /** Kırık bağlantılar (issue 44, ADR 066): outbound links of published content that stopped working. */
  brokenLinks: `${ADMIN_ROOT}/kirik-baglantilar`,
  /** Bulunamayan adresler (issue 44, ADR 066): public addresses answered 404, by path (?gun=7|30|90|365). */
  missingPages: `${ADMIN_ROOT}/bulunamayan-adresler`,
  /** Kurulum: what still shows the sample firm, and what going live needs (Yayına alma). */
  setup: `${ADMIN_ROOT}/kurulum`,
  /** Sistem durumu: whether the installation is sound (version, database, disk, mail, HTTPS and proxy, page cache, workers). */
  systemStatus: `${ADMIN_ROOT}/sistem`,
  /** Yedekler (issue 40): the backups, "Şimdi yedekle" (Sahip), the restore's command. */
  backups: `${ADMIN_ROOT}/yedekler`,
  /** A backup's file (POST, Sahip, after the password and the code again); a refusal goes back to Yedekler. */
  backupDownload: `${ADMIN_ROOT}/yedekler/indir`,
  /** İstatistikler: visitors and views over a range (?gun=7|30|90|365, or ?baslangic=&bitis=). */
  statistics: `${ADMIN_ROOT}/istatistikler`,
  /** İstatistikler's daily rows over the same range as CSV. */
  statisticsCsv: `${ADMIN_ROOT}/istatistikler/csv`,
  /** The history of the settings, a page or a service: /adminpanel/firma-gecmisi/<kind>/<key>. */
  firmHistory: `${ADMIN_ROOT}/firma-gecmisi`,
  /** KVKK başvuruları (issue 42): the applications with their deadlines; /adminpanel/kvkk-basvurulari/<id> is one. */
  kvkkApplications: `${ADMIN_ROOT}/kvkk-basvurulari`,
  /** Kişisel veri ara (issue 42): one person's data across every table, exported or erased. */
  personalData: `${ADMIN_ROOT}/kisisel-veri-ara`,
  /** Its export (POST: the terms and ?bicim=json|html), a file to download; outside the layout. */
  personalDataExport: `${ADMIN_ROOT}/kisisel-veri-ara/disa-aktar`,
  /** The English tab (issue 43, ADR 061): /adminpanel/ingilizce/<kind>/<key> (englishEditPath). */
  english: `${ADMIN_ROOT}/ingilizce`,
  /** Yardım: the office's guide (docs/office/), each screen's section by its anchor (lib/admin-help.ts). */
  help: `${ADMIN_ROOT}/yardim`,
} as const;

/** One KVKK application in the admin: /adminpanel/kvkk-basvurulari/<id>. */
export const kvkkApplicationPath = (id: string) => `${adminPaths.kvkkApplications}/${encodeURIComponent(id)}`;

/** The page that adds a file to an application's answer (its POST is the upload, with its own body limit). */
export const kvkkAnswerFilePath = (id: string) => `${kvkkApplicationPath(id)}/ek`;

/** A file of an application (the person's document or the answer's), for admins with the role. */
export const kvkkFilePath = (id: string, fileId: string) => `${kvkkApplicationPath(id)}/dosya/${encodeURIComponent(fileId)}`;

/** The list, filtered (?durum=acik|tumu|<status>); the default (open ones) has no query. */
export const kvkkApplicationsListPath = (filter?: string) =>
  withQuery(adminPaths.kvkkApplications, { durum: filter && filter !== "acik" ? filter : undefined });

/** Any admin path, also React Router's data requests for them (/adminpanel.data, /adminpanel/haberler.data). */
export const isAdminPath = (pathname: string) =>
  pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`) || pathname.startsWith(`${ADMIN_ROOT}.`);

/** Yönlendirmeler's query word that fills in the form's old address (Bulunamayan adresler's "Yönlendirme ekle"). */
export const REDIRECT_FROM_PARAM = "eski";

/** Yönlendirmeler with its form's old address filled in, at the form. */
export const redirectFromPath = (from: string) => withQuery(adminPaths.redirects, { [REDIRECT_FROM_PARAM]: from }, "yonlendirme-ekle");

/** The query parameter of e-mailed links (invitation, password reset) that carries the token. */
export const TOKEN_PARAM = "anahtar";

/** The sign-in form's query parameter: where to go back to after signing in. */
export const RETURN_PARAM = "geri";

/**
 * An admin screen to go back to after signing in ("/adminpanel/haberler?duzenle=…"),
 * or undefined: only paths of the admin area on this site, never the sign-in
 * form itself, never another origin ("//evil.test", "/\\evil.test").
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return undefined;
  let url: URL;
  try {
    url = new URL(value, "http://localhost");
  } catch {
    return undefined;
  }
  if (url.origin !== "http://localhost" || !isAdminPath(url.pathname) || url.pathname.startsWith(adminPaths.signIn)) return undefined;
  // React Router's own parameters (an index route's form action, a data request's routes) are no screen's address.
  if (!url.searchParams.has("index") && !url.searchParams.has("_routes")) return `${url.pathname}${url.search}`;
  url.searchParams.delete("index");
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString().replace(/=(?=&|$)/g, "");
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** The sign-in form, bringing the admin back to `returnTo` (the admin's first screen needs no parameter). */
export function signInPath(returnTo?: string): string {
  const back = safeReturnPath(returnTo);
  return back && back !== ADMIN_ROOT ? `${adminPaths.signIn}?${RETURN_PARAM}=${encodeURIComponent(back)}` : adminPaths.signIn;
}

/** The sign-in's second step (two-factor code), keeping the way back. */
export function secondFactorPath(returnTo?: string | null): string {
  const back = safeReturnPath(returnTo);
  return back && back !== ADMIN_ROOT ? `${adminPaths.secondFactor}?${RETURN_PARAM}=${encodeURIComponent(back)}` : adminPaths.secondFactor;
}

/** The sign-in form's query parameter for a notice; "dogrulama": the code step's time ran out. */
export const SIGN_IN_NOTICE_PARAM = "durum";

/**
 * An attachment's file for signed-in admins, whatever its sirküler's state
 * (previews, the sirküler form): /adminpanel/ekler/<id>.<format>. The public
 * address is paths.ts `attachmentPath`, served only while a published sirküler links it (ADR 033).
 */
export const adminAttachmentPath = (attachment: { id: string; format: string }) =>
  `${adminPaths.attachments}/${attachment.id}.${attachment.format}`;

/** An e-bülten issue's screen: its form and preview while a draft, its progress once sending. */
export const newsletterIssuePath = (id: string) => `${adminPaths.newsletter}/${encodeURIComponent(id)}`;

/** An issue's send screen: the confirmation with the number of recipients, then progress, pause, resume, cancel. */
export const newsletterSendPath = (id: string) => `${newsletterIssuePath(id)}/gonder`;

/** An issue's e-mail as HTML, for the preview frame on its screen (its own strict CSP, no scripts). */
export const newsletterPreviewPath = (id: string) => `${newsletterIssuePath(id)}/onizleme`;

/** The list's admin screen: /adminpanel/<segment> (/adminpanel itself is Genel bakış). */
export const adminListPath = (name: ListName) => `${ADMIN_ROOT}/${encodeURIComponent(CONTENT_LISTS[name].adminSegment)}`;

/** The query word of a list screen that opens an entry's form (also the Vergi takvimi's deadline editor). */
export const EDIT_PARAM = "duzenle";

/** An entry's form on its list's screen: /adminpanel/haberler?duzenle=<id>. */
export const entryEditPath = (list: ListName, id: string) => withQuery(adminListPath(list), { [EDIT_PARAM]: id });

/** A new entry's form on its list's screen: /adminpanel/haberler?yeni. */
export const newEntryPath = (list: ListName) => withQuery(adminListPath(list), { yeni: "" });

/** An entry's history screen (also for an entry in the bin): /adminpanel/gecmis/<list>/<id>. */
export const adminHistoryPath = (list: ListName, id: string) =>
  `${adminPaths.history}/${encodeURIComponent(list)}/${encodeURIComponent(id)}`;

/**
 * Önizle (routes/admin/preview.tsx): with an id, a saved entry (GET); without,
 * the action the entry form posts its current content to.
 */
export const previewPath = (list: ListName, id?: string) => withQuery(adminPaths.preview, { liste: list, id: id || undefined });

/** The segment of a new service's form (/adminpanel/hizmetler/yeni). */
export const NEW_SERVICE = "yeni";

/** A service's form: /adminpanel/hizmetler/<id>, or …/yeni for a new one. */
export const serviceEditPath = (id: string | undefined) => `${adminPaths.services}/${encodeURIComponent(id ?? NEW_SERVICE)}`;

/** A page's editing screen. */
export const pageEditPath = (key: PageKey) => `${adminPaths.pages}/${encodeURIComponent(key)}`;

/** A page's preview in the public look (GET: the saved draft or the published text; POST: the form's text). */
export const pagePreviewPath = (key: PageKey) => `${pageEditPath(key)}/onizleme`;

/** The history of the settings, a page or a service. */
export const firmHistoryPath = (kind: "settings" | "page" | "service", key: string) =>
  `${adminPaths.firmHistory}/${kind}/${encodeURIComponent(key)}`;

/** A service's history (the firm's history screen). */
export const serviceHistoryPath = (id: string) => firmHistoryPath("service", id);

/** An item's English tab: /adminpanel/ingilizce/<kind>/<key> (kind as lib/english.ts names it). */
export const englishEditPath = (kind: EnglishKind, key: string) =>
  `${adminPaths.english}/${encodeURIComponent(kind)}/${encodeURIComponent(key)}`;

/** An item's English history (restore into the draft). */
export const englishHistoryPath = (kind: EnglishKind, key: string) => `${englishEditPath(kind, key)}/gecmis`;

/** An item's English preview in the public look (GET: the draft, else the published text; POST: the form's text). */
export const englishPreviewPath = (kind: EnglishKind, key: string) => `${englishEditPath(kind, key)}/onizleme`;

/** An item's Turkish screen, the English tab's "Türkçe" tab (kind and key as english_texts names them). */
export function turkishEditPath(kind: EnglishKind, key: string): string {
  switch (kind) {
    case "settings":
      return adminPaths.firm;
    case "page":
      return `${adminPaths.pages}/${encodeURIComponent(key)}`;
    case "service":
      return serviceEditPath(key);
    case "question":
      return entryEditPath("sorular", key);
    case "circular":
      return entryEditPath("sirkuler", key);
  }
}

/** A section of Vergi verileri, with more of its query (an edit form, a status), optionally at an anchor. */
export const taxDataPath = (section: TaxDataSection, more: Readonly<Record<string, string>> = {}, hash?: string) =>
  withQuery(adminPaths.taxData, { [TAX_DATA_QUERY.section]: section, ...more }, hash);

/**
 * The Vergi takvimi screen's query (year, the deadline being edited, the row
 * whose deletion is asked, the outcome).
 */
export const TAX_CALENDAR_QUERY = {
  year: "yil",
  edit: EDIT_PARAM,
  remove: "sil",
  status: "durum",
  summary: "ozet",
  confirm: "kontrol",
} as const;

/** The Vergi takvimi screen for `year`, with more of its query, optionally at an anchor. */
export const taxCalendarPath = (year: number | string, extra: Readonly<Record<string, string>> = {}, hash?: string) =>
  withQuery(adminPaths.taxCalendar, { [TAX_CALENDAR_QUERY.year]: String(year), ...extra }, hash);

/** The element id of a Firma bilgileri field (the form names its fields' ids so). */
export const firmFieldId = (name: string) => `firma-${name}`;

/** Firma bilgileri at one of its fields; `onForm`: only the anchor, for a link on the form's own screen. */
export const firmFieldPath = (name: string, onForm = false) => withQuery(onForm ? "" : adminPaths.firm, {}, firmFieldId(name));
