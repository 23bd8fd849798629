/**
 * Pratik bilgiler (issue 44, ADR 065): every figure set the office confirmed
 * ("Kontrol ettim", ../confirmation.ts) for the current year or the previous
 * one, read from the same tables the calculators and Vergi verileri use.
 * A set still "teyit bekliyor" is left out without a word (ADR 020). The page
 * is cached per content version and day like every public page, and every
 * Vergi verileri change raises that version (figures/change.ts), so a change
 * shows on the next request.
 */
import { getDb } from "#app/.server/db/index.ts";
import type { TaxSet } from "#app/.server/db/schema.ts";
import {
  listHolidays,
  listIncomeTaxBrackets,
  listInvoiceLimits,
  listLatePaymentRates,
  listMtvRates,
  listMtvThresholds,
  listTaxSets,
  listVatRatePeriods,
  listWageFigures,
  listWithholdingCodes,
} from "#app/.server/repositories/tax-figures.ts";
import { isConfirmed } from "#app/.server/tax/confirmation.ts";
import { formatDay, formatMoney, formatRate, money } from "#app/.server/tax/money.ts";
import {
  holidayItem,
  incomeTariffItem,
  invoiceLimitItem,
  lateRateItem,
  mtvItem,
  mtvThresholdItem,
  periodText,
  vatRatesItem,
  withholdingItem,
} from "#app/.server/tax/practical-info/groups.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { ratesPath } from "#app/lib/paths.ts";
import type { RatesGroup, RatesItem, RatesPage } from "#app/lib/practical-info.ts";
import type { WageFigureKind } from "#app/lib/tax-data.ts";
import { WAGE_KIND_FORMS, type WageFieldSpec } from "#app/lib/wage-figure-form.ts";

/** The years a visitor may see: the current one (Istanbul) and the previous one. */
export const ratesYears = (today: string) => {
  const current = Number(today.slice(0, 4));
  return [current, current - 1];
};

/** The wage figures' groups, in a client's order. */
const WAGE_GROUP: WageFigureKind[] = [
  "asgari-ucret",
  "sgk-sinir",
  "isci-prim",
  "isveren-prim",
  "hazine-indirimi",
  "asgari-ucret-destegi",
  "damga-ucret",
];

type WageRow = Awaited<ReturnType<typeof listWageFigures>>[number];

/** A stored wage figure as a visitor reads it: "33.030,00 TL", "%14", "5 puan". */
function wageValue(kind: WageFigureKind, spec: WageFieldSpec, figures: Record<string, string | null>): string | undefined {
  let value = figures[spec.key];
  // The monthly minimum wage may be left to the calculators (daily × 30).
  if ((value == null || value === "") && kind === "asgari-ucret" && spec.key === "monthlyGross" && figures.dailyGross) {
    value = money(figures.dailyGross).times(30).toString();
  }
  if (value == null || value === "") return undefined;
  if (spec.type === "amount") return `${formatMoney(money(value))} TL`;
  if (spec.type === "percent") return kind === "hazine-indirimi" ? `${formatRate(value).slice(1)} puan` : formatRate(value);
  return value;
}

/** A field's label without the form's "(TL)", "(%)", "(isteğe bağlı)". */
const factLabel = (spec: WageFieldSpec) => spec.label.replace(/\s*\((TL|%|TL, isteğe bağlı|isteğe bağlı|puan|aylık TL)\)$/, "");

function wageItem(row: WageRow): RatesItem {
  const kind = row.kind as WageFigureKind;
  const form = WAGE_KIND_FORMS[kind];
  const figures = JSON.parse(row.figures) as Record<string, string | null>;
  return {
    id: `${kind}-${row.valid_from}`,
    title: form.label,
    validity: periodText(row.valid_from, row.valid_to),
    source: row.source,
    checkedOn: formatDay(row.checked_on),
    facts: form.fields.flatMap((spec) => {
      const value = wageValue(kind, spec, figures);
      return value === undefined ? [] : [{ label: factLabel(spec), value }];
    }),
    tables: [],
  };
}

/**
 * The page of a year: undefined when `yil` names neither the current nor the previous year
 * (a malformed or other year is not found). Without `yil`, the current year.
 */
export async function practicalInfoPage(yil: string | null, today = istanbulDay(new Date())): Promise<RatesPage | undefined> {
  const [current, previous] = ratesYears(today) as [number, number];
  const year = yil === null ? current : [current, previous].find((y) => String(y) === yil);
  if (year === undefined) return undefined;
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const db = await getDb();
  const [sets, ucret, ucretDisi, vatRates, codes, invoiceLimits, mtvI, mtvIA, thresholds, lateRates, holidays, wage] = await Promise.all([
    listTaxSets(db),
    listIncomeTaxBrackets(db, year, "ucret"),
    listIncomeTaxBrackets(db, year, "ucret-disi"),
    listVatRatePeriods(db),
    listWithholdingCodes(db),
    listInvoiceLimits(db),
    listMtvRates(db, year, "I"),
    listMtvRates(db, year, "I/A"),
    listMtvThresholds(db, year),
    listLatePaymentRates(db),
    listHolidays(db, from, to),
    listWageFigures(db, from, to),
  ]);
  // Only what the office confirmed; the rest is left out without a word.
  const confirmed = new Map(sets.filter(isConfirmed).map((set) => [set.id, set]));
  const set = (id: string): TaxSet | undefined => confirmed.get(id);
  const confirmedWage = wage.filter((row) => row.confirmed_at !== null);
  const wageOf = (kinds: readonly WageFigureKind[]) =>
    kinds.flatMap((kind) => confirmedWage.filter((row) => row.kind === kind).map(wageItem));

  const income = set(`gelir-vergisi/${year}`);
  const vat = set("kdv-oranlari");
  const withholding = set("kdv-tevkifat");
  const invoiceSet = set(`fatura-siniri/${year}`);
  const invoice = invoiceLimits.find((limit) => Number(limit.year) === year);
  const mtv = set(`mtv/${year}`);
  const mtvThresholds = set(`mtv-esik/${year}`);
  const late = set("gecikme");
  const holidaySet = set(`tatil/${year}`);

  const groups: RatesGroup[] = [
    {
      id: "gelir-vergisi",
      title: "Gelir vergisi tarifesi",
      items: income && ucret.length + ucretDisi.length > 0 ? [incomeTariffItem(income, year, [...ucretDisi, ...ucret])] : [],
    },
    { id: "asgari-ucret-sgk", title: "Asgari ücret ve SGK", items: wageOf(WAGE_GROUP) },
    { id: "kidem-tazminati", title: "Kıdem tazminatı tavanı", items: wageOf(["kidem-tavani"]) },
    {
      id: "kdv",
      title: "KDV oranları ve tevkifat",
      items: [
        ...(vat ? vatRatesItem(vat, year, vatRates) : []),
        ...(withholding && codes.length > 0 ? [withholdingItem(withholding, year, codes)] : []),
      ],
    },
    {
      id: "fatura-siniri",
      title: "Fatura düzenleme sınırı",
      items: invoiceSet && invoice ? [invoiceLimitItem(invoiceSet, year, invoice)] : [],
    },
    {
      id: "mtv",
      title: "Motorlu taşıtlar vergisi (MTV)",
      items: [
        ...(mtv && mtvI.length + mtvIA.length > 0 ? [mtvItem(mtv, year, mtvI, mtvIA)] : []),
        ...(mtvThresholds && thresholds.length > 0 ? [mtvThresholdItem(mtvThresholds, year, thresholds)] : []),
      ],
    },
    {
      id: "gecikme",
      title: "Gecikme zammı ve gecikme faizi oranları",
      items: late ? [lateRateItem(late, year, lateRates)].filter((item) => (item.tables[0]?.rows.length ?? 0) > 0) : [],
    },
    {
      id: "resmi-tatiller",
      title: "Resmî tatiller",
      items: holidaySet && holidays.length > 0 ? [holidayItem(holidaySet, year, holidays)] : [],
    },
  ];
  return {
    year,
    years: [current, previous].map((y) => ({ year: y, href: ratesPath(y === current ? undefined : y), shown: y === year })),
    groups: groups.filter((group) => group.items.length > 0),
  };
}
