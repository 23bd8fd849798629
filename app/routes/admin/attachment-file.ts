/**
 * GET /adminpanel/ekler/<id>.<format> — any stored attachment for a signed-in
 * admin (ADR 033): the sirküler form's and Önizle's links, which work for a
 * draft, a scheduled sirküler or a fresh upload, none of which the public
 * address serves. `Cache-Control: private, no-store`. A resource route.
 */
import { requireAdmin } from "#app/.server/accounts/sign-in.ts";
import { answerAttachmentFile } from "#app/.server/attachments/serving.ts";
import type { Route } from "./+types/attachment-file";

export async function loader({ params, request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return answerAttachmentFile(request, params.name, "admin");
}
