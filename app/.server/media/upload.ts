/**
 * Reading an image upload (multipart/form-data, file field `dosya`) from a
 * request without ever holding more than the limit: the declared length is
 * checked before a byte is read, and the bytes are counted as they arrive.
 * The server refuses a larger declared body before the route sees it (see
 * bodyLimitFor in security/http.ts); the count guards the route on its own.
 */
import { discardBody, readBoundedForm } from "#app/.server/web/request-body.ts";
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_TOO_LARGE } from "#app/lib/media.ts";

/** A whole upload request: the file plus multipart's boundaries and part headers. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

export type UploadReading = { ok: true; bytes: Buffer; fileName: string } | { ok: false; status: 400 | 413; error: string };

/** The uploaded file of a request, or why there is none we can take. */
export async function readUpload(request: Request): Promise<UploadReading> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    discardBody(request);
    return { ok: false, status: 400, error: "Görsel bir form dosyası olarak gönderilmeli (multipart/form-data)." };
  }
  const form = await readBoundedForm(request, UPLOAD_BODY_LIMIT);
  if (form === "too-large") return { ok: false, status: 413, error: UPLOAD_TOO_LARGE };
  const file = form?.get(UPLOAD_FIELD);
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, error: "Yüklemek için bir görsel dosyası seçin." };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, status: 413, error: UPLOAD_TOO_LARGE };
  return { ok: true, bytes: Buffer.from(await file.arrayBuffer()), fileName: file.name };
}
