/**
 * What the reading process answers: a file's format and text, or why it was
 * refused. Apart from read-file.ts so the server can check an answer
 * (reader.ts) without loading the parsers (pdf.js stays out of its memory).
 */
import type { AttachmentSummary } from "#app/lib/circulars.ts";

export type AttachmentFormat = AttachmentSummary["format"];

/** Why a file was refused while it was read. */
export const READ_REFUSALS = [
  "not-ours",
  "broken-pdf",
  "locked-pdf",
  "broken-office",
  "too-many-entries",
  "part-too-large",
  "stream-too-large",
  "total-too-large",
] as const;

export type ReadRefusal = (typeof READ_REFUSALS)[number];

export type FileReading =
  | { ok: true; format: AttachmentFormat; text: string; pages: number | null }
  | { ok: false; refusal: ReadRefusal; format?: AttachmentFormat };
