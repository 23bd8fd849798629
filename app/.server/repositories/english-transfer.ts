/**
 * english_texts and english_revisions as content:export / content:import move them (issue 43,
 * ADR 062; firm/english-transfer.ts): every row read, and the whole set replaced inside the
 * import's transaction (each imported item's version in its history: repositories/english.ts addEnglishRevision).
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { EnglishTextRow, EnglishTextTable } from "#app/.server/db/schema.ts";

/** Every English row, published or not, in a fixed order (kind, then key). */
export async function listAllEnglishTexts(db: Executor): Promise<EnglishTextRow[]> {
  return db.selectFrom("english_texts").selectAll().orderBy("kind").orderBy("key").execute();
}

/** Removes every English row (their history stays). */
export async function deleteAllEnglishTexts(db: Executor): Promise<void> {
  await db.deleteFrom("english_texts").execute();
}

export async function insertEnglishText(db: Executor, row: EnglishTextTable): Promise<void> {
  await db.insertInto("english_texts").values(row).execute();
}
