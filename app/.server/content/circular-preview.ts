/**
 * Önizle for a sirküler: its label ("Sirküler 2026/15"), title, official
 * reference line, categories, body and attachments (linked through the
 * admin's address: a draft's files are not public, ADR 033), as a saved
 * entry or as the form has it.
 * The public page's own component is another part's; until then the preview
 * shows these with the shared components. Reads only.
 */
import { attachmentSizeText } from "#app/.server/content/circulars-public.ts";
import { adminEntry } from "#app/.server/content/entries.ts";
import { getDb } from "#app/.server/db/index.ts";
import { renderImages } from "#app/.server/media/render.ts";
import { attachmentSummaries, listCategories } from "#app/.server/repositories/circulars.ts";
import { metaDescription, renderRichText } from "#app/.server/text/rich-text.ts";
import { adminAttachmentPath } from "#app/lib/admin-paths.ts";
import {
  ATTACHMENT_ID,
  CIRCULAR_FORM_FIELDS,
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
    // Unknown ids are left out when read (circularPreview); at most as many as a save takes.
    attachmentIds: [
      ...new Set(
        form
          .getAll(CIRCULAR_FORM_FIELDS.attachments)
          .filter((value): value is string => typeof value === "string" && ATTACHMENT_ID.test(value)),
      ),
    ].slice(0, 100),
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
  const db = await getDb();
  const { circular } = input;
  const [categories, attachments] = await Promise.all([listCategories(db), attachmentSummaries(db, circular.attachmentIds ?? [])]);
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return {
    kind: "circular",
    label: circular.year && circular.seq ? circularLabel({ year: circular.year, seq: circular.seq }) : "Sirküler (numarasız)",
    title: input.title.trim() || "(Başlıksız)",
    reference: circular.reference ? referenceLine(circular.reference) : undefined,
    categories: (circular.categoryIds ?? []).flatMap((id) => names.get(id) ?? []),
    body: await renderImages(renderRichText(input.text)),
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      href: adminAttachmentPath(a),
      sizeText: attachmentSizeText(a),
      hasText: a.hasText,
    })),
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
