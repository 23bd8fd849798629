import type { Kysely } from "kysely";

// The admin area: accounts, server-side sessions, rate-limit counters and the audit log.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admins")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("password_changed_at", "text", (c) => c.notNull())
    .execute();

  // `id` is the SHA-256 of the cookie's token: a copy of the table opens no session.
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("admin_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_admin_id").on("sessions").column("admin_id").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("entry_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_at").on("audit_log").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["audit_log", "rate_limits", "sessions", "admins"]) {
    await db.schema.dropTable(table).execute();
  }
}
