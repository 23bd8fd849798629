/**
 * Which figures the calculators and the vergi takvimi will be asked for and
 * do not have, for Genel bakış. A calculator refuses a year or a day without
 * its figures (never borrowing another period's), so the office is told
 * before visitors are refused, not after.
 *
 * Urgent: today's year (or, for the kıdem tavanı, today) is not covered:
 * visitors are refused now. Upcoming: in December, the coming year's figures
 * that are not in yet; in June, the kıdem tavanı's next half-year; and at any
 * time the next year's holidays, which the calendar needs to generate it.
 * The income-tax tariff of the coming year is named by the wage line (the
 * wage calculator is the one that needs it on 1 January).
 */
import { type Executor, getDb } from "#app/.server/db/index.ts";
import {
  listHolidays,
  listIncomeTaxYears,
  listInvoiceLimits,
  listMtvThresholds,
  listMtvYears,
} from "#app/.server/repositories/tax-figures.ts";
import { loadSeveranceFigures, loadWageYear } from "#app/.server/tax/calculators/wage-data.ts";
import { formatDay } from "#app/.server/tax/money.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import type { TaxDataSection } from "#app/lib/tax-data.ts";

export interface FigureGap {
  /** One sentence: what is missing and what it stops. */
  text: string;
  /** True: visitors are refused now; false: they will be from the period's first day. */
  urgent: boolean;
  /** Where in Vergi verileri the office adds it. */
  section: TaxDataSection;
}

const WAGE = "net ve brüt ücret hesaplayıcısı";
const SEVERANCE = "kıdem ve ihbar hesaplayıcısı";
const MTV = "motorlu taşıtlar vergisi hesaplayıcısı";

export async function listFigureGaps(db: Executor, now: Date): Promise<FigureGap[]> {
  const today = istanbulDay(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const december = month === 12;
  const next = year + 1;
  const nextHalf = month <= 6 ? `${year}-07-01` : `${next}-01-01`;
  const [wageNow, wageNext, exitNow, exitNext, incomeTaxYears, mtvYears, thresholdsNow, thresholdsNext, limits, holidaysNow, holidaysNext] =
    await Promise.all([
      loadWageYear(db, year),
      december ? loadWageYear(db, next) : undefined,
      loadSeveranceFigures(db, today),
      month === 6 || december ? loadSeveranceFigures(db, nextHalf) : undefined,
      listIncomeTaxYears(db),
      listMtvYears(db),
      listMtvThresholds(db, year),
      december ? listMtvThresholds(db, next) : [],
      listInvoiceLimits(db),
      listHolidays(db, `${year}-01-01`, `${year}-12-31`),
      listHolidays(db, `${next}-01-01`, `${next}-12-31`),
    ]);
  const hasLimit = (y: number) => limits.some((row) => Number(row.year) === y);

  const gaps: FigureGap[] = [];
  const refused = (section: TaxDataSection, missing: readonly string[], stops: string) =>
    gaps.push({ urgent: true, section, text: `${sentence(missing)} eksik: ${stops}.` });
  const coming = (section: TaxDataSection, missing: readonly string[], stops: string) =>
    gaps.push({ urgent: false, section, text: `${sentence(missing)} henüz girilmedi: ${stops}.` });

  if (!wageNow.ok) refused("ucret", wageNow.missing, `${WAGE} ${year} yılı için hesap yapmıyor`);
  if (wageNext && !wageNext.ok) coming("ucret", wageNext.missing, `${WAGE} 1 Ocak ${next} itibarıyla ${next} yılı için hesap yapamaz`);
  if (!exitNow.ok) refused("ucret", exitNow.missing, `${SEVERANCE} bugünkü çıkışlar için hesap yapmıyor`);
  if (exitNext && !exitNext.ok) {
    coming("ucret", exitNext.missing, `${SEVERANCE} ${formatDay(nextHalf)} ve sonraki çıkışlar için hesap yapamaz`);
  }
  if (!incomeTaxYears.includes(year)) {
    refused("gelir-vergisi", [`${year} yılının gelir vergisi tarifesi`], `gelir vergisi hesaplayıcısı ${year} yılı için hesap yapmıyor`);
  }
  if (!mtvYears.includes(year)) refused("mtv", [`${year} yılının MTV tarifeleri`], `${MTV} ${year} yılı için hesap yapmıyor`);
  if (december && !mtvYears.includes(next))
    coming("mtv", [`${next} yılının MTV tarifeleri`], `${MTV} 1 Ocak ${next} itibarıyla ${next} yılı için hesap yapamaz`);
  if (thresholdsNow.length === 0) {
    refused("mtv", [`${year} yılında ilk tescil edilen otomobillerin taşıt değeri sınırları`], `${MTV} bu otomobiller için hesap yapmıyor`);
  }
  if (december && thresholdsNext.length === 0) {
    coming("mtv", [`${next} yılında ilk tescil edilecek otomobillerin taşıt değeri sınırları`], `${MTV} bu otomobiller için hesap yapamaz`);
  }
  if (!hasLimit(year))
    refused(
      "fatura-siniri",
      [`${year} yılının fatura düzenleme sınırı`],
      `KDV tevkifatı hesaplayıcısı ${year} yılında düzenlenen faturalar için hesap yapmıyor`,
    );
  if (december && !hasLimit(next)) {
    coming(
      "fatura-siniri",
      [`${next} yılının fatura düzenleme sınırı`],
      `KDV tevkifatı hesaplayıcısı ${next} yılında düzenlenecek faturalar için hesap yapamaz`,
    );
  }
  if (holidaysNow.length === 0) {
    refused(
      "tatil",
      [`${year} yılının resmî tatilleri`],
      `vergi takvimi ${year} yılı için üretilemiyor ve son günler tatillere göre kaydırılamıyor`,
    );
  }
  if (holidaysNext.length === 0) coming("tatil", [`${next} yılının resmî tatilleri`], `vergi takvimi ${next} yılı için üretilemez`);
  // What visitors meet today first; the sort keeps each group's order.
  return gaps.sort((a, b) => Number(b.urgent) - Number(a.urgent));
}

/** Today's gaps in the application's database (Vergi verileri's notice). */
export async function currentFigureGaps(): Promise<FigureGap[]> {
  return listFigureGaps(await getDb(), new Date());
}

const conjunction = new Intl.ListFormat("tr-TR", { style: "long", type: "conjunction" });

/**
 * "A, B ve C", its first letter capital (it opens the sentence), with the
 * words the items open with said once: "2027 yılının asgari ücreti ve SGK
 * prime esas kazanç alt ve üst sınırı".
 */
function sentence(items: readonly string[]): string {
  const words = items.map((item) => item.split(" "));
  const [first = []] = words;
  let shared = 0;
  while (items.length > 1 && words.every((each) => shared < each.length - 1 && each[shared] === first[shared])) shared += 1;
  const lead = first.slice(0, shared).join(" ");
  const text = [lead, conjunction.format(words.map((each) => each.slice(shared).join(" ")))].filter(Boolean).join(" ");
  return text.charAt(0).toLocaleUpperCase("tr-TR") + text.slice(1);
}
