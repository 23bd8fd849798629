/**
 * What an uploaded file is, decided by its content and never by its name: a
 * PDF (it starts with "%PDF-", ends with "%%EOF" and pdf.js opens it), or a
 * ZIP holding an Office document (DOCX, XLSX). Anything else is refused with
 * a message the office can act on. Its text is read here, once.
 */
import { ATTACHMENT_TOO_LARGE as TOO_LARGE } from "#app/.server/attachments/limits.ts";
import { type OfficeFormat, officeFormat, officeText } from "#app/.server/attachments/ooxml.ts";
import { MAX_TEXT_CHARS, pdfText } from "#app/.server/attachments/pdf.ts";
import { ATTACHMENT_MAX_BYTES, type AttachmentSummary } from "#app/lib/circulars.ts";

export type AttachmentFormat = AttachmentSummary["format"];

export const CONTENT_TYPES: Record<AttachmentFormat, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export interface InspectedFile {
  ok: true;
  format: AttachmentFormat;
  text: string;
  hasText: boolean;
  pages: number | null;
}

export type Inspection = InspectedFile | { ok: false; status: 400 | 413; message: string };

const ALLOWED = "yalnızca PDF, XLSX ve DOCX dosyaları eklenebilir.";
const EMPTY = `Dosya boş; ${ALLOWED}`;
const BROKEN_PDF = "PDF dosyası açılamadı: dosya bozuk ya da eksik olabilir. Lütfen dosyayı kontrol edip yeniden yükleyin.";
const LOCKED_PDF = "PDF dosyası parola korumalı; metni okunamıyor. Lütfen parolasız bir kopyasını yükleyin.";

/** The refusal of a file that is none of ours, in the words of the type its name claims. */
function notAllowed(fileName: string): string {
  const extension = fileName.toLocaleLowerCase("tr-TR").match(/\.([a-z0-9]+)$/)?.[1];
  if (extension === "pdf") return `Bu dosya bir PDF değil; ${ALLOWED}`;
  if (extension === "docx" || extension === "doc") return `Bu dosya bir Word (DOCX) belgesi değil; ${ALLOWED}`;
  if (extension === "xlsx" || extension === "xls") return `Bu dosya bir Excel (XLSX) tablosu değil; ${ALLOWED}`;
  return `Bu dosya türü eklenemez; ${ALLOWED}`;
}

const startsWith = (bytes: Buffer, text: string) => bytes.subarray(0, text.length).toString("latin1") === text;

/** A complete PDF ends with "%%EOF" (readers allow a little after it); a cut-off upload does not. */
const endsLikePdf = (bytes: Buffer) => bytes.subarray(Math.max(0, bytes.length - 1024)).includes("%%EOF");

async function inspectPdf(bytes: Buffer): Promise<Inspection> {
  if (!endsLikePdf(bytes)) return { ok: false, status: 400, message: BROKEN_PDF };
  try {
    const { text, pages } = await pdfText(bytes);
    if (pages < 1) return { ok: false, status: 400, message: BROKEN_PDF };
    return { ok: true, format: "pdf", text, hasText: text !== "", pages };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return { ok: false, status: 400, message: name === "PasswordException" ? LOCKED_PDF : BROKEN_PDF };
  }
}

async function inspectOffice(bytes: Buffer, format: OfficeFormat): Promise<Inspection> {
  const text = await officeText(bytes, format, MAX_TEXT_CHARS);
  return { ok: true, format, text, hasText: text !== "", pages: null };
}

/** Checks an upload and reads its text; `fileName` only chooses the words of a refusal. */
export async function inspectAttachment(bytes: Buffer, fileName: string): Promise<Inspection> {
  if (bytes.length === 0) return { ok: false, status: 400, message: EMPTY };
  if (bytes.length > ATTACHMENT_MAX_BYTES) return { ok: false, status: 413, message: TOO_LARGE };
  if (startsWith(bytes, "%PDF-")) return inspectPdf(bytes);
  if (startsWith(bytes, "PK\x03\x04")) {
    const format = officeFormat(bytes);
    if (format) return inspectOffice(bytes, format);
  }
  return { ok: false, status: 400, message: notAllowed(fileName) };
}
