/** How the wage calculator writes months and amounts (wage-result.ts, wage-tables.ts, wage-steps.ts). */
import { formatMoney, type Money } from "#app/.server/tax/money.ts";

export const MONTH_NAMES = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"];

// A no-break space: an amount never wraps away from its unit.
export const lira = (amount: Money) => `${formatMoney(amount)}\u00a0TL`;
/** A table cell or a step's operand: the amount without its unit. */
export const cell = (amount: Money) => formatMoney(amount);
export const points = (rate: Money) => `${rate.times(100).toString().replace(".", ",")} puan`;
