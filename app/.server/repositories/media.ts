/**
 * Uploaded images: one `media` row per picture (its id is the content hash),
 * one `media_files` row per file made of it (widths × formats, and the og
 * crop) holding the bytes; and the scan of the content lists for the entries
 * that show an image.
 */
import type { Insertable } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { Media, MediaFileTable, MediaTable } from "#app/.server/db/schema.ts";
import { CONTENT_LISTS, LIST_NAMES, type ListName } from "#app/lib/content-lists.ts";
import { MEDIA_PREFIX } from "#app/lib/media.ts";

/** A file of a picture without its bytes. */
export interface MediaFileInfo {
  name: string;
  media_id: string;
  size: string;
  format: string;
  width: number;
  height: number;
}

/**
 * Stores a picture and its files. Nothing happens when the picture is there
 * already (the same content uploaded again): returns false then.
 */
export async function insertMedia(db: Executor, media: Insertable<MediaTable>, files: Insertable<MediaFileTable>[]): Promise<boolean> {
  const inserted = await db
    .insertInto("media")
    .values(media)
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  if (files.length > 0) await db.insertInto("media_files").values(files).execute();
  return true;
}

export async function findMedia(db: Executor, id: string): Promise<Media | undefined> {
  return db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A file as it is served. */
export async function findMediaFile(db: Executor, name: string): Promise<{ content_type: string; data: Uint8Array } | undefined> {
  return db.selectFrom("media_files").select(["content_type", "data"]).where("name", "=", name).executeTakeFirst();
}

/** Every picture, newest upload first. */
export async function listMedia(db: Executor): Promise<Media[]> {
  return db.selectFrom("media").selectAll().orderBy("created_at", "desc").orderBy("id", "asc").execute();
}

/** The files of these pictures (not their bytes), narrowest first. */
export async function listMediaFiles(db: Executor, mediaIds: readonly string[]): Promise<MediaFileInfo[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom("media_files")
    .select(["name", "media_id", "size", "format", "width", "height"])
    .where("media_id", "in", [...new Set(mediaIds)])
    .execute();
  return rows.sort((a, b) => a.width - b.width || a.name.localeCompare(b.name));
}

/** Removes a picture and its files; false when there was none. */
export async function deleteMedia(db: Executor, id: string): Promise<boolean> {
  await db.deleteFrom("media_files").where("media_id", "=", id).execute();
  const result = await db.deleteFrom("media").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** An entry that may show images: its rich text, and its cover (workflow lists). */
export interface MediaMention {
  list: ListName;
  id: string;
  title: string;
  text: string;
  cover_media_id: string | null;
}

/** The lists whose text is rich text (it can hold images): duyurular, haberler, sorular. */
const RICH_LISTS = LIST_NAMES.filter((list) => CONTENT_LISTS[list].fields[1].kind === "rich");

/**
 * The entries (drafts and scheduled ones included) whose text holds an image
 * or which have a cover; with `mediaId`, only those that show that image.
 * Their text is matched again by the caller: `like` only narrows the rows.
 */
export async function entriesMentioningMedia(db: Executor, mediaId?: string): Promise<MediaMention[]> {
  const mentions: MediaMention[] = [];
  for (const list of RICH_LISTS) {
    const { table, workflow } = CONTENT_LISTS[list];
    // The three tables differ in the text column's name and whether they have
    // covers; the casts name one of them for Kysely.
    const textColumn = CONTENT_LISTS[list].fields[1].column as "body";
    const pattern = `%${MEDIA_PREFIX}${mediaId ? `${mediaId}-` : ""}%`;
    const rows = await db
      .selectFrom(table as "announcements")
      .select(["id", "title", `${textColumn} as text`])
      .$if(workflow, (q) => q.select("cover_media_id"))
      .where((eb) =>
        eb.or([
          eb(textColumn, "like", pattern),
          ...(workflow ? [mediaId ? eb("cover_media_id", "=", mediaId) : eb("cover_media_id", "is not", null)] : []),
        ]),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "asc")
      .execute();
    for (const row of rows as { id: string; title: string; text: string; cover_media_id?: string | null }[]) {
      mentions.push({ list, id: row.id, title: row.title, text: row.text, cover_media_id: row.cover_media_id ?? null });
    }
  }
  return mentions;
}
