import { requireAdmin } from "#app/.server/auth/admin.ts";
import { subscribers } from "#app/.server/newsletter.ts";
import type { Route } from "./+types/subscribers-csv";

/** One CSV cell: quoted, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const columns = ["email", "status", "consent_at", "created_at", "source", "client_ip", "unsubscribed_at"] as const;
  const rows = (await subscribers()).map((s) => columns.map((c) => csvCell(s[c])).join(","));
  // A BOM so that spreadsheet programs read the UTF-8 (Turkish letters) correctly.
  const body = `\uFEFF${[columns.join(","), ...rows].join("\r\n")}\r\n`;
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="aboneler-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
