/**
 * Calendar days ("YYYY-MM-DD") and the monthly periods the tax calendar's
 * rules (rules.ts) count from. Plain calendar arithmetic in UTC: a day here
 * is a date, never an instant.
 */
import { MONTH_NAMES } from "#app/lib/tax-calendar.ts";

const pad = (n: number) => String(n).padStart(2, "0");
export const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
export const yearOf = (d: string) => Number(d.slice(0, 4));

/** The last day of a month (month 1–12). */
export function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The month `count` months after (year, month). */
export function monthAfter(year: number, month: number, count: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "Nisan 2026" for (2026, 4). */
export const monthName = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** A monthly period: "2026-04", its name, and the month after it. */
export interface MonthPeriod {
  period: string;
  name: string;
  year: number;
  month: number;
}

/** The monthly periods from `first` months before January of `year`, `count` of them. */
export function monthlyPeriods(year: number, first: number, count: number): MonthPeriod[] {
  return Array.from({ length: count }, (_, i) => {
    const p = monthAfter(year, 1, first + i);
    return { period: `${p.year}-${pad(p.month)}`, name: monthName(p.year, p.month), year: p.year, month: p.month };
  });
}
