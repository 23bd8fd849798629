import { Outlet } from "react-router";
import { languageSwitch } from "#app/.server/firm/english-shell.ts";
import { movedPages } from "#app/.server/firm/moved-pages.ts";
import { publicShell } from "#app/.server/firm/shell.ts";
import { SiteFrame } from "#app/components/SiteFrame.tsx";
import type { Route } from "./+types/site";

/** Moved pages answer 301 to their new place before any page's loader (.server/firm/moved-pages.ts). */
export const middleware: Route.MiddlewareFunction[] = [movedPages];

/** The public shell: top bar, navigation, page, footer (the head's feed links are rendered by root.tsx), and the switch to English. */
export async function loader({ request }: Route.LoaderArgs) {
  const [shell, switchTo] = await Promise.all([publicShell(), languageSwitch(new URL(request.url).pathname)]);
  return { ...shell, languageSwitch: switchTo };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame shell={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}
