/**
 * The service form's checks, with a Turkish message per field. The address
 * (slug) is proposed from the full title when left empty; a typed one must
 * already be in the URL's form (a–z, 0–9, single hyphens), so what the office
 * sees in the field is exactly the address the page gets.
 */
import { z } from "zod";
import type { ServiceInput } from "#app/.server/firm/services.ts";
import { richTextToPlain, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { type FormResult, line, optionalLine, parseForm, text } from "#app/.server/web/forms.ts";
import { SERVICE_FIELDS as F, SERVICE_LIMITS as L, SLUG_PATTERN } from "#app/lib/service-form.ts";
import { slugify } from "#app/lib/slug.ts";

const hasContent = (body: string) => {
  const stored = toStoredRichText(body);
  return richTextToPlain(stored) !== "" || stored.includes("<img");
};

const serviceFormSchema = z.object({
  [F.fullTitle]: line("Hizmetin tam adı", L.fullTitle),
  [F.homeTitle]: optionalLine("Anasayfadaki kısa ad", L.homeTitle),
  [F.homeDescription]: text("Kart açıklaması", L.homeDescription),
  [F.metaDescription]: line("Meta açıklaması", L.metaDescription),
  [F.body]: text("Sayfa metni", L.body).refine(hasContent, "Sayfa metni alanı zorunludur."),
  [F.slug]: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? ""),
});

/** Why an address cannot be used, or undefined. */
function slugProblem(slug: string, typed: string): string | undefined {
  if (slug.length > L.slug) return `Adres en fazla ${L.slug} karakter olabilir.`;
  if (SLUG_PATTERN.test(slug)) return undefined;
  if (!typed) return "Başlıktan bir adres çıkarılamadı; adresi kendiniz yazın (ör. kdv-iadesi).";
  const suggestion = slugify(typed);
  return `Adres yalnızca küçük harf (a–z), rakam ve tek tire içerebilir${suggestion ? `; örneğin “${suggestion}”` : ""}.`;
}

/** The form's values as the use case takes them, or a message per field and what was typed. */
export function parseServiceForm(form: FormData): FormResult<ServiceInput> {
  const result = parseForm(serviceFormSchema, form);
  const typed = String(form.get(F.slug) ?? "").trim();
  if (!result.ok) {
    // A typed address is checked too, so every problem shows at once.
    const problem = typed ? slugProblem(typed, typed) : undefined;
    return problem ? { ...result, errors: { ...result.errors, [F.slug]: problem } } : result;
  }
  const data = result.data;
  const slug = data[F.slug] || slugify(data[F.fullTitle]);
  const problem = slugProblem(slug, typed);
  if (problem) return { ok: false, errors: { [F.slug]: problem }, values: formValues(form) };
  return {
    ok: true,
    data: {
      fullTitle: data[F.fullTitle],
      homeTitle: data[F.homeTitle],
      homeDescription: data[F.homeDescription],
      metaDescription: data[F.metaDescription],
      body: data[F.body],
      slug,
    },
  };
}

/** What was typed in the form's fields. */
function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.values(F)) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}
