/** A `tax_deadlines` row as the pages and the .ics show it: applied day, shift, süre uzatımı, notes, confirmation. */
import type { TaxDeadline } from "#app/.server/db/schema.ts";
import type { DeadlineCheck } from "#app/.server/tax/calendar/checks.ts";
import { formatDay } from "#app/.server/tax/money.ts";
import { type HolidayLookup, weekdayName } from "#app/.server/tax/working-days.ts";
import { calculatorLinks } from "#app/content/navigation.ts";
import { paths } from "#app/lib/paths.ts";
import { DEADLINE_KIND_LABELS, type DeadlineView, MONTH_NAMES } from "#app/lib/tax-calendar.ts";

/** The day a visitor must act by: the süre uzatımı, else the VUK md. 18 due day. */
export const appliedDay = (row: Pick<TaxDeadline, "override_date" | "due_date">) => row.override_date ?? row.due_date;

/** "Pazartesi" for "2026-06-01". */
export const weekdayTitle = (day: string) => {
  const name = weekdayName(day);
  return name.charAt(0).toLocaleUpperCase("tr-TR") + name.slice(1);
};

/** "1 Haziran 2026, Pazartesi". */
export function longDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${date} ${MONTH_NAMES[month - 1]} ${year}, ${weekdayTitle(day)}`;
}

/** "Haziran 2026" for "2026-06". */
export function monthTitle(month: string): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[index - 1]} ${year}`;
}

/** The flags column (a JSON array of texts). */
export function parseFlags(flags: string | null): string[] {
  if (!flags) return [];
  try {
    const parsed: unknown = JSON.parse(flags);
    return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === "string") : [];
  } catch {
    return [];
  }
}

/** The calculator that helps: its name, and what for (the gecikme zammı one helps when the day is missed). */
function toolOf(path: string): DeadlineView["tool"] {
  const label = calculatorLinks.find((link) => link.to === path)?.label ?? "İlgili sayfa";
  return { path, label, intro: path === paths.calculators.latePayment ? "Süresinde ödenmeyen vergi için" : "Hesaplama aracı" };
}

/** Why the rule's day is no working day: the holiday's name, else the weekday ("cumartesi"). */
function dayOffName(day: string, holidays: HolidayLookup): string {
  const holiday = holidays.get(day);
  return holiday && !holiday.halfDay ? holiday.name : weekdayName(day);
}

/** The row as shown; `holidays` name the rule days that VUK md. 18 moved; `check`: what it rests on (checks.ts). */
export function deadlineView(row: TaxDeadline, holidays: HolidayLookup, check: DeadlineCheck): DeadlineView {
  const date = appliedDay(row);
  const shifted = row.due_date !== row.statutory_date;
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: DEADLINE_KIND_LABELS[row.kind] ?? row.kind,
    title: row.override_title ?? row.title,
    audience: row.audience,
    description: row.override_description ?? row.description,
    legalBasis: row.legal_basis,
    tool: row.tool_path ? toolOf(row.tool_path) : undefined,
    date,
    dateText: formatDay(date),
    weekday: weekdayTitle(date),
    shiftText: shifted
      ? `Kanuni son gün ${formatDay(row.statutory_date)} (${dayOffName(row.statutory_date, holidays)}); VUK md. 18 uyarınca süre izleyen ilk iş günü, ${formatDay(row.due_date)} ${weekdayTitle(row.due_date)}, biter.`
      : undefined,
    extension: row.override_date
      ? {
          date: row.override_date,
          dateText: formatDay(row.override_date),
          previousText: formatDay(row.due_date),
          note: row.override_note ?? "",
        }
      : undefined,
    flags: parseFlags(row.flags),
    confirmed: check.confirmed,
    checkedText: check.checkedOn ? formatDay(check.checkedOn) : undefined,
    month: date.slice(0, 7),
  };
}

/**
 * The updated_at of a row's next change: now, but at least a second after the
 * last one, so that the .ics SEQUENCE (whole seconds of updated_at) grows with
 * every change, even two in the same second.
 */
export function nextUpdatedAt(previous: string, now = new Date()): string {
  const floor = Math.floor(Date.parse(previous) / 1000) * 1000 + 1000;
  return new Date(Math.max(now.getTime(), Number.isNaN(floor) ? 0 : floor)).toISOString();
}
