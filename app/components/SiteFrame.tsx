import type { ReactNode } from "react";
import { BackToTop } from "#app/components/BackToTop.tsx";
import { Footer } from "#app/components/Footer.tsx";
import { SiteNav } from "#app/components/SiteNav.tsx";
import { TopBar } from "#app/components/TopBar.tsx";
import type { SiteShell } from "#app/lib/site-shell.ts";

/**
 * The public pages' frame: skip link, top bar, navigation, the page in <main>,
 * footer. The site layout and the admin's two previews (entries, firm pages)
 * render the same frame; a preview puts its banner first.
 */
export function SiteFrame({ shell, banner, children }: { shell: SiteShell; banner?: ReactNode; children: ReactNode }) {
  return (
    <>
      {banner}
      <a href="#icerik" className="skip-link">
        İçeriğe geç
      </a>
      <div id="ust" tabIndex={-1} />
      <TopBar firm={shell.firm} />
      <SiteNav firm={shell.firm} tools={shell.tools} />
      <main id="icerik" tabIndex={-1}>
        {children}
      </main>
      <Footer firm={shell.firm} />
      <BackToTop />
    </>
  );
}
