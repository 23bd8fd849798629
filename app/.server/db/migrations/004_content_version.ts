import type { Kysely } from "kysely";

// One counter that every content write raises, in the same transaction: the
// page cache of every instance compares it on each request.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_version").execute();
}
