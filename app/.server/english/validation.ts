/**
 * The English tab's checks (issue 43, ADR 061), per kind, with a Turkish message per field. A
 * draft may be incomplete (only the limits and the characters are checked); publishing needs
 * every required field (lib/english-admin.ts says which). Rich text is stored as the Turkish
 * bodies are (`toStoredRichText`, ADR 046); a page's placeholders must exist, as on its Turkish
 * tab. A service's English address is made from its English full title (`slugify`); whether
 * another service has it is the use case's check (it needs the database).
 */
import { unknownPlaceholders } from "#app/.server/firm-snapshot/placeholders.ts";
import { richTextToPlain, toStoredRichText } from "#app/.server/text/rich-text.ts";
import { line, text } from "#app/.server/web/forms.ts";
import { EMPTY_ENGLISH, type EnglishFields, type EnglishKind } from "#app/lib/english.ts";
import { ENGLISH_ADDRESS_LINES, ENGLISH_FORMS, type EnglishFieldSpec } from "#app/lib/english-admin.ts";
import { SERVICE_LIMITS, SLUG_PATTERN } from "#app/lib/service-form.ts";
import { slugify } from "#app/lib/slug.ts";

export type EnglishCheck<K extends EnglishKind> =
  | { ok: true; fields: EnglishFields[K] }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** What the form posted, by form name, as the form shows it again. */
export function readEnglishForm(kind: EnglishKind, form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const spec of ENGLISH_FORMS[kind]) {
    const value = form.get(spec.name);
    values[spec.name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The form's values of stored fields (the tab shows the draft, else the published text). */
export function englishFormValues<K extends EnglishKind>(kind: K, fields: EnglishFields[K]): Record<string, string> {
  const values: Record<string, string> = {};
  const stored = fields as unknown as Record<string, unknown>;
  for (const spec of ENGLISH_FORMS[kind]) {
    const value = stored[spec.key];
    values[spec.name] = Array.isArray(value) ? value.join("\n") : typeof value === "string" ? value : "";
  }
  return values;
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }, fallback: string) =>
  result.error?.issues[0]?.message ?? fallback;

/** One field's stored value, or its message. */
function checkField(spec: EnglishFieldSpec, raw: string, publishing: boolean): { value: string | string[] } | { error: string } {
  const required = `${spec.label} alanı zorunludur.`;
  if (spec.type === "lines") {
    const lines = raw
      .split(/\r\n?|\n/)
      .map((l) => l.replace(/\s+/g, " ").trim())
      .filter(Boolean);
    if (lines.length === 0 && spec.required && publishing) return { error: required };
    if (lines.length > ENGLISH_ADDRESS_LINES) return { error: `${spec.label} en fazla ${ENGLISH_ADDRESS_LINES} satır olabilir.` };
    for (const l of lines) {
      const checked = line(spec.label, spec.max).safeParse(l);
      if (!checked.success) return { error: `${firstMessage(checked, `${spec.label} geçersiz.`)} (satır: “${l.slice(0, 40)}”)` };
    }
    return { value: lines };
  }
  if (spec.type === "rich") {
    const typed = raw.replace(/\r\n?/g, "\n").trim();
    if (typed === "") return publishing && spec.required ? { error: required } : { value: "" };
    const checked = text(spec.label, spec.max).safeParse(typed);
    if (!checked.success) return { error: firstMessage(checked, `${spec.label} geçersiz.`) };
    const stored = toStoredRichText(checked.data);
    const empty = richTextToPlain(stored) === "" && !stored.includes("<img");
    if (empty) return publishing && spec.required ? { error: required } : { value: "" };
    return { value: stored };
  }
  // A line, or a meta description (its runs of white space folded into one space).
  const value = spec.type === "meta" ? raw.replace(/\s+/g, " ").trim() : raw.trim();
  if (value === "") return publishing && spec.required ? { error: required } : { value: "" };
  const checked = line(spec.label, spec.max).safeParse(value);
  return checked.success ? { value: checked.data } : { error: firstMessage(checked, `${spec.label} geçersiz.`) };
}

/** A service's English address from its English full title; "" when none can be made. */
export const englishServiceSlug = (fullTitle: string) => slugify(fullTitle);

/**
 * The form's values as the kind's English fields, or a message per field. `publishing`: the
 * required fields must be there (a draft keeps what it has).
 */
export function checkEnglish<K extends EnglishKind>(kind: K, values: Record<string, string>, publishing: boolean): EnglishCheck<K> {
  const errors: Record<string, string> = {};
  const fields: Record<string, unknown> = { ...EMPTY_ENGLISH[kind] };
  for (const spec of ENGLISH_FORMS[kind]) {
    const result = checkField(spec, values[spec.name] ?? "", publishing);
    if ("error" in result) {
      errors[spec.name] = result.error;
      continue;
    }
    fields[spec.key] = result.value;
    // The page's text is filled from Firma bilgileri, as its Turkish text is.
    const unknown = kind === "page" && typeof result.value === "string" ? unknownPlaceholders(result.value) : [];
    if (unknown.length > 0) {
      errors[spec.name] =
        `Tanınmayan yer tutucu: ${unknown.map((name) => `{${name}}`).join(", ")}. Yazımı düzeltin ya da süslü parantezleri kaldırın.`;
    }
  }
  if (kind === "service") {
    const title = { name: ENGLISH_FORMS.service[0]?.name ?? "baslik" };
    const fullTitle = String(fields.fullTitle ?? "");
    const slug = englishServiceSlug(fullTitle);
    fields.slug = slug;
    if (!errors[title.name] && fullTitle !== "") {
      if (slug.length > SERVICE_LIMITS.slug)
        errors[title.name] = `İngilizce adres en fazla ${SERVICE_LIMITS.slug} karakter olabilir: adı kısaltın.`;
      else if (!SLUG_PATTERN.test(slug))
        errors[title.name] = "Bu addan bir İngilizce adres çıkarılamadı: adda en az bir harf ya da rakam (a–z, 0–9) olmalı.";
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, fields: fields as unknown as EnglishFields[K] };
}
