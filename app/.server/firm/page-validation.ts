/**
 * A firm page's form (Sayfalar): title, meta description and the rich-text
 * body, checked with a Turkish message per field. The body is sanitized as
 * entries' bodies are; a placeholder that does not exist ({firma.adres} is
 * one, {firma.adress} a typo) is refused with the list of the unknown ones,
 * since the page would show it as typed.
 */
import { z } from "zod";
import { unknownPlaceholders } from "#app/.server/firm-snapshot/placeholders.ts";
import { richTextToPlain, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { line, text } from "#app/.server/web/forms.ts";
import { PAGE_FIELDS as F, PAGE_LIMITS as L } from "#app/lib/firm-forms.ts";

/** A page's text: as published, as a draft, or as a version in its history. */
export interface PageText {
  title: string;
  metaDescription: string;
  /** Sanitized rich text, placeholders as written. */
  body: string;
}

export type PageCheck = { ok: true; page: PageText } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

const schema = z.object({
  [F.title]: line("Başlık", L.title),
  [F.metaDescription]: z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(L.metaDescription, `Meta açıklaması en fazla ${L.metaDescription} karakter olabilir.`)),
  [F.body]: text("Metin", L.body),
});

/** What the form posted, as the form shows it again. */
export function readPageForm(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.values(F)) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

export function checkPage(values: Record<string, string>): PageCheck {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
    return { ok: false, errors, values };
  }
  const body = toStoredRichText(parsed.data[F.body]);
  if (richTextToPlain(body) === "" && !body.includes("<img")) errors[F.body] = "Metin alanı zorunludur.";
  const title = parsed.data[F.title];
  const metaDescription = parsed.data[F.metaDescription];
  for (const [field, value] of [
    [F.title, title],
    [F.metaDescription, metaDescription],
    [F.body, body],
  ] as const) {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0) {
      errors[field] ??=
        `Tanınmayan yer tutucu: ${unknown.map((name) => `{${name}}`).join(", ")}. Kullanılabilenler “Yer tutucular” listesinde; yazımı düzeltin ya da süslü parantezleri kaldırın.`;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, page: { title, metaDescription, body } };
}
