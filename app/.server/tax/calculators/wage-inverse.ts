/**
 * Netten brüte (wage-reference §9 E13): the gross wage that gives a target net
 * to the kuruş, month by month on the cumulative base, by bisection over
 * wage.ts's brütten nete. Pure, like wage.ts.
 */
import Decimal from "decimal.js";
import {
  checkTwelve,
  max,
  min,
  type ResolvedYear,
  resolveYear,
  type WageYear,
  type WageYearFigures,
  wageMonth,
  wageYear,
} from "#app/.server/tax/calculators/wage.ts";
import { type Money, money, toKurus } from "#app/.server/tax/money.ts";

const KURUS = money("0.01");
const MAX_GROSS = money("1e15");

/**
 * The smallest gross (to the kuruş) whose net for `month` is exactly
 * `targetNet`, or undefined when no gross in 0,01 – 10^15 TL gives it.
 *
 * Why this is exact: the unrounded net rises with the gross, and each kuruş
 * more of gross changes the rounded net by at most +1 kuruş (the gross adds
 * 1 kuruş; SGK, işsizlik, GV and DV each round to the kuruş and can only rise
 * with it, except that GV can fall by 1 kuruş only when SGK and işsizlik both
 * rose). So the rounded net never skips a kuruş value: bisection for the first
 * gross whose net reaches the target lands on a gross whose net IS the target.
 * The rounded net can however dip by a kuruş here and there (four roundings
 * against one), so the same net can come from a few neighbouring grosses;
 * these all lie within a few kuruş (the rounding errors total at most 2
 * kuruş, and the unrounded net rises by at least ~0,49 per lira), and a scan
 * of ±50 kuruş around the bisection's answer returns the smallest of them.
 */
export function grossForNet(resolved: ResolvedYear, month: number, targetNet: Money, baseBefore: Money): Money | undefined {
  if (!targetNet.eq(toKurus(targetNet))) throw new RangeError("A net wage is an amount in kuruş.");
  const netOf = (gross: Money) => wageMonth(resolved, month, gross, baseBefore).net;
  let low = KURUS;
  if (netOf(low).gte(targetNet)) return netOf(low).eq(targetNet) ? low : undefined;
  let high = max(targetNet.times(2), money(1000));
  while (netOf(high).lt(targetNet)) {
    if (high.gte(MAX_GROSS)) return undefined;
    high = min(high.times(2), MAX_GROSS);
  }
  // net(low) < target ≤ net(high)
  while (high.minus(low).gt(KURUS)) {
    const mid = low.plus(high).div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    if (netOf(mid).lt(targetNet)) low = mid;
    else high = mid;
  }
  let best: Money | undefined;
  for (let step = -50; step <= 50; step++) {
    const gross = high.plus(KURUS.times(step));
    if (!gross.gt(0)) continue;
    if (netOf(gross).eq(targetNet)) {
      best = gross;
      break;
    }
  }
  return best;
}

/**
 * Netten brüte for the year, month by month: each month's gross is solved on
 * the cumulative base the solved grosses before it built. Null is a month
 * with no wage; undefined in the result is a target no gross reaches.
 */
export function grossesForNets(
  figures: WageYearFigures,
  targets: readonly (Money | null)[],
  previousBase: Money = money(0),
): { grosses: (Money | null | undefined)[]; year: WageYear | undefined } {
  checkTwelve(targets);
  const resolved = resolveYear(figures);
  const grosses: (Money | null | undefined)[] = [];
  let base = previousBase;
  for (const [index, target] of targets.entries()) {
    if (target === null) {
      grosses.push(null);
      continue;
    }
    const gross = grossForNet(resolved, index + 1, target, base);
    grosses.push(gross);
    if (gross === undefined) return { grosses: [...grosses, ...targets.slice(index + 1).map(() => undefined)], year: undefined };
    base = wageMonth(resolved, index + 1, gross, base).cumulativeBase;
  }
  return { grosses, year: wageYear(figures, grosses as (Money | null)[], previousBase) };
}
