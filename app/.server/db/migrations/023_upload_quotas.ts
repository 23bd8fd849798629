import type { Kysely } from "kysely";

// Upload quotas (issue 36, ADR 033): the bytes an account has uploaded
// (attachments and images) count against a quota the Sahip sets.
//
// - admins.upload_quota_mb: the account's own quota in MB (1 MB = 1024 × 1024
//   bytes); null: the default quota (the settings row "upload_quota_default_mb",
//   or 500 MB while the Sahip has set none). MB, not bytes: a terabyte still
//   fits PostgreSQL's integer.
// - attachments.admin_email and media.admin_email get an index: an upload sums
//   what its account has stored.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("admins").addColumn("upload_quota_mb", "integer").execute();
  await db.schema.createIndex("attachments_admin_email").on("attachments").columns(["admin_email"]).execute();
  await db.schema.createIndex("media_admin_email").on("media").columns(["admin_email"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("media_admin_email").execute();
  await db.schema.dropIndex("attachments_admin_email").execute();
  await db.schema.alterTable("admins").dropColumn("upload_quota_mb").execute();
}
