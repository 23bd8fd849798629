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

/** The wage figures (migration 020) whose period meets [from, to], with their figure set's source and confirmation, by kind and first day. */
export function listWageFigures(db: Executor, from: string, to: string) {
  return db
    .selectFrom("wage_figures")
    .innerJoin("tax_sets", "tax_sets.id", "wage_figures.set_id")
    .select([
      "wage_figures.set_id",
      "wage_figures.kind",
      "wage_figures.valid_from",
      "wage_figures.valid_to",
      "wage_figures.figures",
      "wage_figures.evidence",
      "tax_sets.title",
      "tax_sets.source",
      "tax_sets.checked_on",
      "tax_sets.confirmed_at",
    ])
    .where("wage_figures.valid_from", "<=", to)
    .where("wage_figures.valid_to", ">=", from)
    .orderBy("wage_figures.kind")
    .orderBy("wage_figures.valid_from")
    .execute();
}

/** The years that have a minimum wage figure (the wage calculators' years), ascending. */
export async function listWageYears(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom("wage_figures").select("valid_from").where("kind", "=", "asgari-ucret").execute();
  return [...new Set(rows.map((row) => Number(row.valid_from.slice(0, 4))))].sort((a, b) => a - b);
}
