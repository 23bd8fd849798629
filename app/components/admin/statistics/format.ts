/** İstatistikler's figures and days as the office reads them (tr-TR). Days are Istanbul days ("YYYY-MM-DD"), printed as they are. */

const count = new Intl.NumberFormat("tr-TR");
const percent = new Intl.NumberFormat("tr-TR", { style: "percent", maximumFractionDigits: 0 });
// A day string names a calendar day: read and printed in UTC so no time zone moves it.
const longDay = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "short", timeZone: "UTC" });
const shortDayYear = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("tr-TR", { month: "long", year: "numeric", timeZone: "UTC" });

/** 1234 → "1.234" */
export const formatCount = (value: number) => count.format(value);

/** 0.456 → "%46" */
export const formatShare = (share: number) => percent.format(share);

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "2026-11-26" → "26 Kasım 2026" */
export const formatDay = (day: string) => longDay.format(asDate(day));

/** "2026-11-26" → "26 Kas", or "26 Kas 2026" with the year. */
export const formatAxisDay = (day: string, withYear: boolean) => (withYear ? shortDayYear : shortDay).format(asDate(day));

/** "2024-11" → "Kasım 2024" */
export const formatMonth = (month: string) => monthYear.format(asDate(`${month}-01`));

/** "Görüntülenme" as a column's heading: a soft hyphen lets it break on a phone's width (320 px) instead of widening the table. */
export const VIEWS_HEADING = "Görüntü\u00adlenme";
