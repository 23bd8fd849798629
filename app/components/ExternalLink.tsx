import type { ReactNode } from "react";
import { Icon } from "#app/components/icons.tsx";
import { NEW_TAB_NOTE } from "#app/lib/external-link.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";

/** A link to another site: new tab, no opener, and a hidden note for screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  showIcon = true,
  language = "tr",
}: {
  href: string;
  children: ReactNode;
  className?: string;
  showIcon?: boolean;
  /** The page's language: the hidden note's (issue 43). */
  language?: Language;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {showIcon && <Icon name="external" className="icon-external" />}
      <span className="visually-hidden">{language === "tr" ? NEW_TAB_NOTE : catalogue(language).shell.newTab}</span>
    </a>
  );
}
