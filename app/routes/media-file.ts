/**
 * GET /medya/:name — an uploaded image's file, from the database. The name
 * holds the picture's content hash, so the bytes behind a name never change:
 * browsers and proxies keep it for a year without asking again.
 */
import { mediaFile } from "#app/.server/media/library.ts";
import { immutableFileResponse } from "#app/.server/web/immutable-file.ts";
import type { Route } from "./+types/media-file";

const notFound = () =>
  new Response("Görsel bulunamadı.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });

export async function loader({ params, request }: Route.LoaderArgs) {
  const file = await mediaFile(params.name);
  if (!file) return notFound();
  return immutableFileResponse(request, `"${params.name}"`, { data: file.data, headers: { "Content-Type": file.contentType } });
}
