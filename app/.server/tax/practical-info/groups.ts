/**
 * Pratik bilgiler (issue 44, ADR 065): a year's figures grouped as a client
 * looks for them, each item one confirmed figure set with its validity, its
 * legal basis (the set's source) and its "son kontrol" day. Pure: page.ts
 * reads the rows and keeps only the confirmed sets before these run. Nothing
 * here reads a set's research note (`warning`): visitors never see it.
 */
import type {
  Holiday,
  IncomeTaxBracket,
  InvoiceLimit,
  LatePaymentRate,
  MtvRate,
  MtvThreshold,
  TaxSet,
  VatWithholdingCode,
} from "#app/.server/db/schema.ts";
import { INCOME_TABLES } from "#app/.server/tax/figures/income-tariff.ts";
import { AGE_COLUMNS, MTV_ENGINE_BANDS } from "#app/.server/tax/figures/mtv-tables.ts";
import { BUYERS, ccText, valueBandText, weekdayOf } from "#app/.server/tax/figures/view.ts";
import { formatDay, formatMoney, formatRate, money } from "#app/.server/tax/money.ts";
import { addDays } from "#app/lib/istanbul-time.ts";
import type { RatesItem, RatesTable } from "#app/lib/practical-info.ts";

export const lira = (amount: number | string) => `${formatMoney(money(amount), { kurus: false })} TL`;

/** What every item of a figure set carries: its source and its "son kontrol" day. */
export const basis = (set: TaxSet) => ({ source: set.source, checkedOn: formatDay(set.checked_on) });

/** A whole year: "01.01.2026 – 31.12.2026". */
export const wholeYear = (year: number) => `${formatDay(`${year}-01-01`)} – ${formatDay(`${year}-12-31`)}`;

/** The periods of rows that start on `valid_from` and last until the next one starts, those meeting the year. */
export function periodsInYear<T extends { valid_from: string }>(rows: readonly T[], year: number) {
  const sorted = [...rows].sort((a, b) => a.valid_from.localeCompare(b.valid_from));
  return sorted
    .map((row, index) => {
      const next = sorted[index + 1];
      return { row, from: row.valid_from, to: next ? addDays(next.valid_from, -1) : undefined };
    })
    .filter((p) => p.from <= `${year}-12-31` && (p.to === undefined || p.to >= `${year}-01-01`));
}

/** "01.01.2024 – 30.06.2026", or "10.07.2023 tarihinden beri" for the period in force now. */
export const periodText = (from: string, to: string | undefined) =>
  to === undefined ? `${formatDay(from)} tarihinden beri` : `${formatDay(from)} – ${formatDay(to)}`;

/** GVK md. 103: the year's two tables, bracket by bracket. */
export function incomeTariffItem(set: TaxSet, year: number, brackets: readonly IncomeTaxBracket[]): RatesItem {
  const tables: RatesTable[] = INCOME_TABLES.map(({ kind, label }) => {
    const rows = brackets.filter((b) => b.income === kind).sort((a, b) => Number(a.position) - Number(b.position));
    return {
      caption: label,
      head: ["Gelir dilimi", "Oran"],
      rows: rows.map((b, index) => {
        const lower = index === 0 ? 0 : Number(rows[index - 1]?.upper_limit ?? 0);
        const upper = b.upper_limit === null ? null : Number(b.upper_limit);
        const range =
          upper === null ? `${lira(lower)}'den fazlası` : index === 0 ? `${lira(upper)}'ye kadar` : `${lira(lower)} – ${lira(upper)} arası`;
        return [range, formatRate(b.rate)];
      }),
    };
  });
  return {
    id: `gelir-vergisi-${year}`,
    title: `Gelir vergisi tarifesi ${year}`,
    validity: wholeYear(year),
    ...basis(set),
    facts: [],
    tables,
  };
}

/** KDVK md. 28: the rates in force in the year, period by period. */
export function vatRatesItem(set: TaxSet, year: number, periods: readonly { valid_from: string; rates: string }[]): RatesItem[] {
  return periodsInYear(periods, year).map(({ row, from, to }) => ({
    id: `kdv-oranlari-${from}`,
    title: "KDV oranları",
    validity: periodText(from, to),
    ...basis(set),
    facts: [
      {
        label: "Oranlar",
        value: row.rates
          .split(",")
          .map((rate) => `%${rate.trim()}`)
          .join(", "),
      },
    ],
    tables: [],
  }));
}

/** The day a code's ratio applies from, the day only (the data's remarks beside it are the office's). */
const ratioStart = (code: VatWithholdingCode) => /^(\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(code.ratio_since ?? "");

/** KDVGUT I/C-2.1.3: the partial withholding codes; a code whose ratio started after the year is left out of that year. */
export function withholdingItem(set: TaxSet, year: number, codes: readonly VatWithholdingCode[]): RatesItem {
  const rows = codes
    .filter((code) => Number(ratioStart(code)?.[3] ?? 0) <= year)
    .map((code) => {
      const start = ratioStart(code);
      return [
        String(code.code),
        code.name,
        `${code.numerator}/${code.denominator}`,
        BUYERS[code.buyers] ?? code.buyers,
        start ? `${start[1]?.padStart(2, "0")}.${start[2]?.padStart(2, "0")}.${start[3]}` : "–",
      ];
    });
  return {
    id: `kdv-tevkifat-${year}`,
    title: "KDV kısmi tevkifat oranları",
    validity: `${year} yılında uygulanan oranlar`,
    ...basis(set),
    facts: [],
    tables: [{ caption: "Kısmi tevkifat kodları", head: ["Kod", "İşlem", "Oran", "Tevkifatı yapan", "Oranın başlangıcı"], rows }],
  };
}

/** VUK md. 232: the year's fatura düzenleme sınırı (also the KDV tevkifatı threshold). */
export function invoiceLimitItem(set: TaxSet, year: number, limit: InvoiceLimit): RatesItem {
  return {
    id: `fatura-siniri-${year}`,
    title: `Fatura düzenleme sınırı ${year}`,
    validity: `${formatDay(limit.valid_from)} – ${formatDay(`${year}-12-31`)}`,
    ...basis(set),
    facts: [{ label: "Sınır", value: lira(Number(limit.amount)) }],
    tables: [],
  };
}

const limitsOf = (ccMin: number) => MTV_ENGINE_BANDS.find((band) => band.ccMin === ccMin)?.limits ?? 1;
const ccOf = (row: { cc_min: number; cc_max: number | null }) =>
  ccText(Number(row.cc_min), row.cc_max === null ? null : Number(row.cc_max));
const ages = (row: MtvRate) => AGE_COLUMNS.map((age) => lira(Number(row[age.column])));

/** MTVK md. 5 and geçici md. 8: the year's (I) and (I/A) tables for cars. */
export function mtvItem(set: TaxSet, year: number, tariffI: readonly MtvRate[], tariffIA: readonly MtvRate[]): RatesItem {
  const head = AGE_COLUMNS.map((age) => age.label);
  return {
    id: `mtv-${year}`,
    title: `Otomobillerde motorlu taşıtlar vergisi ${year} (yıllık)`,
    validity: wholeYear(year),
    ...basis(set),
    facts: [],
    tables: [
      {
        caption: "(I) sayılı tarife: 1.1.2018 ve sonrasında ilk tescil edilen otomobiller",
        head: ["Motor silindir hacmi", "Taşıt değeri", ...head],
        rows: tariffI.map((row) => [ccOf(row), valueBandText(Number(row.value_band), limitsOf(Number(row.cc_min))), ...ages(row)]),
      },
      {
        caption: "(I/A) sayılı tarife: 31.12.2017'ye kadar tescil edilen otomobiller",
        head: ["Motor silindir hacmi", ...head],
        rows: tariffIA.map((row) => [ccOf(row), ...ages(row)]),
      },
    ].filter((table) => table.rows.length > 0),
  };
}

/** MTVK md. 5: the taşıt değeri limits for cars first registered in the year. */
export function mtvThresholdItem(set: TaxSet, year: number, rows: readonly MtvThreshold[]): RatesItem {
  return {
    id: `mtv-esik-${year}`,
    title: `MTV taşıt değeri sınırları: ${year} yılında ilk tescil edilen otomobiller`,
    validity: `${year} yılındaki ilk tesciller`,
    ...basis(set),
    facts: [],
    tables: [
      {
        caption: "Taşıt değeri sınırları",
        head: ["Motor silindir hacmi", "Sınırlar"],
        rows: [...rows]
          .sort((a, b) => Number(a.cc_min) - Number(b.cc_min))
          .map((row) => [
            ccOf(row),
            row.limits
              .split(",")
              .map((limit) => lira(Number(limit)))
              .join(" / "),
          ]),
      },
    ],
  };
}

/** 6183 s.K. md. 51: the monthly rates in force in the year (VUK md. 112: gecikme faizi at the same rate). */
export function lateRateItem(set: TaxSet, year: number, rates: readonly LatePaymentRate[]): RatesItem {
  return {
    id: `gecikme-${year}`,
    title: "Gecikme zammı ve gecikme faizi oranı (aylık)",
    validity: `${year} yılında uygulanan oranlar, dönemleriyle`,
    ...basis(set),
    facts: [],
    tables: [
      {
        caption: "Aylık oranlar",
        head: ["Dönem", "Aylık oran", "Dayanak"],
        rows: periodsInYear(rates, year).map(({ row, from, to }) => [periodText(from, to), formatRate(row.monthly_rate), row.decree]),
      },
    ],
  };
}

/** 2429 s.K.: the year's official holidays, which move the calendar's deadlines. */
export function holidayItem(set: TaxSet, year: number, holidays: readonly Holiday[]): RatesItem {
  return {
    id: `tatil-${year}`,
    title: `Resmî tatiller ${year}`,
    validity: wholeYear(year),
    ...basis(set),
    facts: [],
    tables: [
      {
        caption: "Resmî tatil günleri",
        head: ["Tarih", "Gün", "Tatil"],
        rows: holidays.map((h) => [formatDay(h.date), weekdayOf(h.date), h.name]),
      },
    ],
  };
}
