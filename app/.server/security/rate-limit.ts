import { sql } from "kysely";
import { getDb } from "#app/.server/db/index.ts";

export interface Limit {
  /** How many hits a window allows. */
  max: number;
  windowMs: number;
}

export interface LimitState {
  limited: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

function state(count: number, resetAt: string, max: number): LimitState {
  const retryAfter = Math.max(1, Math.ceil((Date.parse(resetAt) - Date.now()) / 1000));
  return { limited: count >= max, retryAfter };
}

/**
 * Counts one hit against `key` and tells whether the key is now over its
 * limit. One atomic upsert, so counts hold across processes and instances
 * (the counters live in the database).
 */
export async function hit(key: string, limit: Limit): Promise<LimitState> {
  const db = await getDb();
  const now = new Date();
  const nowIso = now.toISOString();
  const resetAt = new Date(now.getTime() + limit.windowMs).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${nowIso} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${nowIso} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  // This hit is over the limit when it is the (max + 1)-th of the window.
  return state(Number(row.count) - 1, row.reset_at, limit.max);
}

/** Whether `key` has used up its window, without counting a hit. */
export async function check(key: string, limit: Limit): Promise<LimitState> {
  const db = await getDb();
  const row = await db.selectFrom("rate_limits").select(["count", "reset_at"]).where("key", "=", key).executeTakeFirst();
  if (!row || Date.parse(row.reset_at) <= Date.now()) return { limited: false, retryAfter: 0 };
  return state(Number(row.count), row.reset_at, limit.max);
}

export async function reset(key: string): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}
