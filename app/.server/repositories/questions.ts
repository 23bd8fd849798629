import { getDb } from "#app/.server/db/index.ts";
import type { Question } from "#app/.server/db/schema.ts";

/** FAQ entries, oldest first: the office adds questions in reading order. */
export async function listQuestions(): Promise<Question[]> {
  const db = await getDb();
  return db.selectFrom("questions").selectAll().orderBy("created_at", "asc").orderBy("id", "asc").execute();
}
