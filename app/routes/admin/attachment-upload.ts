/**
 * POST /adminpanel/ekler — an attachment's upload from the sirküler form,
 * answered with JSON (the contract is in .server/attachments/upload.ts).
 * A resource route: no page of its own.
 */
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { answerAttachmentUpload } from "#app/.server/attachments/upload.ts";
import type { Route } from "./+types/attachment-upload";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json(
    { ok: false, error: "Ek dosyaları bu adrese yalnızca yüklenir (POST); dosyalar sirkülerin formunda eklenir." },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  return answerAttachmentUpload(request);
}
