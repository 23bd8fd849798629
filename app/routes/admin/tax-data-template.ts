import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { mtvTemplate } from "#app/.server/tax/figures/data.ts";
import type { Route } from "./+types/tax-data-template";

/**
 * The MTV tables' CSV template for the import on Vergi verileri, filled with
 * the latest year's (I) and (I/A) tables: semicolons and a UTF-8 BOM, as
 * Turkish Excel opens and saves it (app/.server/tax/figures/mtv-tables.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { year, csv } = await mtvTemplate();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="mtv-tarifesi-${year ?? "sablon"}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
