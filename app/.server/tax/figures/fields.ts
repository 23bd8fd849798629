/**
 * Vergi verileri (issue 14): the fields of the office's forms. Amounts are
 * whole liras ("190.000" or "190000"); rates are typed as percentages ("15",
 * "%15", "3,7") and stored as exact decimal strings ("0.15", "0.037") through
 * decimal.js, never through binary floating point; days as the date field
 * sends them or as typed ("01.01.2027"). Each refusal is a Turkish sentence
 * for the field it concerns. The forms themselves: validation.ts, income-tariff.ts.
 */
import { z } from "zod";
import { formatMoney, money, parseDay } from "#app/.server/tax/money.ts";
import { type FieldErrors, line, parseForm, text } from "#app/.server/web/forms.ts";

export const TAX_DATA_LIMITS = { source: 500, warning: 1000, decree: 300, note: 500, holidayName: 120 } as const;

/** The years a figure set may be added for. */
export const YEARS = { min: 2000, max: 2100 } as const;

/** The largest whole-lira figure accepted (PostgreSQL integer columns hold up to 2 147 483 647). */
const MAX_LIRA = 2_000_000_000;

export const lira = (amount: number) => formatMoney(money(amount), { kurus: false });

/** "190.000", "190000", "190 000 TL" → 190000; undefined unless a positive whole number of liras. */
export function parseWholeLira(input: string | null | undefined): number | undefined {
  if (input == null) return undefined;
  const cleaned = input.replace(/\s+/g, "").replace(/TL$/i, "").replace(/₺/g, "");
  if (!/^\d{1,3}(\.\d{3})+$/.test(cleaned) && !/^\d{1,10}$/.test(cleaned)) return undefined;
  const amount = Number(cleaned.replace(/\./g, ""));
  return amount > 0 && amount <= MAX_LIRA ? amount : undefined;
}

export type RateReading =
  | { ok: true; rate: string }
  | { ok: false; reason: "unreadable" }
  /** A fraction where a percentage was asked for: what was typed, and the percentage it likely meant ("0,20" → "20"). */
  | { ok: false; reason: "fraction"; typed: string; meant: string };

/**
 * A percentage as the office writes it ("15", "%15", "15 %", "3,7", "%3.7"),
 * strictly between 0 and 100, as the exact decimal the tables store: "0.15",
 * "0.037" (at least two decimals, as the seeded rows: "0.20", "0.02").
 * "0,15" is refused as a fraction typed where a percentage was asked for.
 */
export function parsePercentRate(input: string | null | undefined): RateReading {
  const cleaned = (input ?? "").replace(/\s+/g, "").replace(/^%/, "").replace(/%$/, "");
  if (!/^\d{1,2}([.,]\d{1,4})?$/.test(cleaned)) return { ok: false, reason: "unreadable" };
  const percent = money(cleaned.replace(",", "."));
  if (percent.lte(0)) return { ok: false, reason: "unreadable" };
  if (percent.lt(1) && /^0[.,]/.test(cleaned)) {
    return { ok: false, reason: "fraction", typed: cleaned, meant: percent.times(100).toString().replace(".", ",") };
  }
  const rate = percent.div(100);
  return { ok: true, rate: rate.toFixed(Math.max(2, rate.decimalPlaces())) };
}

/** "%15", "%3,7": a stored rate as the form shows it (the percentage, Turkish decimal comma). */
export const percentText = (rate: string) => money(rate).times(100).toString().replace(".", ",");

/** A day as "2027-01-01" (the date field) or "01.01.2027" (typed), checked to exist. */
export function parseDate(input: string | null | undefined): string | undefined {
  const value = (input ?? "").trim();
  const turkish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const iso = turkish ? `${turkish[3]}-${turkish[2]?.padStart(2, "0")}-${turkish[1]?.padStart(2, "0")}` : value;
  const day = parseDay(iso);
  if (!day) return undefined;
  const year = Number(day.slice(0, 4));
  return year >= YEARS.min && year <= YEARS.max ? day : undefined;
}

// Field builders ---------------------------------------------------------------

export const yearField = (min: number = YEARS.min, max: number = YEARS.max) =>
  z.string({ error: "Yıl alanı zorunludur." }).transform((value, ctx) => {
    const trimmed = value.trim();
    if (trimmed === "") {
      ctx.addIssue({ code: "custom", message: "Yıl alanı zorunludur." });
      return z.NEVER;
    }
    if (!/^\d{4}$/.test(trimmed) || Number(trimmed) < min || Number(trimmed) > max) {
      ctx.addIssue({ code: "custom", message: `Yıl ${min} ile ${max} arasında dört haneli bir yıl olmalı.` });
      return z.NEVER;
    }
    return Number(trimmed);
  });

export const dateField = (label: string) =>
  z.string({ error: `${label} alanı zorunludur.` }).transform((value, ctx) => {
    if (value.trim() === "") {
      ctx.addIssue({ code: "custom", message: `${label} alanı zorunludur.` });
      return z.NEVER;
    }
    const day = parseDate(value);
    if (!day) {
      ctx.addIssue({
        code: "custom",
        message: `${label} geçerli bir tarih olmalı (ör. 2027-01-01 ya da 01.01.2027; ${YEARS.min}–${YEARS.max}).`,
      });
      return z.NEVER;
    }
    return day;
  });

/** The day the figures were last checked: not after today (Istanbul). */
export const checkedField = (today: string) =>
  dateField("Kontrol tarihi").refine((day) => day <= today, "Kontrol tarihi bugünden sonra olamaz.");

export const sourceField = () => line("Kaynak", TAX_DATA_LIMITS.source);

/** An optional text: empty is null; otherwise as text() checks it. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trimmed = (value ?? "").replace(/\r\n?/g, "\n").trim();
      if (trimmed === "") return null;
      const checked = text(label, max).safeParse(trimmed);
      if (!checked.success) {
        ctx.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? `${label} okunamadı.` });
        return z.NEVER;
      }
      return checked.data;
    });

export const warningField = () => optionalText("Araştırma notu", TAX_DATA_LIMITS.warning);

/** A checkbox: present ("evet") or not. */
export const checkbox = () =>
  z
    .string()
    .optional()
    .transform((value) => value !== undefined && value !== "");

export const wholeLiraField = (label: string) =>
  z.string({ error: `${label} alanı zorunludur.` }).transform((value, ctx) => {
    if (value.trim() === "") {
      ctx.addIssue({ code: "custom", message: `${label} alanı zorunludur.` });
      return z.NEVER;
    }
    const amount = parseWholeLira(value);
    if (amount === undefined) {
      ctx.addIssue({
        code: "custom",
        message: `${label} sıfırdan büyük, tam lira bir tutar olmalı (ör. 12.000 ya da 12000; kuruş yazılmaz).`,
      });
      return z.NEVER;
    }
    return amount;
  });

export const rateMessage = (label: string, reading: Exclude<RateReading, { ok: true }>) =>
  reading.reason === "fraction"
    ? `${label} yüzde olarak yazılmalı: ${reading.typed} değil, ${reading.meant} (yani %${reading.meant}).`
    : `${label} yüzde olarak, %0'dan büyük ve %100'den küçük yazılmalı (ör. 3,7 ya da %3,7).`;

export const percentField = (label: string) =>
  z.string({ error: `${label} alanı zorunludur.` }).transform((value, ctx) => {
    if (value.trim() === "") {
      ctx.addIssue({ code: "custom", message: `${label} alanı zorunludur.` });
      return z.NEVER;
    }
    const reading = parsePercentRate(value);
    if (!reading.ok) {
      ctx.addIssue({ code: "custom", message: rateMessage(label, reading) });
      return z.NEVER;
    }
    return reading.rate;
  });

/** Source, checked day and warning: what every figure set carries. */
export const setFields = (today: string) => ({ kaynak: sourceField(), kontrol: checkedField(today), uyari: warningField() });

// Reading a form -------------------------------------------------------------------

/** A form read: the values as typed (to show the form again) and either the checked data or a message per field. */
export type ParsedForm<T> =
  | { ok: true; data: T; values: Record<string, string> }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** The values typed into the named fields, to show the form again. */
export function typedValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** A form of plain fields (no tables): parseForm, with the values kept on success too. */
export function parseFields<T extends z.ZodObject>(schema: T, form: FormData): ParsedForm<z.output<T>> {
  const values = typedValues(form, Object.keys(schema.shape));
  const result = parseForm(schema, form);
  return result.ok ? { ok: true, data: result.data, values } : { ok: false, errors: result.errors, values };
}
