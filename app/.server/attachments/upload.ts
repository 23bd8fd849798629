/**
 * POST /adminpanel/ekler: the sirküler form's upload (multipart/form-data,
 * file field `dosya`), answered with JSON. This is a contract the admin form
 * relies on:
 *   201 { ok: true, attachment: AttachmentSummary, usage: UploadUsage }
 *   400 | 413 { ok: false, error }   (401 signed out, 403 from another site, 503 busy)
 * `usage` is the uploader's quota after the upload (lib/upload-quota.ts); 413
 * is also an upload over the quota, its message stating usage and quota.
 * The body is read with the image upload's bounded reader (media/upload.ts);
 * the server refuses a larger declared body before it is read (security/http.ts).
 */
import { getAdminSession } from "#app/.server/accounts/sign-in.ts";
import { ownUploadUsage } from "#app/.server/accounts/upload-quota.ts";
import { ATTACHMENT_BODY_LIMIT, ATTACHMENT_FIELD, ATTACHMENT_TOO_LARGE as TOO_LARGE } from "#app/.server/attachments/limits.ts";
import { storeAttachment } from "#app/.server/attachments/store.ts";
import { adminWriteFailure } from "#app/.server/web/admin-page.ts";
import { discardBody, readBoundedForm } from "#app/.server/web/request-body.ts";
import { ATTACHMENT_MAX_BYTES } from "#app/lib/circulars.ts";

const SIGNED_OUT = "Oturumunuz sona ermiş. Lütfen yeniden giriş yapın.";
const BUSY = "Veritabanı şu anda başka bir işlem için kilitli; dosya kaydedilmedi. Lütfen birkaç saniye sonra yeniden deneyin.";

const refuse = (status: number, error: string, headers?: Record<string, string>) =>
  Response.json({ ok: false, error }, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** Reads, checks and stores the request's file; the answer is the contract above. */
export async function answerAttachmentUpload(request: Request): Promise<Response> {
  const session = await getAdminSession(request);
  if (!session) {
    discardBody(request);
    return refuse(401, SIGNED_OUT);
  }
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    discardBody(request);
    return refuse(400, "Dosya bir form dosyası olarak gönderilmeli (multipart/form-data).");
  }
  const form = await readBoundedForm(request, ATTACHMENT_BODY_LIMIT);
  if (form === "too-large") return refuse(413, TOO_LARGE);
  if (form === null) return refuse(400, "Form okunamadı; lütfen dosyayı yeniden seçip yükleyin.");
  const file = form.get(ATTACHMENT_FIELD);
  if (!(file instanceof File) || (file.size === 0 && file.name === ""))
    return refuse(400, "Eklemek için bir dosya seçin (PDF, XLSX ya da DOCX).");
  if (file.size > ATTACHMENT_MAX_BYTES) return refuse(413, TOO_LARGE);
  try {
    const result = await storeAttachment({
      bytes: Buffer.from(await file.arrayBuffer()),
      fileName: file.name,
      adminEmail: session.admin.email,
    });
    if (!result.ok) return refuse(result.status, result.message);
    const usage = await ownUploadUsage(session.admin.email);
    return Response.json({ ok: true, attachment: result.attachment, usage }, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const failure = adminWriteFailure(error, "Dosya kaydedilemedi", BUSY);
    return refuse(failure.status, failure.error, failure.headers);
  }
}
