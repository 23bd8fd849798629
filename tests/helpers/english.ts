/**
 * English texts written behind the application's back (issue 43), as its English tab
 * publishes them: the row in english_texts with the content version raised, so public
 * pages show it on the next request. With a cleanup, the row goes again after the test.
 */
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { EMPTY_ENGLISH, type EnglishFields, type EnglishKind } from "#app/lib/english.ts";
import type { Cleanup } from "#tests/helpers/cleanup.ts";

/** Publishes `fields` as the English of one item (kind and key), over any English it had. */
export async function putEnglish<K extends EnglishKind>(
  db: Kysely<Database>,
  kind: K,
  key: string,
  fields: Partial<EnglishFields[K]>,
  cleanup?: Cleanup,
): Promise<EnglishFields[K]> {
  const data = { ...EMPTY_ENGLISH[kind], ...fields } as EnglishFields[K];
  const now = new Date().toISOString();
  await db.deleteFrom("english_texts").where("kind", "=", kind).where("key", "=", key).execute();
  await db
    .insertInto("english_texts")
    .values({ kind, key, data: JSON.stringify(data), draft: null, published_at: now, revision: 1, updated_at: now, updated_by: null })
    .execute();
  await bumpContentVersion(db);
  cleanup?.(async () => {
    await db.deleteFrom("english_texts").where("kind", "=", kind).where("key", "=", key).execute();
    await bumpContentVersion(db);
  });
  return data;
}

/** Removes every English text (a test that needs a site with none). */
export async function clearEnglish(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("english_texts").execute();
  await bumpContentVersion(db);
}
