/** Two-factor recovery codes, stored by their SHA-256, each usable once. */
import type { Executor } from "#app/.server/db/index.ts";
import { newId } from "#app/.server/ids.ts";

/** Replaces an admin's recovery codes with new ones. */
export async function replaceRecoveryCodes(db: Executor, adminId: string, codeHashes: readonly string[], at: string): Promise<void> {
  await db.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto("recovery_codes")
    .values(codeHashes.map((code_hash) => ({ id: newId(), admin_id: adminId, code_hash, created_at: at, used_at: null })))
    .execute();
}

/** Marks an unused code used; false when there is no such unused code (also after a concurrent use). */
export async function markRecoveryCodeUsed(db: Executor, adminId: string, codeHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: at })
    .where("admin_id", "=", adminId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, adminId: string): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("admin_id", "=", adminId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
