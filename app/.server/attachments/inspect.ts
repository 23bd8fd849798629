/**
 * What an uploaded file is, decided by its content and never by its name: a
 * PDF (it starts with "%PDF-", ends with "%%EOF" and pdf.js opens it), or a
 * ZIP holding an Office document (DOCX, XLSX). Anything else is refused with
 * a message the office can act on. The file is read, and its text taken, in
 * the reading process (reader.ts) within READ_LIMITS; a file past a limit is
 * refused with a message that names it, and nothing is stored (ADR 032).
 */

import { READ_LIMITS, ATTACHMENT_TOO_LARGE as TOO_LARGE } from "#app/.server/attachments/limits.ts";
import { type ReaderOutcome, readInIsolation } from "#app/.server/attachments/reader.ts";
import type { AttachmentFormat } from "#app/.server/attachments/reading.ts";
import { MAX_TEXT_CHARS } from "#app/.server/attachments/text.ts";
import { config } from "#app/.server/config.ts";
import { ATTACHMENT_MAX_BYTES } from "#app/lib/circulars.ts";

export type { AttachmentFormat };

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
const NOT_STORED = "Dosya kaydedilmedi.";

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

const MB = 1024 * 1024;
const THE_FILE: Record<AttachmentFormat, string> = { pdf: "PDF dosyası", docx: "Word (DOCX) belgesi", xlsx: "Excel (XLSX) tablosu" };
const thousands = (n: number) => n.toLocaleString("tr-TR");

/** The office's words for a file the reading refused, naming the limit it passed. */
function refusal(outcome: Extract<ReaderOutcome, { ok: false }>, fileName: string, timeMs: number): string {
  const format = "format" in outcome ? outcome.format : undefined;
  const file = format ? THE_FILE[format] : "Dosya";
  switch (outcome.refusal) {
    case "not-ours":
      return notAllowed(fileName);
    case "broken-pdf":
      return BROKEN_PDF;
    case "locked-pdf":
      return LOCKED_PDF;
    case "broken-office":
      return `${file} açılamadı: dosya bozuk ya da eksik olabilir. Lütfen dosyayı Word'de ya da Excel'de açıp yeniden kaydederek yükleyin.`;
    case "too-many-entries":
      return `${file} ${thousands(READ_LIMITS.zipEntries)} parçadan fazlasını içeriyor; bu sınırın üstündeki dosyalar okunmuyor. ${NOT_STORED}`;
    case "part-too-large":
      return `${file} okunamadı: metin bölümü açıldığında ${READ_LIMITS.partBytes / MB} MB sınırını aşıyor. ${NOT_STORED}`;
    case "stream-too-large":
      return `${file} okunamadı: sıkıştırılmış bir bölümü açıldığında ${READ_LIMITS.partBytes / MB} MB sınırını aşıyor. ${NOT_STORED}`;
    case "total-too-large":
      return `${file} okunamadı: sıkıştırılmış bölümleri açıldığında toplam ${READ_LIMITS.totalBytes / MB} MB sınırını aşıyor. ${NOT_STORED}`;
    case "time":
      return `Dosyanın metni ${thousands(Math.ceil(timeMs / 1000))} saniyelik süre sınırında okunamadı. ${NOT_STORED} Belge çok büyükse bölerek yükleyin.`;
    case "memory":
      return `Dosyanın metni okunurken ${READ_LIMITS.memoryMb} MB bellek sınırı aşıldı. ${NOT_STORED} Belge çok büyükse bölerek yükleyin.`;
    case "crashed":
      return `Dosya okunurken okuyucu beklenmedik biçimde durdu; dosya bozuk olabilir. ${NOT_STORED}`;
  }
}

/** Checks an upload and reads its text; `fileName` only chooses the words of a refusal. */
export async function inspectAttachment(bytes: Buffer, fileName: string): Promise<Inspection> {
  if (bytes.length === 0) return { ok: false, status: 400, message: EMPTY };
  if (bytes.length > ATTACHMENT_MAX_BYTES) return { ok: false, status: 413, message: TOO_LARGE };
  const pdf = startsWith(bytes, "%PDF-");
  if (!pdf && !startsWith(bytes, "PK\x03\x04")) return { ok: false, status: 400, message: notAllowed(fileName) };
  if (pdf && !endsLikePdf(bytes)) return { ok: false, status: 400, message: BROKEN_PDF };
  const timeMs = config().attachments.readTimeoutMs;
  const { partBytes, totalBytes, zipEntries } = READ_LIMITS;
  const outcome = await readInIsolation(bytes, { partBytes, totalBytes, zipEntries, maxChars: MAX_TEXT_CHARS }, timeMs);
  if (!outcome.ok) return { ok: false, status: 400, message: refusal(outcome, fileName, timeMs) };
  return { ok: true, format: outcome.format, text: outcome.text, hasText: outcome.text !== "", pages: outcome.pages };
}
