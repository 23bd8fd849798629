import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { englishPaths, paths, routePath } from "#app/lib/paths.ts";

const admin = adminPaths;
/** A child of /adminpanel: its path below the admin root. */
const adminChild = (path: string) => path.slice(`${admin.root}/`.length);
/** A child of /en/: its path below the English home. */
const englishChild = (path: string) => path.slice(englishPaths.home.length);

// The site map. Navigation links are built from the same data (content/navigation.ts).
export default [
  // The sitemap index and its files, /sitemap-sirkuler-2.xml (a file name a parameter, ".xml" after it: ADR 047).
  route(routePath(paths.sitemap), "routes/sitemap.ts"),
  route(":file.xml", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots.ts"),
  route(routePath(admin.signIn), "routes/admin/sign-in.tsx"),
  route(routePath(admin.secondFactor), "routes/admin/second-factor.tsx"),
  route(routePath(admin.forgotPassword), "routes/admin/forgot-password.tsx"),
  route(routePath(admin.resetPassword), "routes/admin/reset-password.tsx"),
  route(routePath(admin.acceptInvite), "routes/admin/accept-invite.tsx"),
  route(routePath(admin.signOut), "routes/admin/sign-out.ts"),
  route(routePath(admin.export), "routes/admin/export.ts"),
  route(routePath(admin.subscribersCsv), "routes/admin/subscribers-csv.ts"),
  route(routePath(admin.statisticsCsv), "routes/admin/statistics-csv.ts"),
  // Kişisel veri ara's export: a JSON file or a Turkish HTML summary (issue 42).
  route(routePath(admin.personalDataExport), "routes/admin/personal-data-export.ts"),
  // A backup's file (Sahip, POST after the password and the code again: issue 40).
  route(routePath(admin.backupDownload), "routes/admin/backup-download.ts"),
  // An attachment's upload from the sirküler form (JSON; .server/attachments/upload.ts).
  route(routePath(admin.attachments), "routes/admin/attachment-upload.ts"),
  // An attachment's file for signed-in admins, whatever its sirküler's state (ADR 033).
  route(`${routePath(admin.attachments)}/:name`, "routes/admin/attachment-file.ts"),
  // Önizle: the public look, outside the admin layout.
  route(routePath(admin.preview), "routes/admin/preview.tsx"),
  // An e-bülten issue's e-mail (HTML) for the preview frame on its screen.
  route(`${routePath(admin.newsletter)}/:id/onizleme`, "routes/admin/newsletter-preview.ts"),
  route(routePath(admin.taxDataMtvTemplate), "routes/admin/tax-data-template.ts"),
  // A firm page's Önizle (Sayfalar): the public look, outside the admin layout.
  route(`${routePath(admin.pages)}/:key/onizleme`, "routes/admin/page-preview.tsx"),
  // The English tab's Önizle (issue 43): the public look, outside the admin layout.
  route(`${routePath(admin.english)}/:kind/:key/onizleme`, "routes/admin/english-preview.tsx"),
  // A KVKK application's file (the person's document or the answer's): a download, audited.
  route(`${routePath(admin.kvkkApplications)}/:id/dosya/:fileId`, "routes/admin/kvkk-file.ts"),
  route(routePath(admin.root), "routes/admin/layout.tsx", [
    // Genel bakış: the admin's first screen (what waits for the office).
    index("routes/admin/overview.tsx"),
    route(adminChild(admin.messages), "routes/admin/messages.tsx"),
    route(adminChild(admin.subscribers), "routes/admin/subscribers.tsx"),
    route(adminChild(admin.outbox), "routes/admin/outbox.tsx"),
    // E-posta ayarları (issue 39, ADR 049).
    route(adminChild(admin.mailSettings), "routes/admin/mail-settings.tsx"),
    route(adminChild(admin.kvkkApplications), "routes/admin/kvkk-applications.tsx"),
    route(`${adminChild(admin.kvkkApplications)}/:id`, "routes/admin/kvkk-application.tsx"),
    route(`${adminChild(admin.kvkkApplications)}/:id/ek`, "routes/admin/kvkk-answer-file.tsx"),
    route(adminChild(admin.audit), "routes/admin/audit.tsx"),
    route(adminChild(admin.password), "routes/admin/password.tsx"),
    route(adminChild(admin.admins), "routes/admin/admins.tsx"),
    // Yükleme kotaları (Sahip, ADR 033).
    route(adminChild(admin.uploadQuotas), "routes/admin/upload-quotas.tsx"),
    route(adminChild(admin.advertisingWords), "routes/admin/advertising-words.tsx"),
    route(adminChild(admin.sessions), "routes/admin/sessions.tsx"),
    route(adminChild(admin.twoFactor), "routes/admin/two-factor.tsx"),
    route(adminChild(admin.bin), "routes/admin/bin.tsx"),
    route(adminChild(admin.circularCategories), "routes/admin/circular-categories.tsx"),
    route(`${adminChild(admin.history)}/:list/:id`, "routes/admin/history.tsx"),
    route(adminChild(admin.media), "routes/admin/media.tsx"),
    route(adminChild(admin.newsletter), "routes/admin/newsletter.tsx"),
    route(adminChild(admin.newsletterTopics), "routes/admin/newsletter-topics.tsx"),
    route(`${adminChild(admin.newsletter)}/:id`, "routes/admin/newsletter-issue.tsx"),
    route(`${adminChild(admin.newsletter)}/:id/gonder`, "routes/admin/newsletter-send.tsx"),
    route(adminChild(admin.taxData), "routes/admin/tax-data.tsx"),
    route(adminChild(admin.taxCalendar), "routes/admin/tax-calendar.tsx"),
    // Firma bilgileri, Sayfalar and the history of the firm's items (issue 22).
    route(adminChild(admin.firm), "routes/admin/firm.tsx"),
    route(adminChild(admin.pages), "routes/admin/pages.tsx"),
    route(`${adminChild(admin.pages)}/:key`, "routes/admin/page-edit.tsx"),
    route(`${adminChild(admin.firmHistory)}/:kind/:key`, "routes/admin/firm-history.tsx"),
    // The firm (issue 22): Hizmetler and a service's form, Yönlendirmeler, Kurulum.
    route(adminChild(admin.services), "routes/admin/services.tsx"),
    route(`${adminChild(admin.services)}/:id`, "routes/admin/service-edit.tsx"),
    route(adminChild(admin.redirects), "routes/admin/redirects.tsx"),
    // The English tab of the settings, a page, a service, an FAQ entry, a sirküler (issue 43, ADR 061).
    route(`${adminChild(admin.english)}/:kind/:key`, "routes/admin/english-edit.tsx"),
    route(`${adminChild(admin.english)}/:kind/:key/gecmis`, "routes/admin/english-history.tsx"),
    route(adminChild(admin.setup), "routes/admin/setup.tsx"),
    // Sistem durumu (issue 39): the installation's checks.
    route(adminChild(admin.systemStatus), "routes/admin/system-status.tsx"),
    route(adminChild(admin.backups), "routes/admin/backups.tsx"),
    route(adminChild(admin.statistics), "routes/admin/statistics.tsx"),
    route(adminChild(admin.brokenLinks), "routes/admin/broken-links.tsx"),
    route(adminChild(admin.missingPages), "routes/admin/missing-pages.tsx"),
    // Kişisel veri ara (issue 42, ADR 057): one person's data, exported or erased.
    route(adminChild(admin.personalData), "routes/admin/personal-data.tsx"),
    // Yardım: the office's guide, rendered from docs/office/ (ADR 040).
    route(adminChild(admin.help), "routes/admin/help.tsx"),
    // The content lists (app/lib/content-lists.ts) at /adminpanel/:list; an unknown list is not found.
    route(":list", "routes/admin/list.tsx"),
  ]),
  // RSS 2.0 and Atom feeds of the published announcements and news.
  route(routePath(paths.feeds.announcementsRss), "routes/feeds.ts", { id: "feed-announcements-rss" }),
  route(routePath(paths.feeds.announcementsAtom), "routes/feeds.ts", { id: "feed-announcements-atom" }),
  route(routePath(paths.feeds.newsRss), "routes/feeds.ts", { id: "feed-news-rss" }),
  route(routePath(paths.feeds.newsAtom), "routes/feeds.ts", { id: "feed-news-atom" }),
  // Sirküler's feeds: all, or one category's (?kategori=).
  route(routePath(paths.feeds.circularsRss), "routes/circular-feeds.ts", { id: "feed-circulars-rss" }),
  route(routePath(paths.feeds.circularsAtom), "routes/circular-feeds.ts", { id: "feed-circulars-atom" }),
  // The tax calendar as iCalendar (RFC 5545), for calendar subscriptions.
  route(routePath(paths.taxCalendarIcs), "routes/tax-calendar-ics.ts"),
  // Uploaded images, from the database (immutable, content-hashed names).
  route("medya/:name", "routes/media-file.ts"),
  // The site icon chosen in Firma bilgileri, made of a library image at its sizes (immutable too).
  route("medya/simge/:name", "routes/firm-icon.ts"),
  // Attached files (sirküler), from the database, while a published sirküler links them (ADR 033).
  route(`${routePath(paths.attachments)}/:name`, "routes/attachment-file.ts"),
  // The English summaries of sirküler as RSS 2.0 (issue 43, ADR 062): a file, outside the English layout.
  route(routePath(englishPaths.circularsRss), "routes/en/circulars-rss.ts"),
  // The English pages (issue 43, ADR 060): a page exists only while the office's English text is published (else the
  // English not-found page); the language switch and the alternates pair them with the Turkish pages (lib/language-alternates.ts).
  route("en", "routes/en/site.tsx", [
    index("routes/en/home.tsx"),
    route(englishChild(englishPaths.founder), "routes/en/founder.tsx"),
    route(englishChild(englishPaths.mission), "routes/en/text-page.tsx", { id: "en-mission" }),
    route(englishChild(englishPaths.vision), "routes/en/text-page.tsx", { id: "en-vision" }),
    route(englishChild(englishPaths.privacy), "routes/en/text-page.tsx", { id: "en-privacy" }),
    route(englishChild(englishPaths.privacyApplication), "routes/en/privacy-application.tsx"),
    route(englishChild(englishPaths.services), "routes/en/services.tsx"),
    route(`${englishChild(englishPaths.services)}/:slug`, "routes/en/service.tsx"),
    route(englishChild(englishPaths.contact), "routes/en/contact.tsx"),
    route(englishChild(englishPaths.faq), "routes/en/faq.tsx"),
    route(englishChild(englishPaths.circulars), "routes/en/circulars.tsx"),
    route(`${englishChild(englishPaths.circulars)}/:key`, "routes/en/circular.tsx"),
    // The English search (issue 43, ADR 062): /en/search?q=… (noindex).
    route(englishChild(englishPaths.search), "routes/en/search.tsx"),
    route("*", "routes/en/not-found.tsx"),
  ]),
  layout("routes/site.tsx", [
    index("routes/home.tsx"),
    route("iletisim", "routes/contact.tsx"),
    route("duyurular", "routes/announcements-index.ts"),
    route("duyurular/:id", "routes/announcements.tsx"),
    route("haberler/:haber?", "routes/news.tsx"),
    route("hizmetler/:slug?", "routes/services.tsx"),
    route(routePath(paths.circulars), "routes/circulars.tsx"),
    route(`${routePath(paths.circulars)}/:slug`, "routes/circular.tsx"),
    route("hizmetler/*", "routes/services-fallback.ts"),
    // The founder's page: its path follows the founder's name (Firma bilgileri), so it is the one dynamic
    // single-segment path; other single segments are not found there (fixed pages are static routes and win).
    route(":sayfa", "routes/founder.tsx"),
    route("misyonumuz", "routes/text-page.tsx", { id: "mission" }),
    route("vizyonumuz", "routes/text-page.tsx", { id: "vision" }),
    route("kvkk", "routes/text-page.tsx", { id: "kvkk" }),
    // Künye: the firm's legal identity from Firma bilgileri (issue 42).
    route(routePath(paths.imprint), "routes/imprint.tsx"),
    // Çerez politikası: generated from the cookies the site sets (issue 42).
    route(routePath(paths.cookiePolicy), "routes/cookie-policy.tsx"),
    route("sss", "routes/faq.tsx"),
    route("araclar", "routes/tools.tsx"),
    // Site search (issue 23): /ara?q=… (noindex).
    route(routePath(paths.search), "routes/search.tsx"),
    route(routePath(paths.calculators.incomeTax), "routes/calculators/income-tax.tsx"),
    route(routePath(paths.calculators.vatWithholding), "routes/calculators/vat-withholding.tsx"),
    route(routePath(paths.calculators.mtv), "routes/calculators/mtv.tsx"),
    route(routePath(paths.calculators.latePayment), "routes/calculators/late-payment.tsx"),
    route(routePath(paths.calculators.wage), "routes/calculators/wage.tsx"),
    route(routePath(paths.calculators.severance), "routes/calculators/severance.tsx"),
    route(routePath(paths.taxCalendar), "routes/tax-calendar.tsx"),
    // Pratik bilgiler (issue 44, ADR 065): the year's confirmed tax figures (?yil= the previous year).
    route(routePath(paths.rates), "routes/practical-info.tsx"),
    route(routePath(paths.newsletter.archive), "routes/newsletter/archive.tsx"),
    route(`${routePath(paths.newsletter.archive)}/:id`, "routes/newsletter/issue.tsx"),
    route(routePath(paths.newsletter.confirm), "routes/newsletter/confirm.tsx"),
    route(routePath(paths.newsletter.unsubscribe), "routes/newsletter/unsubscribe.tsx"),
    route(routePath(paths.newsletter.preferences), "routes/newsletter/preferences.tsx"),
    // The KVKK application (issue 42, ADR 058): the form, its "received" page and the e-mail's confirmation.
    route(routePath(paths.kvkkApplication.form), "routes/kvkk/application.tsx"),
    route(routePath(paths.kvkkApplication.received), "routes/kvkk/received.tsx"),
    route(routePath(paths.kvkkApplication.confirm), "routes/kvkk/confirm.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
