/**
 * Who may use each admin route (issue 25), in one place: every route of the
 * admin area (app/routes.ts, its path pattern as React Router joins it) names
 * the least role it needs, or "public" for the sign-in's own screens. The
 * server applies it before any loader or action runs (`.server/accounts/access.ts`,
 * from the root route's middleware), for pages, their `.data` requests and
 * resource routes alike; the side menu shows only what the role may open.
 * A route missing here is refused to everyone, and a test walks the built
 * route table and fails on it.
 *
 * Finer rules inside a route (a Yazar edits only their own drafts, only the
 * owner removes admins) are the use cases' own checks.
 */
import { adminPaths } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS, type ListName } from "#app/lib/content-lists.ts";
import { type Role, roleAtLeast } from "#app/lib/roles.ts";

export type Access = Role | "public";

const a = adminPaths;

export const ADMIN_ACCESS: Readonly<Record<string, Access>> = {
  // Signing in, out, and the e-mailed links: no session yet.
  [a.signIn]: "public",
  [a.secondFactor]: "public",
  [a.forgotPassword]: "public",
  [a.resetPassword]: "public",
  [a.acceptInvite]: "public",
  [a.signOut]: "public",
  // Every admin: the first screen, their own account, images, drafts and their preview.
  [a.root]: "author",
  [a.password]: "author",
  [a.sessions]: "author",
  [a.twoFactor]: "author",
  // Yardım: the office's guide (ADR 040).
  [a.help]: "author",
  [a.media]: "author",
  [a.preview]: "author",
  [a.attachments]: "author",
  // An attachment's file whatever its sirküler's state (a draft's, for its preview): ADR 033.
  [`${a.attachments}/:name`]: "author",
  [`${a.root}/:list`]: "author",
  // Editör: all content, its history and bin, the firm's pages and services, e-bülten drafts, messages, statistics.
  [a.messages]: "editor",
  [a.bin]: "editor",
  [a.circularCategories]: "editor",
  [`${a.history}/:list/:id`]: "editor",
  [a.newsletter]: "editor",
  [`${a.newsletter}/:id`]: "editor",
  [`${a.newsletter}/:id/onizleme`]: "editor",
  [a.newsletterTopics]: "editor",
  [a.pages]: "editor",
  [`${a.pages}/:key`]: "editor",
  [`${a.pages}/:key/onizleme`]: "editor",
  [a.services]: "editor",
  [`${a.services}/:id`]: "editor",
  // The English tab (issue 43, ADR 061): the settings' English is the Yönetici's (the routes check the kind).
  [`${a.english}/:kind/:key`]: "editor",
  [`${a.english}/:kind/:key/gecmis`]: "editor",
  [`${a.english}/:kind/:key/onizleme`]: "editor",
  // İstatistikler (issue 26): the counts and their CSV.
  [a.statistics]: "editor",
  [a.statisticsCsv]: "editor",
  // Kırık bağlantılar and Bulunamayan adresler (issue 44, ADR 066): read-only lists of what to fix.
  [a.brokenLinks]: "editor",
  [a.missingPages]: "editor",
  // The settings' history is the manager's: routes/admin/firm-history.tsx checks the kind.
  [`${a.firmHistory}/:kind/:key`]: "editor",
  // Yönetici: accounts, the firm's settings, tax data, subscribers, sending, the outbox and E-posta ayarları, the log, export.
  [a.admins]: "manager",
  [a.audit]: "manager",
  [a.outbox]: "manager",
  [a.mailSettings]: "manager",
  [a.subscribers]: "manager",
  [a.subscribersCsv]: "manager",
  [`${a.newsletter}/:id/gonder`]: "manager",
  [a.export]: "manager",
  [a.taxData]: "manager",
  [a.taxDataMtvTemplate]: "manager",
  [a.taxCalendar]: "manager",
  [a.firm]: "manager",
  [a.redirects]: "manager",
  [a.setup]: "manager",
  // KVKK başvuruları (issue 42, ADR 055): the applications, their documents, the answer and the retention period.
  [a.kvkkApplications]: "manager",
  [`${a.kvkkApplications}/:id`]: "manager",
  [`${a.kvkkApplications}/:id/ek`]: "manager",
  [`${a.kvkkApplications}/:id/dosya/:fileId`]: "manager",
  // Sistem durumu (issue 39): the installation's checks, with paths and settings an editor has no use for.
  [a.systemStatus]: "manager",
  // Yedekler (issue 40): the list; "Şimdi yedekle" is the Sahip's (the route's own check).
  [a.backups]: "manager",
  // Kişisel veri ara (issue 42, ADR 057): every table's personal data, its export and erasure.
  [a.personalData]: "manager",
  [a.personalDataExport]: "manager",
  // Sahip: the upload quotas (ADR 033), a backup's file (issue 40) and the advertising words (issue 44).
  [a.uploadQuotas]: "owner",
  // Reklam sözcükleri (issue 44, ADR 067): the pre-publish checks' advertising words.
  [a.advertisingWords]: "owner",
  [a.backupDownload]: "owner",
};

const segments = (path: string) => path.split("/").filter(Boolean);

/** Whether a concrete path fits a pattern (":name" matches one non-empty segment). */
function fits(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(":") || segment === have[i]);
}

const PATTERNS = Object.keys(ADMIN_ACCESS).sort(
  // More fixed segments first: /adminpanel/medya wins over /adminpanel/:list, as in React Router.
  (x, y) => segments(y).filter((s) => !s.startsWith(":")).length - segments(x).filter((s) => !s.startsWith(":")).length,
);

/** The access a route pattern declares (undefined: not declared, refused to everyone). */
export const accessOfPattern = (pattern: string): Access | undefined => ADMIN_ACCESS[pattern];

/** The route pattern a concrete admin path answers to: the most specific one that fits it. */
export const patternOfPath = (pathname: string): string | undefined => PATTERNS.find((p) => fits(p, pathname));

/** The access of a concrete admin path (for the menu): the most specific pattern that fits it. */
export function accessOfPath(pathname: string): Access | undefined {
  const pattern = patternOfPath(pathname);
  return pattern === undefined ? undefined : ADMIN_ACCESS[pattern];
}

/** The content lists a Yazar writes in: those with drafts (announcements, news, sirküler); editors and above use all. */
export const mayUseList = (role: Role, list: ListName) => roleAtLeast(role, "editor") || CONTENT_LISTS[list].workflow === true;
