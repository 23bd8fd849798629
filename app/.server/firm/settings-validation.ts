/**
 * Firma bilgileri's form: reading what it posts (single fields, the social
 * links and office hours as rows) and checking it, with a Turkish message per
 * field. Phone numbers are normalised to E.164 from the ways people write a
 * Turkish number ("0312 000 00 00", "(0312) 000 0000", "+90 312…", "312…")
 * with libphonenumber-js (ADR 022). Whether a chosen picture is in the
 * library is the use case's check (it needs the database).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { checkIdentityPairs, identityFieldsSchema, identitySettings } from "#app/.server/firm/identity-fields.ts";
import { email, isHttpUrl, line, optionalLine } from "#app/.server/web/forms.ts";
import { MEDIA_ID } from "#app/lib/entry-form.ts";
import { type FirmSettings, type OfficeHours, type SocialLink, WEEKDAYS, type Weekday } from "#app/lib/firm.ts";
import {
  SETTINGS_FIELDS as F,
  HOURS_FIELDS,
  hoursDaysField,
  ROW_ERROR_KEYS as K,
  SETTINGS_LIMITS as L,
  rowErrorKey,
  type SettingsFieldName,
  type SettingsFormValues,
  SOCIAL_FIELDS,
} from "#app/lib/firm-forms.ts";
import { istanbulYear } from "#app/lib/istanbul-time.ts";

/** The settings the form decides (the default service is chosen on Hizmetler). */
export type SettingsInput = Omit<FirmSettings, "defaultServiceId">;

export type SettingsCheck = { ok: true; settings: SettingsInput } | { ok: false; errors: Record<string, string> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
const texts = (form: FormData, name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));

/** What the form posted, as the form shows it again (nothing checked yet). */
export function readSettingsForm(form: FormData): SettingsFormValues {
  const fields = {} as Record<SettingsFieldName, string>;
  for (const name of Object.values(F)) fields[name] = text(form, name);
  const labels = texts(form, SOCIAL_FIELDS.label);
  const urls = texts(form, SOCIAL_FIELDS.url);
  const social = Array.from({ length: Math.min(Math.max(labels.length, urls.length), L.socialRows + 1) }, (_, i) => ({
    label: labels[i] ?? "",
    url: urls[i] ?? "",
  }));
  const opens = texts(form, HOURS_FIELDS.opens);
  const closes = texts(form, HOURS_FIELDS.closes);
  const hours = Array.from({ length: Math.min(Math.max(opens.length, closes.length), L.hoursRows + 1) }, (_, i) => ({
    days: texts(form, hoursDaysField(i)).filter((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day)),
    opens: opens[i] ?? "",
    closes: closes[i] ?? "",
  }));
  return { fields, social, hours };
}

/**
 * A phone number in E.164 ("+903120000000"), read as a Turkish number unless
 * it starts with "+" or "00"; undefined when it is not a valid number.
 */
export function normalizePhone(value: string): string | undefined {
  const typed = value.trim();
  if (!/^[\d\s()+./-]+$/.test(typed)) return undefined;
  const phone = parsePhoneNumberFromString(typed, "TR");
  return phone?.isValid() ? phone.number : undefined;
}

const PHONE_HINT = "ör. 0312 000 00 00 ya da +90 312 000 00 00";

const phone = (label: string, required: boolean) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") {
        if (required) ctx.addIssue({ code: "custom", message: `${label} alanı zorunludur.` });
        return "";
      }
      const e164 = normalizePhone(value);
      if (!e164) ctx.addIssue({ code: "custom", message: `${label} geçerli bir telefon numarası olmalıdır (${PHONE_HINT}).` });
      return e164 ?? "";
    });

const URL_HINT = "http:// veya https:// ile başlayan tam bir adres olmalıdır (ör. https://www.linkedin.com/in/ad-soyad).";

/** An optional http(s) address: "" or a URL. */
const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(L.url, `${label} en fazla ${L.url} karakter olabilir.`)
    .refine((value) => value === "" || isHttpUrl(value), `${label} ${URL_HINT}`);

const mediaChoice = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || MEDIA_ID.test(value), `${label} görsel kitaplığında bulunamadı; listeden seçin.`)
    .transform((value) => value || null);

function fieldsSchema(year: number) {
  return z.object({
    [F.name]: line("Firmanın adı", L.name),
    [F.shortName]: line("Kısa adı", L.shortName),
    [F.tagline]: optionalLine("Slogan", L.tagline, { whenMissing: "refuse" }),
    [F.founderName]: line("Kurucunun adı", L.founderName),
    [F.founderTitle]: line("Kurucunun unvanı", L.founderTitle),
    [F.founderProfileUrl]: optionalUrl("Kurucunun profil bağlantısı"),
    [F.street]: line("Açık adres", L.street),
    [F.district]: line("İlçe", L.place),
    [F.city]: line("İl", L.place),
    [F.postalCode]: z
      .string()
      .trim()
      .refine((value) => value === "" || /^\d{5}$/.test(value), "Posta kodu 5 rakamdan oluşur (ör. 06690)."),
    [F.phone]: phone("Telefon", true),
    [F.whatsapp]: phone("WhatsApp numarası", false),
    [F.email]: email(L.email),
    [F.mapUrl]: optionalUrl("Harita bağlantısı"),
    [F.copyrightSince]: z
      .string()
      .trim()
      .refine(
        (value) => /^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= year,
        `İlk yıl 1900 ile ${year} arasında olmalıdır.`,
      )
      .transform(Number),
    [F.metaDescription]: optionalLine("Varsayılan meta açıklaması", L.metaDescription, { whenMissing: "refuse" }),
    [F.logoMediaId]: mediaChoice("Logo"),
    [F.founderPhotoMediaId]: mediaChoice("Kurucunun fotoğrafı"),
    [F.iconMediaId]: mediaChoice("Site simgesi"),
    [F.shareImageMediaId]: mediaChoice("Paylaşım görseli"),
    ...identityFieldsSchema,
  });
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function checkSocial(rows: SocialLink[], errors: Record<string, string>): SocialLink[] {
  const links: SocialLink[] = [];
  rows.forEach((row, i) => {
    const label = row.label.replace(/\s+/g, " ").trim();
    const url = row.url.trim();
    // An empty row (the form's spare one) is no link.
    if (label === "" && url === "") return;
    const labelCheck = line("Bağlantının adı", L.socialLabel).safeParse(label);
    if (!labelCheck.success) errors[rowErrorKey(K.socialLabel, i)] = labelCheck.error.issues[0]?.message ?? "";
    if (url === "") errors[rowErrorKey(K.socialUrl, i)] = "Bağlantının adresini yazın.";
    else if (url.length > L.url || !isHttpUrl(url)) errors[rowErrorKey(K.socialUrl, i)] = `Bağlantı adresi ${URL_HINT}`;
    links.push({ label, url });
  });
  if (links.length > L.socialRows) errors[K.social] = `En fazla ${L.socialRows} sosyal medya bağlantısı eklenebilir.`;
  return links;
}

function checkHours(rows: OfficeHours[], errors: Record<string, string>): OfficeHours[] {
  const hours: OfficeHours[] = [];
  rows.forEach((row, i) => {
    const opens = row.opens.trim();
    const closes = row.closes.trim();
    if (row.days.length === 0 && opens === "" && closes === "") return;
    const key = rowErrorKey(K.hours, i);
    if (row.days.length === 0) errors[key] = "Bu satırın günlerini seçin.";
    else if (!TIME.test(opens) || !TIME.test(closes)) errors[key] = "Açılış ve kapanış saatini SS:DD biçiminde yazın (ör. 09:00).";
    else if (closes <= opens) errors[key] = "Kapanış saati açılış saatinden sonra olmalıdır.";
    // Days in the week's order, whatever order the form sent them in.
    hours.push({ days: WEEKDAYS.filter((day) => row.days.includes(day)), opens, closes });
  });
  if (hours.length > L.hoursRows) errors[K.hours] = `En fazla ${L.hoursRows} çalışma saati satırı eklenebilir.`;
  return hours;
}

/** Checks the form; every refusal is a message keyed by its field (or row: "sosyal_url_2", "saat_0"). */
export function checkSettings(values: SettingsFormValues, now = new Date()): SettingsCheck {
  const errors: Record<string, string> = {};
  const parsed = fieldsSchema(istanbulYear(now.toISOString())).safeParse(values.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  }
  const social = checkSocial(values.social, errors);
  const hours = checkHours(values.hours, errors);
  checkIdentityPairs(values.fields, errors);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const v = parsed.data;
  return {
    ok: true,
    settings: {
      name: v[F.name],
      shortName: v[F.shortName],
      tagline: v[F.tagline],
      founderName: v[F.founderName],
      founderTitle: v[F.founderTitle],
      founderProfileUrl: v[F.founderProfileUrl],
      street: v[F.street],
      district: v[F.district],
      city: v[F.city],
      postalCode: v[F.postalCode],
      phone: v[F.phone],
      whatsapp: v[F.whatsapp],
      email: v[F.email],
      mapUrl: v[F.mapUrl],
      social,
      hours,
      copyrightSince: v[F.copyrightSince],
      metaDescription: v[F.metaDescription],
      logoMediaId: v[F.logoMediaId],
      founderPhotoMediaId: v[F.founderPhotoMediaId],
      iconMediaId: v[F.iconMediaId],
      shareImageMediaId: v[F.shareImageMediaId],
      ...identitySettings(v),
    },
  };
}
