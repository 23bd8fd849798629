import { Outlet } from "react-router";
import { movedPages } from "#app/.server/firm/redirect-middleware.ts";
import { publicShell } from "#app/.server/firm/shell.ts";
import { SiteFrame } from "#app/components/SiteFrame.tsx";
import type { Route } from "./+types/site";

/** Moved pages answer 301 before any page's loader (firm/redirect-middleware.ts; the English layout uses the same). */
export const middleware: Route.MiddlewareFunction[] = [movedPages];

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
