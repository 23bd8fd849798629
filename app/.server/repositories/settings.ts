/** Small named values the application keeps in the database. */
import type { Executor } from "#app/.server/db/index.ts";

export async function getSetting(db: Executor, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

/** Inserts the value unless the key exists. True when it was inserted. */
export async function insertSettingIfAbsent(db: Executor, key: string, value: string): Promise<boolean> {
  const result = await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Sets the value only if it is still `expected` (compare and set). True when it was set. */
export async function replaceSetting(db: Executor, key: string, expected: string, value: string): Promise<boolean> {
  const result = await db.updateTable("settings").set({ value }).where("key", "=", key).where("value", "=", expected).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets the value, inserting the key if it is missing. */
export async function putSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
