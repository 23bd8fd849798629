/**
 * The statistics' bounds, applied at the flush (ADR 034): every counted
 * value passes `storedValue` (no text that may identify a person, one
 * spelling of a path, e-bülten numbers that an issue has), and each day keeps
 * at most DAILY_VALUE_CAPS different values of what a visitor controls
 * (pages, referring hosts, e-bülten numbers, searches); the rest are summed
 * under OTHER_VALUE. Several instances write the same day, so the cap is
 * read from the database in the flush's transaction, which the collector
 * serializes (serializeOn): the bound is exact.
 */
import { storedValue } from "#app/.server/analytics/stored-values.ts";
import type { Executor } from "#app/.server/db/index.ts";
import type { AnalyticsDimension } from "#app/.server/db/schema.ts";
import { countValues, valuesOn } from "#app/.server/repositories/analytics.ts";
import { issueNumbers } from "#app/.server/repositories/newsletter-issues.ts";
import { type CappedDimension, DAILY_VALUE_CAPS, OTHER_VALUE, STAND_IN_VALUES } from "#app/lib/analytics.ts";

/** Views and the visitors' digests (memory only) of one row. */
export interface Tally {
  views: number;
  visitors: Set<string>;
}

/** A row's key: "day\tdimension\tvalue" (no stored value holds a tab: searches' spaces are collapsed, paths are encoded). */
export const rowKey = (day: string, dimension: AnalyticsDimension, value: string) => `${day}\t${dimension}\t${value}`;

export function splitRowKey(key: string): [day: string, dimension: AnalyticsDimension, value: string] {
  const first = key.indexOf("\t");
  const second = key.indexOf("\t", first + 1);
  return [key.slice(0, first), key.slice(first + 1, second) as AnalyticsDimension, key.slice(second + 1)];
}

export const isCapped = (dimension: AnalyticsDimension): dimension is CappedDimension => Object.hasOwn(DAILY_VALUE_CAPS, dimension);

/**
 * Which of a day's new values go past the cap: those already stored keep
 * their rows, the most viewed new ones take the `free` places (ties by
 * value, so every instance would choose alike), the others are returned.
 */
export function pastCap<T extends { views: number }>(values: ReadonlyMap<string, T>, stored: ReadonlySet<string>, free: number): string[] {
  return [...values]
    .filter(([value]) => !stored.has(value))
    .sort(([a, x], [b, y]) => y.views - x.views || (a < b ? -1 : a > b ? 1 : 0))
    .slice(Math.max(0, free))
    .map(([value]) => value);
}

function add(tallies: Map<string, Tally>, key: string, tally: Tally): void {
  const known = tallies.get(key);
  if (!known) {
    tallies.set(key, tally);
    return;
  }
  known.views += tally.views;
  for (const visitor of tally.visitors) known.visitors.add(visitor);
}

/**
 * The rows a flush writes, from the rows its views add to (by rowKey; the
 * tallies may be merged into one another): stored values, then the caps.
 */
export async function boundTallies(trx: Executor, tallies: ReadonlyMap<string, Tally>): Promise<Map<string, Tally>> {
  const keys = [...tallies.keys()];
  const numbers = keys.some((key) => splitRowKey(key)[1] === "bulletin") ? await issueNumbers(trx) : new Set<number>();
  const bounded = new Map<string, Tally>();
  // The capped dimensions' values per day, stand-ins apart.
  const candidates = new Map<string, Map<CappedDimension, Map<string, Tally>>>();
  for (const [key, tally] of tallies) {
    const [day, dimension, raw] = splitRowKey(key);
    const value = storedValue(dimension, raw, numbers);
    if (value === null) continue;
    add(bounded, rowKey(day, dimension, value), tally);
  }
  for (const [key, tally] of bounded) {
    const [day, dimension, value] = splitRowKey(key);
    if (!isCapped(dimension) || STAND_IN_VALUES.includes(value)) continue;
    const byDimension = candidates.get(day) ?? new Map<CappedDimension, Map<string, Tally>>();
    candidates.set(day, byDimension);
    const values = byDimension.get(dimension) ?? new Map<string, Tally>();
    byDimension.set(dimension, values);
    values.set(value, tally);
  }
  for (const [day, byDimension] of candidates) {
    // One count per day and flush; the values themselves only when the day nears its cap.
    const counts = await countValues(trx, day, [...byDimension.keys()], STAND_IN_VALUES);
    for (const [dimension, values] of byDimension) {
      const cap = DAILY_VALUE_CAPS[dimension];
      const count = counts.get(dimension) ?? 0;
      if (count + values.size <= cap) continue;
      const stored = await valuesOn(trx, day, dimension);
      for (const value of pastCap(values, stored, cap - count)) {
        const key = rowKey(day, dimension, value);
        const tally = bounded.get(key) as Tally;
        bounded.delete(key);
        add(bounded, rowKey(day, dimension, OTHER_VALUE), tally);
      }
    }
  }
  return bounded;
}
