/**
 * Firma bilgileri and Sayfalar in server tests: the forms as a browser posts
 * them (rows as repeated fields), and putting the firm's rows back as they
 * were after a test (settings, pages, their history, redirects and consent
 * texts the test made), also after a failed one.
 */
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import type { FirmSettings } from "#app/lib/firm.ts";
import { HOURS_FIELDS, hoursDaysField, REVISION_FIELD, SOCIAL_FIELDS, settingsFormValues } from "#app/lib/firm-forms.ts";
import type { Cleanup } from "#tests/helpers/cleanup.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import type { TestServer } from "#tests/helpers/server.ts";

export const contentVersion = async (db: Kysely<Database>) =>
  Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);

export async function storedSettings(db: Kysely<Database>): Promise<{ settings: FirmSettings; revision: number }> {
  const row = await db.selectFrom("firm_settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
  return { settings: parseSettings(row.data), revision: row.revision };
}

/**
 * The Firma bilgileri form as the screen posts it for `settings` (the form
 * fields, the rows, the revision), with `fields` replacing form values.
 */
export function settingsForm(
  settings: FirmSettings,
  revision: number,
  fields: Record<string, string> = {},
  rows: Partial<Pick<FirmSettings, "social" | "hours">> = {},
): [string, string][] {
  const values = settingsFormValues({ ...settings, ...rows });
  const entries: [string, string][] = [
    ["intent", "kaydet"],
    [REVISION_FIELD, String(revision)],
  ];
  for (const [name, value] of Object.entries({ ...values.fields, ...fields })) entries.push([name, value]);
  for (const link of values.social) entries.push([SOCIAL_FIELDS.label, link.label], [SOCIAL_FIELDS.url, link.url]);
  values.hours.forEach((row, i) => {
    entries.push([HOURS_FIELDS.opens, row.opens], [HOURS_FIELDS.closes, row.closes]);
    for (const day of row.days) entries.push([hoursDaysField(i), day]);
  });
  return entries;
}

/** A form POST from our own page with the session, repeated names allowed. */
export function postEntries(server: TestServer, cookie: string, path: string, entries: [string, string][]) {
  return fetchPage(server.url, path, {
    method: "POST",
    body: new URLSearchParams(entries),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
  });
}

/** After the test, the firm's rows as they are now: what the test added goes, what it changed comes back. */
export async function keepFirmRows(db: Kysely<Database>, cleanup: Cleanup): Promise<void> {
  const settings = await db.selectFrom("firm_settings").selectAll().execute();
  const pages = await db.selectFrom("firm_pages").selectAll().execute();
  const revisions = new Set((await db.selectFrom("firm_revisions").select("id").execute()).map((r) => r.id));
  const redirects = new Set((await db.selectFrom("redirects").select("from_path").execute()).map((r) => r.from_path));
  const consent = Number(
    (
      await db
        .selectFrom("consent_texts")
        .select((eb) => eb.fn.max("version").as("v"))
        .executeTakeFirst()
    )?.v ?? 0,
  );
  const audit = new Set((await db.selectFrom("audit_log").select("id").execute()).map((r) => r.id));
  cleanup(async () => {
    for (const row of settings) await db.updateTable("firm_settings").set(row).where("id", "=", row.id).execute();
    for (const row of pages) await db.updateTable("firm_pages").set(row).where("key", "=", row.key).execute();
    for (const { id } of await db.selectFrom("firm_revisions").select("id").execute()) {
      if (!revisions.has(id)) await db.deleteFrom("firm_revisions").where("id", "=", id).execute();
    }
    for (const { from_path } of await db.selectFrom("redirects").select("from_path").execute()) {
      if (!redirects.has(from_path)) await db.deleteFrom("redirects").where("from_path", "=", from_path).execute();
    }
    await db.deleteFrom("consent_texts").where("version", ">", consent).execute();
    for (const { id } of await db.selectFrom("audit_log").select("id").execute()) {
      if (!audit.has(id)) await db.deleteFrom("audit_log").where("id", "=", id).execute();
    }
    await bumpContentVersion(db);
  });
}

/** The audit rows of the firm's writes, oldest first. */
export const firmAudit = (db: Kysely<Database>, entryId: string) =>
  db
    .selectFrom("audit_log")
    .select(["action", "list", "admin_email", "details"])
    .where("entry_id", "=", entryId)
    .where("list", "in", ["firma", "sayfalar"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();

export const firmRevisions = (db: Kysely<Database>, kind: "settings" | "page", key: string) =>
  db
    .selectFrom("firm_revisions")
    .select(["version", "action", "admin_email", "snapshot"])
    .where("kind", "=", kind)
    .where("key", "=", key)
    .orderBy("version")
    .execute();
