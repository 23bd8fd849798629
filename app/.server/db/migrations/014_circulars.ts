import { type Kysely, PostgresAdapter } from "kysely";

// Sirküler (issue 23): numbered circulars with categories, an optional
// official reference and attachments (PDF, XLSX, DOCX) stored in the database.
//
// - circulars: an entry of the content list "sirkuler" (the workflow columns of
//   announcements and news) with its number YYYY/NN, unique per year, and its
//   official reference (kind, number, Resmî Gazete date and issue).
// - circular_categories: the categories the office manages (seeded below).
// - circular_category_links: a circular's categories (one or more).
// - attachments: an uploaded file, its bytes and the text extracted from it
//   once on upload (for search); id is its content hash, which is its URL.
// - circular_attachments: a circular's attachments, in order.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

const MIGRATED_AT = "2026-11-26T00:00:00.000Z";

/** The seeded categories (issue 23), in the order the office sees them. */
const CATEGORIES: [slug: string, name: string][] = [
  ["kdv", "KDV"],
  ["gelir-vergisi", "Gelir Vergisi"],
  ["kurumlar-vergisi", "Kurumlar Vergisi"],
  ["vuk", "VUK"],
  ["sgk-ve-calisma-hayati", "SGK ve Çalışma Hayatı"],
  ["damga-vergisi", "Damga Vergisi"],
  ["otv", "ÖTV"],
  ["gumruk-ve-dis-ticaret", "Gümrük ve Dış Ticaret"],
  ["tesvik", "Teşvik"],
  ["ttk", "TTK"],
  ["diger", "Diğer"],
];

export async function up(db: Kysely<any>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";

  await db.schema
    .createTable("circulars")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
    .addColumn("published_at", "text")
    .addColumn("meta_description", "text")
    .addColumn("cover_media_id", "text")
    .addColumn("cover_alt", "text")
    // The number "2026/15": its year and its sequence in that year.
    .addColumn("number_year", "integer", (c) => c.notNull())
    .addColumn("number_seq", "integer", (c) => c.notNull())
    // The official text it is about (all null when none): tebliğ, genelge, kanun…
    .addColumn("reference_kind", "text")
    .addColumn("reference_number", "text")
    // The Resmî Gazete's date (YYYY-MM-DD) and issue number.
    .addColumn("gazette_date", "text")
    .addColumn("gazette_number", "text")
    .execute();
  await db.schema.createIndex("circulars_number").on("circulars").columns(["number_year", "number_seq"]).unique().execute();
  await db.schema.createIndex("circulars_public").on("circulars").columns(["status", "published_at"]).execute();

  await db.schema
    .createTable("circular_categories")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("circular_categories")
    .values(CATEGORIES.map(([slug, name], index) => ({ id: `kategori-${slug}`, slug, name, position: index + 1, created_at: MIGRATED_AT })))
    .execute();

  await db.schema
    .createTable("circular_category_links")
    .addColumn("circular_id", "text", (c) => c.notNull())
    .addColumn("category_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("circular_category_links_pk", ["circular_id", "category_id"])
    .execute();
  await db.schema.createIndex("circular_category_links_category").on("circular_category_links").column("category_id").execute();

  await db.schema
    .createTable("attachments")
    // The first 32 hex digits of the SHA-256 of its bytes: its URL, /ekler/<id>.<ext>.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("file_name", "text", (c) => c.notNull())
    // pdf | xlsx | docx
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("data", binary, (c) => c.notNull())
    // The text extracted on upload, for search; "" when it has none (a scanned PDF).
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("has_text", "integer", (c) => c.notNull())
    .addColumn("pages", "integer")
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("circular_attachments")
    .addColumn("circular_id", "text", (c) => c.notNull())
    .addColumn("attachment_id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("circular_attachments_pk", ["circular_id", "attachment_id"])
    .execute();
  await db.schema.createIndex("circular_attachments_attachment").on("circular_attachments").column("attachment_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["circular_attachments", "attachments", "circular_category_links", "circular_categories", "circulars"]) {
    await db.schema.dropTable(table).execute();
  }
}
