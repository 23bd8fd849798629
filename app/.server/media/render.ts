/**
 * Images on the public pages. A stored body refers to an image by one JPEG
 * (`<img src="/medya/<id>-960.jpeg" alt width height>`); here it becomes a
 * <picture> offering every width there is in AVIF, WebP and JPEG, sized for
 * the column, with its width and height (no layout shift) and lazy loading.
 * A post's cover becomes the picture at the top of the post and its og:image.
 *
 * This runs on HTML that renderRichText has sanitized, and builds its own
 * markup from the stored files' names and sizes (every attribute value
 * escaped), so what it returns is as safe as what it was given.
 */
import { getDb } from "#app/.server/db/index.ts";
import { listMediaFiles, type MediaFileInfo } from "#app/.server/repositories/media.ts";
import { absoluteUrl } from "#app/.server/web/seo.ts";
import { MEDIA_PREFIX, type PictureData, POST_COLUMN_SIZES, parseMediaFileName } from "#app/lib/media.ts";
import type { SafeHtml } from "#app/lib/safe-html.ts";

const IMG_TAG = /<img\b([^>]*)>/gi;
// sanitize-html writes every attribute as name="value", with " < > & escaped.
const ATTRIBUTE = /([a-z][a-z0-9-]*)="([^"]*)"/gi;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : name.startsWith("#") ? Number.parseInt(name.slice(1), 10) : NaN;
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) attributes[name!.toLowerCase()] = decodeEntities(value!);
  return attributes;
}

const fileUrl = (file: MediaFileInfo) => `${MEDIA_PREFIX}${file.name}`;
const srcSet = (files: MediaFileInfo[]) => files.map((file) => `${fileUrl(file)} ${file.width}w`).join(", ");

/**
 * The <picture> of one image from its files: the widths that exist, narrowest
 * first; the <img> shows `preferredSize` (the one the body named) when there
 * is such a JPEG, else 960, else the widest. Undefined when it has no JPEG
 * (it was deleted).
 */
export function pictureOf(files: MediaFileInfo[], alt: string, preferredSize?: string, sizes = POST_COLUMN_SIZES): PictureData | undefined {
  const widths = files.filter((file) => file.size !== "og").sort((a, b) => a.width - b.width);
  const ofFormat = (format: string) => widths.filter((file) => file.format === format);
  const jpegs = ofFormat("jpeg");
  const shown = jpegs.find((file) => file.size === preferredSize) ?? jpegs.find((file) => file.size === "960") ?? jpegs.at(-1);
  if (!shown) return undefined;
  const sources = (["avif", "webp"] as const)
    .map((format) => ({ type: `image/${format}`, files: ofFormat(format) }))
    .filter((source) => source.files.length > 0)
    .map((source) => ({ type: source.type, srcSet: srcSet(source.files) }));
  return { sources, src: fileUrl(shown), srcSet: srcSet(jpegs), sizes, width: shown.width, height: shown.height, alt };
}

/** The markup of a picture in a body: loaded when it comes near the viewport. */
export function pictureHtml(picture: PictureData): string {
  const a = escapeAttribute;
  const sources = picture.sources
    .map((source) => `<source type="${a(source.type)}" srcset="${a(source.srcSet)}" sizes="${a(picture.sizes)}" />`)
    .join("");
  return (
    `<picture>${sources}<img src="${a(picture.src)}" srcset="${a(picture.srcSet)}" sizes="${a(picture.sizes)}"` +
    ` width="${picture.width}" height="${picture.height}" alt="${a(picture.alt)}" loading="lazy" decoding="async" /></picture>`
  );
}

async function filesByMedia(ids: string[]): Promise<Map<string, MediaFileInfo[]>> {
  const byMedia = new Map<string, MediaFileInfo[]>();
  for (const file of await listMediaFiles(await getDb(), ids)) byMedia.set(file.media_id, [...(byMedia.get(file.media_id) ?? []), file]);
  return byMedia;
}

/**
 * A rendered body (renderRichText's output) with each of our images as a
 * responsive <picture>. An image that is no longer in the library is left out.
 */
export async function renderImages(html: SafeHtml, sizes = POST_COLUMN_SIZES): Promise<SafeHtml> {
  const images = [...html.matchAll(IMG_TAG)].map((match) => {
    const attributes = attributesOf(match[1] ?? "");
    const src = attributes.src ?? "";
    const file = src.startsWith(MEDIA_PREFIX) ? parseMediaFileName(src.slice(MEDIA_PREFIX.length)) : undefined;
    return { tag: match[0], attributes, file };
  });
  if (images.length === 0) return html;
  const files = await filesByMedia(images.flatMap((image) => (image.file ? [image.file.id] : [])));
  let index = 0;
  return html.replace(IMG_TAG, () => {
    const { attributes, file } = images[index++]!;
    const picture = file && pictureOf(files.get(file.id) ?? [], attributes.alt ?? "", file.size, sizes);
    return picture ? pictureHtml(picture) : "";
  }) as SafeHtml;
}

/** A post's cover: the picture at its top, and its og:image (the 1200×630 crop). */
export interface CoverImage {
  picture: PictureData;
  /** Absolute URL of the og crop. */
  ogImage: string;
}

export async function coverImage(post: { cover_media_id: string | null; cover_alt: string | null }): Promise<CoverImage | undefined> {
  if (!post.cover_media_id) return undefined;
  const files = (await filesByMedia([post.cover_media_id])).get(post.cover_media_id) ?? [];
  const picture = pictureOf(files, post.cover_alt ?? "");
  const og = files.find((file) => file.size === "og");
  if (!picture || !og) return undefined;
  return { picture, ogImage: absoluteUrl(fileUrl(og)) };
}
