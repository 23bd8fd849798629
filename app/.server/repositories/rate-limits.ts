/** Fixed-window counters for rate limits, shared by every instance. */
import { sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";

export interface Counter {
  count: number;
  reset_at: string;
}

/**
 * Counts one hit against `key` in one atomic upsert: a window that has ended
 * starts again at 1. Returns the counter after the hit.
 */
export async function countHit(db: Executor, key: string, now: string, resetAt: string): Promise<Counter> {
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), reset_at: row.reset_at };
}

export async function findCounter(db: Executor, key: string): Promise<Counter | undefined> {
  const row = await db.selectFrom("rate_limits").select(["count", "reset_at"]).where("key", "=", key).executeTakeFirst();
  return row && { count: Number(row.count), reset_at: row.reset_at };
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Counters whose window ended before `now`. */
export async function deleteEndedCounters(db: Executor, now: string): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("reset_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
