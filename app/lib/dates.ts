// Fixed to the firm's time zone so the server and the browser print the same day.
const turkishDate = new Intl.DateTimeFormat("tr-TR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Istanbul",
});

/** "2026-11-21T09:00:00.000Z" → "21.11.2026" */
export function formatTurkishDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : turkishDate.format(date);
}
