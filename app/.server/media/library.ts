/**
 * The image library: storing an upload (cleaned and resized by images.ts),
 * reading a file to serve it, listing every picture with the entries that
 * show it, and deleting a picture nobody shows. Each write runs in one
 * transaction with its audit row (list "medya").
 */
import { quotaRefusalLocked, UploadQuotaExceeded } from "#app/.server/accounts/upload-quota.ts";
import { type Executor, getDb, transaction } from "#app/.server/db/index.ts";
import type { Media } from "#app/.server/db/schema.ts";
import { parseSettings } from "#app/.server/firm-snapshot/snapshot.ts";
import { nowIso } from "#app/.server/ids.ts";
import { MIME, type ProcessedImage, processImage } from "#app/.server/media/images.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { readSettingsRow } from "#app/.server/repositories/firm.ts";
import {
  deleteMedia,
  entriesMentioningMedia,
  findMedia,
  findMediaFile,
  insertMedia,
  listMedia,
  listMediaFiles,
  type MediaFileInfo,
  type MediaMention,
} from "#app/.server/repositories/media.ts";
import { deletedSince } from "#app/.server/repositories/revisions.ts";
import { LIST_NAMES, type ListName } from "#app/lib/content-lists.ts";
import { FIRM_PICTURES, SETTINGS_FIELDS, type SettingsFieldName } from "#app/lib/firm-forms.ts";
import { MEDIA_ID_IN_TEXT, mediaFileName, parseMediaFileName } from "#app/lib/media.ts";
import { mediaUrl } from "#app/lib/paths.ts";
import { BIN_DAYS } from "#app/lib/revisions.ts";

export type { MediaFileInfo };

/** The audit log's list name for the library's writes. */
export const MEDIA_AUDIT_LIST = "medya";

/** What the editor puts in the body after an upload (the upload endpoint's answer). */
export interface StoredImage {
  id: string;
  /** The JPEG the stored body refers to: 960 pixels wide, or the widest made when the picture is narrower. */
  src: string;
  width: number;
  height: number;
  /** False when the same picture was in the library already. */
  created: boolean;
}

// Decoding a 40-megapixel upload takes over 100 MB for its pixels: one at a
// time per process, so a few uploads at once cannot exhaust the memory.
let processing: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = processing.then(work, work);
  processing = run.catch(() => undefined);
  return run;
}

/** The upload's name as the office knows it: no folders, no control characters, bounded. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "görsel").slice(0, 200);
}

/** The JPEG the body refers to: 960 wide, else the widest there is. */
function bodyVariant(image: Pick<ProcessedImage, "variants">) {
  const jpegs = image.variants.filter((v) => v.format === "jpeg" && v.size !== "og").sort((a, b) => a.width - b.width);
  return jpegs.find((v) => v.size === "960") ?? jpegs.at(-1);
}

/**
 * Cleans, resizes and stores an upload; throws ImageRejected (with a message
 * for the office) when it is not an image we take, UploadQuotaExceeded when
 * its uploader's quota has no room for it. The same picture uploaded
 * twice is one image: the second upload stores nothing and answers the same.
 */
export async function storeUpload(upload: Buffer, fileName: string, adminEmail: string): Promise<StoredImage> {
  const image = await oneAtATime(() => processImage(upload));
  const created = await transaction(async (trx) => {
    // A picture already in the library adds nothing; a new one needs room in its uploader's quota (ADR 033).
    if (!(await findMedia(trx, image.id))) {
      const refusal = await quotaRefusalLocked(trx, adminEmail, upload.length);
      if (refusal) throw new UploadQuotaExceeded(refusal);
    }
    const stored = await insertMedia(
      trx,
      {
        id: image.id,
        source_format: image.sourceFormat,
        width: image.width,
        height: image.height,
        file_name: cleanFileName(fileName),
        bytes: upload.length,
        admin_email: adminEmail,
        created_at: nowIso(),
      },
      image.variants.map((variant) => ({
        name: mediaFileName(image.id, variant.size, variant.format),
        media_id: image.id,
        size: variant.size,
        format: variant.format,
        width: variant.width,
        height: variant.height,
        content_type: MIME[variant.format],
        data: variant.bytes,
      })),
    );
    if (stored) await recordAudit(trx, { adminEmail, action: "upload", list: MEDIA_AUDIT_LIST, entryId: image.id });
    return stored;
  });
  const body = bodyVariant(image);
  if (!body) throw new Error("processImage made no JPEG");
  return { id: image.id, src: mediaUrl(image.id, body.size, "jpeg"), width: body.width, height: body.height, created };
}

/** A file to serve, by its URL name; undefined for a name that is not one of ours or not stored. */
export async function mediaFile(name: string): Promise<{ contentType: string; data: Uint8Array } | undefined> {
  if (!parseMediaFileName(name)) return undefined;
  const file = await findMediaFile(await getDb(), name);
  return file && { contentType: file.content_type, data: file.data };
}

/** Where a picture is shown. */
export interface MediaUsage {
  list: ListName;
  entryId: string;
  title: string;
  /** As the entry's cover image. */
  cover: boolean;
  /** In its text. */
  body: boolean;
  /** The entry is in the bin (it can be restored with the picture). */
  deleted: boolean;
}

/** A picture chosen in Firma bilgileri (the logo, the site icon…). */
export interface FirmPictureUse {
  /** The form field that chose it. */
  field: SettingsFieldName;
  label: string;
}

export interface LibraryItem extends Media {
  files: MediaFileInfo[];
  usages: MediaUsage[];
  firmUses: FirmPictureUse[];
}

/** Which of Firma bilgileri's pictures each image is. */
async function firmUses(db: Executor): Promise<Map<string, FirmPictureUse[]>> {
  const settings = parseSettings((await readSettingsRow(db))?.data);
  const byMedia = new Map<string, FirmPictureUse[]>();
  for (const { setting, label } of FIRM_PICTURES) {
    const id = settings[setting];
    if (id) byMedia.set(id, [...(byMedia.get(id) ?? []), { field: SETTINGS_FIELDS[setting], label }]);
  }
  return byMedia;
}

const DAY = 24 * 60 * 60 * 1000;

/** The pictures each entry shows: in its text, and as its cover. */
function picturesOf(entry: { text: string; cover_media_id: string | null }): { cover: string | null; body: Set<string> } {
  const body = new Set([...entry.text.matchAll(MEDIA_ID_IN_TEXT)].map((match) => match[1]!));
  return { cover: entry.cover_media_id, body };
}

/**
 * Every entry that shows a picture (with `mediaId`: that one), drafts and
 * scheduled ones included, and those in the bin, which can come back.
 */
async function usages(db: Executor, mediaId?: string): Promise<Map<string, MediaUsage[]>> {
  const mentions: (MediaMention & { deleted: boolean })[] = (await entriesMentioningMedia(db, mediaId)).map((m) => ({
    ...m,
    deleted: false,
  }));
  const bin = await deletedSince(db, new Date(Date.now() - BIN_DAYS * DAY).toISOString());
  for (const revision of bin) {
    if (!LIST_NAMES.includes(revision.list)) continue;
    const { title, text, cover_media_id } = revision.fields;
    mentions.push({ list: revision.list, id: revision.entryId, title, text, cover_media_id, deleted: true });
  }
  const byMedia = new Map<string, MediaUsage[]>();
  for (const mention of mentions) {
    const { cover, body } = picturesOf(mention);
    for (const id of new Set([...body, ...(cover ? [cover] : [])])) {
      if (mediaId && id !== mediaId) continue;
      const usage: MediaUsage = {
        list: mention.list,
        entryId: mention.id,
        title: mention.title,
        cover: cover === id,
        body: body.has(id),
        deleted: mention.deleted,
      };
      byMedia.set(id, [...(byMedia.get(id) ?? []), usage]);
    }
  }
  return byMedia;
}

/** Every picture, newest first, with its files and where it is shown. */
export async function mediaLibrary(): Promise<LibraryItem[]> {
  const db = await getDb();
  const media = await listMedia(db);
  const files = await listMediaFiles(
    db,
    media.map((m) => m.id),
  );
  const [used, firm] = await Promise.all([usages(db), firmUses(db)]);
  return media.map((m) => ({
    ...m,
    files: files.filter((f) => f.media_id === m.id),
    usages: used.get(m.id) ?? [],
    firmUses: firm.get(m.id) ?? [],
  }));
}

export type RemoveMediaResult =
  | { ok: true }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "in-use"; usages: MediaUsage[]; firmUses: FirmPictureUse[] };

/** Deletes a picture that no entry (drafts and the bin included) and no choice of Firma bilgileri shows; one in use stays. */
export async function removeMedia(id: string, adminEmail: string): Promise<RemoveMediaResult> {
  return transaction(async (trx): Promise<RemoveMediaResult> => {
    if (!(await findMedia(trx, id))) return { ok: false, reason: "gone" };
    const inUse = (await usages(trx, id)).get(id) ?? [];
    const firm = (await firmUses(trx)).get(id) ?? [];
    if (inUse.length > 0 || firm.length > 0) return { ok: false, reason: "in-use", usages: inUse, firmUses: firm };
    await deleteMedia(trx, id);
    await recordAudit(trx, { adminEmail, action: "delete", list: MEDIA_AUDIT_LIST, entryId: id });
    return { ok: true };
  });
}
