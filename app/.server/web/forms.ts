/**
 * What every form shares: the fields with their Turkish messages (line,
 * optionalLine, text, email), parseForm, which gives a refused form back with a message per field
 * and the values as typed, and readForm. The forms themselves live with their
 * feature (contact/form.ts, accounts/password-forms.ts, content/validation.ts…).
 */
import { z } from "zod";
import { normalizeEmail } from "#app/lib/email.ts";
import { type Catalogue, catalogue } from "#app/lib/i18n/index.ts";

/** A field's messages in one language (lib/i18n: the catalogue's `form`); Turkish unless a form says otherwise (issue 43). */
export type FieldWords = Pick<Catalogue["form"], "fieldRequired" | "fieldTooLong" | "fieldOneLine" | "fieldControl" | "emailInvalid">;
const TURKISH: FieldWords = catalogue("tr").form;

/** Control characters: C0 (0x00–0x1F) and DEL (0x7F). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same, less tab and line feed, which paragraphs may hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * A required single-line text: trimmed, bounded, no line breaks or other
 * control characters (it may end up in a mail header or a URL).
 */
export function line(label: string, max: number, words: FieldWords = TURKISH) {
  return z
    .string({ error: words.fieldRequired(label) })
    .trim()
    .min(1, words.fieldRequired(label))
    .max(max, words.fieldTooLong(label, max))
    .refine((v) => !/[\r\n]/.test(v), words.fieldOneLine(label))
    .refine((v) => !CONTROL.test(v), words.fieldControl(label));
}

/**
 * An optional single line: runs of white space (line breaks too) become one
 * space; empty is ""; otherwise the rules and messages of `line`. A missing
 * field is "" too, unless `whenMissing: "refuse"` (the firm settings, whose
 * form always sends every field: a request without one is not from the form).
 */
export function optionalLine(label: string, max: number, { whenMissing = "empty" }: { whenMissing?: "empty" | "refuse" } = {}) {
  const given = whenMissing === "refuse" ? z.string() : z.string().optional();
  return given
    .transform((value) => value?.replace(/\s+/g, " ").trim() ?? "")
    .superRefine((value, ctx) => {
      const checked = value ? line(label, max).safeParse(value) : undefined;
      if (checked && !checked.success) ctx.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? `${label} geçersiz.` });
    });
}

/**
 * A required multi-line text: line endings made "\n", ends trimmed, the
 * paragraphs and line breaks kept; tab and newline are the only control
 * characters allowed.
 */
export function text(label: string, max: number, words: FieldWords = TURKISH) {
  return z
    .string({ error: words.fieldRequired(label) })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, words.fieldRequired(label))
        .max(max, words.fieldTooLong(label, max))
        .refine((v) => !CONTROL_IN_TEXT.test(v), words.fieldControl(label)),
    );
}

/** An e-mail address, normalized; `label` is the field's name in the form's language. */
export function email(max: number, words: FieldWords = TURKISH, label = "E-posta") {
  return line(label, max, words).pipe(z.email(words.emailInvalid)).transform(normalizeEmail);
}

/** The schemas of repeated fields (checkboxes of one name, a list of ids), which parseForm gives all values. */
const REPEATED = new WeakSet<z.ZodType>();

/**
 * A field whose name repeats in the form: parseForm gives the schema every
 * value as an array (none: the field is missing).
 */
export function repeated<T extends z.ZodType>(schema: T): T {
  REPEATED.add(schema);
  return schema;
}

export type FieldErrors = Record<string, string>;

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * Validates the named fields of a form. On failure it returns the first
 * message per field and the values as typed, so the form can be shown again.
 */
export function parseForm<T extends z.ZodObject>(schema: T, form: FormData): FormResult<z.output<T>> {
  const values: Record<string, string> = {};
  const input: Record<string, string | string[]> = {};
  for (const name of Object.keys(schema.shape)) {
    const given = form.getAll(name).filter((value) => typeof value === "string");
    const first = given[0];
    if (first === undefined) continue;
    // A repeated field (see `repeated`) is an array, its values as typed joined by line breaks; others take the first value.
    input[name] = REPEATED.has(schema.shape[name] as z.ZodType) ? given : first;
    values[name] = REPEATED.has(schema.shape[name] as z.ZodType) ? given.join("\n") : first;
  }
  const result = schema.safeParse(input);
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

/** Only http(s) addresses with a host name that has a dot (a content list's link, the firm's social links). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}
