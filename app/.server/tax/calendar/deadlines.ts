/**
 * A year's deadlines as the vergi takvimi stores them: each rule's day
 * (rules.ts) moved by VUK md. 18 (§5.2) to the next working day over the
 * holidays in the data, with the neutral notes the page shows (flags.ts). A year
 * whose holidays are not in the data is refused, never guessed.
 */

import type { Draft } from "#app/.server/tax/calendar/draft.ts";
import { FLAG } from "#app/.server/tax/calendar/flags.ts";
import { yearOf } from "#app/.server/tax/calendar/periods.ts";
import { RULES } from "#app/.server/tax/calendar/rules.ts";
import { addDays, type HolidayLookup, shiftToWorkingDay } from "#app/.server/tax/working-days.ts";

/** A deadline as the rules generate it (the generated columns of `tax_deadlines`). */
export interface GeneratedDeadline extends Draft {
  /** `<rule>-<period>`: stable, also the iCalendar UID's first part. */
  id: string;
  year: number;
  /** After VUK md. 18: weekends and full-day holidays move it to the next working day. */
  dueDate: string;
  /** Neutral notes shown with the deadline (a half day, mali tatil): facts, never doubts (flags.ts). */
  flags: string[];
}

/** A year whose holidays are in the data (a `tatil/<year>` set with rows). */
export interface HolidayYear {
  year: number;
}

export type Generation = { ok: true; deadlines: GeneratedDeadline[] } | { ok: false; reason: string };

/** Mali tatil runs 1–20 July (5604 s.K., §5.1 notes): a deadline ending in it gets the note. */
export const inMaliTatil = (d: string) => d.slice(5) >= "07-01" && d.slice(5) <= "07-20";

/** Whether the holidays decided the due day: one lies in [from, to] (the statutory day or a day it was moved over). */
export function holidayBetween(from: string, to: string, holidays: HolidayLookup): boolean {
  for (let d = from; d <= to; d = addDays(d, 1)) if (holidays.has(d)) return true;
  return false;
}

/** The VUK md. 18 shift of one draft, and the flags it brings; or why it cannot be computed. */
function applyShift(draft: Draft, holidays: HolidayLookup, known: ReadonlyMap<number, HolidayYear>): GeneratedDeadline | string {
  const shift = shiftToWorkingDay(draft.statutoryDate, holidays);
  // A day whose year has no holiday rows would be moved over weekends only: not a calendar we may publish.
  for (let d = draft.statutoryDate; d <= shift.due; d = addDays(d, 1)) {
    if (!known.has(yearOf(d))) {
      return `${draft.title}: son gün ${d.split("-").reverse().join(".")} tarihine kayıyor ve ${yearOf(d)} yılının resmî tatilleri verilerde yok. Önce o yılın tatillerini ekleyin.`;
    }
  }
  const flags: string[] = [];
  if (shift.halfDay) flags.push(FLAG.halfDay(shift.halfDay));
  if (inMaliTatil(shift.due)) flags.push(FLAG.maliTatil);
  const year = yearOf(draft.statutoryDate);
  return { ...draft, id: `${draft.rule}-${draft.period}`, year, dueDate: shift.due, flags };
}

/**
 * Every deadline whose rule day falls in `year`, shifted by VUK md. 18 over
 * the holidays. `known`: the years whose holidays are in the data;
 * `holidays`: their rows. Refused when `year` (or a year a
 * deadline is moved into) has no holidays in the data.
 */
export function generateYear(year: number, known: ReadonlyMap<number, HolidayYear>, holidays: HolidayLookup): Generation {
  if (!known.has(year)) {
    return {
      ok: false,
      reason: `${year} yılının resmî tatilleri verilerde yok; takvim tatiller bilinmeden üretilemez. Önce Vergi verileri ekranından ${year} tatillerini ekleyin.`,
    };
  }
  const deadlines: GeneratedDeadline[] = [];
  for (const rule of RULES) {
    for (const draft of rule(year, (d) => shiftToWorkingDay(d, holidays).due)) {
      const shifted = applyShift(draft, holidays, known);
      if (typeof shifted === "string") return { ok: false, reason: shifted };
      deadlines.push(shifted);
    }
  }
  deadlines.sort((a, b) => a.statutoryDate.localeCompare(b.statutoryDate) || a.id.localeCompare(b.id));
  return { ok: true, deadlines };
}
