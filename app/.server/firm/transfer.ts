/**
 * The firm in content:export / content:import (beside the four lists, see
 * content/transfer.ts): top-level keys
 *   "settings":  Firma bilgileri (FirmSettings, app/lib/firm.ts),
 *   "pages":     { "<key>": { title, metaDescription, body } } (the published
 *                text, placeholders as written; unsaved drafts stay behind),
 *   "services":  [ { id, slug, fullTitle, homeTitle, homeDescription,
 *                  metaDescription, body, hidden } ] in the office's order,
 *   "redirects": [ { from, to, kind } ],
 *   "english":   [ { kind, key, data, draft, publishedAt } ] (every English text: english-transfer.ts).
 * Each key is optional on import: a key that is there replaces that part of
 * the firm (services and redirects as a whole: those not in the file go),
 * one that is not leaves it as it is. The whole file is checked before
 * anything is written (transfer-format.ts); the write is part of the import's one transaction,
 * with a version in the firm's history for each item and the content-version
 * bump of the import.
 */

import type { Executor } from "#app/.server/db/index.ts";
import type { ServiceRow } from "#app/.server/db/schema.ts";
import { exportEnglish, writeEnglishImport } from "#app/.server/firm/english-transfer.ts";
import { livePageAt } from "#app/.server/firm/live-paths.ts";
import type { ExportedPage, ExportedRedirect, ExportedService, FirmExport, FirmImport } from "#app/.server/firm/transfer-format.ts";
import { parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { nowIso } from "#app/.server/ids.ts";
import {
  addFirmRevision,
  countFirmRevisions,
  deleteAllRedirects,
  deleteService,
  findPage,
  insertService,
  listPages,
  listRedirects,
  listServices,
  putRedirect,
  readSettingsRow,
  replacePage,
  replaceSettings,
  writeService,
} from "#app/.server/repositories/firm.ts";
import { findMedia } from "#app/.server/repositories/media.ts";
import { toStoredRichText } from "#app/.server/text/rich-text.ts";
import { type FirmSettings, PAGE_KEYS, type PageKey } from "#app/lib/firm.ts";

export async function exportFirm(db: Executor): Promise<FirmExport> {
  const [settingsRow, pages, services, redirects, english] = await Promise.all([
    readSettingsRow(db),
    listPages(db),
    listServices(db),
    listRedirects(db),
    exportEnglish(db),
  ]);
  return {
    settings: parseSettings(settingsRow?.data),
    pages: Object.fromEntries(
      pages
        .filter((page) => (PAGE_KEYS as readonly string[]).includes(page.key))
        .map((page) => [page.key, { title: page.title, metaDescription: page.meta_description, body: page.body }]),
    ),
    services: services.map((row) => ({
      id: row.id,
      slug: row.slug,
      fullTitle: row.full_title,
      homeTitle: row.home_title,
      homeDescription: row.home_description,
      metaDescription: row.meta_description,
      body: row.body,
      hidden: row.hidden === 1,
    })),
    redirects: redirects.map((row) => ({ from: row.from_path, to: row.to_path, kind: row.kind })),
    english,
  };
}

// --- Writing ---------------------------------------------------------------

export interface FirmImportCounts {
  settings: boolean;
  pages: number;
  services: number;
  redirects: number;
  /** Redirects left out because a live page answers at their source. */
  redirectsSkipped: number;
  /** Images the settings named that are not in this database's library (left unset). */
  imagesMissing: number;
  /** English texts written (issue 43). */
  english: number;
}

/** A version of an item that has none yet (the sample's), so what the import replaces can be restored. */
async function keepFirst(trx: Executor, kind: "settings" | "page" | "service", key: string, snapshot: unknown, at: string): Promise<void> {
  if ((await countFirmRevisions(trx, kind, key)) === 0) {
    await addFirmRevision(trx, { kind, key, action: "create", snapshot, adminEmail: "", createdAt: at });
  }
}

const serviceSnapshot = (row: Omit<ServiceRow, "id" | "revision" | "created_at" | "updated_at" | "updated_by">) => ({
  slug: row.slug,
  full_title: row.full_title,
  home_title: row.home_title,
  home_description: row.home_description,
  meta_description: row.meta_description,
  body: row.body,
  position: row.position,
  hidden: row.hidden,
});

async function importSettings(trx: Executor, imported: FirmSettings, services: ExportedService[] | undefined, by: string, now: string) {
  const row = await readSettingsRow(trx);
  const settings: FirmSettings = { ...imported };
  let imagesMissing = 0;
  // Images are not in the file: one this database does not have is left unset (the sample's shows).
  for (const key of ["logoMediaId", "founderPhotoMediaId", "iconMediaId", "shareImageMediaId"] as const) {
    const id = settings[key];
    if (id && !(await findMedia(trx, id))) {
      settings[key] = null;
      imagesMissing += 1;
    }
  }
  const visible = (services ?? []).filter((service) => !service.hidden);
  if (services && !visible.some((service) => service.id === settings.defaultServiceId)) settings.defaultServiceId = visible[0]?.id ?? "";
  if (row) await keepFirst(trx, "settings", "settings", parseSettings(row.data), row.updated_at);
  await replaceSettings(trx, JSON.stringify(settings), now, by);
  await addFirmRevision(trx, { kind: "settings", key: "settings", action: "update", snapshot: settings, adminEmail: by, createdAt: now });
  return imagesMissing;
}

async function importPages(trx: Executor, pages: Partial<Record<PageKey, ExportedPage>>, by: string, now: string): Promise<number> {
  let count = 0;
  for (const key of PAGE_KEYS) {
    const page = pages[key];
    if (!page) continue;
    const current = await findPage(trx, key);
    if (current) {
      const { title, meta_description, body, draft } = current;
      await keepFirst(trx, "page", key, { title, meta_description, body, draft }, current.updated_at);
    }
    const stored = { title: page.title, meta_description: page.metaDescription, body: toStoredRichText(page.body), draft: null };
    await replacePage(trx, key, stored, now, by);
    await addFirmRevision(trx, {
      kind: "page",
      key,
      action: current ? "update" : "create",
      snapshot: stored,
      adminEmail: by,
      createdAt: now,
    });
    count += 1;
  }
  return count;
}

async function importServices(trx: Executor, services: ExportedService[], by: string, now: string): Promise<void> {
  const current = await listServices(trx);
  const incoming = new Set(services.map((service) => service.id));
  // The ones that go first, so their slugs are free for the ones that come.
  for (const row of current.filter((service) => !incoming.has(service.id))) {
    await keepFirst(trx, "service", row.id, serviceSnapshot(row), row.created_at);
    await deleteService(trx, row.id);
    await addFirmRevision(trx, {
      kind: "service",
      key: row.id,
      action: "delete",
      snapshot: serviceSnapshot(row),
      adminEmail: by,
      createdAt: now,
    });
  }
  // Slugs may swap between services: park the kept ones on temporary slugs first (slug is unique).
  const kept = current.filter((service) => incoming.has(service.id));
  for (const row of kept) await writeService(trx, row.id, { slug: `tasiniyor-${row.id}` }, row.revision, row.updated_at, row.updated_by);
  for (const [position, service] of services.entries()) {
    const fields = {
      slug: service.slug,
      full_title: service.fullTitle,
      home_title: service.homeTitle,
      home_description: service.homeDescription,
      meta_description: service.metaDescription,
      body: toStoredRichText(service.body),
      position,
      hidden: service.hidden ? 1 : 0,
    };
    const row = kept.find((candidate) => candidate.id === service.id);
    if (row) {
      await keepFirst(trx, "service", row.id, serviceSnapshot(row), row.created_at);
      await writeService(trx, row.id, fields, row.revision + 1, now, by);
    } else {
      await insertService(trx, service.id, fields, now, by);
    }
    await addFirmRevision(trx, {
      kind: "service",
      key: service.id,
      action: row ? "update" : "create",
      snapshot: fields,
      adminEmail: by,
      createdAt: now,
    });
  }
}

/** Replaces the redirects; those whose source is now a live page are left out. Returns [written, skipped]. */
async function importRedirects(trx: Executor, redirects: ExportedRedirect[], by: string, now: string): Promise<[number, number]> {
  await deleteAllRedirects(trx);
  let skipped = 0;
  for (const redirect of redirects) {
    if (await livePageAt(trx, redirect.from)) {
      skipped += 1;
      continue;
    }
    await putRedirect(trx, { from_path: redirect.from, to_path: redirect.to, kind: redirect.kind, created_at: now, created_by: by });
  }
  return [redirects.length - skipped, skipped];
}

/** Writes the firm's parts that the file carries, inside the import's transaction (the caller bumps the content version). */
export async function writeFirmImport(trx: Executor, firm: FirmImport, by: string): Promise<FirmImportCounts> {
  const now = nowIso();
  const counts: FirmImportCounts = {
    settings: false,
    pages: 0,
    services: 0,
    redirects: 0,
    redirectsSkipped: 0,
    imagesMissing: 0,
    english: 0,
  };
  if (firm.settings) {
    counts.imagesMissing = await importSettings(trx, firm.settings, firm.services, by, now);
    counts.settings = true;
  }
  if (firm.pages) counts.pages = await importPages(trx, firm.pages, by, now);
  if (firm.services) {
    await importServices(trx, firm.services, by, now);
    counts.services = firm.services.length;
  }
  if (firm.english) counts.english = await writeEnglishImport(trx, firm.english, by, now);
  // Last: whether a source is a live page depends on the settings, services and entries just written.
  if (firm.redirects) [counts.redirects, counts.redirectsSkipped] = await importRedirects(trx, firm.redirects, by, now);
  return counts;
}
