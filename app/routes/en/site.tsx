import { Outlet } from "react-router";
import { englishShell } from "#app/.server/firm/english-shell.ts";
import { movedPages } from "#app/.server/firm/moved-pages.ts";
import { SiteFrame } from "#app/components/SiteFrame.tsx";
import type { Route } from "./+types/site";

/** Moved pages answer 301 to their new place before any page's loader, as on the Turkish pages. */
export const middleware: Route.MiddlewareFunction[] = [movedPages];

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
