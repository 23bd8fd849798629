import type { Kysely } from "kysely";

// Admin accounts for an office (issue 12): several admins with names and
// invitations, sessions the admin can see (device and address), single-use
// e-mailed tokens (invitation, password reset, the second sign-in step) and
// two-factor sign-in with recovery codes.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  // An invited admin has an empty password_hash until they set one.
  await db.schema
    .alterTable("admins")
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("admins").addColumn("last_sign_in_at", "text").execute();
  // TOTP secret, encrypted (auth/secret-box.ts); null while two-factor is off.
  await db.schema.alterTable("admins").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("admins").addColumn("totp_enabled_at", "text").execute();
  // The last accepted time step: a code is never accepted twice.
  await db.schema.alterTable("admins").addColumn("totp_last_step", "integer").execute();

  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("sessions").addColumn("ip", "text").execute();

  // `id` is the SHA-256 of the token sent by e-mail or kept in a cookie.
  await db.schema
    .createTable("admin_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("admin_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("admin_tokens_admin_id").on("admin_tokens").column("admin_id").execute();

  // Hashed (SHA-256: the codes carry 80 random bits) and single-use.
  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("admin_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("recovery_codes_admin_id").on("recovery_codes").column("admin_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("admin_tokens").execute();
  for (const column of ["user_agent", "ip"]) await db.schema.alterTable("sessions").dropColumn(column).execute();
  for (const column of ["name", "last_sign_in_at", "totp_secret", "totp_enabled_at", "totp_last_step"]) {
    await db.schema.alterTable("admins").dropColumn(column).execute();
  }
}
