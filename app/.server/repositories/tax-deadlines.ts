/**
 * The vergi takvimi's rows (`tax_deadlines`, migrations 008 and 011): the
 * deadlines the rules generate (rule and period set) and the office's events
 * (rule null). A deadline's applied day is the admin's süre uzatımı if there
 * is one, else its VUK md. 18 due day.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { TaxDeadline } from "#app/.server/db/schema.ts";

export type { TaxDeadline };

/** The columns the rules write; regeneration never touches the others (override_*, hidden). */
export const GENERATED_COLUMNS = [
  "year",
  "rule",
  "period",
  "kind",
  "title",
  "audience",
  "description",
  "legal_basis",
  "tool_path",
  "statutory_date",
  "due_date",
  "flags",
] as const satisfies readonly (keyof TaxDeadline)[];

/** A generated row's columns: a rule's row always has its rule and period (an office event has neither). */
export type GeneratedColumns = Pick<TaxDeadline, (typeof GENERATED_COLUMNS)[number]> & { rule: string; period: string };

/** Every row of a year (hidden ones too), by applied day. */
export function listDeadlinesOfYear(db: Executor, year: number) {
  return db
    .selectFrom("tax_deadlines")
    .selectAll()
    .where("year", "=", year)
    .orderBy((eb) => eb.fn.coalesce("override_date", "due_date"))
    .orderBy("id")
    .execute();
}

/** The rows a visitor sees whose applied day is in [from, to], by applied day. */
export function listVisibleBetween(db: Executor, from: string, to: string) {
  return db
    .selectFrom("tax_deadlines")
    .selectAll()
    .where("hidden", "=", 0)
    .where((eb) => eb(eb.fn.coalesce("override_date", "due_date"), ">=", from))
    .where((eb) => eb(eb.fn.coalesce("override_date", "due_date"), "<=", to))
    .orderBy((eb) => eb.fn.coalesce("override_date", "due_date"))
    .orderBy("id")
    .execute();
}

/** The next `limit` rows a visitor sees from `from` on. */
export function listVisibleFrom(db: Executor, from: string, limit: number) {
  return db
    .selectFrom("tax_deadlines")
    .selectAll()
    .where("hidden", "=", 0)
    .where((eb) => eb(eb.fn.coalesce("override_date", "due_date"), ">=", from))
    .orderBy((eb) => eb.fn.coalesce("override_date", "due_date"))
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The rows a visitor sees of the given years (the .ics). */
export function listVisibleOfYears(db: Executor, years: readonly number[]) {
  return db
    .selectFrom("tax_deadlines")
    .selectAll()
    .where("hidden", "=", 0)
    .where("year", "in", [...years])
    .orderBy((eb) => eb.fn.coalesce("override_date", "due_date"))
    .orderBy("id")
    .execute();
}

/** Which of `years` have generated rows, ascending. */
export async function listGeneratedYears(db: Executor, years?: readonly number[]): Promise<number[]> {
  let query = db.selectFrom("tax_deadlines").select("year").distinct().where("rule", "is not", null);
  if (years) query = query.where("year", "in", [...years]);
  const rows = await query.orderBy("year").execute();
  return rows.map((row) => Number(row.year));
}

export function findDeadline(db: Executor, id: string) {
  return db.selectFrom("tax_deadlines").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The generated rows of a year. */
export function listGeneratedOfYear(db: Executor, year: number) {
  return db.selectFrom("tax_deadlines").selectAll().where("year", "=", year).where("rule", "is not", null).execute();
}

export async function insertDeadline(db: Executor, row: GeneratedColumns & { id: string; now: string }): Promise<void> {
  const { now, ...columns } = row;
  await db
    .insertInto("tax_deadlines")
    .values({ ...columns, created_at: now, updated_at: now })
    // Two instances generating the same year at once: the second one's identical row is not an error.
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** Rewrites a row's generated columns; the admin's columns stay. */
export async function updateGenerated(db: Executor, id: string, columns: GeneratedColumns, now: string): Promise<void> {
  await db
    .updateTable("tax_deadlines")
    .set({ ...columns, updated_at: now })
    .where("id", "=", id)
    .execute();
}

/** The admin's columns of a row; true when it exists. */
export async function updateAdminColumns(
  db: Executor,
  id: string,
  columns: Partial<Pick<TaxDeadline, "override_date" | "override_note" | "override_title" | "override_description" | "hidden">>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("tax_deadlines")
    .set({ ...columns, updated_at: now })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An office event (rule null). */
export async function insertEvent(
  db: Executor,
  event: { id: string; year: number; date: string; title: string; description: string; now: string },
): Promise<void> {
  await db
    .insertInto("tax_deadlines")
    .values({
      id: event.id,
      year: event.year,
      rule: null,
      period: null,
      kind: "etkinlik",
      title: event.title,
      audience: "",
      description: event.description,
      legal_basis: "",
      tool_path: null,
      statutory_date: event.date,
      due_date: event.date,
      flags: null,
      created_at: event.now,
      updated_at: event.now,
    })
    .execute();
}

/** Deletes a row; true when it existed. `onlyEvent`: only if it is an office event. */
export async function deleteDeadline(db: Executor, id: string, { onlyEvent = false } = {}): Promise<boolean> {
  let query = db.deleteFrom("tax_deadlines").where("id", "=", id);
  if (onlyEvent) query = query.where("rule", "is", null);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
