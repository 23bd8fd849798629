/**
 * The net↔brüt calculator's two month tables (wage-result.ts shapes the rest
 * of the result): the employee's 12 months with each marked month's reason in
 * words, and the employer's cost with the Hazine indirimi chosen.
 */
import type { EmployerCostYear, TreasuryDiscountChoice } from "#app/.server/tax/calculators/employer-cost.ts";
import type { WageMonth, WageYear } from "#app/.server/tax/calculators/wage.ts";
import { cell, lira, MONTH_NAMES, points } from "#app/.server/tax/calculators/wage-format.ts";
import { formatRate, type Money } from "#app/.server/tax/money.ts";
import type { ResultTable } from "#app/lib/calculator.ts";

/** "(%14)" when every month has the same rate, else "" (the column then names no rate). */
function sameRate(rates: Money[]): string {
  const first = rates[0];
  return first && rates.every((rate) => rate.eq(first)) ? ` (${formatRate(first)})` : "";
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

export function employeeTable(wage: WageYear, sgkRates: Money[], unemploymentRates: Money[]): ResultTable {
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

export function employerTable(employer: EmployerCostYear, choice: TreasuryDiscountChoice): ResultTable {
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
