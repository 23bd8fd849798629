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
 * - Hidden deadlines are left out, and so are those of a rule not yet
 *   confirmed whose office chose to hide it; one shown unconfirmed says only
 *   the neutral line (ADR 020). All-day dates need no time zone.
 */

import { createHash } from "node:crypto";
import ical from "ical-generator";
import { getDb } from "#app/.server/db/index.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { listVisibleOfYears } from "#app/.server/repositories/tax-deadlines.ts";
import { calendarYears, ensureCalendarYears } from "#app/.server/tax/calendar/generate.ts";
import { visitorViews } from "#app/.server/tax/calendar/public.ts";
import { NEUTRAL_DEADLINE_LINE } from "#app/.server/tax/confirmation.ts";
import { addDays } from "#app/.server/tax/working-days.ts";
import { absoluteUrl, siteUrl } from "#app/.server/web/seo.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { deadlinePath, paths } from "#app/lib/paths.ts";
import type { DeadlineView } from "#app/lib/tax-calendar.ts";

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";
/** The calendar's name in a calendar program: the firm's, as Firma bilgileri has it now. */
export const calendarName = (firmName: string) => `${firmName} – Vergi Takvimi`;

const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);
/** A number that grows with every change of the row (RFC 5545 SEQUENCE). */
const sequenceOf = (updatedAt: string) => Math.max(0, Math.floor((Date.parse(updatedAt) - SEQUENCE_EPOCH) / 1000));

/** A day "YYYY-MM-DD" as the UTC midnight ical-generator writes as DATE for an all-day event. */
const utcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The deadline's page: its month, at its own entry. */
export const deadlinePageUrl = (view: Pick<DeadlineView, "id" | "month">) => absoluteUrl(deadlinePath(view));

/** The event's text: what is due, for whom, the basis, its last check (or the neutral line), the notes and where to read more. */
function eventDescription(view: DeadlineView): string {
  const lines = [view.description];
  if (view.kind !== "etkinlik") lines.unshift(`${view.kindLabel} — Kimi ilgilendirir: ${view.audience}`);
  if (view.extension)
    lines.push(`Süre uzatımı: ${view.extension.dateText} (önceki son gün ${view.extension.previousText}). ${view.extension.note}`.trim());
  if (view.shiftText) lines.push(view.shiftText);
  if (view.legalBasis) lines.push(`Yasal dayanak: ${view.legalBasis}`);
  if (!view.confirmed) lines.push(NEUTRAL_DEADLINE_LINE);
  else if (view.checkedText) lines.push(`Son kontrol: ${view.checkedText}`);
  for (const flag of view.flags) lines.push(`Not: ${flag}`);
  if (view.tool) lines.push(`${view.tool.label}: ${absoluteUrl(view.tool.path)}`);
  lines.push(`Ayrıntılar: ${deadlinePageUrl(view)}`);
  return lines.join("\n");
}

/** The whole .ics document. */
export async function renderCalendarIcs(today = istanbulDay(new Date())): Promise<string> {
  await ensureCalendarYears(today);
  const db = await getDb();
  const shown = await visitorViews(db, await listVisibleOfYears(db, calendarYears(today)));
  const host = new URL(siteUrl()).hostname;
  const firmName = (await currentFirm()).settings.name;
  const calendar = ical({
    name: calendarName(firmName),
    description: `${firmName} web sitesindeki vergi takvimi: beyan ve ödeme son günleri, süre uzatımları ve ofis duyuruları.`,
    prodId: { company: firmName, product: "Vergi Takvimi", language: "TR" },
    url: absoluteUrl(paths.taxCalendar),
    // Subscribed calendars look again twice a day (REFRESH-INTERVAL, X-PUBLISHED-TTL).
    ttl: 12 * 60 * 60,
  });
  for (const { row, view } of shown) {
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
