import { type Kysely, sql } from "kysely";
import { samplePages, sampleServices, sampleSettings } from "#app/.server/db/sample-firm/index.ts";

// The firm in the admin (issue 22): what said who the firm is lived in
// TypeScript (app/content/site.ts, services.ts, pages/*); it moves into the
// database, where the office edits it with history, audit and the page cache.
//
// - firm_settings: one row, FirmSettings as JSON (app/lib/firm.ts).
// - firm_pages: founder, mission, vision, about, services-intro, contact, kvkk;
//   published text plus an optional draft.
// - services: the services, ordered, hideable.
// - redirects: old path → new path (301), made by renames or by the office.
// - firm_revisions: the history of all three.
// - consent_texts.notice: the KVKK notice each consent version linked to.
//
// An existing installation gets the sample firm as it was in code, exactly
// what it showed before; so does a new one (the seed). content:import
// replaces all of it. The sample's values come from app/.server/db/sample-firm/
// as of this migration.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

const MIGRATED_AT = "2026-11-25T00:00:00.000Z";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("firm_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.schema
    .createTable("firm_pages")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("draft", "text")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.schema
    .createTable("services")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("full_title", "text", (c) => c.notNull())
    .addColumn("home_title", "text", (c) => c.notNull())
    .addColumn("home_description", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.schema
    .createTable("redirects")
    .addColumn("from_path", "text", (c) => c.primaryKey())
    .addColumn("to_path", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createTable("firm_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("firm_revisions_item").on("firm_revisions").columns(["kind", "key", "version"]).unique().execute();
  await db.schema.alterTable("consent_texts").addColumn("notice", "text").execute();

  await db
    .insertInto("firm_settings")
    .values({ id: 1, data: JSON.stringify(sampleSettings), revision: 1, updated_at: MIGRATED_AT, updated_by: null })
    .execute();
  await db
    .insertInto("firm_pages")
    .values(
      Object.entries(samplePages).map(([key, page]) => ({
        key,
        title: page.title,
        meta_description: page.metaDescription,
        body: page.body,
        draft: null,
        revision: 1,
        updated_at: MIGRATED_AT,
        updated_by: null,
      })),
    )
    .execute();
  await db
    .insertInto("services")
    .values(
      sampleServices.map((s, position) => ({
        id: s.id,
        slug: s.slug,
        full_title: s.fullTitle,
        home_title: s.homeTitle,
        home_description: s.homeDescription,
        meta_description: s.metaDescription,
        body: s.body,
        position,
        hidden: 0,
        revision: 1,
        created_at: MIGRATED_AT,
        updated_at: MIGRATED_AT,
        updated_by: null,
      })),
    )
    .execute();
  await db.updateTable("content_version").set({ version: sql`version + 1` }).where("id", "=", 1).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("consent_texts").dropColumn("notice").execute();
  for (const table of ["firm_revisions", "redirects", "services", "firm_pages", "firm_settings"]) {
    await db.schema.dropTable(table).execute();
  }
}
