/**
 * What a file is and its text, decided by its content: what the reading
 * process (reader-child.ts) runs for each upload. A PDF's streams are counted
 * before pdf.js opens it; a Word or Excel file's ZIP is listed and its text
 * part parsed as it inflates. The answer is the file's format and text, or
 * why it was refused; inspect.ts turns that into the office's words.
 */
import type { ReadLimits } from "#app/.server/attachments/limits.ts";
import { officeFormat, officeText, XmlRefused } from "#app/.server/attachments/ooxml.ts";
import { pdfText } from "#app/.server/attachments/pdf.ts";
import { checkPdfStreams } from "#app/.server/attachments/pdf-streams.ts";
import type { AttachmentFormat, FileReading } from "#app/.server/attachments/reading.ts";
import { openZip, ZipRefused } from "#app/.server/attachments/zip.ts";

const startsWith = (bytes: Buffer, text: string) => bytes.subarray(0, text.length).toString("latin1") === text;

async function readPdf(bytes: Buffer, limits: ReadLimits): Promise<FileReading> {
  const unpacked = await checkPdfStreams(bytes, { streamBytes: limits.partBytes, totalBytes: limits.totalBytes });
  if (unpacked !== "ok") return { ok: false, refusal: unpacked, format: "pdf" };
  try {
    const { text, pages } = await pdfText(bytes, limits.maxChars);
    if (pages < 1) return { ok: false, refusal: "broken-pdf", format: "pdf" };
    return { ok: true, format: "pdf", text, pages };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return { ok: false, refusal: name === "PasswordException" ? "locked-pdf" : "broken-pdf", format: "pdf" };
  }
}

async function readOffice(bytes: Buffer, limits: ReadLimits): Promise<FileReading> {
  let format: AttachmentFormat | undefined;
  try {
    const open = await openZip(bytes, limits.zipEntries);
    format = officeFormat(open.entries.map((entry) => entry.fileName));
    if (!format) return { ok: false, refusal: "not-ours" };
    const text = await officeText(open, format, limits);
    return { ok: true, format, text, pages: null };
  } catch (error) {
    if (error instanceof ZipRefused) {
      if (error.reason === "too-many-entries") return { ok: false, refusal: "too-many-entries" };
      if (error.reason === "entry-too-large") return { ok: false, refusal: "part-too-large", format };
      return format ? { ok: false, refusal: "broken-office", format } : { ok: false, refusal: "not-ours" };
    }
    if (error instanceof XmlRefused) return { ok: false, refusal: "broken-office", format };
    throw error;
  }
}

/** Reads a file of the upload (PDF, or a ZIP holding a Word or Excel file) within `limits`. */
export function readFile(bytes: Buffer, limits: ReadLimits): Promise<FileReading> {
  if (startsWith(bytes, "%PDF-")) return readPdf(bytes, limits);
  if (startsWith(bytes, "PK\x03\x04")) return readOffice(bytes, limits);
  return Promise.resolve({ ok: false, refusal: "not-ours" });
}
