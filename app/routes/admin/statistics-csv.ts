import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { parseStatsRange, statsCsv } from "#app/.server/analytics/report.ts";
import type { Route } from "./+types/statistics-csv";

/** İstatistikler's daily rows over the screen's range (the same query), as CSV (app/.server/analytics/report.ts). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  // A range the screen would refuse is the screen's default, as there.
  const { range } = parseStatsRange(url.searchParams);
  const body = await statsCsv(range);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="istatistikler-${range.from}-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
