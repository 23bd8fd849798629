/**
 * Vergi verileri → Ücret ve tazminat (issue 27): the wage figure periods as
 * the admin screen reads them and the office's change writes them (in the
 * transaction of app/.server/tax/figures/wage-change.ts). The calculators'
 * reads are in tax-figures.ts.
 */
import type { Insertable } from "kysely";
import type { Executor } from "#app/.server/db/index.ts";
import type { WageFigureTable } from "#app/.server/db/schema.ts";
import type { WageFigureKind } from "#app/lib/tax-data.ts";

/** Every period of every kind, by kind and first day. */
export function listAllWageFigures(db: Executor) {
  return db.selectFrom("wage_figures").selectAll().orderBy("kind").orderBy("valid_from").execute();
}

/** The periods of a kind that share a day with from–to (both included). */
export function listOverlappingWageFigures(db: Executor, kind: WageFigureKind, from: string, to: string) {
  return db
    .selectFrom("wage_figures")
    .selectAll()
    .where("kind", "=", kind)
    .where("valid_from", "<=", to)
    .where("valid_to", ">=", from)
    .orderBy("valid_from")
    .execute();
}

export function findWageFigure(db: Executor, setId: string) {
  return db.selectFrom("wage_figures").selectAll().where("set_id", "=", setId).executeTakeFirst();
}

/** A period's row, added or (same set id) replaced. */
export async function saveWageFigure(db: Executor, row: Insertable<WageFigureTable>): Promise<void> {
  await db.deleteFrom("wage_figures").where("set_id", "=", row.set_id).execute();
  await db.insertInto("wage_figures").values(row).execute();
}
