import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { subscribersCsv } from "#app/.server/newsletter/subscriber-export.ts";
import type { Route } from "./+types/subscribers-csv";

/** Every subscriber's consent record, with the İYS columns (app/.server/newsletter/subscriber-export.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const body = await subscribersCsv();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="aboneler-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
