/**
 * The firm's pictures from the media library (Firma bilgileri: the logo, the
 * founder's photo) as <picture> data. Images are immutable (content-hashed)
 * and one in use cannot be deleted, so each snapshot reads them once: the
 * public pages never query the library per request.
 */
import { getDb } from "#app/.server/db/index.ts";
import type { FirmSnapshot } from "#app/.server/firm-snapshot/snapshot.ts";
import { pictureOf } from "#app/.server/media/render.ts";
import { listMediaFiles } from "#app/.server/repositories/media.ts";
import type { PictureData } from "#app/lib/media.ts";

/** The header shows the logo at most 40 px high; a wide logo is at most ~12 rem wide. */
export const LOGO_SIZES = "12rem";
/** The founder's photo column (.founder-photo: at most 20 rem, the full width on a phone). */
export const FOUNDER_PHOTO_SIZES = "(min-width: 768px) 20rem, calc(100vw - 2rem)";

export interface FirmPictures {
  logo: PictureData | undefined;
  founderPhoto: PictureData | undefined;
}

const kept = new WeakMap<FirmSnapshot, Promise<FirmPictures>>();

async function load(firm: FirmSnapshot): Promise<FirmPictures> {
  const { logoMediaId, founderPhotoMediaId, name, founderName, founderTitle } = firm.settings;
  const ids = [logoMediaId, founderPhotoMediaId].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return { logo: undefined, founderPhoto: undefined };
  const files = await listMediaFiles(await getDb(), ids);
  const of = (id: string | null, alt: string, sizes: string) =>
    id
      ? pictureOf(
          files.filter((file) => file.media_id === id),
          alt,
          undefined,
          sizes,
        )
      : undefined;
  return {
    logo: of(logoMediaId, name, LOGO_SIZES),
    founderPhoto: of(founderPhotoMediaId, `Portre: ${[founderTitle, founderName].filter(Boolean).join(" ")}`, FOUNDER_PHOTO_SIZES),
  };
}

/** The firm's logo and founder's photo, read once per snapshot (content version). */
export function firmPictures(firm: FirmSnapshot): Promise<FirmPictures> {
  let pictures = kept.get(firm);
  if (!pictures) {
    pictures = load(firm);
    // A failed read is tried again on the next request, not kept.
    pictures.catch(() => kept.delete(firm));
    kept.set(firm, pictures);
  }
  return pictures;
}
