/** Reading the vergi takvimi back: the .ics parsed by ical.js, and an entry of the month view. */
import ICAL from "ical.js";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import type { Page } from "#tests/helpers/html.ts";
import type { TestServer } from "#tests/helpers/server.ts";

export interface IcsEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  /** DTSTART as "YYYY-MM-DD", and whether it is a DATE (all-day). */
  start: string;
  allDay: boolean;
  end: string;
  sequence: number;
}

const day = (time: ICAL.Time) => `${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;

/** GET /vergi-takvimi.ics, parsed back (RFC 5545) with ical.js. */
export async function fetchIcs(server: TestServer) {
  const response = await fetch(`${server.url}/vergi-takvimi.ics`);
  const body = await response.text();
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events: IcsEvent[] = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(vevent.getFirstPropertyValue("url") ?? ""),
      start: day(event.startDate),
      allDay: event.startDate.isDate,
      end: day(event.endDate),
      sequence: Number(vevent.getFirstPropertyValue("sequence") ?? 0),
    };
  });
  return { response, body, calendar, events };
}

/** The month view's entry of a deadline, and the day (time[datetime]) it is listed under. */
export function entryOf(page: Page, id: string) {
  const entry = page.doc.querySelector(`article[id="${id}"]`);
  const day = entry?.parentNode?.querySelector("h3 time")?.getAttribute("datetime");
  return { entry, day, text: entry?.text.replace(/\s+/g, " ").trim() ?? "" };
}

/** A row changed behind the application's back, with the content version raised so the page caches see it. */
export async function setDeadlineColumns(db: Kysely<Database>, id: string, columns: Record<string, string | number | null>) {
  await db
    .updateTable("tax_deadlines")
    .set(columns as never)
    .where("id", "=", id)
    .execute();
  await bumpContentVersion(db);
}
