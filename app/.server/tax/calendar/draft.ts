/**
 * What a vergi takvimi rule gives (rules.ts, yearly-rules.ts): a deadline as
 * the law puts it, before the VUK md. 18 shift (deadlines.ts).
 */
import type { DeadlineKind } from "#app/.server/db/schema.ts";

export type RuleKind = Exclude<DeadlineKind, "etkinlik">;

/** A deadline as its rule gives it, before the VUK md. 18 shift (deadlines.ts). */
export interface Draft {
  rule: string;
  period: string;
  kind: RuleKind;
  title: string;
  audience: string;
  description: string;
  legalBasis: string;
  toolPath: string | null;
  /** The day the rule gives. */
  statutoryDate: string;
}

/** A rule: the drafts of `year`; `dueOf` gives a day's VUK md. 18 due day, for a rule whose day depends on another's. */
export type Rule = (year: number, dueOf: (statutory: string) => string) => Draft[];
