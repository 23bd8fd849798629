import type { Kysely } from "kysely";

// The vergi takvimi's admin edits of a generated deadline's wording (issue 14):
// the title and the description the office wrote instead of the rule's. Like
// override_date, override_note and hidden (008), regeneration never touches
// them, so an edit survives it; null shows the rule's own text. Numbered 011:
// 010 is taken by the audit log's details (the Vergi verileri branch).

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tax_deadlines").addColumn("override_title", "text").execute();
  await db.schema.alterTable("tax_deadlines").addColumn("override_description", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tax_deadlines").dropColumn("override_description").execute();
  await db.schema.alterTable("tax_deadlines").dropColumn("override_title").execute();
}
