import { z } from "zod";
import { normalizeEmail } from "#app/.server/email.ts";
import { contactLimits, newsletterLimits } from "#app/lib/form-limits.ts";

const LINE_BREAK = /[\r\n]/;

/** A required single-line text: trimmed, bounded, no line breaks (it may end up in a mail header). */
function line(label: string, max: number) {
  return z
    .string({ error: `${label} alanı zorunludur.` })
    .trim()
    .min(1, `${label} alanı zorunludur.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .refine((v) => !LINE_BREAK.test(v), `${label} tek satır olmalıdır.`);
}

function email(max: number) {
  return line("E-posta", max).pipe(z.email("Geçerli bir e-posta adresi girin (ör. ad@ornek.com).")).transform(normalizeEmail);
}

export const contactSchema = z.object({
  isim: line("İsim", contactLimits.isim),
  telefon: line("Telefon", contactLimits.telefon).refine(
    (v) => /^[0-9+()\-\s.]+$/.test(v) && /\d{7,}/.test(v.replace(/\D/g, "")),
    "Geçerli bir telefon numarası girin (ör. 0312 000 00 00).",
  ),
  eposta: email(contactLimits.eposta),
  konu: line("Konu", contactLimits.konu),
  mesaj: z
    .string({ error: "Mesaj alanı zorunludur." })
    .trim()
    .min(1, "Mesaj alanı zorunludur.")
    .max(contactLimits.mesaj, `Mesaj en fazla ${contactLimits.mesaj} karakter olabilir.`),
});

export const newsletterSchema = z.object({
  eposta: email(newsletterLimits.eposta),
});

export type FieldErrors = Record<string, string>;

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * Validates the named fields of a form. On failure it returns the first
 * message per field and the values as typed, so the form can be shown again.
 */
export function parseForm<T extends z.ZodObject>(schema: T, form: FormData): FormResult<z.output<T>> {
  const values: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}

/** The request's form body, or null when it cannot be read as a form. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
