import type { Kysely } from "kysely";
import { isCapped, pastCap } from "#app/.server/analytics/bounds.ts";
import { storedValue } from "#app/.server/analytics/stored-values.ts";
import { DAILY_VALUE_CAPS, OTHER_VALUE, STAND_IN_VALUES } from "#app/lib/analytics.ts";

// İstatistikler keep no text that may identify a person, and a bounded number
// of values a day (ADR 034). From now on the flush applies the rules; this
// applies them to what was counted before, in analytics_daily and
// analytics_monthly alike:
//
// - searches and referring hosts that may hold personal data (an e-mail
//   address, a long number, a plate, an address) become one "(Kişisel veri)"
//   row, their text deleted;
// - paths in another spelling ("/sss/", "/s%73s") join their page's row;
// - e-bülten numbers that no issue has are deleted;
// - a day's values past DAILY_VALUE_CAPS are summed under "(Diğer)" (a month's
//   totals hold many days' values and are not capped).
//
// Rows joined add their views and their visitors (a visitor counted under two
// joined values counts twice: the visitors' digests are gone).
//
// The rules are the application's own functions (bounds.ts, stored-values.ts),
// as migration 019 takes the sample notice's text: applying the rules of a
// later release to old rows only removes more.

// Migrations are immutable once released. Kysely<any>: a migration must not
// depend on the current schema types.

const DIMENSIONS = ["page", "referrer", "bulletin", "search"] as const;

interface Row {
  period: string;
  dimension: (typeof DIMENSIONS)[number];
  value: string;
  views: number;
  visitors: number;
}

export async function up(db: Kysely<any>): Promise<void> {
  const numbered = await db.selectFrom("newsletter_issues").select("number").where("number", "is not", null).execute();
  const issueNumbers = new Set(numbered.map((row) => Number(row.number)));
  for (const [table, period] of [
    ["analytics_daily", "day"],
    ["analytics_monthly", "month"],
  ] as const) {
    const rows: Row[] = (
      await db
        .selectFrom(table)
        .select([`${period} as period`, "dimension", "value", "views", "visitors"])
        .where("dimension", "in", DIMENSIONS)
        .execute()
    ).map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) }));
    const groups = new Map<string, Row[]>();
    for (const row of rows) {
      const key = `${row.period}\t${row.dimension}`;
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    for (const group of groups.values()) {
      const bounded = bound(group, issueNumbers, table === "analytics_daily");
      const unchanged =
        bounded.size === group.length &&
        group.every((row) => bounded.get(row.value)?.views === row.views && bounded.get(row.value)?.visitors === row.visitors);
      if (unchanged) continue;
      const { period: at, dimension } = group[0] as Row;
      await db.deleteFrom(table).where(period, "=", at).where("dimension", "=", dimension).execute();
      if (bounded.size === 0) continue;
      await db
        .insertInto(table)
        .values(
          [...bounded.values()].map((row) => ({ [period]: at, dimension, value: row.value, views: row.views, visitors: row.visitors })),
        )
        .execute();
    }
  }
}

/** One period's values of one dimension, as the flush would have stored them; a day's capped, a month (many days' values) not. */
function bound(group: readonly Row[], issueNumbers: ReadonlySet<number>, capped: boolean): Map<string, Row> {
  const bounded = new Map<string, Row>();
  const join = (value: string, row: Row) => {
    const known = bounded.get(value);
    if (known) {
      known.views += row.views;
      known.visitors += row.visitors;
    } else bounded.set(value, { ...row, value });
  };
  for (const row of group) {
    const value = storedValue(row.dimension, row.value, issueNumbers);
    if (value !== null) join(value, row);
  }
  const dimension = group[0]?.dimension;
  if (!capped || dimension === undefined || !isCapped(dimension)) return bounded;
  const values = new Map([...bounded].filter(([value]) => !STAND_IN_VALUES.includes(value)));
  for (const value of pastCap(values, new Set(), DAILY_VALUE_CAPS[dimension])) {
    const row = bounded.get(value) as Row;
    bounded.delete(value);
    join(OTHER_VALUE, row);
  }
  return bounded;
}
