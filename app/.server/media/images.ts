/**
 * Uploaded images, made safe and small with sharp (libvips): recognised by
 * their content (never the file name), refused above 15 MB, 40 megapixels
 * (a small file can decode to gigabytes), 16,000 pixels a side or a side 20
 * times the other (checked from the header, before a pixel is decoded; ADR
 * 032), turned upright by their EXIF orientation, stripped of every piece of
 * metadata (GPS position, camera, owner), and made in a few widths (at most
 * 4 megapixels each) as AVIF, WebP and JPEG. Whatever sharp refuses on the
 * way is a Turkish refusal.
 *
 * sharp is loaded on the first image, not with the server: libvips is native
 * code that a server answering public pages never runs (issue 41, ADR 054).
 */
import { createHash } from "node:crypto";
import type { Metadata, OutputInfo, Sharp } from "sharp";
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from "#app/lib/media.ts";

export { MAX_UPLOAD_BYTES };
export const MAX_PIXELS = 40_000_000;
/**
 * The longest side (pixels): below WebP's own limit (16,383), so every width
 * made of an accepted image can be encoded; a 600 dpi A4 scan is 7,016.
 */
export const MAX_SIDE = 16_000;
/** How many times longer one side may be than the other: a 1920×100 strip banner is 19.2. */
export const MAX_ASPECT = 20;
/**
 * The most pixels of one width made: AVIF's encoding time grows with them
 * (about 4 s a megapixel on the shared test machine), and a tall picture's
 * 1600 width could be 25 megapixels (1600×16000, minutes). A taller picture
 * gets narrower widths instead; photos (a portrait 3000×4000 is 1600×2133)
 * and phone screenshots keep theirs.
 */
export const MAX_VARIANT_PIXELS = 4_000_000;
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

/** A number as the office writes it: 100.000. */
const grouped = (n: number) => n.toLocaleString("tr-TR");

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
  const { default: sharp } = await import("sharp");
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
  if (!meta.width || !meta.height) throw new ImageRejected("Görselin boyutları okunamadı; görsel bozuk ya da eksik olabilir.");
  const size = `${grouped(meta.width)} × ${grouped(meta.height)} piksel`;
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new ImageRejected(`Görsel çok büyük: en fazla 40 megapiksel olabilir (bu görsel ${size}).`);
  }
  if (Math.max(meta.width, meta.height) > MAX_SIDE) {
    throw new ImageRejected(`Görsel çok büyük: bir kenarı en fazla ${grouped(MAX_SIDE)} piksel olabilir (bu görsel ${size}).`);
  }
  if (Math.max(meta.width, meta.height) > MAX_ASPECT * Math.min(meta.width, meta.height)) {
    throw new ImageRejected(
      `Görsel çok uzun ya da çok dar: uzun kenarı kısa kenarının en fazla ${MAX_ASPECT} katı olabilir (bu görsel ${size}). Görseli kırpıp yeniden yükleyin.`,
    );
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
  const id = createHash("sha256").update(upright.data).update(`${width}x${height}x${channels}`).digest("hex").slice(0, 24);
  try {
    const variants = await makeVariants(sharp, upright.data, { width, height, channels });
    return { id, sourceFormat: ACCEPTED[meta.format] ?? meta.format, width, height, variants };
  } catch {
    // The limits above keep every width encodable; whatever libvips refuses beyond them is the office's to hear, not a 500.
    throw new ImageRejected(
      "Görsel dönüştürülemedi (AVIF, WebP ve JPEG boyutları yapılamadı). Görseli JPEG ya da PNG olarak kaydedip yeniden yükleyin.",
    );
  }
}

/** Each width in each format, and the Open Graph crop, from the upright pixels. */
async function makeVariants(
  sharp: typeof import("sharp").default,
  data: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<ImageVariant[]> {
  const { width, channels } = raw;
  const pixels = () => sharp(data, { raw });

  const variants: ImageVariant[] = [];
  const widest = Math.floor(Math.sqrt((MAX_VARIANT_PIXELS * width) / raw.height));
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, width, widest)))];
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
  return variants;
}
