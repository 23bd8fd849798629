/**
 * Moved pages (a service's old slug, the founder's page under a former name, a news item's old
 * title, the firm's old site's URLs): before any public page's loader, a path the office's
 * redirects name answers 301 to its new place. The redirects come from the firm's snapshot (one
 * read per content version). The Turkish and the English site layouts both run it.
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
