/**
 * Which confirmations a deadline rests on (ADR 020), and what a visitor is
 * shown because of them. A rule's deadlines rest on the rule's check (its
 * key is the rule: "kdv1", "muhtasar"…), the 4th geçici vergi period also on
 * "gecici-q4", a deadline on a half-day holiday on "yarim-gun", and one that
 * a holiday moves or touches on that year's holiday set (`tatil/<year>`).
 * Worked out when the page is read, from the row and the holiday data, so a
 * confirmation shows at once and no stored row can disagree with it.
 */
import type { Executor } from "#app/.server/db/index.ts";
import type { TaxDeadline, TaxSet } from "#app/.server/db/schema.ts";
import { listTaxSets } from "#app/.server/repositories/tax-figures.ts";
import { listRuleChecks, type TaxRuleCheck } from "#app/.server/repositories/tax-rule-checks.ts";
import { holidayBetween } from "#app/.server/tax/calendar/deadlines.ts";
import { yearOf } from "#app/.server/tax/calendar/periods.ts";
import { confirmedDay, isConfirmed } from "#app/.server/tax/confirmation.ts";
import type { HolidayLookup } from "#app/.server/tax/working-days.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";

/** The check of deadlines that fall on a half-day holiday (§5.2, §7.6). */
export const HALF_DAY_CHECK = "yarim-gun";
/** The check of the reinstated 4th geçici vergi period (§7.12). */
export const GECICI_Q4_CHECK = "gecici-q4";

/** The rule checks and the holiday sets, read once per page. */
export interface CheckContext {
  rules: ReadonlyMap<string, TaxRuleCheck>;
  holidaySets: ReadonlyMap<number, TaxSet>;
}

export async function checkContext(db: Executor): Promise<CheckContext> {
  const [rules, sets] = await Promise.all([listRuleChecks(db), listTaxSets(db, "tatil")]);
  return {
    rules: new Map(rules.map((rule) => [rule.rule_key, rule])),
    holidaySets: new Map(sets.flatMap((set) => (set.year === null ? [] : [[Number(set.year), set] as const]))),
  };
}

/** The rule checks a rule's deadline of `period` rests on. */
export function ruleCheckKeys(rule: string, period: string): string[] {
  return rule === "gecici" && period.endsWith("-q4") ? [rule, GECICI_Q4_CHECK] : [rule];
}

export interface DeadlineCheck {
  confirmed: boolean;
  /** Unconfirmed, and the office chose to hide it from visitors. */
  hiddenFromVisitors: boolean;
  /** YYYY-MM-DD: the oldest confirmation it rests on ("son kontrol"); undefined for an office event or an unconfirmed one. */
  checkedOn: string | undefined;
  /** What is not confirmed: rule keys and `tatil/<year>` set ids. */
  pending: string[];
}

/** What a row rests on, and whether a visitor may see it. */
export function deadlineCheck(row: TaxDeadline, holidays: HolidayLookup, context: CheckContext): DeadlineCheck {
  // An office event is the office's own; a süre uzatımı is the office's entry from GİB's announcement.
  if (row.rule === null || row.period === null) return { confirmed: true, hiddenFromVisitors: false, checkedOn: undefined, pending: [] };
  if (row.override_date !== null)
    return { confirmed: true, hiddenFromVisitors: false, checkedOn: istanbulDay(new Date(row.updated_at)), pending: [] };
  const keys = ruleCheckKeys(row.rule, row.period);
  if (holidays.get(row.due_date)?.halfDay) keys.push(HALF_DAY_CHECK);
  const pending: string[] = [];
  const days: string[] = [];
  let hide = false;
  for (const key of keys) {
    const check = context.rules.get(key);
    if (check && check.confirmed_at !== null) days.push(confirmedDay(check.confirmed_at));
    else {
      pending.push(key);
      if (check?.unconfirmed_display === "hide") hide = true;
    }
  }
  if (holidayBetween(row.statutory_date, row.due_date, holidays)) {
    for (const year of new Set([yearOf(row.statutory_date), yearOf(row.due_date)])) {
      const set = context.holidaySets.get(year);
      if (!set) continue;
      if (isConfirmed(set)) days.push(set.checked_on);
      else pending.push(set.id);
    }
  }
  if (pending.length > 0) {
    // A holiday set pending: the rule's own choice decides.
    if (context.rules.get(row.rule)?.unconfirmed_display === "hide") hide = true;
    return { confirmed: false, hiddenFromVisitors: hide, checkedOn: undefined, pending };
  }
  return { confirmed: true, hiddenFromVisitors: false, checkedOn: days.sort()[0], pending };
}
