/** The shape of one entry of the registry of personal-data sources (ADR 057), and its small helpers. */
import type { Executor } from "#app/.server/db/index.ts";
import type { Database } from "#app/.server/db/schema.ts";
import type { Person } from "#app/.server/personal-data/matching.ts";
import { formatTurkishDate } from "#app/lib/dates.ts";
import type { FieldValue, PersonalDataRecord, Treatment } from "#app/lib/personal-data.ts";

export type TableName = keyof Database;

/** What an erasure needs besides the records: its time, the reason written into emptied deliveries, an admin's pseudonym. */
export interface EraseContext {
  now: string;
  /** Put in place of an erased admin's address in the records of their work ("silinmiş yönetici …"). */
  pseudonym: string;
  /** Written as a skipped delivery's reason. */
  reason: string;
}

export interface SourceCounts {
  deleted: number;
  anonymised: number;
}

/**
 * A table or group of tables that holds personal data: how a person is found in it, what it
 * holds and why, since and until when, and what an erasure does to each record.
 */
export interface PersonalDataSource {
  id: string;
  label: string;
  tables: readonly TableName[];
  held: string;
  purpose: string;
  retention: string;
  find(db: Executor, person: Person, now: Date): Promise<PersonalDataRecord[]>;
  /** Deletes or anonymises the records found (in the caller's transaction); "keep" records are left alone. */
  erase(trx: Executor, records: PersonalDataRecord[], person: Person, context: EraseContext): Promise<SourceCounts>;
}

const DAY = 24 * 60 * 60 * 1000;

/** "21.11.2028'e kadar" for a start plus `days`; the rule's words when there is no start. */
export function untilAfter(start: string | null, days: number, rule: string): string {
  if (!start) return rule;
  const end = new Date(Date.parse(start) + days * DAY).toISOString();
  return `${formatTurkishDate(end)} tarihine kadar (${rule})`;
}

export const record = (
  table: TableName,
  id: string,
  since: string | null,
  until: string,
  treatment: Treatment,
  reason: string,
  fields: Record<string, FieldValue>,
): PersonalDataRecord => ({ table, id, since, until, treatment, reason, fields });

export const idsOf = (records: PersonalDataRecord[], table: TableName, treatment: Treatment) =>
  records.filter((r) => r.table === table && r.treatment === treatment).map((r) => r.id);

/** A row as export fields: every column, numbers and text as stored. */
export function fieldsOf(row: object): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(row)) {
    fields[key] = value === null || typeof value === "number" || typeof value === "string" ? value : String(value);
  }
  return fields;
}
