/**
 * The Vergi takvimi screen's query (year, the deadline being edited, the row
 * whose deletion is asked, the outcome) and its URLs, for the route and the
 * screen's sections alike.
 */
import { adminPaths } from "#app/lib/admin-paths.ts";

export const TAX_CALENDAR_QUERY = {
  year: "yil",
  edit: "duzenle",
  remove: "sil",
  status: "durum",
  summary: "ozet",
  confirm: "kontrol",
} as const;

/** The screen for `year`, with more of its query. */
export const taxCalendarPath = (year: number | string, extra: Record<string, string> = {}) =>
  `${adminPaths.taxCalendar}?${new URLSearchParams({ [TAX_CALENDAR_QUERY.year]: String(year), ...extra })}`;
