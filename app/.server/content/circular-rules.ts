/**
 * What a circular must satisfy to be saved (beside an entry's rules): its
 * number free in its year, its categories and attachments existing. The next
 * free number of a year, which the form proposes.
 */
import type { Executor } from "#app/.server/db/index.ts";
import { circularIdByNumber, existingAttachmentIds, highestSeq, listCategories } from "#app/.server/repositories/circulars.ts";
import { CIRCULAR_FORM_FIELDS as C, CIRCULAR_LIMITS, type CircularFields, type CircularNumber, circularLabel } from "#app/lib/circulars.ts";

export interface CircularProblem {
  /** The form field it concerns. */
  field: string;
  message: string;
}

/** Why the circular's fields cannot be saved for the entry `id` (undefined: new), or undefined. */
export async function circularProblem(
  trx: Executor,
  id: string | undefined,
  circular: CircularFields | undefined,
): Promise<CircularProblem | undefined> {
  if (!circular) return { field: C.number, message: "Sirkülerin numarasını girin (ör. 2026/15)." };
  const holder = await circularIdByNumber(trx, circular.year, circular.seq);
  if (holder && holder !== id) {
    const next = await nextCircularNumber(trx, circular.year);
    return {
      field: C.number,
      message: `${circularLabel(circular)} zaten var. Bu yılın ilk boş numarası ${circularLabel(next).replace("Sirküler ", "")}.`,
    };
  }
  if (circular.categoryIds.length === 0) return { field: C.categories, message: "En az bir kategori seçin." };
  const known = new Set((await listCategories(trx)).map((category) => category.id));
  if (circular.categoryIds.some((category) => !known.has(category))) {
    return { field: C.categories, message: "Seçilen kategorilerden biri artık yok; sayfayı yenileyip yeniden seçin." };
  }
  const attachments = new Set(await existingAttachmentIds(trx, circular.attachmentIds));
  if (circular.attachmentIds.some((attachment) => !attachments.has(attachment))) {
    return { field: C.attachments, message: "Eklerden biri bulunamadı; lütfen dosyayı yeniden yükleyin." };
  }
  return undefined;
}

/** The next free number of a year: one above the highest used. */
export async function nextCircularNumber(db: Executor, year: number): Promise<CircularNumber> {
  return { year, seq: Math.min((await highestSeq(db, year)) + 1, CIRCULAR_LIMITS.maxSeq) };
}
