/**
 * An attachment's upload from the admin's browser, against the attachments
 * endpoint's contract: POST multipart/form-data with the file in `dosya`;
 * 201 { ok: true, attachment, usage } or 4xx { ok: false, error } with a
 * Turkish message (413 also for an upload over the account's quota). The server checks the file by its content; the size check here
 * only spares a useless upload.
 */
import { adminPaths } from "#app/lib/admin-paths.ts";
import { ATTACHMENT_ID, ATTACHMENT_MAX_BYTES, type AttachmentSummary } from "#app/lib/circulars.ts";
import { isUploadUsage, type UploadUsage } from "#app/lib/upload-quota.ts";

export const ACCEPTED_ATTACHMENTS =
  ".pdf,.xlsx,.docx,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const isSummary = (value: unknown): value is AttachmentSummary => {
  const v = value as Partial<AttachmentSummary> | null;
  return (
    typeof v?.id === "string" &&
    ATTACHMENT_ID.test(v.id) &&
    typeof v.fileName === "string" &&
    typeof v.bytes === "number" &&
    typeof v.hasText === "boolean" &&
    (v.format === "pdf" || v.format === "xlsx" || v.format === "docx")
  );
};

/** The stored file, and the uploader's quota after it (undefined from a server that does not say). */
export interface UploadedAttachment {
  attachment: AttachmentSummary;
  usage: UploadUsage | undefined;
}

export async function uploadAttachment(file: File): Promise<UploadedAttachment> {
  if (file.size > ATTACHMENT_MAX_BYTES) throw new Error("Ek en fazla 20 MB olabilir; lütfen daha küçük bir dosya seçin.");
  const body = new FormData();
  body.append("dosya", file);
  let response: Response;
  try {
    response = await fetch(adminPaths.attachments, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    throw new Error("Dosya yüklenemedi: sunucuya ulaşılamadı. Bağlantınızı denetleyip yeniden deneyin.");
  }
  if (response.status === 401) throw new Error("Oturumunuz sona ermiş; dosya yüklenmedi. Yeniden giriş yapıp tekrar deneyin.");
  const answer = (await response.json().catch(() => undefined)) as
    | { ok?: unknown; error?: unknown; attachment?: unknown; usage?: unknown }
    | undefined;
  if (!response.ok || answer?.ok !== true) {
    const message = answer?.error;
    throw new Error(typeof message === "string" && message ? message : "Dosya yüklenemedi. Lütfen yeniden deneyin.");
  }
  if (!isSummary(answer.attachment)) throw new Error("Dosya yüklendi ama sunucunun yanıtı anlaşılamadı. Lütfen yeniden deneyin.");
  return { attachment: answer.attachment, usage: isUploadUsage(answer.usage) ? answer.usage : undefined };
}
