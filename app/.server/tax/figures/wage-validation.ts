/**
 * Vergi verileri → Ücret ve tazminat (issue 27): the form that adds a wage
 * figure period or replaces one's figures, checked before anything is
 * written. The fields per kind are in lib/wage-figure-form.ts; here they are
 * read into the kind's stored JSON (amounts "33030.00", rates as fractions
 * "0.2175"), with the checks within one form: the period's days, a taban
 * below the tavan, the monthly minimum wage as the daily × 30. The checks
 * against the stored periods (overlap, the Hazine indirimi against the
 * employer's rate) are made in the change's transaction (wage-change.ts).
 */
import { z } from "zod";
import { checkbox, dateField, type ParsedForm, setFields, typedValues } from "#app/.server/tax/figures/fields.ts";
import { WAGE_FIGURE_SCHEMAS } from "#app/.server/tax/figures/wage-figures.ts";
import { formatDay, formatMoney, type Money, money, parseAmount } from "#app/.server/tax/money.ts";
import { type FieldErrors, parseForm, text } from "#app/.server/web/forms.ts";
import { WAGE_FIGURE_KINDS, type WageFigureKind } from "#app/lib/tax-data.ts";
import { WAGE_FORM_FIELDS, WAGE_KIND_FORMS, type WageFieldSpec } from "#app/lib/wage-figure-form.ts";

/** The largest amount taken (a monthly figure in TL; anything above is a typo). */
const MAX_AMOUNT = money("100000000");

/** The longest conditions text of the asgari ücret desteği. */
const CONDITIONS_MAX = 1000;

export interface WageFigureInput {
  kind: WageFigureKind;
  from: string;
  to: string;
  /** The kind's JSON, as stored. */
  figures: Record<string, string | null>;
  source: string;
  checkedOn: string;
  warning: string | null;
  replace: boolean;
}

const isWageKind = (value: unknown): value is WageFigureKind =>
  typeof value === "string" && (WAGE_FIGURE_KINDS as readonly string[]).includes(value);

const periodSchema = (today: string) =>
  z.object({
    [WAGE_FORM_FIELDS.from]: dateField("Başlangıç"),
    [WAGE_FORM_FIELDS.to]: dateField("Bitiş"),
    ...setFields(today),
    degistir: checkbox(),
  });

type Reading = { ok: true; value: string | null } | { ok: false; message: string };

/** An amount as the office types it ("33.030,00", "33030"): positive, at most 100 million TL, stored with kuruş. */
export function readWageAmount(label: string, raw: string): Reading {
  const trimmed = raw.trim();
  if (/^[-−]/.test(trimmed)) return { ok: false, message: `${label} eksi olamaz; sıfırdan büyük bir tutar yazın.` };
  const amount = parseAmount(trimmed);
  if (amount === undefined) {
    return {
      ok: false,
      message: `${label} okunamadı: Türk yazımıyla bir tutar yazın (ör. 33.030,00 ya da 33030; en çok iki kuruş hanesi).`,
    };
  }
  if (amount.lte(0)) return { ok: false, message: `${label} sıfırdan büyük olmalı.` };
  if (amount.gt(MAX_AMOUNT))
    return { ok: false, message: `${label} en fazla ${formatMoney(MAX_AMOUNT, { kurus: false })} TL olabilir; tutarı kontrol edin.` };
  return { ok: true, value: amount.toFixed(2) };
}

/**
 * A rate typed as a percentage ("21,75", "%2", "0,759" for binde 7,59),
 * above 0 (or 0 where allowed) and below 100, stored as the exact fraction
 * ("0.2175", "0.02", "0.00759").
 */
export function readWagePercent(label: string, raw: string, zeroAllowed = false): Reading {
  const cleaned = raw.replace(/\s+/g, "").replace(/^%/, "").replace(/%$/, "");
  if (/^[-−]/.test(cleaned)) return { ok: false, message: `${label} eksi olamaz; %0 ile %100 arasında bir yüzde yazın.` };
  if (!/^\d{1,3}([.,]\d{1,6})?$/.test(cleaned)) {
    return { ok: false, message: `${label} okunamadı: yüzde olarak yazın (ör. 21,75 ya da %21,75).` };
  }
  const percent = money(cleaned.replace(",", "."));
  if (percent.gte(100) || (zeroAllowed ? percent.lt(0) : percent.lte(0))) {
    return {
      ok: false,
      message: `${label} ${zeroAllowed ? "%0 ya da daha büyük" : "%0'dan büyük"}, %100'den küçük olmalı.`,
    };
  }
  const rate = percent.div(100);
  return { ok: true, value: rate.toFixed(Math.max(2, rate.decimalPlaces())) };
}

function readField(spec: WageFieldSpec, raw: string): Reading {
  if (raw.trim() === "") return spec.optional ? { ok: true, value: null } : { ok: false, message: `${spec.label} alanı zorunludur.` };
  if (spec.type === "amount") return readWageAmount(spec.label, raw);
  if (spec.type === "percent") return readWagePercent(spec.label, raw, spec.zeroAllowed);
  const checked = text(spec.label, CONDITIONS_MAX).safeParse(raw.replace(/\r\n?/g, "\n").trim());
  return checked.success
    ? { ok: true, value: checked.data }
    : { ok: false, message: checked.error.issues[0]?.message ?? `${spec.label} okunamadı.` };
}

const tl = (amount: Money) => `${formatMoney(amount)} TL`;

/** The checks between one form's own figures; each message for the field it concerns. */
function crossCheck(kind: WageFigureKind, figures: Record<string, string | null>, errors: FieldErrors): void {
  if (kind === "sgk-sinir" && figures.floor && figures.ceiling && money(figures.floor).gte(money(figures.ceiling))) {
    errors.tavan = `Üst sınır (${tl(money(figures.ceiling))}) alt sınırdan (${tl(money(figures.floor))}) büyük olmalı.`;
  }
  if (kind === "asgari-ucret" && figures.dailyGross) {
    const monthly = money(figures.dailyGross).times(30);
    if (figures.monthlyGross === null) figures.monthlyGross = monthly.toFixed(2);
    else if (figures.monthlyGross && !money(figures.monthlyGross).eq(monthly)) {
      errors.aylik = `Aylık brüt günlük tutarın 30 katı olmalı: ${formatMoney(money(figures.dailyGross))} × 30 = ${tl(monthly)}. Boş bırakırsanız bu tutar yazılır.`;
    }
  }
}

/** The form of a kind: its period, figures, source, checked day, research note and replace tick. */
export function parseWageFigureForm(form: FormData, today: string): ParsedForm<WageFigureInput> {
  const kind = form.get(WAGE_FORM_FIELDS.kind);
  const schema = periodSchema(today);
  const specs = isWageKind(kind) ? WAGE_KIND_FORMS[kind].fields : [];
  const values = typedValues(form, [WAGE_FORM_FIELDS.kind, ...Object.keys(schema.shape), ...specs.map((s) => s.name)]);
  if (!isWageKind(kind)) {
    return {
      ok: false,
      errors: { [WAGE_FORM_FIELDS.kind]: "Bilinmeyen veri türü; hiçbir şey değişmedi. Sayfayı yenileyip yeniden deneyin." },
      values,
    };
  }
  const base = parseForm(schema, form);
  const errors: FieldErrors = base.ok ? {} : { ...base.errors };
  const figures: Record<string, string | null> = {};
  for (const spec of specs) {
    const reading = readField(spec, values[spec.name] ?? "");
    if (reading.ok) figures[spec.key] = reading.value;
    else errors[spec.name] = reading.message;
  }
  crossCheck(kind, figures, errors);
  if (!base.ok || Object.keys(errors).length > 0) return { ok: false, errors, values };
  const data = base.data;
  const from = data[WAGE_FORM_FIELDS.from];
  const to = data[WAGE_FORM_FIELDS.to];
  if (from > to) {
    return {
      ok: false,
      errors: { [WAGE_FORM_FIELDS.to]: `Bitiş (${formatDay(to)}) başlangıçtan (${formatDay(from)}) önce olamaz.` },
      values,
    };
  }
  // The stored layout is the calculators' contract: what does not fit it is never written.
  if (!WAGE_FIGURE_SCHEMAS[kind].safeParse(figures).success) throw new Error(`The ${kind} form produced figures outside its layout.`);
  return {
    ok: true,
    data: {
      kind,
      from,
      to,
      figures,
      source: data.kaynak,
      checkedOn: data.kontrol,
      warning: data.uyari,
      replace: data.degistir,
    },
    values,
  };
}
