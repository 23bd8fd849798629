/**
 * Rate limits with fixed windows. The counters live in the database, so they
 * hold across restarts and instances.
 */
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import { countHit, deleteCounter, findCounter } from "#app/.server/repositories/rate-limits.ts";

export interface Limit {
  /** How many hits a window allows. */
  max: number;
  windowMs: number;
}

export interface LimitState {
  limited: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

function state(count: number, resetAt: string, max: number): LimitState {
  const retryAfter = Math.max(1, Math.ceil((Date.parse(resetAt) - Date.now()) / 1000));
  return { limited: count >= max, count, retryAfter };
}

/** Counts one hit against `key` and tells whether this hit is over the limit. */
export async function hit(key: string, limit: Limit): Promise<LimitState> {
  return transaction((trx) => hitIn(trx, key, limit));
}

/**
 * Counts one hit against `key` inside the caller's transaction, so that it
 * is counted only together with what it guards (and undone with it).
 */
export async function hitIn(trx: Executor, key: string, limit: Limit): Promise<LimitState> {
  const now = new Date();
  const resetAt = new Date(now.getTime() + limit.windowMs).toISOString();
  const counter = await countHit(trx, key, now.toISOString(), resetAt);
  // This hit is over the limit when it is the (max + 1)-th of the window.
  return { ...state(counter.count - 1, counter.reset_at, limit.max), count: counter.count };
}

/** Thrown inside a transaction by a hit over its limit: the transaction stores nothing. */
export class RateLimitedError extends Error {
  /** Seconds until the window resets (for Retry-After). */
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super("Rate limit reached; nothing was stored.");
    this.retryAfter = retryAfter;
  }
}

/** Whether `key` has used up its window, without counting a hit. */
export async function check(key: string, limit: Limit): Promise<LimitState> {
  const counter = await findCounter(await getDb(), key);
  if (!counter || Date.parse(counter.reset_at) <= Date.now()) return { limited: false, count: 0, retryAfter: 0 };
  return state(counter.count, counter.reset_at, limit.max);
}

/** Hits of `key` in its current window (0 when it has ended). */
export async function count(key: string): Promise<number> {
  const counter = await findCounter(await getDb(), key);
  return counter && Date.parse(counter.reset_at) > Date.now() ? counter.count : 0;
}

export async function reset(key: string): Promise<void> {
  await transaction((trx) => deleteCounter(trx, key));
}
