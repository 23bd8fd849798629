/** The content version: one counter that every public-content write raises. */
import { sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";

/** Call in the transaction of the write that changes what a public page shows. */
export async function bumpContentVersion(db: Executor): Promise<void> {
  await db.updateTable("content_version").set({ version: sql`version + 1` }).where("id", "=", 1).execute();
}

export async function readContentVersion(db: Executor): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
