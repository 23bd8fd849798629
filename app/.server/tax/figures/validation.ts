/**
 * Vergi verileri (issue 14): the forms with which the office adds or corrects
 * tax figures, checked before anything is written (their fields: fields.ts;
 * the gelir vergisi tariff: income-tariff.ts; the MTV tables file:
 * mtv-tables.ts).
 */
import { z } from "zod";
import {
  checkbox,
  checkedField,
  dateField,
  lira,
  optionalText,
  type ParsedForm,
  parseWholeLira,
  percentField,
  setFields,
  TAX_DATA_LIMITS,
  typedValues,
  warningField,
  wholeLiraField,
  yearField,
} from "#app/.server/tax/figures/fields.ts";
import { MTV_ENGINE_BANDS } from "#app/.server/tax/figures/mtv-tables.ts";
import { formatDay } from "#app/.server/tax/money.ts";
import { type FieldErrors, line, parseForm } from "#app/.server/web/forms.ts";
import { thresholdField } from "#app/lib/tax-data.ts";

/**
 * tax-reference §3 and the issue: (I) thresholds of the registration years
 * 2018–2024 are added only as read in that year's MTV Genel Tebliği, which
 * the source must name with its number.
 */
export const MTV_COMMUNIQUE_YEARS = { from: 2018, to: 2024 } as const;

/** Edit a figure set's source, checked day and warning (after checking its figures again). */
export const taxSetSchema = (today: string) => z.object({ id: line("Veri seti", 100), ...setFields(today) });

// VUK md. 232 fatura düzenleme sınırı -------------------------------------------------

/** A year's limit, from a day within that year. */
export const invoiceLimitSchema = (today: string) =>
  z
    .object({
      yil: yearField(),
      gecerli: dateField("Geçerlilik başlangıcı"),
      tutar: wholeLiraField("Tutar"),
      ...setFields(today),
      degistir: checkbox(),
    })
    .refine((v) => v.gecerli.startsWith(`${v.yil}-`), {
      path: ["gecerli"],
      message: "Geçerlilik başlangıcı sınırın yılı içinde olmalı (ör. 2027 için 2027-01-01).",
    });

// MTVK md. 5 taşıt değeri thresholds -------------------------------------------------------

export interface MtvThresholdInput {
  year: number;
  source: string;
  checkedOn: string;
  warning: string | null;
  replace: boolean;
  /** Per engine band (MTV_ENGINE_BANDS' order): the limits, ascending. */
  limits: number[][];
}

/** True when the source names an MTV Genel Tebliği and its number ("MTV Genel Tebliği Seri No: 51"). */
export function namesMtvCommunique(source: string): boolean {
  const lower = source.toLocaleLowerCase("tr-TR");
  return /mtv genel tebli[ğg]/.test(lower) && /(seri|sıra|sira)\s*no\s*[:.]?\s*\d+/.test(lower);
}

const mtvThresholdSchema = (today: string) =>
  z
    .object({ yil: yearField(MTV_COMMUNIQUE_YEARS.from), ...setFields(today), degistir: checkbox() })
    .refine((v) => v.yil > MTV_COMMUNIQUE_YEARS.to || namesMtvCommunique(v.kaynak), {
      path: ["kaynak"],
      message: `${MTV_COMMUNIQUE_YEARS.from}–${MTV_COMMUNIQUE_YEARS.to} tescil yıllarının sınırları yalnızca o yılın MTV Genel Tebliği'nden okunarak girilir: kaynakta tebliği ve seri numarasını yazın (ör. “MTV Genel Tebliği Seri No: …”).`,
    });

/** The taşıt değeri thresholds of one registration year: each band's limits, ascending. */
export function parseMtvThresholdForm(form: FormData, today: string): ParsedForm<MtvThresholdInput> {
  const schema = mtvThresholdSchema(today);
  const cellNames = MTV_ENGINE_BANDS.flatMap((band, b) => Array.from({ length: band.limits }, (_, l) => thresholdField(b + 1, l + 1)));
  const values = typedValues(form, [...Object.keys(schema.shape), ...cellNames]);
  const base = parseForm(schema, form);
  const errors: FieldErrors = base.ok ? {} : { ...base.errors };
  const limits: number[][] = MTV_ENGINE_BANDS.map((band, b) => {
    const read: number[] = [];
    for (let l = 1; l <= band.limits; l += 1) {
      const name = thresholdField(b + 1, l);
      const raw = (values[name] ?? "").trim();
      const amount = parseWholeLira(raw);
      if (raw === "") errors[name] = `${band.label}: ${l}. sınır yazılmamış.`;
      else if (amount === undefined)
        errors[name] = `${band.label}: ${l}. sınır sıfırdan büyük, tam lira olmalı (ör. 309.100 ya da 309100).`;
      else if (read.length > 0 && amount <= (read.at(-1) ?? 0)) {
        errors[name] = `${band.label}: ${l}. sınır (${lira(amount)}) bir önceki sınırdan (${lira(read.at(-1) ?? 0)}) büyük olmalı.`;
      }
      if (amount !== undefined) read.push(amount);
    }
    return read;
  });
  if (!base.ok || Object.keys(errors).length > 0) return { ok: false, errors, values };
  const { yil, kaynak, kontrol, uyari, degistir } = base.data;
  return { ok: true, data: { year: yil, source: kaynak, checkedOn: kontrol, warning: uyari, replace: degistir, limits }, values };
}

// MTV tariff import: the fields beside the file (the file itself: mtv-tables.ts) --------------

export const mtvImportSchema = (today: string) => z.object({ yil: yearField(), ...setFields(today), degistir: checkbox() });

// 6183 md. 51 gecikme zammı -------------------------------------------------------------------

const lateRateFields = {
  gecerli: dateField("Başlangıç tarihi"),
  oran: percentField("Aylık oran"),
  karar: line("Karar", TAX_DATA_LIMITS.decree),
  not: optionalText("Not", TAX_DATA_LIMITS.note),
};

/** A new rate from a day on; optionally the gecikme set's checked day and warning with it. */
export const lateRateSchema = (today: string) =>
  z.object({
    ...lateRateFields,
    // Left empty: the set's checked day stays as it is.
    kontrol: z.preprocess((value) => (value === "" ? undefined : value), checkedField(today).optional()),
    uyari: warningField(),
  });

/** The correction of the latest rate (a typo): `onceki` is its day as stored. */
export const lateRateFixSchema = z.object({ onceki: dateField("Düzeltilen oran"), ...lateRateFields });

/**
 * tax-reference §4.1: a rate applies from its day until the next rate's day,
 * so periods are defined by consecutive days and may not overlap: a new rate
 * starts after the latest one (the same day would be two rates for one day),
 * and the correction of the latest keeps it after the one before.
 */
export function lateRateDayProblem(day: string, existing: readonly string[], correcting?: string): string | undefined {
  const others = existing.filter((d) => d !== correcting).sort();
  if (others.includes(day)) return `${formatDay(day)} tarihli bir oran zaten var; aynı günden iki oran olamaz.`;
  const latest = others.at(-1);
  if (latest && day < latest) {
    return correcting
      ? `Düzeltilen oranın başlangıcı bir önceki oranın başlangıcından (${formatDay(latest)}) sonra olmalı.`
      : `Yeni oran en son oranın başlangıcından (${formatDay(latest)}) sonra başlamalı; dönemler çakışamaz.`;
  }
  return undefined;
}

// KDVK md. 28 KDV rates ---------------------------------------------------------------------

/** "1, 10, 20" as the calculator keeps it ("1,10,20"): whole percents from 0 to 100, each once, ascending. */
const vatRatesField = () =>
  z
    .string()
    .trim()
    .max(100, "Oranlar en fazla 100 karakter olabilir.")
    .transform((text, ctx) => {
      const parts = text.split(/[\s,;]+/).filter(Boolean);
      if (parts.length === 0) {
        ctx.addIssue({ code: "custom", message: "Oranları yazın: yüzde olarak, virgülle ayırarak (ör. 1, 10, 20)." });
        return z.NEVER;
      }
      const wrong = parts.find((part) => !/^\d{1,3}$/.test(part) || Number(part) > 100);
      if (wrong !== undefined) {
        ctx.addIssue({ code: "custom", message: `“${wrong}” bir oran değil: 0 ile 100 arasında tam sayılar yazın (ör. 1, 10, 20).` });
        return z.NEVER;
      }
      const rates = [...new Set(parts.map(Number))].sort((a, b) => a - b);
      if (rates.length !== parts.length) {
        ctx.addIssue({ code: "custom", message: "Bir oran iki kez yazılmış; her oranı bir kez yazın." });
        return z.NEVER;
      }
      return rates.join(",");
    });

/** The KDV rates in force from a day on (a new period, after the latest); optionally the set's checked day and warning with it. */
export const vatRatesSchema = (today: string) =>
  z.object({
    gecerli: dateField("Başlangıç tarihi"),
    oranlar: vatRatesField(),
    // Left empty: the set's checked day stays as it is.
    kontrol: z.preprocess((value) => (value === "" ? undefined : value), checkedField(today).optional()),
    uyari: warningField(),
  });

// 2429 s.K. holidays -------------------------------------------------------------------------

const holidayFields = {
  tarih: dateField("Tarih"),
  ad: line("Tatilin adı", TAX_DATA_LIMITS.holidayName),
  yarim: checkbox(),
};

export const holidaySchema = z.object(holidayFields);

/** The edit of a holiday: `onceki` is its day as stored (the day itself may change). */
export const holidayEditSchema = z.object({ onceki: dateField("Düzenlenen tatil"), ...holidayFields });

export const holidayDeleteSchema = z.object({ tarih: dateField("Tarih") });

/** A year's holiday list (tatil/<year>) with its source, before its holidays are added. */
export const holidayYearSchema = (today: string) => z.object({ yil: yearField(), ...setFields(today) });
