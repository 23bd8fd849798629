/**
 * What the vergi takvimi's public pages read: a month of /vergi-takvimi and
 * the next deadlines (that page and the home page). Each read first makes
 * sure the current and the next year are generated (generate.ts).
 */

import { type Executor, getDb } from "#app/.server/db/index.ts";
import type { TaxDeadline } from "#app/.server/db/schema.ts";
import { listGeneratedYears, listVisibleBetween, listVisibleFrom } from "#app/.server/repositories/tax-deadlines.ts";
import { listHolidays } from "#app/.server/repositories/tax-figures.ts";
import { checkContext, deadlineCheck } from "#app/.server/tax/calendar/checks.ts";
import { ensureCalendarYears } from "#app/.server/tax/calendar/generate.ts";
import { lastDayOfMonth } from "#app/.server/tax/calendar/periods.ts";
import { deadlineView, longDay, monthTitle } from "#app/.server/tax/calendar/view.ts";
import { holidayLookup } from "#app/.server/tax/working-days.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import type { DeadlineView } from "#app/lib/tax-calendar.ts";

/** How many deadlines "Yaklaşan son günler" lists. */
export const UPCOMING_COUNT = 10;

/**
 * The rows a visitor sees, as shown: those of an unconfirmed rule that the
 * office chose to hide are left out (checks.ts); the holidays name the moved
 * rule days and decide a half day.
 */
export async function visitorViews(db: Executor, rows: TaxDeadline[]): Promise<{ row: TaxDeadline; view: DeadlineView }[]> {
  if (rows.length === 0) return [];
  const days = rows.flatMap((row) => [row.statutory_date, row.due_date]).sort();
  const [holidayRows, context] = await Promise.all([listHolidays(db, days[0] as string, days.at(-1) as string), checkContext(db)]);
  const holidays = holidayLookup(holidayRows);
  return rows.flatMap((row) => {
    const check = deadlineCheck(row, holidays, context);
    return check.hiddenFromVisitors ? [] : [{ row, view: deadlineView(row, holidays, check) }];
  });
}

const views = async (db: Executor, rows: TaxDeadline[]) => (await visitorViews(db, rows)).map(({ view }) => view);

/** How many rows are read to find the next ones: hidden unconfirmed ones are skipped after reading. */
const UPCOMING_READ = 400;

/** The next `limit` deadlines from `today` on. */
async function nextViews(db: Executor, today: string, limit: number): Promise<DeadlineView[]> {
  return (await views(db, await listVisibleFrom(db, today, UPCOMING_READ))).slice(0, limit);
}

/** The next `limit` deadlines from today (Istanbul) on. */
export async function upcomingDeadlines(limit: number, today = istanbulDay(new Date())): Promise<DeadlineView[]> {
  await ensureCalendarYears(today);
  const db = await getDb();
  return nextViews(db, today, limit);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const shiftMonth = (month: string, by: number) => {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, index - 1 + by, 1));
  return next.toISOString().slice(0, 7);
};

export interface CalendarPage {
  /** "2026-05" and "Mayıs 2026". */
  month: string;
  title: string;
  /** False: the month's year is not generated (its holidays are not in the data). */
  covered: boolean;
  days: { date: string; heading: string; deadlines: DeadlineView[] }[];
  /** The neighbouring months, when they are in the calendar. */
  previous: { month: string; title: string } | undefined;
  next: { month: string; title: string } | undefined;
  /** This month's own month ("?ay" absent). */
  current: string;
  /** Notes for the month: mali tatil in July. */
  notes: string[];
  upcoming: DeadlineView[];
}

/** Mali tatil (5604 s.K.; tax-reference §5.1 notes): a note, never a computed shift. */
export const MALI_TATIL_NOTE =
  "1–20 Temmuz mali tatildir (5604 sayılı Kanun): bu sürede sona eren beyanname ve bazı ödeme süreleri, tatilin bitiminden itibaren 7 gün uzar. Takvimdeki tarihler kanuni son günlerdir; mali tatilin kapsamı GİB'in duyurusuyla ilan edilir.";

/**
 * /vergi-takvimi?ay=YYYY-MM: the month's deadlines by day, the next ones from
 * today, and the links to the neighbouring months. Undefined for a malformed
 * `ay` (the page answers 404); a month outside the generated years is
 * `covered: false`.
 */
export async function calendarPage(ay: string | null, today = istanbulDay(new Date())): Promise<CalendarPage | undefined> {
  const current = today.slice(0, 7);
  const month = ay ?? current;
  if (!MONTH.test(month)) return undefined;
  await ensureCalendarYears(today);
  const db = await getDb();
  const year = Number(month.slice(0, 4));
  const generated = await listGeneratedYears(db);
  const inCalendar = (m: string) => generated.includes(Number(m.slice(0, 4)));
  const covered = inCalendar(month);
  const rows = covered ? await listVisibleBetween(db, `${month}-01`, lastDayOfMonth(year, Number(month.slice(5)))) : [];
  const shown = await views(db, rows);
  const days = new Map<string, DeadlineView[]>();
  for (const view of shown) days.set(view.date, [...(days.get(view.date) ?? []), view]);
  const notes: string[] = [];
  if (month.endsWith("-07")) notes.push(MALI_TATIL_NOTE);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return {
    month,
    title: monthTitle(month),
    covered,
    days: [...days].map(([date, deadlines]) => ({ date, heading: longDay(date), deadlines })),
    previous: inCalendar(previous) ? { month: previous, title: monthTitle(previous) } : undefined,
    next: inCalendar(next) ? { month: next, title: monthTitle(next) } : undefined,
    current,
    notes,
    upcoming: await nextViews(db, today, UPCOMING_COUNT),
  };
}
