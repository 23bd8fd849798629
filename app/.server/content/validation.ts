/** The content lists' form schemas, derived from the registry (app/lib/content-lists.ts). */
import { z } from "zod";
import { type CircularFormValues, checkCircular, circularInputOf, circularShape } from "#app/.server/content/circular-form.ts";
import type { EntryInput } from "#app/.server/content/entries.ts";
import { richTextToPlain, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { isHttpUrl, line, optionalLine, text } from "#app/.server/web/forms.ts";
import { CONTENT_LIMITS, CONTENT_LISTS, type ListField, type ListName, listExtra } from "#app/lib/content-lists.ts";
import { WORKFLOW_FIELDS as F, FORM_STATUS_VALUES, FORM_STATUSES, MEDIA_ID } from "#app/lib/entry-form.ts";
import { istanbulLocalToUtcIso } from "#app/lib/istanbul-time.ts";

/** Whether a rich-text body says anything once cleaned: words, or one of our images. */
const hasContent = (body: string) => {
  const stored = toStoredRichText(body);
  return richTextToPlain(stored) !== "" || stored.includes("<img");
};

function fieldSchema(field: ListField) {
  switch (field.kind) {
    case "line":
      return line(field.label, field.maxLength);
    case "rich":
      return text(field.label, field.maxLength);
    case "url":
      return line(field.label, field.maxLength).refine(
        isHttpUrl,
        `${field.label} http:// veya https:// ile başlayan tam bir adres olmalıdır (ör. https://www.gib.gov.tr).`,
      );
  }
}

/**
 * The workflow fields (duyurular, haberler, sirküler): status, the publish time of a
 * scheduled entry and the time it leaves the site (typed in Istanbul time, given on as UTC ISO), the meta
 * description and the cover image. A form without a status (an older client)
 * publishes, as saves always did.
 */
const workflowShape = {
  [F.status]: z.enum(FORM_STATUS_VALUES, { error: "Yayın durumunu seçin: Taslak, Yayında veya Zamanlanmış." }).optional(),
  // undefined: not given; null: given but not a real date and time.
  [F.publishAt]: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? (istanbulLocalToUtcIso(value) ?? null) : undefined)),
  // undefined: not given (an older client: the entry keeps its time); null: emptied (none); false: not a real date and time.
  [F.unpublishAt]: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : value.trim() ? (istanbulLocalToUtcIso(value) ?? false) : null)),
  [F.metaDescription]: optionalLine("Meta açıklaması", CONTENT_LIMITS.metaDescription),
  [F.cover]: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || MEDIA_ID.test(value), "Kapak görseli tanınmadı; lütfen yeniden yükleyin."),
  [F.coverAlt]: optionalLine("Kapak görselinin açıklaması", CONTENT_LIMITS.alt),
  [F.coverDecorative]: z.string().optional(),
};

type WorkflowValues = z.output<z.ZodObject<typeof workflowShape>>;

function checkWorkflow(values: WorkflowValues, ctx: z.RefinementCtx) {
  if (values[F.status] === "zamanlanmis") {
    const at = values[F.publishAt];
    if (at === undefined)
      ctx.addIssue({ code: "custom", path: [F.publishAt], message: "Zamanlamak için yayın tarihini ve saatini girin." });
    if (at === null) {
      ctx.addIssue({ code: "custom", path: [F.publishAt], message: "Geçerli bir tarih ve saat girin (ör. 01.12.2026 10:00)." });
    }
  }
  if (values[F.unpublishAt] === false) {
    ctx.addIssue({ code: "custom", path: [F.unpublishAt], message: "Geçerli bir tarih ve saat girin (ör. 31.12.2026 23:59)." });
  }
  if (values[F.cover] && !values[F.coverDecorative] && !values[F.coverAlt]) {
    ctx.addIssue({
      code: "custom",
      path: [F.coverAlt],
      message: "Kapak görselinin ne gösterdiğini yazın ya da “Dekoratif görsel” seçin.",
    });
  }
}

/** The admin form of a list: its fields by form name (and the workflow fields where the list has them). */
export function entryFormSchema(list: ListName) {
  const [titleField, textField] = CONTENT_LISTS[list].fields;
  // A body must say something: "<p></p>" from an emptied editor is no body.
  const body =
    textField.kind === "rich"
      ? text(textField.label, textField.maxLength).refine(hasContent, `${textField.label} alanı zorunludur.`)
      : fieldSchema(textField);
  const shape = { [titleField.name]: fieldSchema(titleField), [textField.name]: body };
  if (!CONTENT_LISTS[list].workflow) return z.object(shape);
  if (listExtra(list) === "circular") {
    return z.object({ ...shape, ...workflowShape, ...circularShape }).superRefine((values, ctx) => {
      checkWorkflow(values as WorkflowValues, ctx);
      checkCircular(values as CircularFormValues, ctx);
    });
  }
  return z.object({ ...shape, ...workflowShape }).superRefine((values, ctx) => checkWorkflow(values as WorkflowValues, ctx));
}

/** The form's time to leave the site as the use case takes it (false, not a real time, never reaches it: the schema refuses it). */
const unpublishOf = (value: string | null | false | undefined) => (value === false ? undefined : value);

/** The use case's input from a valid form (see entryFormSchema). */
export function entryInputOf(list: ListName, data: Record<string, unknown>): EntryInput {
  const [titleField, textField] = CONTENT_LISTS[list].fields;
  const input: EntryInput = { title: String(data[titleField.name]), text: String(data[textField.name]) };
  if (!CONTENT_LISTS[list].workflow) return input;
  const values = data as WorkflowValues;
  const formStatus = values[F.status];
  const cover = values[F.cover] || undefined;
  const own = listExtra(list) === "circular" ? circularInputOf(data as CircularFormValues) : {};
  return {
    ...input,
    ...own,
    status: formStatus ? FORM_STATUSES[formStatus].status : undefined,
    publishAt: formStatus === "zamanlanmis" ? (values[F.publishAt] ?? undefined) : undefined,
    unpublishAt: unpublishOf(values[F.unpublishAt]),
    metaDescription: values[F.metaDescription] || undefined,
    coverMediaId: cover,
    coverAlt: cover && !values[F.coverDecorative] ? values[F.coverAlt] || undefined : "",
  };
}

/**
 * The same rules for an imported entry, by its keys in the original JSON
 * (title, body/answer/url); the original allowed an empty body or answer.
 */
export function importedEntrySchema(list: ListName) {
  const [titleField, textField] = CONTENT_LISTS[list].fields;
  const textSchema = textField.kind === "rich" ? z.union([z.literal(""), fieldSchema(textField)]) : fieldSchema(textField);
  return z.object({ [titleField.column]: fieldSchema(titleField), [textField.column]: textSchema });
}
