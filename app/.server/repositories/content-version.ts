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

/**
 * Takes the content version's row lock for the rest of the caller's transaction and returns
 * the version: a write that would raise it waits until that transaction ends. A no-op update
 * (version = version), so that SQLite's write lock and PostgreSQL's row lock are taken alike.
 * Page files (publishing/page-files.ts, ADR 053) point the proxy at a version's folder under it.
 */
export async function lockContentVersion(trx: Executor): Promise<number> {
  const row = await trx
    .updateTable("content_version")
    .set({ version: sql`version` })
    .where("id", "=", 1)
    .returning("version")
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
