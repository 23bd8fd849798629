/**
 * The answer for a file stored under its content hash (/medya/, /ekler/):
 * the bytes behind its URL never change, so a repeat with its ETag gets 304.
 * An image (/medya/) is kept by browsers and proxies for a year; an
 * attachment says its own caching, because whether it may be served at all
 * can change (ADR 033). HEAD gets the headers only.
 */

/** A year without asking again: what never changes and never goes away from the public. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Whether the request's If-None-Match names `etag` (strong or weak, or "*"). */
export function etagMatches(request: Request, etag: string): boolean {
  const known = request.headers.get("if-none-match");
  return !!known?.split(/\s*,\s*/).some((tag) => tag === etag || tag === `W/${etag}` || tag === "*");
}

/**
 * 304 when the request names `etag`, else the file. `data` may be left out
 * only when the ETag matches (the caller read no bytes for a revalidation).
 */
export function fileResponse(
  request: Request,
  etag: string,
  file: { data: Uint8Array | undefined; headers: Record<string, string> },
  cacheControl: string,
): Response {
  const headers = {
    ...file.headers,
    "Cache-Control": cacheControl,
    ETag: etag,
    // X-Content-Type-Options: nosniff comes with every response (security/http.ts).
  };
  if (etagMatches(request, etag)) return new Response(null, { status: 304, headers });
  if (!file.data) throw new Error("fileResponse: no bytes for a request that does not name the ETag");
  return new Response(request.method === "HEAD" ? null : (file.data as Uint8Array<ArrayBuffer>), {
    headers: { ...headers, "Content-Length": String(file.data.byteLength) },
  });
}

/** A file kept a year by browsers and proxies (the images' files). */
export function immutableFileResponse(
  request: Request,
  etag: string,
  file: { data: Uint8Array; headers: Record<string, string> },
): Response {
  return fileResponse(request, etag, file, IMMUTABLE);
}
