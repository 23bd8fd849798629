import { type Kysely, PostgresAdapter } from "kysely";

// KVKK applications (issue 42): a person's application under KVKK md. 11 and the Tebliğ
// (RG 10.03.2018/30356, md. 5), its numbering, its 30-day deadline (md. 13), the office's
// notes and answer, and the files on both sides.
//
// - kvkk_applications: one application; `reference` KVKK-YYYY-NNNN is `year` and `number`,
//   unique together (the numbering retries on a clash between instances).
// - kvkk_application_notes: the office's notes, oldest first.
// - kvkk_application_files: documents the person sent (side "request") and the answer's
//   attachments (side "answer"), their bytes in the database like sirküler attachments.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";

  await db.schema
    .createTable("kvkk_applications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("due_on", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("national_id", "text")
    .addColumn("nationality", "text")
    .addColumn("foreign_id", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("relation", "text", (c) => c.notNull())
    .addColumn("relation_detail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("rights", "text", (c) => c.notNull())
    .addColumn("request", "text", (c) => c.notNull())
    .addColumn("answer_channel", "text", (c) => c.notNull())
    .addColumn("email_confirmed_at", "text")
    .addColumn("confirm_token_hash", "text")
    .addColumn("answer_body", "text")
    .addColumn("answered_at", "text")
    .addColumn("answered_by", "text")
    .addColumn("answered_via", "text")
    .addColumn("closed_reason", "text")
    .addColumn("reminded_warning_at", "text")
    .addColumn("reminded_last_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("kvkk_applications_year_number", ["year", "number"])
    .execute();
  await db.schema.createIndex("kvkk_applications_status_due").on("kvkk_applications").columns(["status", "due_on"]).execute();
  await db.schema.createIndex("kvkk_applications_email").on("kvkk_applications").column("email").execute();
  await db.schema.createIndex("kvkk_applications_confirm_token").on("kvkk_applications").column("confirm_token_hash").execute();

  await db.schema
    .createTable("kvkk_application_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("kvkk_applications.id").onDelete("cascade"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("kvkk_application_notes_application")
    .on("kvkk_application_notes")
    .columns(["application_id", "created_at"])
    .execute();

  await db.schema
    .createTable("kvkk_application_files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("kvkk_applications.id").onDelete("cascade"))
    .addColumn("side", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("data", binary, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("kvkk_application_files_application")
    .on("kvkk_application_files")
    .columns(["application_id", "side"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("kvkk_application_files").execute();
  await db.schema.dropTable("kvkk_application_notes").execute();
  await db.schema.dropTable("kvkk_applications").execute();
}
