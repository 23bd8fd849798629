/** Single-use admin tokens (invitation, password reset, second sign-in step), stored by their SHA-256. */
import type { Executor } from "#app/.server/db/index.ts";
import type { AdminToken, AdminTokenPurpose } from "#app/.server/db/schema.ts";

export async function insertAdminToken(db: Executor, token: Omit<AdminToken, "used_at">): Promise<void> {
  await db
    .insertInto("admin_tokens")
    .values({ ...token, used_at: null })
    .execute();
}

/** The token if it exists for this purpose, is unused and has not expired at `now`. */
export async function findLiveToken(db: Executor, id: string, purpose: AdminTokenPurpose, now: string): Promise<AdminToken | undefined> {
  return db
    .selectFrom("admin_tokens")
    .selectAll()
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/**
 * Marks a live token used; false when it was not live (unknown, expired, or
 * used already, also by a concurrent request): the caller must then refuse.
 */
export async function markTokenUsed(db: Executor, id: string, purpose: AdminTokenPurpose, now: string): Promise<boolean> {
  const result = await db
    .updateTable("admin_tokens")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An admin's unused tokens of a purpose are withdrawn (a new invitation or reset replaces older ones). */
export async function withdrawTokens(db: Executor, adminId: string, purpose: AdminTokenPurpose, now: string): Promise<void> {
  await db
    .updateTable("admin_tokens")
    .set({ used_at: now })
    .where("admin_id", "=", adminId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}

/** Tokens that expired or were used before `before` (maintenance). */
export async function deleteStaleTokens(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom("admin_tokens")
    .where((eb) => eb.or([eb("expires_at", "<", before), eb("used_at", "<", before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * For each admin with an unused invitation (issueToken withdraws older ones,
 * so at most one), when it expires; an expiry at or before now means expired.
 */
export async function pendingInviteExpiries(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("admin_tokens")
    .select(["admin_id", (eb) => eb.fn.max("expires_at").as("expires_at")])
    .where("purpose", "=", "invite")
    .where("used_at", "is", null)
    .groupBy("admin_id")
    .execute();
  return new Map(rows.map((row) => [row.admin_id, String(row.expires_at)]));
}
