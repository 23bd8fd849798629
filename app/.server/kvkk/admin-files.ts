/**
 * The files of a KVKK application in the admin (issue 42): the answer's files the office
 * adds before sending (PDF, DOCX, XLSX checked by their content in the isolated reading
 * process as sirküler attachments are, ADR 032; JPEG and PNG by their signature and a
 * header read within a pixel limit), and opening a file, which is audited: a person's
 * documents are personal data.
 */
import { cleanFileName, contentDisposition } from "#app/.server/attachments/file-name.ts";
import { CONTENT_TYPES, inspectAttachment } from "#app/.server/attachments/inspect.ts";
import { transaction } from "#app/.server/db/index.ts";
import type { KvkkApplicationFile } from "#app/.server/db/schema.ts";
import { newId, nowIso } from "#app/.server/ids.ts";
import { ALREADY_ENDED, KVKK_AUDIT_LIST, type KvkkWriteOutcome, NOT_FOUND, refused } from "#app/.server/kvkk/admin-outcome.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { deleteAnswerFile, findApplication, findFile, insertFile, listFiles } from "#app/.server/repositories/kvkk-admin.ts";
import { isKvkkOpen, KVKK_ANSWER_FILE_TOO_LARGE, KVKK_ANSWER_FILES_MAX_BYTES, type KvkkAnswerFormat } from "#app/lib/kvkk-admin.ts";

const ALLOWED = "yalnızca PDF, DOCX, XLSX, JPEG ve PNG dosyaları eklenebilir.";
const TOO_LARGE = KVKK_ANSWER_FILE_TOO_LARGE;
/** An image larger than this (width × height) is no scanned page; its header is read, never the picture. */
const MAX_IMAGE_PIXELS = 40_000_000;

const IMAGE_TYPES = { jpeg: "image/jpeg", png: "image/png" } as const;

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** A JPEG or PNG by its signature and a readable header within the pixel limit; undefined when it is neither. */
async function checkImage(bytes: Buffer): Promise<{ ok: true; format: "jpeg" | "png" } | { ok: false; message: string } | undefined> {
  const format = startsWith(bytes, [0xff, 0xd8, 0xff])
    ? "jpeg"
    : startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      ? "png"
      : undefined;
  if (!format) return undefined;
  // sharp is loaded where it is first used (issue 41); metadata() reads the header only.
  const { default: sharp } = await import("sharp");
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (meta.format !== format || !meta.width || !meta.height)
      return { ok: false, message: `Görsel açılamadı: dosya bozuk olabilir. ${ALLOWED}` };
    if (meta.width * meta.height > MAX_IMAGE_PIXELS)
      return { ok: false, message: "Görsel çok büyük (40 megapikselden fazla); küçültüp yeniden ekleyin." };
    return { ok: true, format };
  } catch {
    return { ok: false, message: `Görsel açılamadı: dosya bozuk olabilir. ${ALLOWED}` };
  }
}

/** The name the file is kept and sent under, with the extension of what it is. */
function answerFileName(name: string, format: KvkkAnswerFormat): string {
  if (format === "pdf" || format === "docx" || format === "xlsx") return cleanFileName(name, format);
  // The stem cleaned as an attachment's name is, then the image's own extension.
  const stem = cleanFileName(name.replace(/\.(jpe?g|png)$/i, ""), "pdf").slice(0, -".pdf".length);
  return `${stem}.${format === "jpeg" ? "jpg" : "png"}`;
}

/** Checks a file and adds it to the answer of an open application, with its audit row. */
export async function addAnswerFile(applicationId: string, bytes: Buffer, fileName: string, adminEmail: string): Promise<KvkkWriteOutcome> {
  if (bytes.length === 0) return refused(`Dosya boş; ${ALLOWED}`);
  if (bytes.length > KVKK_ANSWER_FILES_MAX_BYTES) return refused(TOO_LARGE, 413);
  let format: KvkkAnswerFormat;
  const image = await checkImage(bytes);
  if (image) {
    if (!image.ok) return refused(image.message);
    format = image.format;
  } else {
    const inspected = await inspectAttachment(bytes, fileName);
    if (!inspected.ok)
      return refused(inspected.message.replace("yalnızca PDF, XLSX ve DOCX dosyaları eklenebilir.", ALLOWED), inspected.status);
    format = inspected.format;
  }
  const name = answerFileName(fileName, format);
  const contentType = format === "jpeg" || format === "png" ? IMAGE_TYPES[format] : CONTENT_TYPES[format];
  return transaction(async (trx): Promise<KvkkWriteOutcome> => {
    const application = await findApplication(trx, applicationId);
    if (!application) return NOT_FOUND;
    if (!isKvkkOpen(application.status)) return ALREADY_ENDED;
    const answerBytes = (await listFiles(trx, applicationId)).filter((f) => f.side === "answer").reduce((sum, f) => sum + f.bytes, 0);
    if (answerBytes + bytes.length > KVKK_ANSWER_FILES_MAX_BYTES) return refused(TOO_LARGE, 413);
    const file: KvkkApplicationFile = {
      id: newId(),
      application_id: applicationId,
      side: "answer",
      file_name: name,
      format,
      content_type: contentType,
      bytes: bytes.length,
      data: new Uint8Array(bytes),
      created_at: nowIso(),
    };
    await insertFile(trx, file);
    await recordAudit(trx, {
      adminEmail,
      action: "kvkk-answer-file",
      list: KVKK_AUDIT_LIST,
      entryId: applicationId,
      details: { file: name },
    });
    return { ok: true };
  });
}

/** Takes a file off the answer before it is sent. */
export async function removeAnswerFile(applicationId: string, fileId: string, adminEmail: string): Promise<KvkkWriteOutcome> {
  return transaction(async (trx): Promise<KvkkWriteOutcome> => {
    const application = await findApplication(trx, applicationId);
    if (!application) return NOT_FOUND;
    if (!isKvkkOpen(application.status)) return ALREADY_ENDED;
    const file = await findFile(trx, applicationId, fileId);
    if (file?.side !== "answer" || !(await deleteAnswerFile(trx, applicationId, fileId)))
      return { ok: false, status: 404, error: "Dosya bulunamadı." };
    await recordAudit(trx, {
      adminEmail,
      action: "kvkk-answer-file-remove",
      list: KVKK_AUDIT_LIST,
      entryId: applicationId,
      details: { file: file.file_name },
    });
    return { ok: true };
  });
}

/**
 * A file of an application as a download (never shown inline in the admin's origin: it may
 * be the person's own upload), recorded in the audit log; 404 for a file of another application.
 */
export async function kvkkFileResponse(applicationId: string, fileId: string, adminEmail: string): Promise<Response> {
  const file = await transaction(async (trx) => {
    const found = await findFile(trx, applicationId, fileId);
    if (found) {
      await recordAudit(trx, {
        adminEmail,
        action: "kvkk-file-open",
        list: KVKK_AUDIT_LIST,
        entryId: applicationId,
        details: { file: found.file_name, side: found.side },
      });
    }
    return found;
  });
  if (!file)
    return new Response("Dosya bulunamadı.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(Buffer.from(file.data), {
    headers: {
      "Content-Type": file.content_type,
      // The disposition of a file that is saved, whatever its format (the office's browser never renders it here).
      "Content-Disposition": contentDisposition(file.file_name, "docx"),
      "Content-Length": String(file.data.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}
