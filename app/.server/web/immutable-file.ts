/**
 * The answer for a file stored under its content hash (/medya/, /ekler/):
 * the bytes behind its URL never change, so browsers and proxies keep it for
 * a year, and a repeat with its ETag gets 304. HEAD gets the headers only.
 */
export function immutableFileResponse(
  request: Request,
  etag: string,
  file: { data: Uint8Array; headers: Record<string, string> },
): Response {
  const headers = {
    ...file.headers,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    // X-Content-Type-Options: nosniff comes with every response (security/http.ts).
  };
  const known = request.headers.get("if-none-match");
  if (known?.split(/\s*,\s*/).some((tag) => tag === etag || tag === `W/${etag}` || tag === "*")) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : (file.data as Uint8Array<ArrayBuffer>), {
    headers: { ...headers, "Content-Length": String(file.data.byteLength) },
  });
}
