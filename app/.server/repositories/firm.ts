/**
 * The firm's rows: Firma bilgileri, the pages, the services, the redirects,
 * their history (firm_revisions) and the consent texts' notices. Writes that
 * the office makes through a form take the revision it started from and change
 * nothing when another save came first (the caller answers 409).
 */
import { sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { FirmPageRow, FirmRevisionRow, FirmSettingsRow, RedirectRow, ServiceRow } from "#app/.server/db/schema.ts";
import { addVersion } from "#app/.server/repositories/versions.ts";

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

// --- Firma bilgileri -------------------------------------------------------

export async function readSettingsRow(db: Executor): Promise<FirmSettingsRow | undefined> {
  return db.selectFrom("firm_settings").selectAll().where("id", "=", 1).executeTakeFirst();
}

/** Stores the settings if their revision is still `expected`; the row's revision becomes expected + 1. */
export async function writeSettings(db: Executor, data: string, expected: number, at: string, by: string | null): Promise<boolean> {
  const result = await db
    .updateTable("firm_settings")
    .set({ data, revision: expected + 1, updated_at: at, updated_by: by })
    .where("id", "=", 1)
    .where("revision", "=", expected)
    .executeTakeFirst();
  return changed(result);
}

/** Replaces the settings whatever their revision (the import). */
export async function replaceSettings(db: Executor, data: string, at: string, by: string | null): Promise<void> {
  await db
    .updateTable("firm_settings")
    .set({ data, revision: sql`revision + 1`, updated_at: at, updated_by: by })
    .where("id", "=", 1)
    .execute();
}

// --- Pages ----------------------------------------------------------------

export async function listPages(db: Executor): Promise<FirmPageRow[]> {
  return db.selectFrom("firm_pages").selectAll().orderBy("key").execute();
}

export async function findPage(db: Executor, key: string): Promise<FirmPageRow | undefined> {
  return db.selectFrom("firm_pages").selectAll().where("key", "=", key).executeTakeFirst();
}

export interface PageWrite {
  title: string;
  meta_description: string;
  body: string;
  draft: string | null;
}

/** Changes a page if its revision is still `expected`. */
export async function writePage(
  db: Executor,
  key: string,
  page: PageWrite,
  expected: number,
  at: string,
  by: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable("firm_pages")
    .set({ ...page, revision: expected + 1, updated_at: at, updated_by: by })
    .where("key", "=", key)
    .where("revision", "=", expected)
    .executeTakeFirst();
  return changed(result);
}

/** Inserts or replaces a page whatever its revision (the import). */
export async function replacePage(db: Executor, key: string, page: PageWrite, at: string, by: string | null): Promise<void> {
  const updated = await db
    .updateTable("firm_pages")
    .set({ ...page, revision: sql`revision + 1`, updated_at: at, updated_by: by })
    .where("key", "=", key)
    .executeTakeFirst();
  if (changed(updated)) return;
  await db
    .insertInto("firm_pages")
    .values({ key, ...page, revision: 1, updated_at: at, updated_by: by })
    .execute();
}

// --- Services -------------------------------------------------------------

/** Every service, hidden ones too, in the office's order. */
export async function listServices(db: Executor): Promise<ServiceRow[]> {
  return db.selectFrom("services").selectAll().orderBy("position").orderBy("id").execute();
}

export async function findService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  return db.selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findServiceBySlug(db: Executor, slug: string): Promise<ServiceRow | undefined> {
  return db.selectFrom("services").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export type ServiceWrite = Omit<ServiceRow, "id" | "revision" | "created_at" | "updated_at" | "updated_by">;

export async function insertService(db: Executor, id: string, service: ServiceWrite, at: string, by: string | null): Promise<void> {
  await db
    .insertInto("services")
    .values({ id, ...service, revision: 1, created_at: at, updated_at: at, updated_by: by })
    .execute();
}

/** Changes a service if its revision is still `expected`. */
export async function writeService(
  db: Executor,
  id: string,
  service: Partial<ServiceWrite>,
  expected: number,
  at: string,
  by: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable("services")
    .set({ ...service, revision: expected + 1, updated_at: at, updated_by: by })
    .where("id", "=", id)
    .where("revision", "=", expected)
    .executeTakeFirst();
  return changed(result);
}

export async function setServicePosition(db: Executor, id: string, position: number): Promise<void> {
  await db.updateTable("services").set({ position }).where("id", "=", id).execute();
}

export async function deleteService(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("services").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllServices(db: Executor): Promise<void> {
  await db.deleteFrom("services").execute();
}

// --- Redirects ------------------------------------------------------------

export async function listRedirects(db: Executor): Promise<RedirectRow[]> {
  return db.selectFrom("redirects").selectAll().orderBy("from_path").execute();
}

export async function findRedirect(db: Executor, fromPath: string): Promise<RedirectRow | undefined> {
  return db.selectFrom("redirects").selectAll().where("from_path", "=", fromPath).executeTakeFirst();
}

/** Inserts or replaces the redirect from `row.from_path`. */
export async function putRedirect(db: Executor, row: RedirectRow): Promise<void> {
  await db
    .insertInto("redirects")
    .values(row)
    .onConflict((oc) =>
      oc.column("from_path").doUpdateSet({ to_path: row.to_path, kind: row.kind, created_at: row.created_at, created_by: row.created_by }),
    )
    .execute();
}

/** Points every redirect that ends at `from` at `to` instead (chains collapse: A→B, B→C gives A→C). */
export async function retargetRedirects(db: Executor, from: string, to: string): Promise<void> {
  await db.updateTable("redirects").set({ to_path: to }).where("to_path", "=", from).execute();
}

export async function deleteRedirect(db: Executor, fromPath: string): Promise<boolean> {
  const result = await db.deleteFrom("redirects").where("from_path", "=", fromPath).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllRedirects(db: Executor): Promise<void> {
  await db.deleteFrom("redirects").execute();
}

// --- History --------------------------------------------------------------

export type FirmRevisionKind = FirmRevisionRow["kind"];

/** Stores a state as the item's next version; returns the version. */
export function addFirmRevision(
  db: Executor,
  revision: { kind: FirmRevisionKind; key: string; action: string; snapshot: unknown; adminEmail: string; createdAt: string },
): Promise<number> {
  return addVersion(db, "firm_revisions", revision);
}

/** An item's versions, newest first. */
export async function listFirmRevisions(db: Executor, kind: FirmRevisionKind, key: string): Promise<FirmRevisionRow[]> {
  return db.selectFrom("firm_revisions").selectAll().where("kind", "=", kind).where("key", "=", key).orderBy("version", "desc").execute();
}

export async function findFirmRevision(
  db: Executor,
  kind: FirmRevisionKind,
  key: string,
  version: number,
): Promise<FirmRevisionRow | undefined> {
  return db
    .selectFrom("firm_revisions")
    .selectAll()
    .where("kind", "=", kind)
    .where("key", "=", key)
    .where("version", "=", version)
    .executeTakeFirst();
}

/** How many versions an item has (0: its current state was never kept, e.g. the sample's). */
export async function countFirmRevisions(db: Executor, kind: FirmRevisionKind, key: string): Promise<number> {
  const row = await db
    .selectFrom("firm_revisions")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("kind", "=", kind)
    .where("key", "=", key)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the office ever saved this item (Kurulum: a page never saved is still the sample's). */
export async function hasFirmRevisions(db: Executor, kind: FirmRevisionKind, key?: string): Promise<boolean> {
  let query = db.selectFrom("firm_revisions").select("id").where("kind", "=", kind).where("admin_email", "!=", "");
  if (key !== undefined) query = query.where("key", "=", key);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

// --- Consent texts --------------------------------------------------------

export async function latestConsentText(db: Executor): Promise<{ version: number; text: string; notice: string | null } | undefined> {
  return db.selectFrom("consent_texts").select(["version", "text", "notice"]).orderBy("version", "desc").limit(1).executeTakeFirst();
}

/**
 * The consent version for this wording and notice: the latest when it is the
 * same, else a new one. Call in the transaction that changes either (the
 * firm's name, or the published KVKK notice).
 */
export async function ensureConsentText(db: Executor, text: string, notice: string, at: string): Promise<number> {
  const latest = await latestConsentText(db);
  if (latest && latest.text === text && latest.notice === notice) return latest.version;
  const version = (latest?.version ?? 0) + 1;
  await db.insertInto("consent_texts").values({ version, text, notice, created_at: at }).execute();
  return version;
}
