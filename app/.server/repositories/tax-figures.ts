/** Reads of the tax figures (issue 14): the rows of migration 008, by year or date. */
import type { Executor } from "#app/.server/db/index.ts";
import type { IncomeKind, MtvTariff, TaxSetKind } from "#app/.server/db/schema.ts";

export function findTaxSet(db: Executor, id: string) {
  return db.selectFrom("tax_sets").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Figure sets still "teyit bekliyor" (no confirmed_at): Genel bakış's count. */
export async function countUnconfirmedSets(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("tax_sets")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("confirmed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listTaxSets(db: Executor, kind?: TaxSetKind) {
  let query = db.selectFrom("tax_sets").selectAll();
  if (kind) query = query.where("kind", "=", kind);
  return query.orderBy("kind").orderBy("year").execute();
}

export function listIncomeTaxBrackets(db: Executor, year: number, income: IncomeKind) {
  return db
    .selectFrom("income_tax_brackets")
    .selectAll()
    .where("year", "=", year)
    .where("income", "=", income)
    .orderBy("position")
    .execute();
}

/** The years that have a tariff, ascending. */
export async function listIncomeTaxYears(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom("income_tax_brackets").select("year").distinct().orderBy("year").execute();
  return rows.map((row) => Number(row.year));
}

export function listWithholdingCodes(db: Executor) {
  return db.selectFrom("vat_withholding_codes").selectAll().orderBy("code").execute();
}

export function listVatRatePeriods(db: Executor) {
  return db.selectFrom("vat_rate_periods").selectAll().orderBy("valid_from").execute();
}

export function listInvoiceLimits(db: Executor) {
  return db.selectFrom("invoice_limits").selectAll().orderBy("year").execute();
}

export function listMtvRates(db: Executor, year: number, tariff: MtvTariff) {
  return db.selectFrom("mtv_rates").selectAll().where("year", "=", year).where("tariff", "=", tariff).orderBy("row").execute();
}

export function listMtvThresholds(db: Executor, registrationYear: number) {
  return db.selectFrom("mtv_thresholds").selectAll().where("year", "=", registrationYear).orderBy("cc_min").execute();
}

export function listLatePaymentRates(db: Executor) {
  return db.selectFrom("late_payment_rates").selectAll().orderBy("valid_from").execute();
}

export function listHolidays(db: Executor, fromDate: string, toDate: string) {
  return db.selectFrom("holidays").selectAll().where("date", ">=", fromDate).where("date", "<=", toDate).orderBy("date").execute();
}

/** The years that have an MTV table, ascending. */
export async function listMtvYears(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom("mtv_rates").select("year").distinct().orderBy("year").execute();
  return rows.map((row) => Number(row.year));
}
