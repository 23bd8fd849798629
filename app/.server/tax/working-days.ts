/**
 * VUK md. 18 for deadlines: "sürenin son günü resmi tatile rastlarsa tatili
 * takibeden ilk iş gününün tatil saatinde biter" (tax-reference §5.2). A
 * deadline on a Saturday, a Sunday or a full-day holiday moves to the next
 * working day; a half-day holiday (arife, 28 Ekim afternoon, from 13:00) is
 * NOT moved, only flagged, because whether it moves is not settled (§5.2, §7.6).
 *
 * Pure functions over calendar days ("YYYY-MM-DD", no time zone) and the rows
 * of the `holidays` table. The caller loads the holidays (and knows whether a
 * year's holidays are in the data at all: the `tatil/<year>` figure set); a
 * day whose year has no holiday rows is shifted over weekends only.
 *
 * API:
 * - `holidayLookup(rows)`: the lookup from `holidays` rows (date, name, half_day).
 * - `shiftToWorkingDay(day, lookup)` → `{ due, shifted, reason?, halfDay? }`:
 *   `due` is the day the deadline really ends; `reason` says why the statutory
 *   day was not a working day ("cumartesi", "Kurban Bayramı 2. gün");
 *   `halfDay` names the half-day holiday `due` falls on, to be flagged.
 * - `addDays(day, n)`, `daysBetween(from, to)`, `weekdayName(day)`: calendar
 *   arithmetic on "YYYY-MM-DD" days.
 */
import { addDays } from "#app/lib/istanbul-time.ts";

/** A holiday as the lookup keeps it. */
export interface HolidayEntry {
  name: string;
  /** From 13:00 only (arife, 28 Ekim). */
  halfDay: boolean;
}

/** The holidays by day ("YYYY-MM-DD"). */
export type HolidayLookup = ReadonlyMap<string, HolidayEntry>;

export interface ShiftedDay {
  /** The day the deadline ends on: `day` itself or the next working day. */
  due: string;
  shifted: boolean;
  /** Why the statutory day is no working day: a holiday's name, else "cumartesi"/"pazar". */
  reason?: string;
  /** The half-day holiday `due` falls on (not moved; whether it stands is the office's "yarim-gun" check, ADR 020). */
  halfDay?: string;
}

export function holidayLookup(rows: readonly { date: string; name: string; half_day: number | boolean }[]): HolidayLookup {
  return new Map(rows.map((row) => [row.date, { name: row.name, halfDay: Boolean(row.half_day) }]));
}

const WEEKDAYS = ["pazar", "pazartesi", "salı", "çarşamba", "perşembe", "cuma", "cumartesi"] as const;

const toUtc = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
};

/** The day `days` calendar days after `day` (lib/istanbul-time.ts; the calendar's callers import it from here). */
export { addDays };

/** Calendar days from `from` to `to` (negative if `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** "cumartesi" for "2026-01-31". */
export function weekdayName(day: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[toUtc(day).getUTCDay()] as (typeof WEEKDAYS)[number];
}

/** Why `day` is no working day, or undefined if it is one (a half-day holiday is a working day). */
function dayOff(day: string, holidays: HolidayLookup): string | undefined {
  const holiday = holidays.get(day);
  if (holiday && !holiday.halfDay) return holiday.name;
  const weekday = toUtc(day).getUTCDay();
  return weekday === 0 || weekday === 6 ? WEEKDAYS[weekday] : undefined;
}

// A run of days off longer than this means bad data (every day a holiday), not a calendar.
const MAX_DAYS_OFF = 31;

/** VUK md. 18: the first working day from `day` on (tax-reference §5.2). */
export function shiftToWorkingDay(day: string, holidays: HolidayLookup): ShiftedDay {
  const reason = dayOff(day, holidays);
  let due = day;
  for (let step = 0; dayOff(due, holidays) !== undefined; step++) {
    if (step >= MAX_DAYS_OFF) throw new Error(`No working day within ${MAX_DAYS_OFF} days of ${day}: check the holidays.`);
    due = addDays(due, 1);
  }
  const half = holidays.get(due);
  return {
    due,
    shifted: due !== day,
    ...(reason === undefined ? {} : { reason }),
    ...(half?.halfDay ? { halfDay: half.name } : {}),
  };
}
