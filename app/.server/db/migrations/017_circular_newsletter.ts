import type { Kysely } from "kysely";

// Sirküler (issue 23): the draft e-bülten issue made from a circular ("Abonelere
// e-bülten olarak gönder"), remembered so that saving the circular again makes
// no second issue. Null: none made (or the box was never ticked).

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("circulars").addColumn("newsletter_issue_id", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("circulars").dropColumn("newsletter_issue_id").execute();
}
