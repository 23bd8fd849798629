/**
 * The net↔brüt calculator's result, shaped for the page (lib/calculator.ts):
 * the employee's 12 months and the employer's cost as tables with their
 * marks in words, the first paid month's arithmetic step by step, the
 * asgari ücret desteği apart, the assumptions, and each figure set used with
 * its public source and "son kontrol" day (ADR 020: an unconfirmed set only
 * adds the one neutral line).
 */
import { type EmployerCostYear, employerCostYear, type TreasuryDiscountChoice } from "#app/.server/tax/calculators/employer-cost.ts";
import type { Bracket } from "#app/.server/tax/calculators/income-tax.ts";
import { type MonthFigures, max, min, resolveYear, type WageMonth, type WageYear } from "#app/.server/tax/calculators/wage.ts";
import type { WageSet, WageYearLoad } from "#app/.server/tax/calculators/wage-data.ts";
import { usedSetsFacts } from "#app/.server/tax/confirmation.ts";
import { formatMoney, formatRate, type Money } from "#app/.server/tax/money.ts";
import type { CalculationResult, CalculationStep, CalculatorOutcome, InputSummary, ResultAside, ResultTable } from "#app/lib/calculator.ts";

export const MONTH_NAMES = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"];

export interface WageInput {
  year: number;
  mode: "brut" | "net";
  /** The main monthly amount (gross or net, by mode). */
  main: Money;
  /** Each month's own amount where the visitor typed one (null: no wage from this job), else undefined. */
  monthAmounts: (Money | null | undefined)[];
  previousBase: Money;
  discount: TreasuryDiscountChoice;
}

export const DISCOUNT_LABELS: Record<TreasuryDiscountChoice, string> = {
  none: "Yok",
  standard: "Genel Hazine indirimi (imalat dışı)",
  manufacturing: "İmalat sektörü Hazine indirimi",
};

// A no-break space: an amount never wraps away from its unit.
const lira = (amount: Money) => `${formatMoney(amount)}\u00a0TL`;
const cell = (amount: Money) => formatMoney(amount);
const permille = (rate: Money) => `binde ${rate.times(1000).toString().replace(".", ",")}`;
const points = (rate: Money) => `${rate.times(100).toString().replace(".", ",")} puan`;

/** "%14" when every month has the same rate, else "" (the column then names no rate). */
function sameRate(rates: Money[]): string {
  const first = rates[0];
  return first && rates.every((rate) => rate.eq(first)) ? ` (${formatRate(first)})` : "";
}

export function wageResult(input: WageInput, load: Extract<WageYearLoad, { ok: true }>, wage: WageYear): CalculatorOutcome {
  const grosses = wage.months.map((month) => (month.paid ? month.gross : null));
  const employer = employerCostYear(load.figures, grosses, input.discount);
  const resolved = resolveYear(load.figures);
  const paid = wage.months.filter((month) => month.paid);
  const first = paid[0]!;
  const last = paid.at(-1)!;
  const facts = usedSetsFacts(load.sets);

  const belowMinimum = paid.filter((month) => month.flags.belowMinimumWage);
  const warnings = [...facts.notes];
  if (belowMinimum.length > 0) {
    const months = belowMinimum.map((month) => MONTH_NAMES[month.month - 1]).join(", ");
    warnings.push(
      `${months} ${belowMinimum.length > 1 ? "aylarında" : "ayında"} brüt ücret o ayın asgari ücretinin (${lira(resolved.months[belowMinimum[0]!.month - 1]!.minimumWage)}) altında: hesap bu tutarla yapıldı; SGK primleri prime esas kazanç alt sınırı üzerinden alınır.`,
    );
  }

  const total =
    input.mode === "brut"
      ? { label: `${input.year} yılı net ücret toplamı`, amount: lira(wage.totals.net) }
      : { label: `${input.year} yılı brüt ücret toplamı`, amount: lira(wage.totals.gross) };
  const firstName = MONTH_NAMES[first.month - 1];
  const lastName = MONTH_NAMES[last.month - 1];
  const lines =
    input.mode === "brut"
      ? [
          { label: `${firstName} net ücreti`, amount: lira(first.net) },
          ...(last !== first ? [{ label: `${lastName} net ücreti`, amount: lira(last.net) }] : []),
        ]
      : [
          { label: `${firstName} brüt ücreti`, amount: lira(first.gross) },
          ...(last !== first ? [{ label: `${lastName} brüt ücreti`, amount: lira(last.gross) }] : []),
        ];
  lines.push({ label: "Yıllık işverene toplam maliyet", amount: lira(employer.totals.cost) });

  const sets = input.discount === "none" ? load.sets.filter((set) => !set.id.startsWith("hazine-indirimi/")) : load.sets;
  const support = supportAside(employer, load);
  const result: CalculationResult = {
    total,
    explanation:
      input.mode === "net"
        ? "Her ayın brüt ücreti, o ayın kümülatif matrahıyla istenen net ücreti kuruşu kuruşuna veren en küçük brüt ücrettir."
        : undefined,
    lines,
    warnings,
    tables: [
      employeeTable(
        wage,
        paid.map((month) => resolved.months[month.month - 1]!.employeeSgk),
        paid.map((month) => resolved.months[month.month - 1]!.employeeUnemployment),
      ),
      employerTable(employer, input.discount),
    ],
    asides: support ? [support.aside] : [],
    assumptions: wage.assumptions.map((assumption) => assumption.text),
    steps: monthSteps(first, resolved.months[first.month - 1]!, resolved.tariff),
    rounding:
      "SGK ve işsizlik primleri, hesaplanan gelir vergisi, istisnalar ve damga vergisi her ay kuruşa yuvarlanır (yarım kuruş yukarı); tarife kümülatif matraha yuvarlanmadan uygulanır, yalnızca aylık fark yuvarlanır.",
    legalBasis: [...sets, ...(support ? [support.set] : [])].map(sourceLine),
    checkedOn: facts.checkedOn,
  };
  return { state: "result", inputs: inputSummary(input), result };
}

/** "Asgari ücret 2026 — Asgari Ücret Tespit Komisyonu Kararı …; son kontrol: 25.11.2026". */
function sourceLine(set: WageSet): string {
  const checked = usedSetsFacts([set]).checkedOn;
  return `${set.title}: ${set.source}${checked ? `; son kontrol: ${checked}` : ""}`;
}

function inputSummary(input: WageInput): InputSummary[] {
  const kind = input.mode === "brut" ? "brüt" : "net";
  const inputs: InputSummary[] = [
    { label: "Yıl", value: String(input.year) },
    { label: "Hesap", value: input.mode === "brut" ? "Brütten nete" : "Netten brüte" },
    { label: `Aylık ${kind} ücret`, value: lira(input.main) },
  ];
  input.monthAmounts.forEach((amount, index) => {
    if (amount === undefined) return;
    inputs.push({ label: `${MONTH_NAMES[index]} ${kind} ücreti`, value: amount === null ? "Bu işten ücret yok" : lira(amount) });
  });
  if (!input.previousBase.isZero()) inputs.push({ label: "Önceki işverenlerden kümülatif matrah", value: lira(input.previousBase) });
  inputs.push({ label: "Hazine indirimi", value: DISCOUNT_LABELS[input.discount] });
  return inputs;
}

/** The marks of an employee's month, in words (never colour alone). */
function monthMarks(month: WageMonth): string[] {
  if (!month.paid) return ["Bu işten ücret yok"];
  const marks: string[] = [];
  if (month.flags.crossedBracket) marks.push(`Vergi dilimi değişti (${month.taxRates.map((rate) => formatRate(rate)).join(" → ")})`);
  if (month.flags.aboveSgkCeiling) marks.push(`SGK tavanı aşıldı: primler ${cell(month.pek)} TL üzerinden`);
  if (month.flags.belowSgkFloor) marks.push(`SGK tabanının altında: primler ${cell(month.pek)} TL üzerinden`);
  if (month.flags.belowMinimumWage) marks.push("Asgari ücretin altında");
  return marks;
}

const dash = "—";

function employeeTable(wage: WageYear, sgkRates: Money[], unemploymentRates: Money[]): ResultTable {
  const rows = wage.months.map((month) => ({
    header: MONTH_NAMES[month.month - 1]!,
    cells: month.paid
      ? [
          month.gross,
          month.sgkEmployee,
          month.unemploymentEmployee,
          month.taxBase,
          month.cumulativeBase,
          month.computedTax,
          month.taxExemption,
          month.payableTax,
          month.stampDuty,
          month.stampDutyExemption,
          month.payableStampDuty,
          month.net,
        ].map(cell)
      : [dash, dash, dash, dash, cell(month.cumulativeBase), dash, dash, dash, dash, dash, dash, dash],
    marks: monthMarks(month),
  }));
  const t = wage.totals;
  return {
    id: "ucret-tablosu",
    caption: `${wage.year} yılı aylık ücret hesabı (TL)`,
    rowHeader: "Ay",
    columns: [
      "Brüt ücret",
      `SGK işçi payı${sameRate(sgkRates)}`,
      `İşsizlik işçi payı${sameRate(unemploymentRates)}`,
      "Gelir vergisi matrahı",
      "Kümülatif matrah",
      "Hesaplanan gelir vergisi",
      "Asgari ücret GV istisnası",
      "Ödenecek gelir vergisi",
      "Damga vergisi",
      "Damga vergisi istisnası",
      "Ödenecek damga vergisi",
      "Net ücret",
    ],
    marksHeader: "Not",
    rows,
    totals: {
      header: "Yıl toplamı",
      cells: [
        cell(t.gross),
        cell(t.sgkEmployee),
        cell(t.unemploymentEmployee),
        cell(t.taxBase),
        "",
        cell(t.computedTax),
        cell(t.taxExemption),
        cell(t.payableTax),
        cell(t.stampDuty),
        cell(t.stampDutyExemption),
        cell(t.payableStampDuty),
        cell(t.net),
      ],
      marks: [],
    },
    notes: [
      wage.previousBase.isZero()
        ? "Kümülatif matrah, yılbaşından o ayın sonuna kadarki gelir vergisi matrahlarının toplamıdır."
        : `Kümülatif matrah, önceki işverenlerden gelen ${lira(wage.previousBase)} ile bu işteki aylık matrahların toplamıdır.`,
      "Asgari ücret GV istisnası, asgari ücretin kendi kümülatif matrahı üzerinden o takvim ayı için hesaplanan vergidir ve hesaplanan vergiyi aşamaz; damga vergisi istisnası asgari ücretin damga vergisi kadardır.",
    ],
  };
}

function employerTable(employer: EmployerCostYear, choice: TreasuryDiscountChoice): ResultTable {
  const paid = employer.months.filter((month) => month.paid);
  const t = employer.totals;
  const columns = [
    "Brüt ücret",
    `SGK işveren payı${sameRate(paid.map((month) => month.employerSgkRate))}`,
    "Hazine indirimi",
    "Ödenecek SGK işveren payı",
    "İşsizlik işveren payı",
    "İşverene toplam maliyet",
  ];
  return {
    id: "maliyet-tablosu",
    caption: `${employer.year} yılı işverene maliyet (TL)`,
    rowHeader: "Ay",
    columns,
    rows: employer.months.map((month) => ({
      header: MONTH_NAMES[month.month - 1]!,
      cells: month.paid
        ? [
            cell(month.gross),
            cell(month.employerSgkFull),
            choice === "none" ? cell(month.treasuryDiscount) : `${cell(month.treasuryDiscount)} (${points(month.discountRate)})`,
            cell(month.employerSgk),
            cell(month.employerUnemployment),
            cell(month.cost),
          ]
        : columns.map(() => dash),
      marks: [],
    })),
    totals: {
      header: "Yıl toplamı",
      cells: [t.gross, t.employerSgkFull, t.treasuryDiscount, t.employerSgk, t.employerUnemployment, t.cost].map(cell),
      marks: [],
    },
    notes: [
      choice === "none"
        ? "Hazine indirimi uygulanmadı."
        : "Hazine indirimi yalnızca işveren SGK payından düşülür, işsizlik sigortası payından düşülmez.",
      "İşverene maliyet = brüt ücret + ödenecek SGK işveren payı + işsizlik işveren payı; primler prime esas kazanç (brüt ücretin SGK taban ve tavanı arasına çekilmiş hâli) üzerinden hesaplanır.",
    ],
  };
}

/** The asgari ücret desteği, apart and never subtracted, with its conditions and its set (only when the data gives conditions). */
function supportAside(
  employer: EmployerCostYear,
  load: Extract<WageYearLoad, { ok: true }>,
): { aside: ResultAside; set: WageSet } | undefined {
  const support = employer.minimumWageSupport;
  if (!support) return undefined;
  const firstMonth = `${employer.year}-${String(support.months[0]).padStart(2, "0")}-01`;
  const set = load.supportSets.find((candidate) => candidate.validFrom <= firstMonth && firstMonth <= candidate.validTo);
  if (!set) return undefined;
  const facts = usedSetsFacts([set]);
  return {
    set,
    aside: {
      title: "Asgari ücret desteği (maliyetten düşülmedi)",
      lines: [
        { label: "Sigortalı başına aylık destek", amount: lira(support.monthlyAmount) },
        { label: `${support.months.length} ay için toplam`, amount: lira(support.total) },
      ],
      paragraphs: [
        "Destek işverene ayrıca yapılan bir ödemedir; yukarıdaki maliyet tablosuna katılmamıştır.",
        `Koşul: ${support.conditions}`,
        ...facts.notes,
      ],
    },
  };
}

/** The first paid month's arithmetic, step by step. */
/** "85.000,00 × %15" for each bracket the month's matrah falls in, from the cumulative base before to after it. */
function taxParts(tariff: readonly Bracket[], before: Money, after: Money): string {
  return tariff
    .filter((bracket) => before.lt(bracket.upper ?? after.plus(1)) && after.gt(bracket.lower))
    .map((bracket) => {
      const from = max(before, bracket.lower);
      const to = bracket.upper ? min(after, bracket.upper) : after;
      return `${cell(to.minus(from))} × ${formatRate(bracket.rate)}`;
    })
    .join(" + ");
}

function monthSteps(month: WageMonth, figures: MonthFigures, tariff: readonly Bracket[]): CalculationStep[] {
  const name = MONTH_NAMES[month.month - 1];
  const before = month.cumulativeBaseBefore;
  const pekNote = month.pek.eq(month.gross)
    ? `brüt ücret SGK taban ve tavanı arasında: ${lira(month.pek)}`
    : `brüt ücret ${month.flags.aboveSgkCeiling ? "tavanın üstünde" : "tabanın altında"}: ${lira(month.pek)}`;
  return [
    { label: `${name}: prime esas kazanç`, detail: pekNote },
    { label: `${name}: SGK işçi payı`, detail: `${cell(month.pek)} × ${formatRate(figures.employeeSgk)} = ${lira(month.sgkEmployee)}` },
    {
      label: `${name}: işsizlik sigortası işçi payı`,
      detail: `${cell(month.pek)} × ${formatRate(figures.employeeUnemployment)} = ${lira(month.unemploymentEmployee)}`,
    },
    {
      label: `${name}: gelir vergisi matrahı`,
      detail: `${cell(month.gross)} − ${cell(month.sgkEmployee)} − ${cell(month.unemploymentEmployee)} = ${lira(month.taxBase)}`,
    },
    {
      label: `${name}: hesaplanan gelir vergisi (${month.taxRates.map((rate) => formatRate(rate)).join(", ")})`,
      detail: `Kümülatif matrah ${cell(before)} → ${cell(month.cumulativeBase)}: ${month.taxBase.isZero() ? "0,00" : taxParts(tariff, before, month.cumulativeBase)} = ${lira(month.computedTax)}`,
    },
    {
      label: `${name}: asgari ücret gelir vergisi istisnası`,
      detail: `Asgari ücretin bu ay için vergisi ${cell(month.minimumWageTax)}; hesaplanan vergiyi aşamaz: ${lira(month.taxExemption)}`,
    },
    {
      label: `${name}: ödenecek gelir vergisi`,
      detail: `${cell(month.computedTax)} − ${cell(month.taxExemption)} = ${lira(month.payableTax)}`,
    },
    {
      label: `${name}: damga vergisi`,
      detail: `${cell(month.gross)} × ${permille(figures.stampDuty)} = ${cell(month.stampDuty)}; istisna ${cell(month.stampDutyExemption)}; ödenecek ${lira(month.payableStampDuty)}`,
    },
    {
      label: `${name}: net ücret`,
      detail: `${cell(month.gross)} − ${cell(month.sgkEmployee)} − ${cell(month.unemploymentEmployee)} − ${cell(month.payableTax)} − ${cell(month.payableStampDuty)} = ${lira(month.net)}`,
    },
  ];
}
