/** İstatistikler (ADR 029): the daily counts, the day's salt and digests, the monthly totals. */
import { sql } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { AnalyticsDimension } from "#app/.server/db/schema.ts";

export interface CountRow {
  day: string;
  dimension: AnalyticsDimension;
  value: string;
  views: number;
  visitors: number;
}

/** Rows per statement: far below SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 400;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let at = 0; at < items.length; at += CHUNK) yield items.slice(at, at + CHUNK);
}

export async function findSalt(db: Executor, day: string): Promise<string | undefined> {
  const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirst();
  return row?.salt;
}

/** Stores `salt` for `day` unless an instance stored one first; returns the day's salt either way. */
export async function insertSaltIfAbsent(db: Executor, day: string, salt: string): Promise<string> {
  await db
    .insertInto("analytics_salts")
    .values({ day, salt })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const stored = await findSalt(db, day);
  if (stored === undefined) throw new Error(`analytics salt for ${day} vanished`);
  return stored;
}

/** Forgets every day before `day`: its salt and its digests. Returns the salts deleted. */
export async function deleteDaysBefore(db: Executor, day: string): Promise<number> {
  await db.deleteFrom("analytics_seen").where("day", "<", day).execute();
  const result = await db.deleteFrom("analytics_salts").where("day", "<", day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Stores the digests not seen yet on `day`; returns those that were new. */
export async function insertSeen(db: Executor, day: string, digests: readonly string[]): Promise<Set<string>> {
  const fresh = new Set<string>();
  for (const part of chunks(digests)) {
    const rows = await db
      .insertInto("analytics_seen")
      .values(part.map((digest) => ({ day, digest })))
      .onConflict((oc) => oc.columns(["day", "digest"]).doNothing())
      .returning("digest")
      .execute();
    for (const row of rows) fresh.add(row.digest);
  }
  return fresh;
}

/** Adds views and visitors to the day's rows. */
export async function addCounts(db: Executor, rows: readonly CountRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insertInto("analytics_daily")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["day", "dimension", "value"]).doUpdateSet({
          views: sql<number>`analytics_daily.views + excluded.views`,
          visitors: sql<number>`analytics_daily.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
}

/**
 * How many different values each of `dimensions` holds on `day`, leaving
 * out `except` (the stand-in values, which no cap counts).
 */
export async function countValues(
  db: Executor,
  day: string,
  dimensions: readonly AnalyticsDimension[],
  except: readonly string[],
): Promise<Map<AnalyticsDimension, number>> {
  if (dimensions.length === 0) return new Map();
  const rows = await db
    .selectFrom("analytics_daily")
    .select(["dimension", sql<number>`count(*)`.as("n")])
    .where("day", "=", day)
    .where("dimension", "in", [...dimensions])
    .where("value", "not in", [...except])
    .groupBy("dimension")
    .execute();
  return new Map(rows.map((row) => [row.dimension, Number(row.n)]));
}

/** The values `dimension` holds on `day` (a day's values are capped, so few). */
export async function valuesOn(db: Executor, day: string, dimension: AnalyticsDimension): Promise<Set<string>> {
  const rows = await db.selectFrom("analytics_daily").select("value").where("day", "=", day).where("dimension", "=", dimension).execute();
  return new Set(rows.map((row) => row.value));
}

/** The site's totals per day from `from` to `to` (inclusive), days without views left out. */
export async function siteTotalsByDay(db: Executor, from: string, to: string) {
  const rows = await db
    .selectFrom("analytics_daily")
    .select(["day", "views", "visitors"])
    .where("dimension", "=", "site")
    .where("day", ">=", from)
    .where("day", "<=", to)
    .orderBy("day")
    .execute();
  return rows.map((row) => ({ day: row.day, views: Number(row.views), visitors: Number(row.visitors) }));
}

export interface Ranked {
  value: string;
  views: number;
  visitors: number;
}

/** Which values a ranking reads: those starting with `prefix`; only the values `only`; none of `except`. */
export interface RankedValues {
  prefix?: string;
  only?: readonly string[];
  except?: readonly string[];
}

/**
 * One dimension's values summed over the days from `from` to `to` and over
 * the months from `fromMonth` to `toMonth` (older periods kept as monthly
 * totals), most viewed first.
 */
export async function ranked(
  db: Executor,
  dimension: AnalyticsDimension,
  range: { from: string; to: string; fromMonth: string | null; toMonth: string | null },
  limit: number,
  { prefix, only, except }: RankedValues = {},
): Promise<Ranked[]> {
  if (only?.length === 0) return [];
  const daily = db
    .selectFrom("analytics_daily")
    .select(["value", "views", "visitors"])
    .where("dimension", "=", dimension)
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .$if(prefix !== undefined, (q) => q.where("value", "like", `${prefix}%`));
  const rows =
    range.fromMonth && range.toMonth
      ? daily.unionAll(
          db
            .selectFrom("analytics_monthly")
            .select(["value", "views", "visitors"])
            .where("dimension", "=", dimension)
            .where("month", ">=", range.fromMonth)
            .where("month", "<=", range.toMonth)
            .$if(prefix !== undefined, (q) => q.where("value", "like", `${prefix}%`)),
        )
      : daily;
  const summed = await db
    .selectFrom(rows.as("r"))
    .select(["r.value", sql<number>`sum(r.views)`.as("views"), sql<number>`sum(r.visitors)`.as("visitors")])
    .$if(only !== undefined, (q) => q.where("r.value", "in", [...(only ?? [])]))
    .$if((except?.length ?? 0) > 0, (q) => q.where("r.value", "not in", [...(except ?? [])]))
    .groupBy("r.value")
    .orderBy(sql`sum(r.views)`, "desc")
    .orderBy("r.value")
    .limit(limit)
    .execute();
  return summed.map((row) => ({ value: row.value, views: Number(row.views), visitors: Number(row.visitors) }));
}

/**
 * The pages' views over the range summed by language (issue 43): English for /en and below it,
 * Turkish for every other path; the values in `except` (the stand-ins, whose pages are of
 * either language) left out.
 */
export async function pageViewsByLanguage(
  db: Executor,
  range: { from: string; to: string; fromMonth: string | null; toMonth: string | null },
  except: readonly string[],
): Promise<{ english: number; turkish: number }> {
  const daily = db
    .selectFrom("analytics_daily")
    .select(["value", "views"])
    .where("dimension", "=", "page")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to);
  const rows =
    range.fromMonth && range.toMonth
      ? daily.unionAll(
          db
            .selectFrom("analytics_monthly")
            .select(["value", "views"])
            .where("dimension", "=", "page")
            .where("month", ">=", range.fromMonth)
            .where("month", "<=", range.toMonth),
        )
      : daily;
  const english = sql<boolean>`(r.value = '/en' or r.value like '/en/%')`;
  const [totals] = await db
    .selectFrom(rows.as("r"))
    .select([
      sql<number>`coalesce(sum(case when ${english} then r.views else 0 end), 0)`.as("english"),
      sql<number>`coalesce(sum(case when ${english} then 0 else r.views end), 0)`.as("turkish"),
    ])
    .$if(except.length > 0, (q) => q.where("r.value", "not in", [...except]))
    .execute();
  return { english: Number(totals?.english ?? 0), turkish: Number(totals?.turkish ?? 0) };
}

/** Every daily row from `from` to `to`, for the CSV export. */
export async function dailyRows(db: Executor, from: string, to: string): Promise<CountRow[]> {
  const rows = await db
    .selectFrom("analytics_daily")
    .selectAll()
    .where("day", ">=", from)
    .where("day", "<=", to)
    .orderBy("day")
    .orderBy("dimension")
    .orderBy("views", "desc")
    .orderBy("value")
    .execute();
  return rows.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) }));
}

/** The oldest daily row's day, or undefined with none. */
export async function oldestDay(db: Executor): Promise<string | undefined> {
  const row = await db.selectFrom("analytics_daily").select(sql<string>`min(day)`.as("day")).executeTakeFirst();
  return row?.day ?? undefined;
}

/**
 * Sums the daily rows before `day` into monthly totals (added to what a month
 * holds already) and deletes them. Returns the daily rows folded.
 */
export async function foldDaysBefore(db: Executor, day: string): Promise<number> {
  const months = await db
    .selectFrom("analytics_daily")
    .select([
      sql<string>`substr(day, 1, 7)`.as("month"),
      "dimension",
      "value",
      sql<number>`sum(views)`.as("views"),
      sql<number>`sum(visitors)`.as("visitors"),
    ])
    .where("day", "<", day)
    .groupBy([sql`substr(day, 1, 7)`, "dimension", "value"])
    .execute();
  for (const part of chunks(months)) {
    await db
      .insertInto("analytics_monthly")
      .values(part.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) })))
      .onConflict((oc) =>
        oc.columns(["month", "dimension", "value"]).doUpdateSet({
          views: sql<number>`analytics_monthly.views + excluded.views`,
          visitors: sql<number>`analytics_monthly.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
  const result = await db.deleteFrom("analytics_daily").where("day", "<", day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
