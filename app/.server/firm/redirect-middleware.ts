/**
 * Moved pages (a service's old slug, the founder's page under a former name, a news item's old
 * title, the firm's old site's URLs, an English page's old address): before any public page's
 * loader, a path the office's redirects name answers 301 to its new place. One middleware for
 * both languages' layouts (routes/site.tsx, and the English layout under /en/), so a redirect
 * from or to an /en/ path works like any other. The redirects come from the firm's snapshot
 * (one read per content version).
 */
import { type MiddlewareFunction, redirect } from "react-router";
import { redirectTarget } from "#app/.server/firm/moves.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";

export const movedPages: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url);
  const target = redirectTarget((await currentFirm()).redirects, url.pathname);
  if (target) return redirect(`${target}${url.search}`, 301);
  return next();
};
