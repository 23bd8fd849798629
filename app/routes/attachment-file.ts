/**
 * GET /ekler/<id>.<format> — an attachment's file, from the database. The id
 * is the file's content hash, so the bytes behind a URL never change:
 * browsers and proxies keep it for a year without asking again. The name the
 * office gave it comes with Content-Disposition.
 */
import { contentDisposition } from "#app/.server/attachments/file-name.ts";
import { attachmentFile } from "#app/.server/attachments/store.ts";
import { immutableFileResponse } from "#app/.server/web/immutable-file.ts";
import type { Route } from "./+types/attachment-file";

const notFound = () =>
  new Response("Dosya bulunamadı.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });

/**
 * A downloaded Office file may do nothing in the browser's context. A PDF
 * gets no such policy: browsers' PDF viewers stop working under `sandbox` or
 * `default-src 'none'` (Chromium issues 271452, 41131921); nosniff and its
 * Content-Type keep it a PDF.
 */
const POLICY = { pdf: "frame-ancestors 'none'", office: "default-src 'none'; frame-ancestors 'none'; sandbox" };

export async function loader({ params, request }: Route.LoaderArgs) {
  const match = /^([0-9a-f]{32})\.(pdf|xlsx|docx)$/.exec(params.name);
  const file = match && (await attachmentFile(match[1]!, match[2]!));
  if (!file) return notFound();
  return immutableFileResponse(request, `"${params.name}"`, {
    data: file.data,
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": contentDisposition(file.fileName, file.format),
      "Content-Security-Policy": file.format === "pdf" ? POLICY.pdf : POLICY.office,
    },
  });
}
