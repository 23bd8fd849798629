/**
 * Each admin route's section in the office's guide (Yardım, ADR 040): the
 * route's pattern, as lib/admin-access.ts declares it, to the id of its
 * heading on /adminpanel/yardim. The ids are the headings of docs/office/*.md
 * made into slugs (lib/slug.ts), so renaming a heading there moves its anchor;
 * tests/unit/admin-help.test.ts fails when a route has no section or its
 * anchor is missing from the rendered guide.
 *
 * The admin layout links "Bu ekranın yardımı" from here, once for every
 * screen, rather than each screen linking its own section.
 */
import { patternOfPath } from "#app/lib/admin-access.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";

const a = adminPaths;

export const ADMIN_HELP: Readonly<Record<string, string>> = {
  // Signing in and the e-mailed links (outside the layout; the guide still covers them).
  [a.signIn]: "oturum-acma",
  [a.secondFactor]: "oturum-acma",
  [a.forgotPassword]: "sifremi-unuttum",
  [a.resetPassword]: "sifremi-unuttum",
  [a.acceptInvite]: "davet-ile-ilk-giris",
  [a.signOut]: "oturum-acma",
  [a.root]: "genel-bakis",
  [a.help]: "yonetim-panelinin-duzeni",
  // İçerik.
  [`${a.root}/:list`]: "icerik-listeleri",
  [a.preview]: "onizle",
  [a.media]: "gorseller",
  [a.attachments]: "sirkuler",
  [`${a.attachments}/:name`]: "sirkuler",
  [a.circularCategories]: "sirkuler-kategorileri",
  [`${a.history}/:list/:id`]: "gecmis",
  [a.bin]: "cop-kutusu",
  // İletişim ve e-bülten.
  [a.messages]: "mesajlar",
  [a.newsletter]: "e-bulten-sayi-yazma",
  [`${a.newsletter}/:id`]: "e-bulten-sayi-yazma",
  [`${a.newsletter}/:id/onizleme`]: "e-bulten-sayi-yazma",
  [`${a.newsletter}/:id/gonder`]: "e-bulten-gonderme",
  [a.newsletterTopics]: "e-bulten-konulari",
  [a.subscribers]: "aboneler",
  [a.subscribersCsv]: "iys-ve-onay-kayitlari",
  [a.outbox]: "giden-e-postalar",
  [a.mailSettings]: "e-posta-ayarlari",
  [a.kvkkApplications]: "kvkk-basvurulari",
  [`${a.kvkkApplications}/:id`]: "kvkk-basvurulari",
  [`${a.kvkkApplications}/:id/ek`]: "kvkk-basvurulari",
  [`${a.kvkkApplications}/:id/dosya/:fileId`]: "kvkk-basvurulari",
  // Vergi.
  [a.taxData]: "vergi-verileri",
  [a.taxDataMtvTemplate]: "vergi-verileri",
  [a.taxCalendar]: "vergi-takvimi",
  // Firma.
  [a.firm]: "firma-bilgileri",
  [`${a.firmHistory}/:kind/:key`]: "firma-bilgileri",
  [a.pages]: "sayfalar",
  [`${a.pages}/:key`]: "sayfalar",
  [`${a.pages}/:key/onizleme`]: "sayfalar",
  [a.services]: "hizmetler",
  [`${a.english}/:kind/:key`]: "ingilizce-sekmesi",
  [`${a.english}/:kind/:key/gecmis`]: "ingilizce-sekmesi",
  [`${a.english}/:kind/:key/onizleme`]: "ingilizce-sekmesi",
  [`${a.services}/:id`]: "hizmetler",
  [a.redirects]: "yonlendirmeler",
  [a.setup]: "kurulum",
  // Site and Yönetim.
  [a.statistics]: "istatistikler",
  [a.statisticsCsv]: "istatistikler",
  [a.brokenLinks]: "kirik-baglantilar",
  [a.missingPages]: "bulunamayan-adresler",
  [a.export]: "icerigi-disa-aktar",
  [a.admins]: "yoneticiler",
  [a.uploadQuotas]: "yukleme-kotalari",
  [a.advertisingWords]: "reklam-sozcukleri",
  [a.audit]: "islem-kayitlari",
  [a.systemStatus]: "sistem-durumu",
  [a.backups]: "yedekler",
  [a.backupDownload]: "yedekler",
  [a.personalData]: "kisisel-veri-ara",
  [a.personalDataExport]: "kisisel-veri-ara",
  // Hesabım.
  [a.password]: "sifre",
  [a.twoFactor]: "iki-adimli-dogrulama",
  [a.sessions]: "oturumlar",
};

/** The guide's section for a concrete admin path, or undefined on the guide itself and on a path no route answers. */
export function helpPathFor(pathname: string): string | undefined {
  const pattern = patternOfPath(pathname.replace(/\/+$/, "") || "/");
  if (pattern === undefined || pattern === a.help) return undefined;
  const anchor = ADMIN_HELP[pattern];
  return anchor === undefined ? undefined : `${a.help}#${anchor}`;
}
