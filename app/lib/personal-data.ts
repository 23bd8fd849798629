/**
 * Kişisel veri ara (issue 42, ADR 057): the words and view types the server
 * shapes for the screen. The registry of sources itself is server code
 * (`.server/personal-data/sources.ts`).
 */

/** What an erasure does to a record: deletes it, empties what names the person, or keeps it (with its reason). */
export type Treatment = "delete" | "anonymise" | "keep";

export const TREATMENT_LABELS: Record<Treatment, string> = {
  delete: "Silinir",
  anonymise: "Anonimleştirilir",
  keep: "Saklanır",
};

/** The search form's fields (GET): at least one is given. */
export const PERSONAL_DATA_QUERY = { email: "eposta", phone: "telefon", name: "ad", confirmErase: "sil" } as const;

/** The export's formats (POST to the export route). */
export const PERSONAL_DATA_EXPORT_FORMATS = ["json", "html"] as const;
export type PersonalDataExportFormat = (typeof PERSONAL_DATA_EXPORT_FORMATS)[number];

/** A value the export and the screen show as it is stored. */
export type FieldValue = string | number | null;

/** One record of a source, as found. */
export interface PersonalDataRecord {
  table: string;
  id: string;
  /** ISO timestamp the record was made (or null when unknown). */
  since: string | null;
  /** Until when it is kept, in words (a date, or the rule). */
  until: string;
  treatment: Treatment;
  /** What the erasure does and why (always given for "keep"). */
  reason: string;
  fields: Record<string, FieldValue>;
}

/** A source with what was found in it. */
export interface PersonalDataSourceResult {
  id: string;
  label: string;
  tables: readonly string[];
  /** What it holds of a person (fields, in words). */
  held: string;
  /** Why it is held. */
  purpose: string;
  /** The rule of how long (read from the constants maintenance uses). */
  retention: string;
  records: PersonalDataRecord[];
}

/** The terms of a search, as typed (trimmed). */
export interface PersonTerms {
  email: string;
  phone: string;
  name: string;
}

/** What an erasure did: counts per source and treatment, and each kept record with its reason. */
export interface ErasureResult {
  deleted: number;
  anonymised: number;
  perSource: { id: string; label: string; deleted: number; anonymised: number; kept: number }[];
  kept: { source: string; table: string; id: string; until: string; reason: string }[];
}

/** The screen's line of a record. */
export interface RecordLine {
  key: string;
  table: string;
  summary: string;
  since: string;
  until: string;
  treatment: Treatment;
  treatmentLabel: string;
  reason: string;
}

export interface SourceView {
  id: string;
  label: string;
  held: string;
  purpose: string;
  retention: string;
  records: RecordLine[];
}
