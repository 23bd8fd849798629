/**
 * Vergi verileri (issue 14): the writes of the office's changes to the tax
 * figures, and the whole-table reads the admin screen shows. Each function
 * takes the use case's transaction (app/.server/tax/figures/data.ts), which also
 * records the audit row and raises the content version.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { IncomeKind, LatePaymentRateTable, MtvRateTable, MtvThresholdTable, TaxSetTable } from "#app/.server/db/schema.ts";

/** A holiday as written: half_day 1 from 13:00 (arife, 28 Ekim), else 0. */
export interface HolidayRow {
  date: string;
  name: string;
  half_day: number;
}

// Reads for the admin screen: every year at once ---------------------------------------------

export function listAllIncomeTaxBrackets(db: Executor) {
  return db.selectFrom("income_tax_brackets").selectAll().orderBy("year").orderBy("income").orderBy("position").execute();
}

export function listIncomeTaxBracketsOfYear(db: Executor, year: number) {
  return db.selectFrom("income_tax_brackets").selectAll().where("year", "=", year).orderBy("income").orderBy("position").execute();
}

export function listAllMtvRates(db: Executor) {
  return db.selectFrom("mtv_rates").selectAll().orderBy("year").orderBy("tariff").orderBy("row").execute();
}

export function listMtvRatesOfYear(db: Executor, year: number) {
  return db.selectFrom("mtv_rates").selectAll().where("year", "=", year).orderBy("tariff").orderBy("row").execute();
}

/** The latest year with an MTV table, or undefined. */
export async function latestMtvYear(db: Executor): Promise<number | undefined> {
  const row = await db
    .selectFrom("mtv_rates")
    .select((eb) => eb.fn.max("year").as("year"))
    .executeTakeFirst();
  return row?.year == null ? undefined : Number(row.year);
}

export function listAllMtvThresholds(db: Executor) {
  return db.selectFrom("mtv_thresholds").selectAll().orderBy("year").orderBy("cc_min").execute();
}

export function listMtvThresholdsOfYear(db: Executor, year: number) {
  return db.selectFrom("mtv_thresholds").selectAll().where("year", "=", year).orderBy("cc_min").execute();
}

export function listAllHolidays(db: Executor) {
  return db.selectFrom("holidays").selectAll().orderBy("date").execute();
}

export function findInvoiceLimit(db: Executor, year: number) {
  return db.selectFrom("invoice_limits").selectAll().where("year", "=", year).executeTakeFirst();
}

export function findHoliday(db: Executor, date: string) {
  return db.selectFrom("holidays").selectAll().where("date", "=", date).executeTakeFirst();
}

// Writes ----------------------------------------------------------------------------------------

/**
 * A figure set, added or (same id) replaced in its source, checked day, warning and title.
 * A new set is confirmed by its author unless it carries a research note; replacing one
 * leaves its confirmation as it was (ADR 020).
 */
export async function saveTaxSet(db: Executor, set: Omit<TaxSetTable, "confirmed_at" | "confirmed_by">, author: string): Promise<void> {
  await db
    .insertInto("tax_sets")
    .values({
      ...set,
      confirmed_at: set.warning ? null : set.updated_at,
      confirmed_by: set.warning ? null : author,
    })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        title: set.title,
        source: set.source,
        checked_on: set.checked_on,
        warning: set.warning,
        updated_at: set.updated_at,
      }),
    )
    .execute();
}

export async function updateTaxSetSource(
  db: Executor,
  id: string,
  fields: Pick<TaxSetTable, "source" | "checked_on" | "warning" | "updated_at">,
): Promise<void> {
  await db.updateTable("tax_sets").set(fields).where("id", "=", id).execute();
}

/** "Kontrol ettim": who confirmed the set and when; the checked day becomes that day. */
export async function confirmTaxSet(db: Executor, id: string, by: string, at: string, checkedOn: string): Promise<void> {
  await db
    .updateTable("tax_sets")
    .set({ confirmed_at: at, confirmed_by: by, checked_on: checkedOn, updated_at: at })
    .where("id", "=", id)
    .execute();
}

/** Marks a set as changed (one of its rows was). */
export async function touchTaxSet(db: Executor, id: string, updatedAt: string): Promise<void> {
  await db.updateTable("tax_sets").set({ updated_at: updatedAt }).where("id", "=", id).execute();
}

/** One table of a year's GVK md. 103 tariff, replacing what the year had. */
export async function replaceIncomeTaxBrackets(
  db: Executor,
  year: number,
  income: IncomeKind,
  brackets: readonly { upperLimit: number | null; rate: string }[],
): Promise<void> {
  await db.deleteFrom("income_tax_brackets").where("year", "=", year).where("income", "=", income).execute();
  await db
    .insertInto("income_tax_brackets")
    .values(brackets.map((b, index) => ({ year, income, position: index + 1, upper_limit: b.upperLimit, rate: b.rate })))
    .execute();
}

export async function saveInvoiceLimit(db: Executor, limit: { year: number; valid_from: string; amount: number }): Promise<void> {
  await db
    .insertInto("invoice_limits")
    .values(limit)
    .onConflict((oc) => oc.column("year").doUpdateSet({ valid_from: limit.valid_from, amount: limit.amount }))
    .execute();
}

/** A year's (I) and (I/A) tables, replacing what the year had. */
export async function replaceMtvRates(db: Executor, year: number, rows: readonly Omit<MtvRateTable, "year">[]): Promise<void> {
  await db.deleteFrom("mtv_rates").where("year", "=", year).execute();
  await db
    .insertInto("mtv_rates")
    .values(rows.map((row) => ({ ...row, year })))
    .execute();
}

/** A registration year's thresholds, replacing what the year had. */
export async function replaceMtvThresholds(db: Executor, year: number, rows: readonly Omit<MtvThresholdTable, "year">[]): Promise<void> {
  await db.deleteFrom("mtv_thresholds").where("year", "=", year).execute();
  await db
    .insertInto("mtv_thresholds")
    .values(rows.map((row) => ({ ...row, year })))
    .execute();
}

export async function insertVatRatePeriod(db: Executor, period: { valid_from: string; rates: string }): Promise<void> {
  await db.insertInto("vat_rate_periods").values(period).execute();
}

export async function insertLatePaymentRate(db: Executor, rate: LatePaymentRateTable): Promise<void> {
  await db.insertInto("late_payment_rates").values(rate).execute();
}

/** The rate stored from `validFrom`, rewritten (its day too). */
export async function updateLatePaymentRate(db: Executor, validFrom: string, rate: LatePaymentRateTable): Promise<void> {
  await db.updateTable("late_payment_rates").set(rate).where("valid_from", "=", validFrom).execute();
}

export async function insertHoliday(db: Executor, holiday: HolidayRow): Promise<void> {
  await db.insertInto("holidays").values(holiday).execute();
}

/** The holiday stored on `date`, rewritten (its day too). */
export async function updateHoliday(db: Executor, date: string, holiday: HolidayRow): Promise<void> {
  await db.updateTable("holidays").set(holiday).where("date", "=", date).execute();
}

export async function deleteHoliday(db: Executor, date: string): Promise<void> {
  await db.deleteFrom("holidays").where("date", "=", date).execute();
}
