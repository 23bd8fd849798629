/**
 * Vergi verileri: the form of a year's gelir vergisi tariff (GVK md. 103,
 * tax-reference §1.2), its two tables of brackets typed row by row, checked
 * before anything is written (the other figures' forms: validation.ts).
 */
import { z } from "zod";
import {
  checkbox,
  lira,
  type ParsedForm,
  parsePercentRate,
  parseWholeLira,
  percentText,
  rateMessage,
  setFields,
  typedValues,
  yearField,
} from "#app/.server/tax/figures/fields.ts";
import { money } from "#app/.server/tax/money.ts";
import { type FieldErrors, parseForm } from "#app/.server/web/forms.ts";
import { BRACKET_ROWS, bracketField } from "#app/lib/tax-data.ts";

/** GVK md. 103 tariffs have had five brackets; the form takes 2–10. */
export const BRACKETS = { min: 2, max: BRACKET_ROWS } as const;

/** The two tables of a year's tariff (tax-reference §1.2), in the order the communiqué prints them. */
export const INCOME_TABLES = [
  { kind: "ucret-disi", label: "Ücret dışındaki gelirler" },
  { kind: "ucret", label: "Ücret gelirleri" },
] as const;

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
