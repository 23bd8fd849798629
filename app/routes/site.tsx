import { Outlet, redirect } from "react-router";
import { redirectTarget } from "#app/.server/firm/moves.ts";
import { publicShell } from "#app/.server/firm/shell.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { SiteFrame } from "#app/components/SiteFrame.tsx";
import type { Route } from "./+types/site";

/**
 * Moved pages (a service's old slug, the founder's page under a former name,
 * a news item's old title, the firm's old site's URLs): before any page's
 * loader, a path the office's redirects name answers 301 to its new place.
 * The redirects come from the firm's snapshot (one read per content version).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const url = new URL(request.url);
    const target = redirectTarget((await currentFirm()).redirects, url.pathname);
    if (target) return redirect(`${target}${url.search}`, 301);
    return next();
  },
];

/** The public shell: top bar, navigation, page, footer (the head's feed links are rendered by root.tsx). */
export async function loader() {
  return publicShell();
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame shell={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}
