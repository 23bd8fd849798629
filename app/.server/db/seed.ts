import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { seedAnnouncements, seedCirculars, seedNews, seedQuestions, seedTools } from "#app/.server/db/seed-data.ts";
import { nowIso } from "#app/.server/ids.ts";
import { toStoredRichText } from "#app/.server/text/rich-text.ts";

/** The settings row that marks the sample content as seeded (or an import as having replaced it). */
export const SEEDED_KEY = "seeded_at";

/**
 * Fills a new installation with the sample content, once. The marker row makes
 * it a one-time event: an office that later empties a list does not get the
 * samples back on the next start, and an imported database is never touched.
 */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx.selectFrom("settings").select("value").where("key", "=", SEEDED_KEY).executeTakeFirst();
    if (marker) return false;

    const existing = await Promise.all(
      (["announcements", "news", "circulars", "questions", "tools"] as const).map((table) =>
        trx.selectFrom(table).select("id").limit(1).executeTakeFirst(),
      ),
    );
    const empty = existing.every((row) => row === undefined);
    if (empty) {
      const post = (p: { id: string; title: string; body: string; date: string }) => ({
        id: p.id,
        title: p.title,
        body: toStoredRichText(p.body),
        created_at: p.date,
        updated_at: p.date,
        status: "published" as const,
        published_at: p.date,
      });
      // "Do nothing" on a conflict: two instances starting at once on one
      // PostgreSQL may both get here; the samples' ids are fixed.
      await trx
        .insertInto("announcements")
        .values(seedAnnouncements.map(post))
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto("news")
        .values(seedNews.map(post))
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto("circulars")
        .values(
          seedCirculars.map((c) => ({
            ...post(c),
            number_year: c.year,
            number_seq: c.seq,
            reference_kind: c.reference?.kind ?? null,
            reference_number: c.reference?.number ?? null,
            gazette_date: c.reference?.gazetteDate ?? null,
            gazette_number: c.reference?.gazetteNumber ?? null,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto("circular_category_links")
        .values(seedCirculars.flatMap((c) => c.categories.map((slug) => ({ circular_id: c.id, category_id: `kategori-${slug}` }))))
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto("questions")
        .values(
          seedQuestions.map((q) => ({
            id: q.id,
            title: q.title,
            answer: toStoredRichText(q.answer),
            created_at: q.date,
            updated_at: q.date,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto("tools")
        .values(seedTools.map((t) => ({ id: t.id, title: t.title, url: t.url, created_at: t.date, updated_at: t.date })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .insertInto("settings")
      .values({ key: SEEDED_KEY, value: nowIso() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return empty;
  });
}
