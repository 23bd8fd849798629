/**
 * Whether the wage calculators have the figures they will be asked for, for
 * Genel bakış: the wage calculator refuses a year without figures and the
 * kıdem calculator an exit day without a tavan (never borrowing another
 * period's), so the office is told before visitors are refused, not after.
 *
 * Urgent: today's year or today's exit day is not covered. Upcoming: in the
 * last month before a new period (December for the next year; June and
 * December for the kıdem tavanı's next half-year), its figures are not in yet.
 */
import type { Executor } from "#app/.server/db/index.ts";
import { loadSeveranceFigures, loadWageYear } from "#app/.server/tax/calculators/wage-data.ts";
import { formatDay } from "#app/.server/tax/money.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";

export interface FigureGap {
  /** One sentence: what is missing and which calculator it stops. */
  text: string;
  /** True: visitors are refused now; false: they will be from the period's first day. */
  urgent: boolean;
}

const WAGE_CALCULATOR = "net ve brüt ücret hesaplayıcısı";
const SEVERANCE_CALCULATOR = "kıdem ve ihbar hesaplayıcısı";

export async function wageFigureGaps(db: Executor, now: Date): Promise<FigureGap[]> {
  const today = istanbulDay(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const nextHalf = month <= 6 ? `${year}-07-01` : `${year + 1}-01-01`;
  const [wageNow, wageNext, exitNow, exitNext] = await Promise.all([
    loadWageYear(db, year),
    month === 12 ? loadWageYear(db, year + 1) : undefined,
    loadSeveranceFigures(db, today),
    month === 6 || month === 12 ? loadSeveranceFigures(db, nextHalf) : undefined,
  ]);

  const gaps: FigureGap[] = [];
  if (!wageNow.ok) {
    gaps.push({ urgent: true, text: `${list(wageNow.missing)} eksik: ${WAGE_CALCULATOR} ${year} yılı için hesap yapmıyor.` });
  }
  if (wageNext && !wageNext.ok) {
    gaps.push({
      urgent: false,
      text: `${list(wageNext.missing)} henüz girilmedi: ${WAGE_CALCULATOR} 1 Ocak ${year + 1} itibarıyla ${year + 1} yılı için hesap yapamaz.`,
    });
  }
  if (!exitNow.ok) {
    gaps.push({ urgent: true, text: `${list(exitNow.missing)} eksik: ${SEVERANCE_CALCULATOR} bugünkü çıkışlar için hesap yapmıyor.` });
  }
  if (exitNext && !exitNext.ok) {
    gaps.push({
      urgent: false,
      text: `${list(exitNext.missing)} henüz girilmedi: ${SEVERANCE_CALCULATOR} ${formatDay(nextHalf)} ve sonraki çıkışlar için hesap yapamaz.`,
    });
  }
  return gaps;
}

const conjunction = new Intl.ListFormat("tr-TR", { style: "long", type: "conjunction" });

/** "A, B ve C", its first letter capital (it opens the sentence). */
function list(items: readonly string[]): string {
  const text = conjunction.format(items);
  return text.charAt(0).toLocaleUpperCase("tr-TR") + text.slice(1);
}
