import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { exportContent } from "#app/.server/content/transfer.ts";
import type { Route } from "./+types/export";

/** The four lists as a JSON download, in the original database's shape. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const body = JSON.stringify(await exportContent(), null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="icerik-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
