/**
 * Times in Istanbul, from one place: what the office types, the day and year
 * the site shows and counts by, and the times İYS is told. Türkiye has kept
 * UTC+3 all year since 2016 (no daylight saving), so the conversion is a
 * fixed offset and needs no time-zone database, in the browser or on the
 * server.
 */
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** An instant (ms since the epoch) as Istanbul's wall clock, read with the getUTC… methods and toISOString. */
const wallClock = (time: number) => new Date(time + OFFSET_MS);

type Six = [number, number, number, number, number, number];

/** What a `datetime-local` input holds: "2026-12-01T10:00" (seconds optional). */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * "2026-12-01T10:00" (Istanbul) → "2026-12-01T07:00:00.000Z"; undefined when
 * it is not a real date and time (2026-02-30, 24:00, free text).
 */
export function istanbulLocalToUtcIso(local: string): string | undefined {
  const match = LOCAL.exec(local.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as Six;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  // Date.UTC rolls 30 February over into March: such a date was never typed.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return new Date(utc - OFFSET_MS).toISOString();
}

/** "2026-12-01T07:00:00.000Z" → "2026-12-01T10:00", the value of a `datetime-local` input in Istanbul time. */
export function utcIsoToIstanbulLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : wallClock(time).toISOString().slice(0, 16);
}

/** "2026-11-01T10:05:00.000Z" → "2026-11-01 13:05:00" (İYS's consent date format); "" for none or an unreadable time. */
export function utcIsoToIstanbulDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : wallClock(time).toISOString().slice(0, 19).replace("T", " ");
}

/** The day in Istanbul at `now`: "2026-11-23". */
/** The Istanbul day's number since the epoch: the same for every instant of one day (cheap to compare per request). */
export const istanbulDayNumber = (time: number) => Math.floor((time + OFFSET_MS) / (24 * 60 * 60 * 1000));

export const istanbulDay = (now: Date) => wallClock(now.getTime()).toISOString().slice(0, 10);

/** The year in Istanbul of an ISO time. */
export const istanbulYear = (iso: string) => wallClock(Date.parse(iso)).getUTCFullYear();

/** The day `days` calendar days after `day` ("YYYY-MM-DD"; before it, if negative). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
