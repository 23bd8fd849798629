/** The media library: uploaded pictures and the files made of them. */
import type { Selectable } from "kysely";

/** An uploaded picture; id is the content hash of its cleaned original. */
export interface MediaTable {
  id: string;
  source_format: string;
  width: number;
  height: number;
  file_name: string;
  bytes: number;
  admin_email: string;
  created_at: string;
}

/** A file made of a picture, served at /medya/<name>. */
export interface MediaFileTable {
  name: string;
  media_id: string;
  /** "480", "960", "1600" or "og". */
  size: string;
  format: string;
  width: number;
  height: number;
  content_type: string;
  data: Uint8Array;
}

export type Media = Selectable<MediaTable>;
export type MediaFile = Selectable<MediaFileTable>;
