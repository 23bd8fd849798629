/**
 * Önizle for a sirküler: its label ("Sirküler 2026/15"), title, official
 * reference line, categories and body, as a saved entry or as the form has it.
 * The public page's own component is another part's; until then the preview
 * shows these with the shared components. Reads only.
 */
import { adminEntry } from "#app/.server/content/entries.ts";
import { metaDescription, renderRichText } from "#app/.server/content/rich-text.ts";
import { getDb } from "#app/.server/db/index.ts";
import { renderImages } from "#app/.server/media/render.ts";
import { listCategories } from "#app/.server/repositories/circulars.ts";
import {
  type CircularFields,
  type CircularPreviewPage,
  circularLabel,
  parseCircularNumber,
  REFERENCE_KINDS,
  type ReferenceKind,
  referenceLine,
} from "#app/lib/circulars.ts";
import type { EntryStatus } from "#app/lib/entry-form.ts";

export type { CircularPreviewPage };

/** What the form sends for a circular (names of lib/circulars.ts CIRCULAR_FORM_FIELDS). */
export function circularOfForm(form: FormData): Partial<CircularFields> & { numberText: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const number = parseCircularNumber(text("numara"));
  const kind = text("resmi_tur");
  const referenceNumber = text("resmi_no");
  return {
    ...(number ?? {}),
    numberText: text("numara"),
    categoryIds: form.getAll("kategori").filter((value): value is string => typeof value === "string"),
    reference:
      kind in REFERENCE_KINDS && referenceNumber
        ? {
            kind: kind as ReferenceKind,
            number: referenceNumber,
            gazetteDate: text("rg_tarih") || null,
            gazetteNumber: text("rg_sayi") || null,
          }
        : null,
  };
}

export async function circularPreview(input: {
  title: string;
  text: string;
  status: EntryStatus;
  publishedAt?: string;
  metaDescription?: string;
  circular: Partial<CircularFields>;
}): Promise<CircularPreviewPage> {
  const names = new Map((await listCategories(await getDb())).map((category) => [category.id, category.name]));
  const { circular } = input;
  return {
    kind: "circular",
    label: circular.year && circular.seq ? circularLabel({ year: circular.year, seq: circular.seq }) : "Sirküler (numarasız)",
    title: input.title.trim() || "(Başlıksız)",
    reference: circular.reference ? referenceLine(circular.reference) : undefined,
    categories: (circular.categoryIds ?? []).flatMap((id) => names.get(id) ?? []),
    body: await renderImages(renderRichText(input.text)),
    status: input.status,
    scheduledAt: input.status === "scheduled" ? input.publishedAt : undefined,
    description: metaDescription(input.text, input.metaDescription),
  };
}

export async function savedCircularPreview(id: string): Promise<CircularPreviewPage | undefined> {
  const entry = await adminEntry("sirkuler", id);
  if (!entry?.circular) return undefined;
  return circularPreview({
    title: entry.title,
    text: entry.text,
    status: entry.status,
    publishedAt: entry.published_at ?? undefined,
    metaDescription: entry.meta_description ?? undefined,
    circular: entry.circular,
  });
}
