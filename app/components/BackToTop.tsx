import { Icon } from "#app/components/icons.tsx";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";

/**
 * "Başa dön": a link to the top of the page (#ust in routes/site.tsx). It is
 * hidden until the `back-to-top` enhancement (app/enhance/) shows it past
 * 300 px of scroll, so without JavaScript it never appears.
 */
export function BackToTop({ language = "tr" }: { language?: Language }) {
  return (
    <a href="#ust" className="back-to-top" data-module="back-to-top" hidden>
      <Icon name="arrowUp" />
      <span>{catalogue(language).shell.backToTop}</span>
    </a>
  );
}
