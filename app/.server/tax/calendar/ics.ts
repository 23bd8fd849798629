/**
 * /vergi-takvimi.ics (RFC 5545, written by ical-generator): the deadlines and
 * office events of the current and the next year as all-day events, for a
 * calendar application to subscribe to.
 *
 * - UID `<row id>@<site host>`: the row id is `<rule>-<period>` (or the
 *   office event's id), the same across regenerations and instances, so a
 *   subscribed calendar updates an event instead of adding it twice.
 * - LAST-MODIFIED and DTSTAMP are the row's updated_at (RFC 5545 3.8.7.2: with
 *   no METHOD, DTSTAMP is when the information was last revised), SEQUENCE
 *   the seconds from 2024 to it: a süre uzatımı or a reworded deadline
 *   replaces the event; nothing changes between two renders of the same data.
 * - Hidden deadlines are left out. All-day dates need no time zone.
 */

import { createHash } from "node:crypto";
import ical from "ical-generator";
import { getDb } from "#app/.server/db/index.ts";
import { listVisibleOfYears } from "#app/.server/repositories/tax-deadlines.ts";
import { listHolidays } from "#app/.server/repositories/tax-figures.ts";
import { calendarYears, ensureCalendarYears } from "#app/.server/tax/calendar/generate.ts";
import { deadlineView } from "#app/.server/tax/calendar/view.ts";
import { addDays, holidayLookup } from "#app/.server/tax/working-days.ts";
import { absoluteUrl, siteUrl } from "#app/.server/web/seo.ts";
import { site } from "#app/content/site.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { paths } from "#app/lib/paths.ts";
import { type DeadlineView, MONTH_PARAM } from "#app/lib/tax-calendar.ts";

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";
export const CALENDAR_NAME = `${site.name} – Vergi Takvimi`;

const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);
/** A number that grows with every change of the row (RFC 5545 SEQUENCE). */
const sequenceOf = (updatedAt: string) => Math.max(0, Math.floor((Date.parse(updatedAt) - SEQUENCE_EPOCH) / 1000));

/** A day "YYYY-MM-DD" as the UTC midnight ical-generator writes as DATE for an all-day event. */
const utcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The deadline's page: its month, at its own entry. */
export const deadlinePageUrl = (view: Pick<DeadlineView, "id" | "month">) =>
  absoluteUrl(`${paths.taxCalendar}?${MONTH_PARAM}=${view.month}#${encodeURIComponent(view.id)}`);

/** The event's text: what is due, for whom, the basis, the warnings and where to read more. */
function eventDescription(view: DeadlineView): string {
  const lines = [view.description];
  if (view.kind !== "etkinlik") lines.unshift(`${view.kindLabel} — Kimi ilgilendirir: ${view.audience}`);
  if (view.extension)
    lines.push(`Süre uzatımı: ${view.extension.dateText} (önceki son gün ${view.extension.previousText}). ${view.extension.note}`.trim());
  if (view.shiftText) lines.push(view.shiftText);
  if (view.legalBasis) lines.push(`Yasal dayanak: ${view.legalBasis}`);
  for (const flag of view.flags) lines.push(`Uyarı: ${flag}`);
  if (view.tool) lines.push(`${view.tool.label}: ${absoluteUrl(view.tool.path)}`);
  lines.push(`Ayrıntılar: ${deadlinePageUrl(view)}`);
  return lines.join("\n");
}

/** The whole .ics document. */
export async function renderCalendarIcs(today = istanbulDay(new Date())): Promise<string> {
  await ensureCalendarYears(today);
  const db = await getDb();
  const rows = await listVisibleOfYears(db, calendarYears(today));
  const days = rows.map((row) => row.statutory_date).sort();
  const holidays = holidayLookup(days.length > 0 ? await listHolidays(db, days[0] as string, days.at(-1) as string) : []);
  const host = new URL(siteUrl()).hostname;
  const calendar = ical({
    name: CALENDAR_NAME,
    description: `${site.name} web sitesindeki vergi takvimi: beyan ve ödeme son günleri, süre uzatımları ve ofis duyuruları.`,
    prodId: { company: site.name, product: "Vergi Takvimi", language: "TR" },
    url: absoluteUrl(paths.taxCalendar),
    // Subscribed calendars look again twice a day (REFRESH-INTERVAL, X-PUBLISHED-TTL).
    ttl: 12 * 60 * 60,
  });
  for (const row of rows) {
    const view = deadlineView(row, holidays);
    calendar.createEvent({
      id: `${row.id}@${host}`,
      allDay: true,
      start: utcDay(view.date),
      end: utcDay(addDays(view.date, 1)),
      summary: view.kind === "etkinlik" ? view.title : `${view.title} (${view.kindLabel.toLocaleLowerCase("tr-TR")})`,
      description: eventDescription(view),
      url: deadlinePageUrl(view),
      created: new Date(row.created_at),
      lastModified: new Date(row.updated_at),
      stamp: new Date(row.updated_at),
      sequence: sequenceOf(row.updated_at),
    });
  }
  return calendar.toString();
}

/** A weak validator of the document, as the feeds have. */
export const icsEtag = (body: string) => `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
