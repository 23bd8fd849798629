/**
 * GET /ekler/<id>.<format> — an attachment's file, from the database, only
 * while a published sirküler links it (ADR 033; .server/attachments/serving.ts).
 * The id is the file's content hash, so the bytes behind a URL never change
 * and a cache revalidates with the ETag; whether it is served may change.
 * The name the office gave it comes with Content-Disposition.
 */
import { answerAttachmentFile } from "#app/.server/attachments/serving.ts";
import type { Route } from "./+types/attachment-file";

export async function loader({ params, request }: Route.LoaderArgs) {
  return answerAttachmentFile(request, params.name, "public");
}
