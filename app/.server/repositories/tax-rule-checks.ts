/** The vergi takvimi rules' confirmations (`tax_rule_checks`, migration 012). */
import type { Executor } from "#app/.server/db/index.ts";
import type { TaxRuleCheck } from "#app/.server/db/schema.ts";
import type { UnconfirmedDisplay } from "#app/lib/tax-confirmation.ts";

export type { TaxRuleCheck };

export function listRuleChecks(db: Executor) {
  return db.selectFrom("tax_rule_checks").selectAll().orderBy("rule_key").execute();
}

/** Calendar rules still "teyit bekliyor": Genel bakış's count. */
export async function countUnconfirmedRules(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("tax_rule_checks")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("confirmed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findRuleCheck(db: Executor, key: string) {
  return db.selectFrom("tax_rule_checks").selectAll().where("rule_key", "=", key).executeTakeFirst();
}

/** "Kontrol ettim": who and when. */
export async function confirmRuleCheck(db: Executor, key: string, by: string, at: string): Promise<void> {
  await db.updateTable("tax_rule_checks").set({ confirmed_at: at, confirmed_by: by, updated_at: at }).where("rule_key", "=", key).execute();
}

/** The office's choice for the rule's deadlines while it is not confirmed. */
export async function setRuleDisplay(db: Executor, key: string, display: UnconfirmedDisplay, at: string): Promise<void> {
  await db.updateTable("tax_rule_checks").set({ unconfirmed_display: display, updated_at: at }).where("rule_key", "=", key).execute();
}
