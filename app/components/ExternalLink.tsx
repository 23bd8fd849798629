import type { ReactNode } from "react";
import { Icon } from "#app/components/icons.tsx";
import { NEW_TAB_NOTE } from "#app/lib/external-link.ts";

/** A link to another site: new tab, no opener, and a hidden note for screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  showIcon = true,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  showIcon?: boolean;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {showIcon && <Icon name="external" className="icon-external" />}
      <span className="visually-hidden">{NEW_TAB_NOTE}</span>
    </a>
  );
}
