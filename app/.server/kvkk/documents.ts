/**
 * The supporting documents of a KVKK application (ADR 058): up to three files of at most 5 MB,
 * each a PDF, JPEG or PNG by its content, never by its name. A PDF is opened by pdf.js in the
 * reading process of the upload pipeline (attachments/reader.ts, ADR 032), never on the
 * request's thread; an image is checked by its signature and its end marker at fixed offsets
 * and is not decoded at all (the office opens it as it came). Anything else is refused in
 * Turkish, naming the file, and nothing of the application is stored.
 */
import { READ_LIMITS } from "#app/.server/attachments/limits.ts";
import { readInIsolation } from "#app/.server/attachments/reader.ts";
import { config } from "#app/.server/config.ts";
import { KVKK_DOCUMENT_MAX_BYTES, KVKK_DOCUMENT_MAX_COUNT } from "#app/lib/kvkk-application.ts";

export type KvkkDocumentFormat = "pdf" | "jpeg" | "png";

export interface CheckedDocument {
  fileName: string;
  format: KvkkDocumentFormat;
  contentType: string;
  bytes: Uint8Array;
}

export type DocumentCheck = { ok: true; documents: CheckedDocument[] } | { ok: false; message: string };

const CONTENT_TYPES: Record<KvkkDocumentFormat, string> = { pdf: "application/pdf", jpeg: "image/jpeg", png: "image/png" };
const EXTENSIONS: Record<KvkkDocumentFormat, string> = { pdf: "pdf", jpeg: "jpg", png: "png" };
const ALLOWED = "yalnızca PDF, JPEG ve PNG dosyaları eklenebilir";
const MB = KVKK_DOCUMENT_MAX_BYTES / (1024 * 1024);
const AGAIN = "Başvurunuz kaydedilmedi; lütfen belgeleri yeniden seçip gönderin.";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** What the bytes are, by their first and last bytes only (no decoding); undefined for anything else. */
function formatOf(bytes: Buffer): KvkkDocumentFormat | undefined {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    // A complete JPEG ends with EOI (FF D9); some cameras write a little after it.
    return bytes.subarray(Math.max(0, bytes.length - 1024)).includes(Buffer.from([0xff, 0xd9])) ? "jpeg" : undefined;
  }
  const png =
    bytes.length > 33 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.subarray(12, 16).toString("latin1") === "IHDR" &&
    bytes.subarray(bytes.length - 8).equals(PNG_END);
  return png ? "png" : undefined;
}

/** The person's file name without folders or control characters, bounded, with the real format's extension. */
function cleanName(name: string, format: KvkkDocumentFormat): string {
  const base = (name.split(/[\\/]/).pop() ?? "").normalize("NFC");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const visible = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  const dot = visible.lastIndexOf(".");
  const stem = [...(dot > 0 ? visible.slice(0, dot) : visible)].slice(0, 100).join("").trim() || "belge";
  return `${stem}.${EXTENSIONS[format]}`;
}

/** A file name as the refusal quotes it: short, one line. */
const quoted = (name: string) => `“${[...name.replace(/\s+/g, " ")].slice(0, 60).join("") || "adsız dosya"}”`;

/** Whether pdf.js opens the PDF, in the reading process within its limits. */
async function pdfOpens(bytes: Buffer): Promise<"ok" | "locked" | "broken"> {
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes("%%EOF")) return "broken";
  const { partBytes, totalBytes, zipEntries } = READ_LIMITS;
  const outcome = await readInIsolation(bytes, { partBytes, totalBytes, zipEntries, maxChars: 1000 }, config().attachments.readTimeoutMs);
  if (outcome.ok) return outcome.format === "pdf" ? "ok" : "broken";
  return outcome.refusal === "locked-pdf" ? "locked" : "broken";
}

/** The form's files (a file input's entries; an empty one is no file), checked one by one. */
export async function checkDocuments(entries: readonly FormDataEntryValue[]): Promise<DocumentCheck> {
  const files = entries.filter((entry): entry is File => typeof entry !== "string" && (entry.size > 0 || entry.name !== ""));
  if (files.length > KVKK_DOCUMENT_MAX_COUNT) {
    return { ok: false, message: `En fazla ${KVKK_DOCUMENT_MAX_COUNT} belge ekleyebilirsiniz. ${AGAIN}` };
  }
  const documents: CheckedDocument[] = [];
  for (const file of files) {
    const name = quoted(file.name);
    if (file.size === 0) return { ok: false, message: `${name} boş bir dosya. ${AGAIN}` };
    if (file.size > KVKK_DOCUMENT_MAX_BYTES) {
      return { ok: false, message: `${name} ${MB} MB'tan büyük; her belge en fazla ${MB} MB olabilir. ${AGAIN}` };
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const format = formatOf(bytes);
    if (!format) return { ok: false, message: `${name} eklenemez: ${ALLOWED}. ${AGAIN}` };
    if (format === "pdf") {
      const opens = await pdfOpens(bytes);
      if (opens === "locked") return { ok: false, message: `${name} parola korumalı; lütfen parolasız bir kopyasını ekleyin. ${AGAIN}` };
      if (opens === "broken") return { ok: false, message: `${name} açılamadı: PDF dosyası bozuk ya da eksik olabilir. ${AGAIN}` };
    }
    documents.push({ fileName: cleanName(file.name, format), format, contentType: CONTENT_TYPES[format], bytes });
  }
  return { ok: true, documents };
}
