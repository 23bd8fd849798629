/**
 * The net↔brüt calculator's result, shaped for the page (lib/calculator.ts):
 * the employee's 12 months and the employer's cost as tables with their
 * marks in words, the first paid month's arithmetic step by step, the
 * asgari ücret desteği apart, the assumptions, and each figure set used with
 * its public source and "son kontrol" day (ADR 020: an unconfirmed set only
 * adds the one neutral line).
 */
import { type EmployerCostYear, employerCostYear, type TreasuryDiscountChoice } from "#app/.server/tax/calculators/employer-cost.ts";
import { resolveYear, type WageYear } from "#app/.server/tax/calculators/wage.ts";
import type { WageSet, WageYearLoad } from "#app/.server/tax/calculators/wage-data.ts";
import { inMonths, lira, MONTH_NAMES } from "#app/.server/tax/calculators/wage-format.ts";
import { monthSteps } from "#app/.server/tax/calculators/wage-steps.ts";
import { employeeTable, employerTable } from "#app/.server/tax/calculators/wage-tables.ts";
import { usedSetsFacts } from "#app/.server/tax/confirmation.ts";
import type { Money } from "#app/.server/tax/money.ts";
import type { CalculationResult, CalculatorOutcome, InputSummary, ResultAside } from "#app/lib/calculator.ts";

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
  // One sentence per minimum wage: a mid-year raise names each period's own amount.
  const byMinimumWage = Map.groupBy(belowMinimum, (month) => resolved.months[month.month - 1]!.minimumWage.toFixed(2));
  for (const months of byMinimumWage.values()) {
    const minimumWage = resolved.months[months[0]!.month - 1]!.minimumWage;
    warnings.push(
      `${inMonths(months.map((month) => month.month))} brüt ücret o ayın asgari ücretinin (${lira(minimumWage)}) altında: hesap bu tutarla yapıldı; SGK primleri prime esas kazanç alt sınırı üzerinden alınır.`,
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
