import { randomUUID } from "node:crypto";
import { type Kysely, PostgresAdapter } from "kysely";

// The office's editorial workflow (issue 11): rich-text bodies, drafts and
// scheduled publishing, per-entry meta descriptions and cover images, the
// history of every entry (revisions, which also hold the bin), and uploaded
// images stored in the database so every instance serves them.

const POSTS = ["announcements", "news"] as const;

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";

  for (const table of POSTS) {
    // draft | scheduled | published; what was there is published.
    await db.schema
      .alterTable(table)
      .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
      .execute();
    // When it appeared (or will appear, when scheduled) on the public site; null for a draft.
    await db.schema.alterTable(table).addColumn("published_at", "text").execute();
    await db.schema.alterTable(table).addColumn("meta_description", "text").execute();
    await db.schema.alterTable(table).addColumn("cover_media_id", "text").execute();
    await db.schema.alterTable(table).addColumn("cover_alt", "text").execute();
    await db
      .updateTable(table)
      .set((eb) => ({ published_at: eb.ref("created_at") }))
      .execute();
    await db.schema.createIndex(`${table}_public`).on(table).columns(["status", "published_at"]).execute();
  }
  for (const table of [...POSTS, "questions", "tools"]) {
    await db.schema.alterTable(table).addColumn("updated_at", "text").execute();
    await db
      .updateTable(table)
      .set((eb) => ({ updated_at: eb.ref("created_at") }))
      .execute();
  }

  // The original's plain-text bodies become HTML paragraphs (the converter is
  // frozen here: a migration must not change when the app's code does).
  for (const [table, column] of [
    ["announcements", "body"],
    ["news", "body"],
    ["questions", "answer"],
  ] as const) {
    const rows = await db
      .selectFrom(table)
      .select(["id", `${column} as text`])
      .execute();
    for (const row of rows as { id: string; text: string }[]) {
      if (/^\s*<([a-z][a-z0-9]*)\b[^>]*>/i.test(row.text)) continue;
      await db
        .updateTable(table)
        .set({ [column]: paragraphs(row.text) })
        .where("id", "=", row.id)
        .execute();
    }
  }

  // Every saved state of every entry, newest version highest. A deletion is a
  // revision too (action "delete"): the bin is the deleted entries whose last
  // revision is younger than 30 days.
  await db.schema
    .createTable("revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("entry_id", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    // The entry as JSON (title, text and the workflow fields).
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("revisions_entry").on("revisions").columns(["list", "entry_id", "version"]).unique().execute();
  await db.schema.createIndex("revisions_action").on("revisions").columns(["action", "created_at"]).execute();
  // The entries that exist today get their first version.
  for (const [list, table, column] of [
    ["duyurular", "announcements", "body"],
    ["haberler", "news", "body"],
    ["sorular", "questions", "answer"],
    ["araclar", "tools", "url"],
  ] as const) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, string | null>[];
    for (const row of rows) {
      const snapshot: Record<string, string | null> = { title: row.title ?? "", text: row[column] ?? "" };
      if (table === "announcements" || table === "news") {
        Object.assign(snapshot, {
          status: row.status,
          published_at: row.published_at,
          meta_description: null,
          cover_media_id: null,
          cover_alt: null,
        });
      }
      await db
        .insertInto("revisions")
        .values({
          id: randomUUID(),
          list,
          entry_id: row.id,
          version: 1,
          action: "create",
          snapshot: JSON.stringify(snapshot),
          admin_email: "",
          created_at: row.created_at,
        })
        .execute();
    }
  }

  // Uploaded images: one row per picture (id = content hash of the cleaned
  // original) and one per file made of it (widths × formats, and the og crop).
  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("source_format", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    // The name of the uploaded file, shown in the library only.
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("media_files")
    // The file's URL name under /medya/: <media id>-<size>.<ext>.
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("media_id", "text", (c) => c.notNull())
    .addColumn("size", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("data", binary, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_files_media").on("media_files").column("media_id").execute();
}

function paragraphs(text: string): string {
  const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, "<br />")}</p>`)
    .join("");
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media_files").execute();
  await db.schema.dropTable("media").execute();
  await db.schema.dropTable("revisions").execute();
  for (const table of POSTS) {
    await db.schema.dropIndex(`${table}_public`).execute();
    for (const column of ["status", "published_at", "meta_description", "cover_media_id", "cover_alt"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  for (const table of [...POSTS, "questions", "tools"]) await db.schema.alterTable(table).dropColumn("updated_at").execute();
}
