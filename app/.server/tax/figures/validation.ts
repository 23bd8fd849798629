/**
 * Vergi verileri (issue 14): the forms with which the office adds or corrects
 * tax figures, checked before anything is written (their fields:
 * tax-fields.ts; the MTV tables file: mtv-tables.ts).
 */
import { z } from "zod";
import {
  checkbox,
  checkedField,
  dateField,
  lira,
  optionalText,
  type ParsedForm,
  parsePercentRate,
  parseWholeLira,
  percentField,
  percentText,
  rateMessage,
  setFields,
  TAX_DATA_LIMITS,
  typedValues,
  warningField,
  wholeLiraField,
  yearField,
} from "#app/.server/tax/figures/fields.ts";
import { MTV_ENGINE_BANDS } from "#app/.server/tax/figures/mtv-tables.ts";
import { formatDay, money } from "#app/.server/tax/money.ts";
import { type FieldErrors, line, parseForm } from "#app/.server/web/forms.ts";
import { BRACKET_ROWS, bracketField, thresholdField } from "#app/lib/tax-data.ts";

/** GVK md. 103 tariffs have had five brackets; the form takes 2–10. */
export const BRACKETS = { min: 2, max: BRACKET_ROWS } as const;

/** The two tables of a year's tariff (tax-reference §1.2), in the order the communiqué prints them. */
export const INCOME_TABLES = [
  { kind: "ucret-disi", label: "Ücret dışındaki gelirler" },
  { kind: "ucret", label: "Ücret gelirleri" },
] as const;

/**
 * tax-reference §3 and the issue: (I) thresholds of the registration years
 * 2018–2024 are added only as read in that year's MTV Genel Tebliği, which
 * the source must name with its number.
 */
export const MTV_COMMUNIQUE_YEARS = { from: 2018, to: 2024 } as const;

/** Edit a figure set's source, checked day and warning (after checking its figures again). */
export const taxSetSchema = (today: string) => z.object({ id: line("Veri seti", 100), ...setFields(today) });

// GVK md. 103 tariff --------------------------------------------------------------

export interface Bracket {
  /** Whole liras; null for the last, open bracket. */
  upperLimit: number | null;
  /** A decimal string: "0.15". */
  rate: string;
}

export type BracketTableReading = { ok: true; brackets: Bracket[] } | { ok: false; message: string; cells: string[] };

/**
 * One GVK md. 103 table as typed in the form's rows (tax-reference §1.2):
 * 2–10 brackets in consecutive rows, each with its upper limit (whole liras,
 * strictly ascending) and rate; the last bracket open (no limit); rates not
 * falling from one bracket to the next. On refusal: one sentence, and the
 * cells it is about ("sinir-3", "oran-2").
 */
export function parseBracketTable(rows: readonly { limit: string; rate: string }[]): BracketTableReading {
  const filled = rows.map((row) => ({ limit: row.limit.trim(), rate: row.rate.trim() }));
  let count = filled.length;
  while (count > 0 && filled[count - 1]?.limit === "" && filled[count - 1]?.rate === "") count -= 1;
  const refuse = (message: string, ...cells: string[]): BracketTableReading => ({ ok: false, message, cells });
  if (count === 0) return refuse(`Dilimleri yazın: en az ${BRACKETS.min}, en fazla ${BRACKETS.max} dilim.`, "sinir-1", "oran-1");
  const gap = filled.slice(0, count).findIndex((row) => row.limit === "" && row.rate === "");
  if (gap >= 0) return refuse(`${gap + 1}. satır boş; dilimleri boş satır bırakmadan sırayla yazın.`, `sinir-${gap + 1}`);
  if (count < BRACKETS.min)
    return refuse(`En az ${BRACKETS.min} dilim olmalı; son dilim açık uçludur (üst sınırı boş).`, "sinir-2", "oran-2");
  if (count > BRACKETS.max) return refuse(`En fazla ${BRACKETS.max} dilim olabilir.`, `sinir-${count}`);

  const brackets: Bracket[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = filled[index] ?? { limit: "", rate: "" };
    const n = index + 1;
    const last = n === count;
    if (row.rate === "") return refuse(`${n}. dilimin oranı yazılmamış.`, `oran-${n}`);
    const reading = parsePercentRate(row.rate);
    if (!reading.ok) return refuse(rateMessage(`${n}. dilimin oranı`, reading), `oran-${n}`);
    if (last) {
      if (row.limit !== "") {
        return refuse(
          `Son dilimin (${n}.) üst sınırı boş bırakılmalı: son dilim açık uçludur (“… üzeri”). Bu sınır bir dilimin sınırıysa, açık uçlu son dilimi bir alt satıra yazın.`,
          `sinir-${n}`,
        );
      }
      brackets.push({ upperLimit: null, rate: reading.rate });
      break;
    }
    if (row.limit === "") return refuse(`${n}. dilimin üst sınırı yazılmamış; yalnızca son dilimin üst sınırı boş kalır.`, `sinir-${n}`);
    const limit = parseWholeLira(row.limit);
    if (limit === undefined) {
      return refuse(`${n}. dilimin üst sınırı sıfırdan büyük, tam lira olmalı (ör. 190.000 ya da 190000).`, `sinir-${n}`);
    }
    const previous = brackets.at(-1);
    if (previous?.upperLimit != null && limit <= previous.upperLimit) {
      return refuse(
        `${n}. dilimin üst sınırı (${lira(limit)}) bir önceki dilimin sınırından (${lira(previous.upperLimit)}) büyük olmalı; sınırlar küçükten büyüğe yazılır.`,
        `sinir-${n}`,
      );
    }
    brackets.push({ upperLimit: limit, rate: reading.rate });
  }
  for (let index = 1; index < brackets.length; index += 1) {
    const lower = brackets[index - 1];
    const upper = brackets[index];
    if (lower && upper && money(upper.rate).lt(lower.rate)) {
      return refuse(
        `${index + 1}. dilimin oranı (%${percentText(upper.rate)}) bir önceki dilimin oranından (%${percentText(lower.rate)}) düşük olamaz.`,
        `oran-${index + 1}`,
      );
    }
  }
  return { ok: true, brackets };
}

export interface IncomeTariffInput {
  year: number;
  source: string;
  checkedOn: string;
  warning: string | null;
  replace: boolean;
  tables: Record<(typeof INCOME_TABLES)[number]["kind"], Bracket[]>;
}

const incomeTariffSchema = (today: string) => z.object({ yil: yearField(), ...setFields(today), degistir: checkbox() });

/** A year's GVK md. 103 tariff: both tables (ücret, ücret dışı). */
export function parseIncomeTariffForm(form: FormData, today: string): ParsedForm<IncomeTariffInput> {
  const cellNames = INCOME_TABLES.flatMap(({ kind }) =>
    Array.from({ length: BRACKETS.max }, (_, i) => [bracketField(kind, "sinir", i + 1), bracketField(kind, "oran", i + 1)]).flat(),
  );
  const schema = incomeTariffSchema(today);
  const values = typedValues(form, [...Object.keys(schema.shape), ...cellNames]);
  const base = parseForm(schema, form);
  const errors: FieldErrors = base.ok ? {} : { ...base.errors };
  const tables: Partial<IncomeTariffInput["tables"]> = {};
  for (const { kind, label } of INCOME_TABLES) {
    const rows = Array.from({ length: BRACKETS.max }, (_, i) => ({
      limit: values[bracketField(kind, "sinir", i + 1)] ?? "",
      rate: values[bracketField(kind, "oran", i + 1)] ?? "",
    }));
    const reading = parseBracketTable(rows);
    if (reading.ok) {
      tables[kind] = reading.brackets;
    } else {
      const message = `${label}: ${reading.message}`;
      errors[kind] = message;
      for (const cell of reading.cells) errors[`${kind}-${cell}`] = message;
    }
  }
  if (!base.ok || Object.keys(errors).length > 0 || !tables.ucret || !tables["ucret-disi"]) return { ok: false, errors, values };
  const { yil, kaynak, kontrol, uyari, degistir } = base.data;
  return {
    ok: true,
    data: {
      year: yil,
      source: kaynak,
      checkedOn: kontrol,
      warning: uyari,
      replace: degistir,
      tables: { ucret: tables.ucret, "ucret-disi": tables["ucret-disi"] },
    },
    values,
  };
}

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
