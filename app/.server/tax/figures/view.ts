/**
 * Vergi verileri (issue 14): the figure sets as the admin screen shows them,
 * every amount and date already in Turkish format, and the values the add
 * forms start from (the latest year's figures, for the office to edit).
 */
import type { TaxSet, TaxSetKind, WithholdingBuyers } from "#app/.server/db/schema.ts";
import { confirmationText, isConfirmed } from "#app/.server/tax/confirmation.ts";
import { taxDataScreen } from "#app/.server/tax/figures/data.ts";
import { percentText } from "#app/.server/tax/figures/fields.ts";
import { INCOME_TABLES } from "#app/.server/tax/figures/income-tariff.ts";
import { AGE_COLUMNS, MTV_ENGINE_BANDS } from "#app/.server/tax/figures/mtv-tables.ts";
import { MTV_COMMUNIQUE_YEARS } from "#app/.server/tax/figures/validation.ts";
import { wageKindViews } from "#app/.server/tax/figures/wage-view.ts";
import { formatDay, formatMoney, formatRate, money } from "#app/.server/tax/money.ts";
import { BRACKET_ROWS, SECTION_OF_KIND, setAnchor, thresholdField, WAGE_FIGURE_KINDS } from "#app/lib/tax-data.ts";
import type { SetView, TaxDataPage } from "#app/lib/tax-data-view.ts";

export type { SetView, TaxDataPage };

const lira = (amount: number) => formatMoney(money(amount), { kurus: false });

const weekday = new Intl.DateTimeFormat("tr-TR", { weekday: "long", timeZone: "UTC" });
/** "Perşembe" for "2026-03-19". */
export const weekdayOf = (day: string) => {
  const text = weekday.format(new Date(`${day}T00:00:00Z`));
  return text.charAt(0).toLocaleUpperCase("tr-TR") + text.slice(1);
};

export const BUYERS: Record<WithholdingBuyers, string> = {
  B: "Belirlenmiş alıcılar",
  "A+B": "KDV mükellefleri ve belirlenmiş alıcılar",
  A: "Yalnızca KDV mükellefleri",
  "B+A5M": "Belirlenmiş alıcılar; KDV mükellefleri iş bedeli 5 milyon TL'yi aşınca",
  "616": "I/C-2.1.3.2.13'te sayılan kurumlar",
  DMO: "Devlet Malzeme Ofisi",
};

/** The order of the sets on the screen: as the sections, a year's tariff before the thresholds. */
const KIND_ORDER: TaxSetKind[] = [
  "gelir-vergisi",
  "kdv-oranlari",
  "kdv-tevkifat",
  "fatura-siniri",
  "mtv",
  "mtv-esik",
  "gecikme",
  "tatil",
  ...WAGE_FIGURE_KINDS,
];

function setView(set: TaxSet): SetView {
  return {
    id: set.id,
    kind: set.kind,
    title: set.title,
    year: set.year === null ? null : Number(set.year),
    source: set.source,
    checkedOn: set.checked_on,
    checkedText: formatDay(set.checked_on),
    warning: set.warning,
    confirmed: isConfirmed(set),
    confirmationText: confirmationText(set),
    section: SECTION_OF_KIND[set.kind],
    anchor: setAnchor(set.id),
  };
}

/** MTVK md. 5: which part of the registration year's taşıt değeri limits a (I) row is for. */
export const valueBandText = (band: number, limits: number) =>
  band === 1 ? "1. sınıra kadar" : band > limits ? `${limits}. sınırın üstü` : `${band - 1}. ile ${band}. sınır arası`;

export const ccText = (ccMin: number, ccMax: number | null) =>
  MTV_ENGINE_BANDS.find((band) => band.ccMin === ccMin && band.ccMax === ccMax)?.label ??
  (ccMax === null ? `${lira(ccMin)} cm³ ve üzeri` : `${lira(ccMin)}–${lira(ccMax)} cm³`);

export async function taxDataPage(): Promise<TaxDataPage> {
  const data = await taxDataScreen();
  const sets = data.sets
    .map(setView)
    // Within a year, by id: a wage figure's periods by their first day ("kidem-tavani/2026-07-01").
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || (a.year ?? 0) - (b.year ?? 0) || a.id.localeCompare(b.id));
  const setsOf = (prefix: string) => sets.filter((s) => s.id === prefix || s.id.startsWith(`${prefix}/`));
  const latestYear = (prefix: string) => Math.max(0, ...setsOf(prefix).map((s) => s.year ?? 0)) || undefined;
  const nextYear = (prefix: string) => String((latestYear(prefix) ?? Number(data.today.slice(0, 4))) + 1);

  // GVK md. 103 (tax-reference §1.2): each year's two tables.
  const income = setsOf("gelir-vergisi").map((set) => ({
    set,
    tables: INCOME_TABLES.map(({ kind, label }) => {
      const brackets = data.brackets.filter((b) => Number(b.year) === set.year && b.income === kind);
      return {
        kind,
        label,
        rows: brackets.map((b, index) => {
          const lower = index === 0 ? 0 : Number(brackets[index - 1]?.upper_limit ?? 0);
          return {
            position: Number(b.position),
            range: b.upper_limit === null ? `${lira(lower)} üzeri` : `${lira(lower)} – ${lira(Number(b.upper_limit))}`,
            rate: formatRate(b.rate),
          };
        }),
      };
    }),
  }));
  const latestIncome = latestYear("gelir-vergisi");
  const incomeForm = {
    year: nextYear("gelir-vergisi"),
    from: latestIncome,
    cells: Object.fromEntries(
      INCOME_TABLES.map(({ kind }) => {
        const brackets = data.brackets.filter((b) => Number(b.year) === latestIncome && b.income === kind);
        const rows = Array.from({ length: BRACKET_ROWS }, (_, i) => {
          const b = brackets[i];
          return { limit: b?.upper_limit == null ? "" : lira(Number(b.upper_limit)), rate: b ? percentText(b.rate) : "" };
        });
        return [kind, rows];
      }),
    ) as Record<(typeof INCOME_TABLES)[number]["kind"], { limit: string; rate: string }[]>,
  };

  // KDVGUT I/C-2.1.3 codes and the KDV rates (tax-reference §2), shown as they are.
  const vat = {
    codesSet: sets.find((s) => s.id === "kdv-tevkifat"),
    codes: data.codes.map((c) => ({
      code: Number(c.code),
      name: c.name,
      ratio: `${c.numerator}/${c.denominator}`,
      section: c.section,
      buyers: BUYERS[c.buyers] ?? c.buyers,
      since: c.ratio_since ?? "Teyit edilmedi",
      note: c.note,
    })),
    ratesSet: sets.find((s) => s.id === "kdv-oranlari"),
    rates: data.vatRates.map((r) => ({
      from: formatDay(r.valid_from),
      rates: r.rates
        .split(",")
        .map((p) => `%${p}`)
        .join(", "),
    })),
  };

  // VUK md. 232 (tax-reference §2.4).
  const invoice = setsOf("fatura-siniri").map((set) => {
    const limit = data.invoiceLimits.find((l) => Number(l.year) === set.year);
    return { set, amount: limit ? `${lira(Number(limit.amount))} TL` : "–", validFrom: limit ? formatDay(limit.valid_from) : "–" };
  });
  const invoiceYear = nextYear("fatura-siniri");

  // MTV (tax-reference §3.2, §3.3): tables per year, thresholds per registration year.
  const mtvRow = (r: (typeof data.mtvRates)[number]) => ({
    row: Number(r.row),
    cc: ccText(Number(r.cc_min), r.cc_max === null ? null : Number(r.cc_max)),
    valueBand: valueBandText(Number(r.value_band), MTV_ENGINE_BANDS.find((b) => b.ccMin === Number(r.cc_min))?.limits ?? 1),
    amounts: AGE_COLUMNS.map((a) => lira(Number(r[a.column]))),
  });
  const mtv = setsOf("mtv").map((set) => ({
    set,
    tariffI: data.mtvRates.filter((r) => Number(r.year) === set.year && r.tariff === "I").map(mtvRow),
    tariffIA: data.mtvRates.filter((r) => Number(r.year) === set.year && r.tariff === "I/A").map(mtvRow),
  }));
  const thresholds = setsOf("mtv-esik").map((set) => ({
    set,
    rows: data.mtvThresholds
      .filter((t) => Number(t.year) === set.year)
      .map((t) => ({
        cc: ccText(Number(t.cc_min), t.cc_max === null ? null : Number(t.cc_max)),
        limits: t.limits
          .split(",")
          .map((l) => `${lira(Number(l))} TL`)
          .join(" / "),
      })),
  }));
  const latestThresholds = latestYear("mtv-esik");
  const thresholdValues: Record<string, string> = {};
  MTV_ENGINE_BANDS.forEach((band, b) => {
    const stored = data.mtvThresholds.find((t) => Number(t.year) === latestThresholds && Number(t.cc_min) === band.ccMin);
    const limits = stored?.limits.split(",") ?? [];
    for (let l = 1; l <= band.limits; l += 1) thresholdValues[thresholdField(b + 1, l)] = limits[l - 1] ? lira(Number(limits[l - 1])) : "";
  });
  const mtvForms = {
    tableYear: nextYear("mtv"),
    templateYear: latestYear("mtv"),
    thresholdYear: nextYear("mtv-esik"),
    thresholdFrom: latestThresholds,
    thresholdValues,
    bands: MTV_ENGINE_BANDS.map((band) => ({ label: band.label, limits: band.limits })),
    communiqueYears: MTV_COMMUNIQUE_YEARS,
    ages: AGE_COLUMNS.map((a) => a.label),
  };

  // 6183 md. 51 (tax-reference §4.1): the rate history, the latest correctable.
  const lateRows = data.lateRates.map((r, index) => ({
    validFrom: r.valid_from,
    validFromText: formatDay(r.valid_from),
    rate: formatRate(r.monthly_rate),
    percent: percentText(r.monthly_rate),
    decree: r.decree,
    note: r.note,
    last: index === data.lateRates.length - 1,
  }));
  const late = { set: sets.find((s) => s.id === "gecikme"), rows: lateRows };

  // 2429 s.K. (tax-reference §5.3): each year's list.
  const holidays = setsOf("tatil").map((set) => ({
    set,
    rows: data.holidays
      .filter((h) => h.date.startsWith(`${set.year}-`))
      .map((h) => ({
        date: h.date,
        dateText: formatDay(h.date),
        weekday: weekdayOf(h.date),
        name: h.name,
        halfDay: Number(h.half_day) === 1,
      })),
  }));

  return {
    today: data.today,
    sets,
    income,
    incomeForm,
    vat,
    invoice,
    invoiceYear,
    mtv,
    thresholds,
    mtvForms,
    late,
    holidays,
    holidayYear: nextYear("tatil"),
    wage: wageKindViews(sets, data.wageFigures, data.today),
  };
}
