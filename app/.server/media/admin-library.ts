/**
 * The image library as the admin's Görseller screen uses it: an upload from
 * the editor (answered with JSON) or from the screen's form, a delete with
 * the refusals the office reads, and the pictures as the table shows them.
 * Failed writes are answered as every admin write is (web/admin-page.ts).
 */
import { getAdminSession } from "#app/.server/accounts/sign-in.ts";
import { quotaRefusal, UploadQuotaExceeded } from "#app/.server/accounts/upload-quota.ts";
import { getDb } from "#app/.server/db/index.ts";
import { ImageRejected } from "#app/.server/media/images.ts";
import { type LibraryItem, type MediaUsage, mediaLibrary, removeMedia, type StoredImage, storeUpload } from "#app/.server/media/library.ts";
import { readUpload } from "#app/.server/media/upload.ts";
import { adminWriteFailure } from "#app/.server/web/admin-page.ts";
import { discardBody } from "#app/.server/web/request-body.ts";
import { entryEditPath, firmFieldPath } from "#app/lib/admin-paths.ts";
import { CONTENT_LISTS } from "#app/lib/content-lists.ts";
import { mediaUrl } from "#app/lib/paths.ts";
import { type Role, roleAtLeast } from "#app/lib/roles.ts";

const SIGNED_OUT = "Oturumunuz sona ermiş. Lütfen yeniden giriş yapın.";
const BUSY = "Veritabanı şu anda başka bir işlem için kilitli; görsel kaydedilmedi. Lütfen birkaç saniye sonra yeniden deneyin.";
const BUSY_DELETING = "Veritabanı şu anda başka bir işlem için kilitli; görsel silinmedi. Lütfen birkaç saniye sonra yeniden deneyin.";

/** Why a write of the library was refused or failed: the status and what the office reads. */
export interface LibraryRefusal {
  ok: false;
  status: number;
  error: string;
  headers?: Record<string, string>;
}

export type UploadResult = { ok: true; image: StoredImage } | LibraryRefusal;

/** Reads, checks and stores the request's upload (413 when it would pass its uploader's quota, ADR 033). */
export async function receiveUpload(request: Request, adminEmail: string): Promise<UploadResult> {
  const reading = await readUpload(request);
  if (!reading.ok) return reading;
  try {
    // Refused before the picture is decoded; storeUpload checks again in its transaction.
    const overQuota = await quotaRefusal(await getDb(), adminEmail, reading.bytes.length);
    if (overQuota) return { ok: false, status: 413, error: overQuota };
    return { ok: true, image: await storeUpload(reading.bytes, reading.fileName, adminEmail) };
  } catch (error) {
    if (error instanceof ImageRejected) return { ok: false, status: 400, error: error.message };
    if (error instanceof UploadQuotaExceeded) return { ok: false, status: 413, error: error.message };
    return { ok: false, ...adminWriteFailure(error, "Görsel kaydedilemedi", BUSY) };
  }
}

/** The upload form without JavaScript, or through React Router's form (multipart/form-data). */
export const isFormUpload = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");

/** The editor's upload: a POST that asks for JSON (`Accept: application/json`). */
export const isEditorUpload = (request: Request) =>
  request.method === "POST" && /\bapplication\/json\b/i.test(request.headers.get("accept") ?? "");

/**
 * The editor's upload, answered with JSON: the image's id, src, width and
 * height, or `{"error"}` with a 4xx/5xx status (401 when signed out).
 */
export async function answerEditorUpload(request: Request): Promise<Response> {
  const session = await getAdminSession(request);
  if (!session) {
    discardBody(request);
    return Response.json({ error: SIGNED_OUT }, { status: 401 });
  }
  const result = await receiveUpload(request, session.admin.email);
  if (!result.ok) return Response.json({ error: result.error }, { status: result.status, headers: result.headers });
  const { id, src, width, height } = result.image;
  return Response.json({ id, src, width, height });
}

/** "kapak", "metin" or both. */
const placeText = (usage: Pick<MediaUsage, "cover" | "body">) =>
  [usage.cover && "kapak görseli", usage.body && "metinde"].filter(Boolean).join(" ve ");

function usageText(usage: MediaUsage): string {
  const where = usage.deleted ? `Çöp kutusu (${CONTENT_LISTS[usage.list].label})` : CONTENT_LISTS[usage.list].label;
  return `${where}: “${usage.title}” (${placeText(usage)})`;
}

/** Who may delete pictures (issue 25): Editör and above; a Yazar uploads and picks them only. */
export const mayDeleteMedia = (role: Role) => roleAtLeast(role, "editor");

/** Deletes a picture nobody shows; refuses one that is gone or still shown somewhere (naming where), and a Yazar. */
export async function deleteFromLibrary(id: string, admin: { email: string; role: Role }): Promise<{ ok: true } | LibraryRefusal> {
  if (!mayDeleteMedia(admin.role)) return { ok: false, status: 403, error: "Görsel silmek için Editör yetkisi gerekir." };
  const adminEmail = admin.email;
  try {
    const result = await removeMedia(id, adminEmail);
    if (result.ok) return result;
    if (result.reason === "gone") return { ok: false, status: 404, error: "Görsel bulunamadı; başka bir oturumda silinmiş olabilir." };
    return {
      ok: false,
      status: 409,
      error: `Bu görsel kullanımda olduğu için silinemez: ${[
        ...result.firmUses.map((use) => `Firma bilgileri: ${use.label}`),
        ...result.usages.map(usageText),
      ].join("; ")}. Önce buralardan kaldırın.`,
    };
  } catch (error) {
    return { ok: false, ...adminWriteFailure(error, "Görsel silinemedi", BUSY_DELETING) };
  }
}

/** A picture as the screen shows it (no bytes, only what the table needs); exported for its unit test. */
export function itemView(item: LibraryItem) {
  const smallest = (format: string) =>
    item.files.filter((f) => f.format === format && f.size !== "og").sort((a, b) => a.width - b.width)[0];
  const jpeg = smallest("jpeg");
  const webp = smallest("webp");
  return {
    id: item.id,
    fileName: item.file_name,
    width: item.width,
    height: item.height,
    kilobytes: Math.max(1, Math.round(item.bytes / 1024)),
    createdAt: item.created_at,
    thumbnail: jpeg && {
      jpeg: mediaUrl(item.id, jpeg.size, "jpeg"),
      webp: webp && mediaUrl(item.id, webp.size, "webp"),
      width: jpeg.width,
      height: jpeg.height,
    },
    usages: [
      ...item.firmUses.map((use) => ({
        key: `firma/${use.field}`,
        list: "Firma bilgileri",
        title: use.label,
        place: "seçili görsel",
        deleted: false,
        href: firmFieldPath(use.field),
      })),
      ...item.usages.map((usage) => ({
        key: `${usage.list}/${usage.entryId}`,
        list: CONTENT_LISTS[usage.list].label,
        title: usage.title,
        place: placeText(usage),
        deleted: usage.deleted,
        href: usage.deleted ? undefined : entryEditPath(usage.list, usage.entryId),
      })),
    ],
  };
}

/** Every picture in the library, newest first, as the screen's table shows it. */
export async function libraryView() {
  return (await mediaLibrary()).map(itemView);
}
