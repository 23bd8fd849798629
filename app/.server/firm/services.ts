/**
 * Hizmetler: the office's services — list, read, add, change, hide and show,
 * delete, choose the default. Every write is one transaction with a version
 * in the firm's history (firm_revisions, kind "service", key = id), an audit
 * row and a content-version bump, so every instance shows the change on its
 * next request. A service's address never breaks: a new slug leaves a 301
 * from the old one, a hidden or deleted service's URL answers 301 to the
 * default service, and a service shown again takes its path back.
 * The order (Yukarı, Aşağı, a position) is in service-order.ts.
 */

import type { Transaction } from "kysely";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { Database, ServiceRow } from "#app/.server/db/schema.ts";
import { effectiveDefault, readSettings, StaleWriteError, storeDefaultService } from "#app/.server/firm/default-service.ts";
import { recordMove, releasePath } from "#app/.server/firm/moves.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { publicWrite } from "#app/.server/publishing/unit-of-work.ts";
import {
  addFirmRevision,
  countFirmRevisions,
  deleteService,
  findFirmRevision,
  findService,
  findServiceBySlug,
  insertService,
  listServices,
  type ServiceWrite,
  writeService,
} from "#app/.server/repositories/firm.ts";
import { toStoredRichText } from "#app/.server/text/rich-text.ts";
import { servicePath } from "#app/lib/paths.ts";

export { StaleWriteError };

/** What a service's version in the history holds (the row less its identity and bookkeeping). */
export type ServiceSnapshot = ServiceWrite;

/** The audit rows' list name for services. */
const AUDIT_LIST = "hizmetler";

/** What the form gives (checked by service-form.ts). */
export interface ServiceInput {
  fullTitle: string;
  /** "" shows the full title on the home page and in the menu. */
  homeTitle: string;
  homeDescription: string;
  metaDescription: string;
  /** Rich text as typed (sanitized here). */
  body: string;
  slug: string;
}

export interface AdminServices {
  services: ServiceRow[];
  /** The default service's id as the site uses it (undefined with no visible service). */
  defaultId: string | undefined;
}

export async function adminServices(): Promise<AdminServices> {
  const db = await getDb();
  const [services, settings] = await Promise.all([listServices(db), readSettings(db)]);
  return { services, defaultId: effectiveDefault(services, settings)?.id };
}

export async function adminService(id: string): Promise<ServiceRow | undefined> {
  return findService(await getDb(), id);
}

export type ServiceResult =
  | { ok: true; id: string; notice?: string }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "stale" }
  | { ok: false; reason: "slug"; message: string }
  | { ok: false; reason: "refused"; message: string };

const SLUG_TAKEN = "Bu adres başka bir hizmette kullanılıyor; lütfen farklı bir adres yazın.";
const LAST_VISIBLE = "En az bir hizmet görünür kalmalı: önce başka bir hizmeti gösterin ya da yeni bir hizmet ekleyin.";

const snapshotOf = (row: ServiceRow): ServiceSnapshot => ({
  slug: row.slug,
  full_title: row.full_title,
  home_title: row.home_title,
  home_description: row.home_description,
  meta_description: row.meta_description,
  body: row.body,
  position: row.position,
  hidden: row.hidden,
});

const fieldsOf = (input: ServiceInput) => ({
  slug: input.slug,
  full_title: input.fullTitle,
  home_title: input.homeTitle,
  home_description: input.homeDescription,
  meta_description: input.metaDescription,
  body: toStoredRichText(input.body),
});

/**
 * A service without a version yet (the sample's, from the migration) gets its
 * current state as version 1 before it changes, so the first edit can be undone.
 */
async function keepFirstVersion(trx: Executor, row: ServiceRow): Promise<void> {
  if ((await countFirmRevisions(trx, "service", row.id)) > 0) return;
  await addFirmRevision(trx, {
    kind: "service",
    key: row.id,
    action: "create",
    snapshot: snapshotOf(row),
    adminEmail: "",
    createdAt: row.created_at,
  });
}

/** The unit of work every service write ends with: the version, the search's firm documents, the audit row, the bump. */
async function finish(
  trx: Transaction<Database>,
  id: string,
  action: "create" | "update" | "delete" | "restore",
  snapshot: ServiceSnapshot,
  adminEmail: string,
  at: string,
  details?: unknown,
): Promise<void> {
  await publicWrite(trx, {
    revision: { of: "firm", kind: "service", key: id, action, snapshot, adminEmail, createdAt: at },
    audit: { adminEmail, action, list: AUDIT_LIST, entryId: id, details },
    search: "firm",
  });
}

/** Runs a service write; a StaleWriteError thrown inside rolls it back and answers "stale". */
async function write(work: (trx: Transaction<Database>) => Promise<ServiceResult>): Promise<ServiceResult> {
  try {
    return await transaction(work);
  } catch (error) {
    if (error instanceof StaleWriteError) return { ok: false, reason: "stale" };
    throw error;
  }
}

export async function createService(input: ServiceInput, adminEmail: string): Promise<ServiceResult> {
  return write(async (trx) => {
    if (await findServiceBySlug(trx, input.slug)) return { ok: false, reason: "slug", message: SLUG_TAKEN };
    const rows = await listServices(trx);
    const now = nowIso();
    const id = newId();
    const fields = { ...fieldsOf(input), position: Math.max(-1, ...rows.map((row) => row.position)) + 1, hidden: 0 };
    await insertService(trx, id, fields, now, adminEmail);
    // An old link at this address (a redirect) would hide the new page.
    await releasePath(trx, servicePath(input.slug));
    await finish(trx, id, "create", fields, adminEmail, now);
    return { ok: true, id };
  });
}

export async function updateService(id: string, input: ServiceInput, expected: number, adminEmail: string): Promise<ServiceResult> {
  return write(async (trx) => {
    const row = await findService(trx, id);
    if (!row) return { ok: false, reason: "gone" };
    if (row.revision !== expected) return { ok: false, reason: "stale" };
    const other = await findServiceBySlug(trx, input.slug);
    if (other && other.id !== id) return { ok: false, reason: "slug", message: SLUG_TAKEN };
    await keepFirstVersion(trx, row);
    const now = nowIso();
    const fields = fieldsOf(input);
    if (!(await writeService(trx, id, fields, expected, now, adminEmail))) return { ok: false, reason: "stale" };
    // A visible service's old address leads to the new one; a hidden one's already leads to the default.
    if (row.hidden === 0 && row.slug !== input.slug) await recordMove(trx, servicePath(row.slug), servicePath(input.slug), adminEmail);
    await finish(trx, id, "update", { ...snapshotOf(row), ...fields }, adminEmail, now);
    return { ok: true, id };
  });
}

/**
 * The default after `leaving` stops being visible: unchanged when it is
 * another service; else the chosen one (`wanted`, if visible) or the first
 * visible one, with a notice saying so.
 */
async function defaultAfterLeaving(
  trx: Executor,
  rows: ServiceRow[],
  leaving: ServiceRow,
  wanted: string | undefined,
  adminEmail: string,
  at: string,
): Promise<{ target: ServiceRow; notice?: string } | undefined> {
  const others = rows.filter((row) => row.hidden === 0 && row.id !== leaving.id);
  const current = effectiveDefault(rows, await readSettings(trx));
  if (current && current.id !== leaving.id) return { target: current };
  const chosen = others.find((row) => row.id === wanted);
  const target = chosen ?? others[0];
  if (!target) return undefined;
  await storeDefaultService(trx, target.id, adminEmail, at);
  return { target, notice: chosen ? undefined : `Varsayılan hizmet artık “${target.full_title}”.` };
}

/** Hides a service: its URL answers 301 to the default service (another one, when it was the default). */
export async function hideService(id: string, expected: number, adminEmail: string, newDefaultId?: string): Promise<ServiceResult> {
  return write(async (trx) => {
    const row = await findService(trx, id);
    if (!row) return { ok: false, reason: "gone" };
    if (row.revision !== expected) return { ok: false, reason: "stale" };
    if (row.hidden === 1) return { ok: true, id };
    const now = nowIso();
    const after = await defaultAfterLeaving(trx, await listServices(trx), row, newDefaultId, adminEmail, now);
    if (!after) return { ok: false, reason: "refused", message: LAST_VISIBLE };
    await keepFirstVersion(trx, row);
    if (!(await writeService(trx, id, { hidden: 1 }, expected, now, adminEmail))) throw new StaleWriteError("Service changed.");
    await recordMove(trx, servicePath(row.slug), servicePath(after.target.slug), adminEmail);
    await finish(trx, id, "update", { ...snapshotOf(row), hidden: 1 }, adminEmail, now, { hidden: true });
    return { ok: true, id, notice: after.notice };
  });
}

/** Shows a hidden service again: its URL is its page again (the redirect made when it was hidden goes). */
export async function showService(id: string, expected: number, adminEmail: string): Promise<ServiceResult> {
  return write(async (trx) => {
    const row = await findService(trx, id);
    if (!row) return { ok: false, reason: "gone" };
    if (row.revision !== expected) return { ok: false, reason: "stale" };
    if (row.hidden === 0) return { ok: true, id };
    const now = nowIso();
    await keepFirstVersion(trx, row);
    if (!(await writeService(trx, id, { hidden: 0 }, expected, now, adminEmail))) return { ok: false, reason: "stale" };
    await releasePath(trx, servicePath(row.slug));
    await finish(trx, id, "update", { ...snapshotOf(row), hidden: 0 }, adminEmail, now, { hidden: false });
    return { ok: true, id };
  });
}

/**
 * Deletes a service (its history keeps it): a visible one's URL answers 301
 * to the default service, another one when it was the default.
 */
export async function removeService(id: string, expected: number, adminEmail: string, newDefaultId?: string): Promise<ServiceResult> {
  return write(async (trx) => {
    const row = await findService(trx, id);
    if (!row) return { ok: false, reason: "gone" };
    if (row.revision !== expected) return { ok: false, reason: "stale" };
    const now = nowIso();
    let notice: string | undefined;
    if (row.hidden === 0) {
      const after = await defaultAfterLeaving(trx, await listServices(trx), row, newDefaultId, adminEmail, now);
      if (!after) return { ok: false, reason: "refused", message: LAST_VISIBLE };
      await recordMove(trx, servicePath(row.slug), servicePath(after.target.slug), adminEmail);
      notice = after.notice;
    }
    await keepFirstVersion(trx, row);
    if (!(await deleteService(trx, id))) throw new StaleWriteError("Service deleted meanwhile.");
    await finish(trx, id, "delete", snapshotOf(row), adminEmail, now);
    return { ok: true, id, notice };
  });
}

/** Makes a visible service the default (stored in the settings). */
export async function chooseDefaultService(id: string, adminEmail: string): Promise<ServiceResult> {
  return write(async (trx) => {
    const row = await findService(trx, id);
    if (!row) return { ok: false, reason: "gone" };
    if (row.hidden === 1) return { ok: false, reason: "refused", message: "Gizli bir hizmet varsayılan olamaz; önce hizmeti gösterin." };
    const now = nowIso();
    await storeDefaultService(trx, id, adminEmail, now);
    await publicWrite(trx, { audit: { adminEmail, action: "update", list: AUDIT_LIST, entryId: id, details: { default: true } } });
    return { ok: true, id };
  });
}

export type RestoreServiceResult = { ok: true } | { ok: false; reason: "gone" | "slug"; message?: string };

/**
 * Makes an old version of a service the current one, as a new version (the
 * history screen's "Geri yükle"). Its texts and address come back; whether it
 * is shown and where it stands in the order stay as they are now. A deleted
 * service comes back at the end of the list, shown or hidden as in that
 * version. A changed address leaves a 301 from the old one, as a save does.
 */
export async function restoreServiceVersion(id: string, version: number, adminEmail: string): Promise<RestoreServiceResult> {
  const result = await write(async (trx): Promise<ServiceResult> => {
    const revision = await findFirmRevision(trx, "service", id, version);
    if (!revision) return { ok: false, reason: "gone" };
    let old: ServiceSnapshot;
    try {
      old = JSON.parse(revision.snapshot) as ServiceSnapshot;
    } catch {
      return { ok: false, reason: "gone" };
    }
    const other = await findServiceBySlug(trx, old.slug);
    if (other && other.id !== id) {
      return {
        ok: false,
        reason: "slug",
        message: `Bu sürümün adresi (${servicePath(old.slug)}) şimdi “${other.full_title}” hizmetinde kullanılıyor.`,
      };
    }
    const now = nowIso();
    const fields = {
      slug: old.slug,
      full_title: old.full_title,
      home_title: old.home_title,
      home_description: old.home_description,
      meta_description: old.meta_description,
      body: toStoredRichText(old.body),
    };
    const row = await findService(trx, id);
    if (!row) {
      const rows = await listServices(trx);
      const back = { ...fields, position: Math.max(-1, ...rows.map((r) => r.position)) + 1, hidden: old.hidden === 1 ? 1 : 0 };
      await insertService(trx, id, back, now, adminEmail);
      if (back.hidden === 0) await releasePath(trx, servicePath(back.slug));
      await finish(trx, id, "restore", back, adminEmail, now);
      return { ok: true, id };
    }
    await keepFirstVersion(trx, row);
    if (!(await writeService(trx, id, fields, row.revision, now, adminEmail))) throw new StaleWriteError("Service changed.");
    if (row.hidden === 0 && row.slug !== fields.slug) await recordMove(trx, servicePath(row.slug), servicePath(fields.slug), adminEmail);
    await finish(trx, id, "restore", { ...snapshotOf(row), ...fields }, adminEmail, now);
    return { ok: true, id };
  });
  if (result.ok) return { ok: true };
  if (result.reason === "slug") return { ok: false, reason: "slug", message: result.message };
  return { ok: false, reason: "gone" };
}
