/**
 * A circular's own form fields (number, categories, official reference,
 * attachments, the e-bülten draft): their schema, joined to the entry form's
 * by validation.ts, and the use case's input made of them.
 */
import { z } from "zod";
import { line, repeated } from "#app/.server/web/forms.ts";
import {
  ATTACHMENT_ID,
  CIRCULAR_FORM_FIELDS as C,
  type CircularFields,
  parseCircularNumber,
  parseGazetteNumber,
  REFERENCE_KIND_VALUES,
  type ReferenceKind,
} from "#app/lib/circulars.ts";

/** Limits of the reference's lines. */
const LIMITS = { referenceNumber: 200 } as const;

const trimmed = z
  .string()
  .optional()
  .transform((value) => value?.replace(/\s+/g, " ").trim() ?? "");

/** Every value of a repeated field, blank ones dropped. */
const ids = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).map((id) => id.trim()).filter(Boolean));

/** A real calendar day as YYYY-MM-DD. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Why a Resmî Gazete number was refused, with the forms it may take. */
export const GAZETTE_NUMBER_MESSAGE =
  "Resmî Gazete sayısını rakamla yazın; mükerrer sayılarda bunu parantez içinde belirtin (ör. 33124, 33124 (Mükerrer) veya 33124 (5. Mükerrer)).";

export const circularShape = {
  [C.number]: line("Sirküler numarası", 12).refine(
    (value) => parseCircularNumber(value) !== undefined,
    "Numarayı yıl/sıra biçiminde yazın (ör. 2026/15).",
  ),
  [C.categories]: repeated(ids),
  [C.referenceKind]: trimmed.refine(
    (value) => value === "" || (REFERENCE_KIND_VALUES as string[]).includes(value),
    "Resmî metnin türünü listeden seçin.",
  ),
  [C.referenceNumber]: trimmed.refine(
    (value) => value.length <= LIMITS.referenceNumber,
    `Resmî metnin adı ve sayısı en fazla ${LIMITS.referenceNumber} karakter olabilir.`,
  ),
  [C.gazetteDate]: trimmed.refine((value) => value === "" || isDay(value), "Resmî Gazete tarihini gün.ay.yıl olarak seçin."),
  // Stored as the Gazette writes it: "33124 (mükerrer)" becomes "33124 (Mükerrer)".
  [C.gazetteNumber]: trimmed.transform((value, ctx) => {
    const number = value === "" ? "" : parseGazetteNumber(value);
    if (number === undefined) ctx.addIssue({ code: "custom", message: GAZETTE_NUMBER_MESSAGE });
    return number ?? z.NEVER;
  }),
  [C.attachments]: repeated(
    ids.refine((values) => values.every((id) => ATTACHMENT_ID.test(id)), "Eklerden biri tanınmadı; lütfen yeniden yükleyin."),
  ),
  [C.newsletter]: z.string().optional(),
};

export type CircularFormValues = z.output<z.ZodObject<typeof circularShape>>;

/** The reference's fields go together: a kind with its number; a gazette only with them. */
export function checkCircular(values: CircularFormValues, ctx: z.RefinementCtx): void {
  const kind = values[C.referenceKind];
  const number = values[C.referenceNumber];
  if (values[C.categories].length === 0) ctx.addIssue({ code: "custom", path: [C.categories], message: "En az bir kategori seçin." });
  if (kind && !number) ctx.addIssue({ code: "custom", path: [C.referenceNumber], message: "Resmî metnin adını veya sayısını yazın." });
  if (number && !kind) ctx.addIssue({ code: "custom", path: [C.referenceKind], message: "Resmî metnin türünü seçin." });
  if (!kind && (values[C.gazetteDate] || values[C.gazetteNumber])) {
    ctx.addIssue({
      code: "custom",
      path: [C.referenceKind],
      message: "Resmî Gazete bilgisi için önce resmî metnin türünü ve sayısını girin.",
    });
  }
}

/** The circular's fields of a valid form. */
export function circularInputOf(values: CircularFormValues): { circular: CircularFields; newsletterDraft: boolean } {
  const number = parseCircularNumber(values[C.number]);
  if (!number) throw new Error("circularInputOf: the schema lets only valid numbers through.");
  const kind = values[C.referenceKind];
  return {
    circular: {
      ...number,
      categoryIds: [...new Set(values[C.categories])],
      reference: kind
        ? {
            kind: kind as ReferenceKind,
            number: values[C.referenceNumber],
            gazetteDate: values[C.gazetteDate] || null,
            gazetteNumber: values[C.gazetteNumber] || null,
          }
        : null,
      attachmentIds: [...new Set(values[C.attachments])],
    },
    newsletterDraft: values[C.newsletter] === "1",
  };
}
