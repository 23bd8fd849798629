// Fixed to the firm's time zone so the server and the browser print the same day,
// and the office reads the hour it saw on its own clock.
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

const turkishDateTime = new Intl.DateTimeFormat("tr-TR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Istanbul",
});

/** "2026-11-21T09:00:00.000Z" → "21.11.2026 12:00"; "–" when there is none. */
export function formatTurkishDateTime(iso: string | null | undefined): string {
  if (!iso) return "–";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "–" : turkishDateTime.format(date);
}
