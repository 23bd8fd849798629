import { Outlet } from "react-router";
import { publicTools } from "#app/.server/content/public.ts";
import { BackToTop } from "#app/components/BackToTop.tsx";
import { Footer } from "#app/components/Footer.tsx";
import { SiteNav } from "#app/components/SiteNav.tsx";
import { TopBar } from "#app/components/TopBar.tsx";
import { feedLinks } from "#app/content/navigation.ts";
import type { Route } from "./+types/site";

/** Every public page announces the announcements' and news feeds. */
export const links: Route.LinksFunction = () => feedLinks.map((feed) => ({ rel: "alternate", ...feed }));

/** The public shell: top bar, navigation, page, footer. */
export async function loader() {
  const tools = await publicTools();
  return {
    tools: tools.map(({ id, title, url }) => ({ id, title, url })),
    // From the server, so the copyright line is the same before and after hydration.
    year: new Date().getFullYear(),
  };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <a href="#icerik" className="skip-link">
        İçeriğe geç
      </a>
      <div id="ust" tabIndex={-1} />
      <TopBar />
      <SiteNav tools={loaderData.tools} />
      <main id="icerik" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer year={loaderData.year} />
      <BackToTop />
    </>
  );
}
