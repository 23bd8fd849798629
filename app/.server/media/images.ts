/**
 * Uploaded images, made safe and small with sharp (libvips): recognised by
 * their content (never the file name), refused above 15 MB or 40 megapixels
 * (a small file can decode to gigabytes), turned upright by their EXIF
 * orientation, stripped of every piece of metadata (GPS position, camera,
 * owner), and made in a few widths as AVIF, WebP and JPEG.
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from "#app/lib/media.ts";

export { MAX_UPLOAD_BYTES };
export const MAX_PIXELS = 40_000_000;
/** The widths made of each image (never wider than the original). */
export const WIDTHS = [480, 960, 1600] as const;
export const FORMATS = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof FORMATS)[number];

/** The Open Graph image of a page (Facebook, LinkedIn, WhatsApp previews). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

export const MIME: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

export class ImageRejected extends Error {}

export interface ImageVariant {
  /** "960" or "og" (the 1200×630 crop). */
  size: string;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** Content hash of the upright, stripped original: the same picture uploaded twice is one image. */
  id: string;
  /** What the upload was, as read from its content. */
  sourceFormat: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

const ACCEPTED: Record<string, string> = { jpeg: "JPEG", png: "PNG", webp: "WebP", heif: "AVIF/HEIF" };

const encode = (image: Sharp, format: ImageFormat) =>
  format === "avif"
    ? image.avif({ quality: 55, effort: 4 })
    : format === "webp"
      ? image.webp({ quality: 78 })
      : image.jpeg({ quality: 80, mozjpeg: true });

/** Checks and converts an upload; throws ImageRejected with a message for the office. */
export async function processImage(upload: Buffer): Promise<ProcessedImage> {
  if (upload.length === 0) throw new ImageRejected("Dosya boş.");
  if (upload.length > MAX_UPLOAD_BYTES) throw new ImageRejected(UPLOAD_TOO_LARGE);
  let meta: Metadata;
  try {
    // Reads the header only: the size is known before a single pixel is decoded.
    meta = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected("Bu dosya bir görsel olarak okunamadı. JPEG, PNG, WebP veya AVIF yükleyin.");
  }
  if (!meta.format || !(meta.format in ACCEPTED)) {
    throw new ImageRejected("Bu dosya türü desteklenmiyor. JPEG, PNG, WebP veya AVIF yükleyin.");
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) {
    throw new ImageRejected("Görsel çok büyük: en fazla 40 megapiksel olabilir.");
  }
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // rotate() applies the EXIF orientation; the raw pixels carry no metadata at all.
    upright = await sharp(upload, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejected(
      meta.format === "heif"
        ? "Bu HEIC/HEIF görsel açılamadı; telefonda JPEG olarak paylaşıp yeniden yükleyin."
        : "Görsel bozuk ya da eksik; açılamadı.",
    );
  }
  const { width, height, channels } = upright.info;
  const pixels = () => sharp(upright.data, { raw: { width, height, channels } });
  const id = createHash("sha256").update(upright.data).update(`${width}x${height}x${channels}`).digest("hex").slice(0, 24);

  const variants: ImageVariant[] = [];
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, width)))];
  for (const target of widths) {
    const resized = await pixels().resize({ width: target, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    for (const format of FORMATS) {
      const out = await encode(
        sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels } }),
        format,
      ).toBuffer({
        resolveWithObject: true,
      });
      variants.push({ size: String(target), format, width: out.info.width, height: out.info.height, bytes: out.data });
    }
  }
  const og = await encode(pixels().resize({ ...OG_SIZE, fit: "cover", position: "attention" }), "jpeg").toBuffer({
    resolveWithObject: true,
  });
  variants.push({ size: "og", format: "jpeg", width: og.info.width, height: og.info.height, bytes: og.data });
  return { id, sourceFormat: ACCEPTED[meta.format] ?? meta.format, width, height, variants };
}
