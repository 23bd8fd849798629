/** The content lists' form schemas, derived from the registry (app/lib/content-lists.ts). */
import { z } from "zod";
import { line, text } from "#app/.server/validation/forms.ts";
import { CONTENT_LISTS, type ListField, type ListName } from "#app/lib/content-lists.ts";

/** Only http(s) addresses with a host name that has a dot. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

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

/** The admin form of a list: its fields by form name. */
export function entryFormSchema(list: ListName) {
  const [titleField, textField] = CONTENT_LISTS[list].fields;
  return z.object({ [titleField.name]: fieldSchema(titleField), [textField.name]: fieldSchema(textField) });
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
