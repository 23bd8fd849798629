/** The vergi takvimi: each year's deadlines, generated from the rules, and the office's changes and events. */
import type { ColumnType, Selectable } from "kysely";
import type { DeadlineKind } from "#app/lib/tax-calendar.ts";
import type { UnconfirmedDisplay } from "#app/lib/tax-confirmation.ts";

export interface TaxDeadlineTable {
  id: string;
  year: number;
  rule: string | null;
  period: string | null;
  kind: DeadlineKind;
  title: string;
  audience: string;
  description: string;
  legal_basis: string;
  tool_path: string | null;
  statutory_date: string;
  due_date: string;
  flags: string | null;
  override_date: ColumnType<string | null, string | null | undefined, string | null>;
  override_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The admin's wording instead of the rule's (migration 011); null: the rule's title and description. */
  override_title: ColumnType<string | null, string | null | undefined, string | null>;
  override_description: ColumnType<string | null, string | null | undefined, string | null>;
  hidden: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export type TaxDeadline = Selectable<TaxDeadlineTable>;

/**
 * A calendar rule's confirmation (migration 012): one row per rule key of
 * rules.ts, plus "gecici-q4" and "yarim-gun". Null confirmed_at: teyit bekliyor.
 */
export interface TaxRuleCheckTable {
  rule_key: string;
  title: string;
  /** The research note: admin only. */
  note: string | null;
  unconfirmed_display: ColumnType<UnconfirmedDisplay, UnconfirmedDisplay | undefined, UnconfirmedDisplay>;
  confirmed_at: string | null;
  confirmed_by: string | null;
  updated_at: string;
}

export type TaxRuleCheck = Selectable<TaxRuleCheckTable>;
