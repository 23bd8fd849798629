/** The vergi takvimi: each year's deadlines, generated from the rules, and the office's changes and events. */
import type { ColumnType, Selectable } from "kysely";
import type { DeadlineKind } from "#app/lib/tax-calendar.ts";

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
