import type { ReactNode } from "react";
import { BackToTop } from "#app/components/BackToTop.tsx";
import { Footer } from "#app/components/Footer.tsx";
import { SiteNav } from "#app/components/SiteNav.tsx";
import { TopBar } from "#app/components/TopBar.tsx";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { SiteShell } from "#app/lib/site-shell.ts";

/**
 * The public pages' frame: skip link, top bar, navigation, the page in <main>,
 * footer. The site layouts (Turkish and English: `shell.language`, issue 43) and the
 * admin's two previews (entries, firm pages) render the same frame; a preview puts its
 * banner first.
 */
export function SiteFrame({ shell, banner, children }: { shell: SiteShell; banner?: ReactNode; children: ReactNode }) {
  const language = shell.language ?? "tr";
  return (
    <>
      {banner}
      <a href="#icerik" className="skip-link">
        {catalogue(language).shell.skipLink}
      </a>
      <div id="ust" tabIndex={-1} />
      <TopBar firm={shell.firm} language={language} switchTo={shell.languageSwitch} />
      <SiteNav firm={shell.firm} tools={shell.tools} language={language} />
      <main id="icerik" tabIndex={-1}>
        {children}
      </main>
      <Footer firm={shell.firm} language={language} />
      <BackToTop language={language} />
    </>
  );
}
