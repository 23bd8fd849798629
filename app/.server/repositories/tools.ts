import { getDb } from "#app/.server/db/index.ts";
import type { Tool } from "#app/.server/db/schema.ts";

export async function listTools(limit?: number): Promise<Tool[]> {
  const db = await getDb();
  let query = db.selectFrom("tools").selectAll().orderBy("created_at", "desc").orderBy("id", "asc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}
