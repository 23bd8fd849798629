/**
 * The gelir vergisi calculator (/araclar/gelir-vergisi): reads the form's
 * query, loads the tariff of the year asked for from the database and
 * answers with the result step by step, or with a refusal (status 400).
 * Scope (tax-reference §1.3): the GVK md. 103 tariff on one annual matrah;
 * not a payroll calculation.
 */

import { getDb } from "#app/.server/db/index.ts";
import type { IncomeKind } from "#app/.server/db/schema.ts";
import { findTaxSet, listIncomeTaxBrackets, listIncomeTaxYears } from "#app/.server/repositories/tax-figures.ts";
import { quoted, readFormQuery, refuse } from "#app/.server/tax/calculators/form-query.ts";
import { type Bracket, bracketOf, buildTariff, incomeTax, taxInBracket } from "#app/.server/tax/calculators/income-tax.ts";
import { type UsedSet, usedSetsFacts } from "#app/.server/tax/confirmation.ts";
import { formatMoney, formatRate, type Money, parseAmount, toKurus } from "#app/.server/tax/money.ts";
import type { CalculationResult, CalculationStep, CalculatorOutcome, InputSummary } from "#app/lib/calculator.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { CALCULATOR_PARAMS } from "#app/lib/paths.ts";

export const INCOME_KINDS: { value: IncomeKind; label: string }[] = [
  { value: "ucret", label: "Ücret gelirleri" },
  { value: "ucret-disi", label: "Ücret dışındaki gelirler" },
];

type Param = (typeof CALCULATOR_PARAMS.incomeTax)[number];

export interface IncomeTaxPage {
  /** The years that have a tariff, for the select (newest first). */
  years: number[];
  incomeKinds: typeof INCOME_KINDS;
  /** The inputs as typed (the year preselected on the empty form). */
  values: Record<Param, string>;
  outcome: CalculatorOutcome;
}

export async function incomeTaxPage(query: URLSearchParams): Promise<IncomeTaxPage> {
  const db = await getDb();
  const years = await listIncomeTaxYears(db);
  const { values, started } = readFormQuery(query, CALCULATOR_PARAMS.incomeTax);
  const page = { years: [...years].reverse(), incomeKinds: INCOME_KINDS, values };
  if (!started) return { ...page, values: { ...values, yil: defaultYear(years) }, outcome: { state: "empty" } };
  return { ...page, outcome: await calculate(values, years) };
}

/** The current year's tariff if there is one, else the newest before it, else the newest. */
function defaultYear(years: number[]): string {
  const current = Number(istanbulDay(new Date()).slice(0, 4));
  const year = years.filter((y) => y <= current).at(-1) ?? years.at(-1);
  return year === undefined ? "" : String(year);
}

async function calculate(values: Record<Param, string>, years: number[]): Promise<CalculatorOutcome> {
  if (!values.yil) return refuse("Vergi yılı seçilmedi: listeden bir yıl seçip yeniden hesaplayın.", "yil");
  if (!/^\d{4}$/.test(values.yil)) return refuse(`${quoted(values.yil)} geçerli bir yıl değil: listeden bir vergi yılı seçin.`, "yil");
  const year = Number(values.yil);
  const known = years.join(", ");
  if (!years.includes(year)) {
    // Never compute from another year's table (issue 14).
    return refuse(
      `${year} yılı tarifesi verilerimizde yok; başka bir yılın tarifesiyle hesap yapmıyoruz. Hesaplanabilen yıllar: ${known}.`,
      "yil",
    );
  }
  const kind = INCOME_KINDS.find((k) => k.value === values.gelir);
  if (!values.gelir) return refuse("Gelir türü seçilmedi: ücret gelirleri ya da ücret dışındaki gelirlerden birini seçin.", "gelir");
  if (!kind)
    return refuse(`Gelir türü ${quoted(values.gelir)} tanınmadı: ücret gelirleri ya da ücret dışındaki gelirlerden birini seçin.`, "gelir");
  if (!values.matrah) return refuse("Matrah girilmedi: yıllık vergi matrahını TL olarak yazın (ör. 1.234.567,89).", "matrah");
  const matrah = parseAmount(values.matrah);
  if (!matrah) {
    return refuse(
      `${quoted(values.matrah)} bir tutar olarak okunamadı: matrahı eksi işareti olmadan 1.234.567,89, 1234567,89 ya da 1234567.89 biçiminde yazın.`,
      "matrah",
    );
  }

  const db = await getDb();
  const [rows, set] = await Promise.all([listIncomeTaxBrackets(db, year, kind.value), findTaxSet(db, `gelir-vergisi/${year}`)]);
  // A year with brackets of one kind only, or without its source: refused, not guessed.
  if (rows.length === 0 || !set) {
    return refuse(`${year} yılının ${kind.label.toLocaleLowerCase("tr-TR")} tarifesi verilerimizde eksik; başka bir yıl seçin.`, "yil");
  }
  const tariff = buildTariff(rows);
  const inputs: InputSummary[] = [
    { label: "Vergi yılı", value: String(year) },
    { label: "Gelir türü", value: kind.label },
    { label: "Yıllık matrah", value: lira(matrah) },
  ];
  return { state: "result", inputs, result: incomeTaxResult(tariff, matrah, set) };
}

// A no-break space: an amount never wraps away from its unit.
const lira = (amount: Money) => `${formatMoney(amount)}\u00a0TL`;
/** A bracket limit: whole liras, as the law writes them. */
const limit = (amount: Money) => formatMoney(amount, { kurus: false });

function bracketLabel(bracket: Bracket): string {
  const range = bracket.upper ? `${limit(bracket.lower)} – ${limit(bracket.upper)} TL dilimi` : `${limit(bracket.lower)} TL üzeri dilim`;
  return `${range}, ${formatRate(bracket.rate)}`;
}

export function incomeTaxResult(tariff: Bracket[], matrah: Money, set: UsedSet): CalculationResult {
  const facts = usedSetsFacts([set]);
  const bracket = bracketOf(tariff, matrah);
  const tax = toKurus(incomeTax(tariff, matrah));
  const steps: CalculationStep[] = tariff
    .filter((full) => full.position < bracket.position && full.upper)
    .map((full) => {
      const upper = full.upper as Money;
      const taxAtUpper = full.taxAtLower.plus(upper.minus(full.lower).times(full.rate));
      const sum = full.position === 1 ? "" : `${formatMoney(full.taxAtLower)} + `;
      const width = full.position === 1 ? formatMoney(upper) : `(${formatMoney(upper)} − ${formatMoney(full.lower)})`;
      return {
        label: `${bracketLabel(full)} — tamamı`,
        detail: `${limit(upper)} TL'ye kadar birikmiş vergi: ${sum}${width} × ${formatRate(full.rate)} = ${lira(taxAtUpper)}`,
      };
    });
  const part = taxInBracket(bracket, matrah);
  steps.push({
    label: `${bracketLabel(bracket)} — matrahın düştüğü dilim`,
    detail:
      bracket.position === 1
        ? `${formatMoney(matrah)} × ${formatRate(bracket.rate)} = ${lira(tax)}`
        : `Alt sınıra kadar birikmiş vergi ${formatMoney(bracket.taxAtLower)} + (${formatMoney(matrah)} − ${formatMoney(bracket.lower)}) × ${formatRate(bracket.rate)} = ${formatMoney(bracket.taxAtLower)} + ${formatMoney(part)} = ${lira(tax)}`,
  });
  // The year, the kind and the matrah are in the form above (and among the printed inputs).
  const lines = [{ label: "Matrahın düştüğü dilimin oranı", amount: formatRate(bracket.rate) }];
  if (matrah.gt(0)) {
    // Rounded to two decimals of a percent: "%16,83".
    lines.push({ label: "Ortalama vergi oranı", amount: formatRate(tax.div(matrah).toDecimalPlaces(4)) });
  }
  return {
    total: { label: "Hesaplanan gelir vergisi", amount: lira(tax) },
    lines,
    steps,
    legalBasis: [set.source],
    checkedOn: facts.checkedOn,
    rounding: "Vergi kuruşa yuvarlanmıştır (yarım kuruş yukarı); ara tutarlar yuvarlanmadan hesaplanır.",
    warnings: facts.notes,
  };
}
