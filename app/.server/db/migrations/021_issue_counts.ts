import type { Kysely } from "kysely";

// An e-bülten issue's delivery counts outlive its outbox rows: maintenance
// deletes sent and ended deliveries after 90 days (they hold addresses), and
// before it does, adds them to the purged_<status> counts, so the send
// screen's summary still reads "N aboneye gönderildi" years later.
//
// - newsletter_issues.purged_sent / purged_failed / purged_skipped /
//   purged_cancelled: deliveries of that status already deleted. Issues sent
//   before this migration whose rows are already gone keep 0: nothing is left
//   to count them from.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

const PURGED_COLUMNS = ["purged_sent", "purged_failed", "purged_skipped", "purged_cancelled"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // One column a statement: SQLite's ALTER TABLE adds one at a time.
  for (const column of PURGED_COLUMNS) {
    await db.schema
      .alterTable("newsletter_issues")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
}
