import { Outlet, redirect } from "react-router";
import { englishShell } from "#app/.server/firm/english-shell.ts";
import { movedPages } from "#app/.server/firm/moved-pages.ts";
import { SiteFrame } from "#app/components/SiteFrame.tsx";
import { englishPaths } from "#app/lib/paths.ts";
import type { Route } from "./+types/site";

/**
 * /en answers 301 to /en/ (the English home has one address, its canonical one); moved pages
 * answer 301 to their new place before any page's loader, as on the Turkish pages.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }, next) => {
    const url = new URL(request.url);
    return url.pathname === "/en" ? redirect(`${englishPaths.home}${url.search}`, 301) : next();
  },
  movedPages,
];

/** The English pages' shell (issue 43): the same frame, its words from the English catalogue, its menus only what exists in English. */
export async function loader({ request }: Route.LoaderArgs) {
  return englishShell(new URL(request.url).pathname);
}

export default function EnglishSiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame shell={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}
