/**
 * Uploaded images as the browser sees them: their URLs under /medya/ and the
 * description of a <picture> element. Browser-safe (no server code): the
 * library screen and the public pages' components use it too.
 */

/** The largest upload taken (the server refuses more; the library screen checks before sending). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** The upload's file field (POST /adminpanel/medya). */
export const UPLOAD_FIELD = "dosya";

export const UPLOAD_TOO_LARGE = "Görsel en fazla 15 MB olabilir.";

/** Where our own images are served from (app/routes/media-file.ts). */
export const MEDIA_PREFIX = "/medya/";

/** An image's id: the content hash app/.server/media/images.ts gives it. */
const ID = "[0-9a-f]{24}";

/**
 * A file's URL name: `<id>-<size>.<ext>`, the size a width in pixels (480,
 * 960, 1600, or the picture's own width when it is narrower) or "og".
 */
export const MEDIA_FILE_NAME = new RegExp(`^(${ID})-([1-9]\\d{0,4}|og)\\.(avif|webp|jpeg)$`);

/** `/medya/<id>-` in a stored body: where the body shows that image. */
export const MEDIA_ID_IN_TEXT = new RegExp(`${MEDIA_PREFIX}(${ID})-`, "g");

export function mediaFileName(id: string, size: string, format: string): string {
  return `${id}-${size}.${format}`;
}

/** The parts of a file name, or undefined when it is not one of ours. */
export function parseMediaFileName(name: string): { id: string; size: string; format: string } | undefined {
  const match = MEDIA_FILE_NAME.exec(name);
  return match ? { id: match[1]!, size: match[2]!, format: match[3]! } : undefined;
}

/** A responsive image: AVIF and WebP sources, and a JPEG <img> for every browser. */
export interface PictureData {
  sources: { type: string; srcSet: string }[];
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  /** "" for a decorative image. */
  alt: string;
}

/**
 * The width an image has in a post's column (app/styles: .container 72rem
 * with 2rem padding each side from 768px, 1rem below; from 992px a 20rem
 * side list and a 3rem gap beside it; .prose at most 46rem).
 */
export const POST_COLUMN_SIZES = [
  "(min-width: 1152px) 45rem",
  "(min-width: 992px) calc(100vw - 27rem)",
  "(min-width: 800px) 46rem",
  "(min-width: 768px) calc(100vw - 4rem)",
  "calc(100vw - 2rem)",
].join(", ");

/** The width of an image in a narrow page's text (.narrow: at most 50rem with the container's padding), e.g. the FAQ. */
export const NARROW_PAGE_SIZES = ["(min-width: 800px) 46rem", "(min-width: 768px) calc(100vw - 4rem)", "calc(100vw - 2rem)"].join(", ");

/** The site icon's sizes (Firma bilgileri → Site simgesi): the browser tab's, and the phone home screen's (apple-touch-icon). */
export const FIRM_ICON_SIZES = [32, 180] as const;
export type FirmIconSize = (typeof FIRM_ICON_SIZES)[number];

/** Where the site icon's files are served (app/routes/firm-icon.ts): below the images' prefix. */
export const FIRM_ICON_PREFIX = `${MEDIA_PREFIX}simge/`;

const FIRM_ICON_NAME = new RegExp(`^(${ID})-(\\d+)\\.png$`);

/** The site icon made of an image at a size: `/medya/simge/<id>-180.png`. */
export const firmIconUrl = (mediaId: string, size: FirmIconSize) => `${FIRM_ICON_PREFIX}${mediaId}-${size}.png`;

/** An icon file name's image and size, or undefined when it is not one of ours. */
export function parseFirmIconName(name: string): { mediaId: string; size: FirmIconSize } | undefined {
  const match = FIRM_ICON_NAME.exec(name);
  const size = Number(match?.[2]);
  return match && (FIRM_ICON_SIZES as readonly number[]).includes(size) ? { mediaId: match[1]!, size: size as FirmIconSize } : undefined;
}

/** The picture a shared link shows when its page has none (og:image, 1200×630): neutral, no firm's name on it. */
export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";
