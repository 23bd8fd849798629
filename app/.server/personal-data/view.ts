/** What the screen shows of a search's results: each record in one line, the sources without records by name only. */
import { formatTurkishDateTime } from "#app/lib/dates.ts";
import { columnLabel, type PersonalDataSourceResult, type SourceView, TREATMENT_LABELS, valueLabel } from "#app/lib/personal-data.ts";

/** Fields the line leaves out: ids, digests and bookkeeping say nothing to the office (the reference says the year and number). */
const HIDDEN = new Set([
  "id",
  "admin_id",
  "application_id",
  "subscriber_id",
  "issue_id",
  "text_body",
  "headers",
  "html_body",
  "data",
  "year",
  "number",
  "confirm_token_hash",
  "reminded_warning_at",
  "reminded_last_at",
]);
const MAX = 160;
/** A stored timestamp, shown as the office reads dates. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function summaryOf(fields: Record<string, string | number | null>): string {
  const parts = Object.entries(fields)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== null && value !== "")
    .map(
      ([key, value]) =>
        `${columnLabel(key)}: ${ISO_TIME.test(String(value)) ? formatTurkishDateTime(String(value)) : String(valueLabel(key, value)).replace(/\s+/g, " ")}`,
    );
  const text = parts.join(" · ");
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

export function sourceViews(sources: PersonalDataSourceResult[]): SourceView[] {
  return sources.map((s) => ({
    id: s.id,
    label: s.label,
    held: s.held,
    purpose: s.purpose,
    retention: s.retention,
    records: s.records.map((r) => ({
      key: `${r.table}:${r.id}`,
      table: r.table,
      summary: summaryOf(r.fields),
      since: formatTurkishDateTime(r.since),
      until: r.until,
      treatment: r.treatment,
      treatmentLabel: TREATMENT_LABELS[r.treatment],
      reason: r.reason,
    })),
  }));
}
