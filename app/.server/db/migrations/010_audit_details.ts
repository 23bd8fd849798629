import type { Kysely } from "kysely";

// The audit log keeps, where a write replaces or removes something, what was
// there before (issue 14: a replaced MTV table, a corrected gecikme rate, a
// deleted holiday): a JSON text, null for the writes that need none.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("details", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").dropColumn("details").execute();
}
