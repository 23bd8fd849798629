import type { Kysely } from "kysely";

// Roles (issue 25): every admin has one of four fixed roles (lib/roles.ts).
//
// - admins.role: "owner" | "manager" | "editor" | "author". Accounts that exist
//   become managers (Yönetici); the first admin who can sign in becomes the
//   owner (Sahip), or, with none yet, the oldest account.
// - entry_authors: which Yazar wrote an entry (duyurular, haberler, sirkuler)
//   and where its review stands: ready_at is set by "Yayına hazır" and cleared
//   when it is published or sent back; note is an editor's note on sending it
//   back. Entries written by an editor or above have no row.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("admins")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("manager"))
    .execute();
  const first =
    (await db.selectFrom("admins").select("id").where("password_hash", "!=", "").orderBy("created_at").orderBy("id").executeTakeFirst()) ??
    (await db.selectFrom("admins").select("id").orderBy("created_at").orderBy("id").executeTakeFirst());
  if (first) await db.updateTable("admins").set({ role: "owner" }).where("id", "=", first.id).execute();

  await db.schema
    .createTable("entry_authors")
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("entry_id", "text", (c) => c.notNull())
    .addColumn("author_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("ready_at", "text")
    .addColumn("note", "text")
    .addColumn("note_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("entry_authors_pk", ["list", "entry_id"])
    .execute();
  await db.schema.createIndex("entry_authors_author").on("entry_authors").columns(["author_id"]).execute();
  await db.schema.createIndex("entry_authors_ready").on("entry_authors").columns(["ready_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("entry_authors").execute();
  await db.schema.alterTable("admins").dropColumn("role").execute();
}
