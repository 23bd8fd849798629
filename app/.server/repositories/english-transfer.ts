/**
 * english_texts and english_revisions as content:export / content:import move them (issue 43,
 * ADR 062; firm/english-transfer.ts): every row read, and the whole set replaced inside the
 * import's transaction, each imported item with a version in its English history.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { EnglishTextRow, EnglishTextTable } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import type { EnglishKind } from "#app/lib/english.ts";

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

/** One more version in an item's English history (numbered after its last one). */
export async function appendEnglishRevision(
  db: Executor,
  revision: { kind: EnglishKind; key: string; action: string; snapshot: string; adminEmail: string; createdAt: string },
): Promise<void> {
  const last = await db
    .selectFrom("english_revisions")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("kind", "=", revision.kind)
    .where("key", "=", revision.key)
    .executeTakeFirst();
  await db
    .insertInto("english_revisions")
    .values({
      id: newId(),
      kind: revision.kind,
      key: revision.key,
      version: Number(last?.version ?? 0) + 1,
      action: revision.action,
      snapshot: revision.snapshot,
      admin_email: revision.adminEmail,
      created_at: revision.createdAt,
    })
    .execute();
}
