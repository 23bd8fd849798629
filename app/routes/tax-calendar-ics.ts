import { ICS_CONTENT_TYPE, icsEtag, renderCalendarIcs } from "#app/.server/tax/calendar/ics.ts";

/**
 * GET /vergi-takvimi.ics: the tax calendar as iCalendar, for calendar
 * subscriptions. Public and the same for everyone: the page cache keeps it per
 * content version and Istanbul day, as the pages and the feeds (routes/feeds.ts).
 */
export async function loader() {
  const body = await renderCalendarIcs();
  return new Response(body, {
    headers: { "Content-Type": ICS_CONTENT_TYPE, "Cache-Control": "no-cache", ETag: icsEtag(body) },
  });
}
