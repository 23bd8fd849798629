/**
 * GET /adminpanel/kvkk-basvurulari/<id>/dosya/<fileId> — a KVKK application's file (the
 * person's document or the answer's) for Yönetici and up (lib/admin-access.ts), always as a
 * download, each opening in the audit log. A resource route.
 */
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { kvkkFileResponse } from "#app/.server/kvkk/admin-files.ts";
import type { Route } from "./+types/kvkk-file";

export async function loader({ params, request }: Route.LoaderArgs) {
  const session = await requireAdmin(request);
  return kvkkFileResponse(params.id, params.fileId, session.admin.email);
}
