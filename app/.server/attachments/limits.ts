/**
 * The upload's limits, apart from the code that reads files (the server's
 * early body check, security/http.ts, needs them without loading a PDF parser).
 */
import { ATTACHMENT_MAX_BYTES } from "#app/lib/circulars.ts";

/** The form field of the file. */
export const ATTACHMENT_FIELD = "dosya";

/** A whole upload request: the file plus multipart's boundaries and part headers. */
export const ATTACHMENT_BODY_LIMIT = ATTACHMENT_MAX_BYTES + 64 * 1024;

export const ATTACHMENT_TOO_LARGE =
  "Dosya 20 MB'tan büyük; en çok 20 MB'lık bir dosya ekleyin (büyük bir PDF'i sıkıştırarak ya da bölerek küçültebilirsiniz).";

const MB = 1024 * 1024;

/**
 * What reading one file's text may cost (ADR 032). A file past any of them is
 * refused with a message that names the limit; nothing is stored. The time
 * limit is configuration (ATTACHMENT_READ_TIMEOUT_MS).
 */
export const READ_LIMITS = {
  /** What one compressed part may unpack to: a PDF stream, the text XML of a Word or Excel file. */
  partBytes: 64 * MB,
  /** What all of a PDF's counted streams may unpack to together (pictures are not counted). */
  totalBytes: 256 * MB,
  /** The most entries the ZIP of a Word or Excel file may hold. */
  zipEntries: 10_000,
  /** The reading process's resident memory (MB); past it, the process is killed. */
  memoryMb: 512,
  /** Its JavaScript heap (MB): V8 stops a process past it. */
  heapMb: 384,
} as const;

/** What the reading process is told for each file (READ_LIMITS' and the text limit). */
export interface ReadLimits {
  partBytes: number;
  totalBytes: number;
  zipEntries: number;
  maxChars: number;
}
