/**
 * GET /medya/:name — an uploaded image's file, from the database. The name
 * holds the picture's content hash, so the bytes behind a name never change:
 * browsers and proxies keep it for a year without asking again.
 */
import { mediaFile } from "#app/.server/media/library.ts";
import type { Route } from "./+types/media-file";

const notFound = () =>
  new Response("Görsel bulunamadı.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });

export async function loader({ params, request }: Route.LoaderArgs) {
  const file = await mediaFile(params.name);
  if (!file) return notFound();
  const etag = `"${params.name}"`;
  const headers = {
    "Content-Type": file.contentType,
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
