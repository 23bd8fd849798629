/**
 * The site's icon (Firma bilgileri → Site simgesi): an image of the media
 * library made into the squares browsers and phones ask for, by sharp, from
 * the image's widest WebP (which keeps a logo's transparency). The tab's
 * 32 px icon goes inline into every public page as a data: URI (a request of
 * its own raced the first paint, ADR 011); the 180 px home-screen icon is a
 * file under /medya/simge/, named after the image's content hash, so its
 * bytes never change. Made once per image and size, and kept in memory.
 * sharp is loaded with the first icon made, not with the server (issue 41).
 */
import { getDb } from "#app/.server/db/index.ts";
import type { FirmSnapshot } from "#app/.server/firm-snapshot/snapshot.ts";
import { findMediaFile, listMediaFiles } from "#app/.server/repositories/media.ts";
import { FIRM_ICON_SIZES, type FirmIconSize, firmIconUrl, mediaFileName, parseFirmIconName } from "#app/lib/media.ts";

/** What a public page's head links: the tab's icon and the phone's home-screen icon. */
export interface FirmIcons {
  /** A data: URI of the 32 px PNG. */
  icon: string;
  /** The 180 px PNG's URL. */
  appleTouchIcon: string;
}

/**
 * A square of `size` pixels with the whole picture in it: transparent around
 * a wide logo in a tab; on white for the home screen, where iOS would fill
 * transparency with black.
 */
async function render(source: Uint8Array, size: FirmIconSize): Promise<Buffer> {
  const opaque = size !== 32;
  const background = opaque ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 };
  const { default: sharp } = await import("sharp");
  let image = sharp(source).resize({ width: size, height: size, fit: "contain", background });
  if (opaque) image = image.flatten({ background });
  return image.png({ compressionLevel: 9, palette: size === 32 }).toBuffer();
}

/** The widest WebP of an image (every upload has WebP widths, made by media/images.ts). */
async function sourceOf(mediaId: string): Promise<Uint8Array | undefined> {
  const db = await getDb();
  const widest = (await listMediaFiles(db, [mediaId])).filter((file) => file.format === "webp").at(-1);
  if (!widest) return undefined;
  return (await findMediaFile(db, mediaFileName(mediaId, widest.size, "webp")))?.data;
}

/** Icons made, by file name: a handful of images at two sizes, never evicted (an image's bytes never change). */
const made = new Map<string, Promise<Buffer | undefined>>();

/** The PNG of an image at an icon size; undefined when the image is not in the library. */
export function firmIconPng(mediaId: string, size: FirmIconSize): Promise<Buffer | undefined> {
  const key = `${mediaId}-${size}`;
  let png = made.get(key);
  if (!png) {
    png = sourceOf(mediaId).then((source) => (source ? render(source, size) : undefined));
    // A failed or missing image is asked again next time (it may be uploaded again).
    png.then(
      (bytes) => bytes ?? made.delete(key),
      () => made.delete(key),
    );
    made.set(key, png);
  }
  return png;
}

/** GET /medya/simge/:name: the PNG, or undefined when the name is not an icon of an image in the library. */
export async function firmIconFile(name: string): Promise<Buffer | undefined> {
  const icon = parseFirmIconName(name);
  return icon ? firmIconPng(icon.mediaId, icon.size) : undefined;
}

const kept = new WeakMap<FirmSnapshot, Promise<FirmIcons | undefined>>();

async function load(firm: FirmSnapshot): Promise<FirmIcons | undefined> {
  const id = firm.settings.iconMediaId;
  if (!id) return undefined;
  const tab = await firmIconPng(id, FIRM_ICON_SIZES[0]);
  if (!tab) return undefined;
  return { icon: `data:image/png;base64,${tab.toString("base64")}`, appleTouchIcon: firmIconUrl(id, FIRM_ICON_SIZES[1]) };
}

/** The firm's chosen icons, read once per snapshot; undefined: none chosen (or gone), the neutral default shows. */
export function firmIcons(firm: FirmSnapshot): Promise<FirmIcons | undefined> {
  let icons = kept.get(firm);
  if (!icons) {
    icons = load(firm).catch(() => {
      kept.delete(firm);
      return undefined;
    });
    kept.set(firm, icons);
  }
  return icons;
}
