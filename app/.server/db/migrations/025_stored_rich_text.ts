import type { Kysely } from "kysely";
import { toStoredRichText } from "#app/.server/text/rich-text.ts";

// Rich text is stored in one form: what toStoredRichText returns, which it
// returns again when given it (ADR 046), so content:export → content:import →
// content:export gives the same file. Before, the sample's bodies (the seed's
// plain text, the sample firm's pages and services) were written by escapers
// of their own ("Kanun&#39;un") and an import stored them as the sanitizer
// writes them ("Kanun'un"); a body that lost its blocks to the sanitizer
// ("<div>Metin</div>" stored as "Metin") was read back as plain text. This
// stores each body of the exported lists and the firm's pages and services in
// that one form. A page reads the same before and after: rendering already
// passes every body through toStoredRichText. Nothing else of the row changes
// (not updated_at: no one edited it); saved drafts and the history keep their text.
//
// The form is the application's own function, as migration 022 takes the
// statistics' rules: run later, this stores the form of that later release.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

/** Each table with a rich-text column, its key and the column. */
const BODIES = [
  ["announcements", "id", "body"],
  ["news", "id", "body"],
  ["circulars", "id", "body"],
  ["questions", "id", "answer"],
  ["firm_pages", "key", "body"],
  ["services", "id", "body"],
] as const;

/** Rows read at a time: a sirküler's body may be long. */
const BATCH = 200;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, key, column] of BODIES) {
    let after: string | undefined;
    for (;;) {
      let query = db
        .selectFrom(table)
        .select([`${key} as key`, `${column} as text`])
        .orderBy(key)
        .limit(BATCH);
      if (after !== undefined) query = query.where(key, ">", after);
      const rows: { key: string; text: string }[] = await query.execute();
      for (const row of rows) {
        const stored = toStoredRichText(row.text);
        if (stored !== row.text)
          await db
            .updateTable(table)
            .set({ [column]: stored })
            .where(key, "=", row.key)
            .execute();
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]?.key;
    }
  }
}
