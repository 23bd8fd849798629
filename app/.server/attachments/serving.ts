/**
 * Serving an attachment's file (ADR 033). The public address /ekler/<id>.<format>
 * answers only while a published sirküler links the file (the public pages'
 * own rule: not a draft, not scheduled for later, not in the bin); anything
 * else is not found. The admin's address /adminpanel/ekler/<id>.<format>
 * answers any stored file to a signed-in admin (previews of drafts, the
 * sirküler form), never kept by a cache.
 *
 * The check is part of the one database read that fetches the file, on every
 * request: unlinking, unpublishing or binning takes the file down on the next
 * request on every instance, with no per-process memory to go stale.
 */
import { contentDisposition } from "#app/.server/attachments/file-name.ts";
import { getDb } from "#app/.server/db/index.ts";
import { findAttachmentToServe } from "#app/.server/repositories/attachments.ts";
import { etagMatches, fileResponse } from "#app/.server/web/immutable-file.ts";

export type AttachmentAudience = "public" | "admin";

/**
 * How long a browser or proxy may show a public file without asking again.
 * Not `immutable`: the bytes never change, but the file may be taken down
 * (a sirküler binned, an attachment removed). After five minutes a cache asks
 * again with the ETag, and is answered 304 (no bytes) or 404 (ADR 033 has
 * the measured cost).
 */
export const PUBLIC_ATTACHMENT_CACHE = "public, max-age=300, must-revalidate";

/** The admin's copy: never stored by the browser or a proxy (a draft's file, an unpublished one). */
export const ADMIN_ATTACHMENT_CACHE = "private, no-store";

/**
 * A downloaded Office file may do nothing in the browser's context. A PDF
 * gets no such policy: browsers' PDF viewers stop working under `sandbox` or
 * `default-src 'none'` (Chromium issues 271452, 41131921); nosniff and its
 * Content-Type keep it a PDF.
 */
const POLICY = { pdf: "frame-ancestors 'none'", office: "default-src 'none'; frame-ancestors 'none'; sandbox" };

const notFound = () =>
  new Response("Dosya bulunamadı.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });

/**
 * The answer for an attachment's address, `name` its last segment
 * ("<32 hex digits>.pdf"). A request that names the file's ETag is answered
 * 304 without reading its bytes, after the same check.
 */
export async function answerAttachmentFile(request: Request, name: string, audience: AttachmentAudience): Promise<Response> {
  const match = /^(?<id>[0-9a-f]{32})\.(?<format>pdf|xlsx|docx)$/.exec(name);
  const id = match?.groups?.id;
  const format = match?.groups?.format;
  if (!id || !format) return notFound();
  const etag = `"${id}.${format}"`;
  const revalidating = etagMatches(request, etag);
  const file = await findAttachmentToServe(await getDb(), id, {
    publishedAt: audience === "public" ? new Date().toISOString() : undefined,
    withData: !revalidating,
  });
  if (!file || file.format !== format) return notFound();
  return fileResponse(
    request,
    etag,
    {
      data: file.data,
      headers: {
        "Content-Type": file.content_type,
        "Content-Disposition": contentDisposition(file.file_name, file.format),
        "Content-Security-Policy": file.format === "pdf" ? POLICY.pdf : POLICY.office,
      },
    },
    audience === "public" ? PUBLIC_ATTACHMENT_CACHE : ADMIN_ATTACHMENT_CACHE,
  );
}
