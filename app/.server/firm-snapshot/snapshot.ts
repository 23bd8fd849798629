/**
 * The firm as public pages, feeds, the .ics and e-mails read it: settings,
 * visible services, published pages (placeholders filled) and redirects,
 * loaded once per content version and kept in memory. Every write to them
 * raises the content version in its transaction, so each instance reloads on
 * its next request: one change shows everywhere, never a stale copy.
 */
import { type Executor, getDb } from "#app/.server/db/index.ts";
import type { ServiceRow } from "#app/.server/db/schema.ts";
import { fillHtml, fillText } from "#app/.server/firm-snapshot/placeholders.ts";
import { readContentVersion } from "#app/.server/repositories/content-version.ts";
import { listPages, listRedirects, listServices, readSettingsRow } from "#app/.server/repositories/firm.ts";
import { listMediaFiles } from "#app/.server/repositories/media.ts";
import { type Firm, type FirmSettings, PAGE_KEYS, type PageKey, type PublicPage, type PublicService } from "#app/lib/firm.ts";
import { DEFAULT_SHARE_IMAGE } from "#app/lib/media.ts";
import { founderPathFor, mediaUrl } from "#app/lib/paths.ts";

export interface FirmSnapshot extends Firm {
  /** Published pages, placeholders filled. */
  pages: Record<PageKey, PublicPage>;
  /** Each visible service's page body (sanitized HTML), by slug. */
  serviceBodies: ReadonlyMap<string, string>;
  /** Old path → new path, answered with 301. */
  redirects: ReadonlyMap<string, string>;
  /**
   * The path of the picture a shared link shows when its page has none of its
   * own: the chosen share image's 1200×630 crop, else the neutral default.
   */
  shareImagePath: string;
}

/** What settings read as when a value is missing (never the sample's facts). */
export const EMPTY_SETTINGS: FirmSettings = {
  name: "",
  shortName: "",
  tagline: "",
  founderName: "",
  founderTitle: "",
  founderProfileUrl: "",
  street: "",
  district: "",
  city: "",
  postalCode: "",
  phone: "",
  whatsapp: "",
  email: "",
  mapUrl: "",
  social: [],
  hours: [],
  copyrightSince: new Date().getFullYear(),
  metaDescription: "",
  logoMediaId: null,
  founderPhotoMediaId: null,
  iconMediaId: null,
  shareImageMediaId: null,
  defaultServiceId: "",
  tradeName: "",
  mersisNo: "",
  taxOffice: "",
  taxNumber: "",
  kepAddress: "",
  chamberName: "",
  chamberUrl: "",
  rulesUrl: "",
};

/** Stored settings JSON as FirmSettings: missing keys read as empty, never as the sample's. */
export function parseSettings(data: string | undefined): FirmSettings {
  let parsed: Partial<FirmSettings> = {};
  try {
    parsed = data ? (JSON.parse(data) as Partial<FirmSettings>) : {};
  } catch {
    // Only this application writes the row; an unreadable one shows as empty.
  }
  return { ...EMPTY_SETTINGS, ...parsed };
}

export const toPublicService = (row: ServiceRow): PublicService => ({
  id: row.id,
  slug: row.slug,
  fullTitle: row.full_title,
  homeTitle: row.home_title || row.full_title,
  homeDescription: row.home_description,
  metaDescription: row.meta_description,
});

/**
 * The e-bülten consent wording for a firm. Built without a suffix after the
 * name ("…'in" depends on the name's last vowel), so any name reads right.
 */
export function consentTextFor(settings: FirmSettings): string {
  return (
    "E-posta adresimi yazıp “Abone Ol” düğmesine basarak ve ardından gelen onay bağlantısını açıp sayfadaki düğmeyle onay vererek, " +
    `vergi ve mevzuat duyurularını içeren ${settings.name} e-bülteninin bu adrese e-posta ile gönderilmesine onay veriyorum. ` +
    "Onayımı her e-bültendeki bağlantıyla dilediğim zaman geri alabilirim."
  );
}

/** The chosen share image's Open Graph crop (every upload has one), or the default when none is chosen or it is gone. */
async function shareImagePath(db: Executor, mediaId: string | null): Promise<string> {
  if (!mediaId) return DEFAULT_SHARE_IMAGE;
  const og = (await listMediaFiles(db, [mediaId])).find((file) => file.size === "og");
  return og ? mediaUrl(mediaId, og.size, og.format) : DEFAULT_SHARE_IMAGE;
}

/** Reads the whole firm from the database (use currentFirm() on a request). */
export async function loadFirm(db: Executor): Promise<FirmSnapshot> {
  const [settingsRow, pageRows, serviceRows, redirectRows] = await Promise.all([
    readSettingsRow(db),
    listPages(db),
    listServices(db),
    listRedirects(db),
  ]);
  const settings = parseSettings(settingsRow?.data);
  const pages = {} as Record<PageKey, PublicPage>;
  for (const key of PAGE_KEYS) {
    const row = pageRows.find((page) => page.key === key);
    pages[key] = {
      key,
      title: fillText(row?.title ?? "", settings),
      metaDescription: fillText(row?.meta_description ?? "", settings),
      body: fillHtml(row?.body ?? "", settings),
    };
  }
  const visible = serviceRows.filter((row) => row.hidden === 0);
  const services = visible.map(toPublicService);
  return {
    settings,
    services,
    defaultService: services.find((s) => s.id === settings.defaultServiceId) ?? services[0],
    founderPath: founderPathFor(settings.founderName),
    consentText: consentTextFor(settings),
    pages,
    serviceBodies: new Map(visible.map((row) => [row.slug, row.body])),
    redirects: new Map(redirectRows.map((row) => [row.from_path, row.to_path])),
    shareImagePath: await shareImagePath(db, settings.shareImageMediaId),
  };
}

let cached: { db: Executor; version: number; firm: FirmSnapshot } | undefined;

/**
 * The firm at the current content version: one small read of the version,
 * and a full load only when it changed since the last call.
 */
export async function currentFirm(): Promise<FirmSnapshot> {
  const db = await getDb();
  // The version first: data read after it is at least that new.
  const version = await readContentVersion(db);
  if (cached?.db === db && cached.version === version) return cached.firm;
  const firm = await loadFirm(db);
  cached = { db, version, firm };
  return firm;
}

/** Forgets the kept copy (tests that swap databases). */
export function forgetFirm(): void {
  cached = undefined;
}
