/**
 * Image upload from the admin's browser, against the media endpoint's
 * contract: POST multipart/form-data with the file in `dosya` and
 * `Accept: application/json`; 200 {id, src, width, height} or 4xx {error}
 * with a Turkish message. The server checks the file by its content; the
 * checks here only spare a useless upload.
 */
import { ADMIN_ROOT } from "#app/lib/admin-paths.ts";

/** The upload endpoint (the media screen's path). */
export const MEDIA_UPLOAD_PATH = `${ADMIN_ROOT}/medya`;
export const UPLOAD_FIELD = "dosya";
/** The server's limit (app/.server/media/images.ts, MAX_UPLOAD_BYTES). */
const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif";

export interface UploadedImage {
  /** The media id (content hash). */
  id: string;
  /** Where the image is served, e.g. /medya/<id>-960.jpeg. */
  src: string;
  width: number;
  height: number;
}

const isUploaded = (value: unknown): value is UploadedImage => {
  const v = value as Partial<UploadedImage> | null;
  return (
    typeof v?.id === "string" &&
    typeof v.src === "string" &&
    v.src.startsWith("/medya/") &&
    Number.isInteger(v.width) &&
    Number.isInteger(v.height) &&
    Number(v.width) > 0 &&
    Number(v.height) > 0
  );
};

export async function uploadImage(file: File): Promise<UploadedImage> {
  if (file.size > MAX_UPLOAD_BYTES) throw new Error("Görsel en fazla 15 MB olabilir; lütfen daha küçük bir dosya seçin.");
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  let response: Response;
  try {
    response = await fetch(MEDIA_UPLOAD_PATH, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    throw new Error("Görsel yüklenemedi: sunucuya ulaşılamadı. Bağlantınızı denetleyip yeniden deneyin.");
  }
  if (response.status === 401) throw new Error("Oturumunuz sona ermiş; görsel yüklenmedi. Yeniden giriş yapıp tekrar deneyin.");
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (answer as { error?: unknown } | undefined)?.error;
    throw new Error(typeof message === "string" && message ? message : "Görsel yüklenemedi. Lütfen yeniden deneyin.");
  }
  if (!isUploaded(answer)) throw new Error("Görsel yüklendi ama sunucunun yanıtı anlaşılamadı. Lütfen yeniden deneyin.");
  return answer;
}
