/**
 * GET /medya/simge/:name — the site icon chosen in Firma bilgileri, at one
 * of its sizes (`<image id>-180.png`). The name holds the image's content
 * hash and the PNG is made from it the same way each time, so it is kept a
 * year like every other image.
 */
import { firmIconFile } from "#app/.server/firm/icons.ts";
import { immutableFileResponse } from "#app/.server/web/immutable-file.ts";
import type { Route } from "./+types/firm-icon";

export async function loader({ params, request }: Route.LoaderArgs) {
  const png = await firmIconFile(params.name);
  if (!png) {
    return new Response("Simge bulunamadı.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
    });
  }
  return immutableFileResponse(request, `"${params.name}"`, { data: png, headers: { "Content-Type": "image/png" } });
}
