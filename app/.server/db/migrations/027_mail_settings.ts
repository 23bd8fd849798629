import type { Kysely } from "kysely";

// E-posta ayarları (issue 39, ADR 049): the SMTP server the office sets in the admin, one
// row (id 1), used while SMTP_URL is unset. The password is stored sealed with the secret
// box (AES-256-GCM under TWO_FACTOR_KEY), never in plain text; `revision` rises with every
// save so that each instance's mail worker sees the change on its next poll.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("port", "integer", (c) => c.notNull())
    .addColumn("security", "text", (c) => c.notNull())
    .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_sealed", "text")
    .addColumn("from_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("reply_to", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_settings").execute();
}
