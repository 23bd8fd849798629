/** The content version: one counter that every public-content write raises. */
import { type CompiledQuery, sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";

/** Call in the transaction of the write that changes what a public page shows. */
export async function bumpContentVersion(db: Executor): Promise<void> {
  await db.updateTable("content_version").set({ version: sql`version + 1` }).where("id", "=", 1).execute();
}

// Read on every public request: compiled once per connection, not per call.
const compiled = new WeakMap<Executor, CompiledQuery<{ version: number }>>();

export async function readContentVersion(db: Executor): Promise<number> {
  let query = compiled.get(db);
  if (!query) {
    query = db.selectFrom("content_version").select("version").where("id", "=", 1).compile();
    compiled.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  return Number(rows[0]?.version ?? 0);
}
