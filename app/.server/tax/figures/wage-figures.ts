/**
 * The wage calculators' figures as stored (migration 020): each validity
 * period of a kind is one wage_figures row whose `figures` column is a JSON
 * object of decimal strings. The keys per kind, and the reading of a stored
 * row back into the typed figure the rules take (a malformed row is an error,
 * never a guess).
 */
import { z } from "zod";
import { WageFiguresError } from "#app/.server/tax/calculators/wage-figure-types.ts";
import type { WageFigureKind } from "#app/lib/tax-data.ts";

const decimal = z.string().regex(/^\d+(\.\d+)?$/);

/** What each kind's JSON holds (amounts in TL, rates as fractions: "0.2175"). */
export const WAGE_FIGURE_SCHEMAS = {
  "asgari-ucret": z.object({ dailyGross: decimal, monthlyGross: decimal }),
  "sgk-sinir": z.object({ floor: decimal, ceiling: decimal }),
  "isci-prim": z.object({ sgk: decimal, unemployment: decimal }),
  "isveren-prim": z.object({ sgk: decimal, unemployment: decimal }),
  "hazine-indirimi": z.object({ standard: decimal, manufacturing: decimal }),
  "damga-ucret": z.object({ rate: decimal }),
  "asgari-ucret-destegi": z.object({ monthlyAmount: decimal, conditions: z.string().min(1).nullable() }),
  "kidem-tavani": z.object({ ceiling: decimal }),
} as const satisfies Record<WageFigureKind, z.ZodType>;

export type StoredWageFigures<K extends WageFigureKind> = z.infer<(typeof WAGE_FIGURE_SCHEMAS)[K]>;

/** A stored row's figures, checked against its kind. */
export function readStoredFigures<K extends WageFigureKind>(kind: K, json: string, setId: string): StoredWageFigures<K> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new WageFiguresError(`The figures of ${setId} are not JSON.`);
  }
  const parsed = WAGE_FIGURE_SCHEMAS[kind].safeParse(value);
  if (!parsed.success) throw new WageFiguresError(`The figures of ${setId} do not fit the ${kind} layout.`);
  return parsed.data as StoredWageFigures<K>;
}
