/** How the wage calculator writes months and amounts (wage-result.ts, wage-tables.ts, wage-steps.ts). */
import { formatMoney, type Money } from "#app/.server/tax/money.ts";

export const MONTH_NAMES = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"];

// A no-break space: an amount never wraps away from its unit.
export const lira = (amount: Money) => `${formatMoney(amount)}\u00a0TL`;
/** A table cell or a step's operand: the amount without its unit. */
export const cell = (amount: Money) => formatMoney(amount);
export const points = (rate: Money) => `${rate.times(100).toString().replace(".", ",")} puan`;

const monthList = new Intl.ListFormat("tr-TR", { style: "long", type: "conjunction" });

/**
 * Months (1–12, ascending) as a reader says them: runs of three or more
 * consecutive months as "Ocak–Haziran", the rest listed ("Ocak, Mart ve
 * Mayıs"), followed by "ayında" or "aylarında".
 */
export function inMonths(months: readonly number[]): string {
  const runs: number[][] = [];
  for (const month of months) {
    const run = runs.at(-1);
    if (run && run.at(-1) === month - 1) run.push(month);
    else runs.push([month]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${MONTH_NAMES[run[0]! - 1]}–${MONTH_NAMES[run.at(-1)! - 1]}`] : run.map((month) => MONTH_NAMES[month - 1]!),
  );
  return `${monthList.format(parts)} ${months.length > 1 ? "aylarında" : "ayında"}`;
}
