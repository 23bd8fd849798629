import { Link } from "react-router";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { withQuery } from "#app/lib/paths.ts";

export interface TabEntry {
  id: string;
  title: string;
  href: string;
  external?: boolean;
  date?: string;
}

export interface TabPanel {
  /** Also the value of the ?sekme= query that selects the tab without JavaScript. */
  id: string;
  label: string;
  entries: TabEntry[];
  moreHref: string;
  emptyText: string;
}

/**
 * WAI-ARIA tabs, server markup only. The tabs are links to ?sekme=…, so
 * without JavaScript the server renders the chosen tab; the `tabs`
 * enhancement (app/enhance/) switches in place, adds the arrow keys and a
 * roving tabindex, and keeps the URL in step.
 */
export function HomeTabs({ panels, initial }: { panels: TabPanel[]; initial: string }) {
  return (
    <div className="tabs" data-module="tabs">
      <div role="tablist" aria-label="Son içerikler" className="tablist">
        {panels.map((panel) => (
          <a
            key={panel.id}
            role="tab"
            id={`sekme-${panel.id}`}
            href={withQuery("", { sekme: panel.id }, "son-icerikler")}
            aria-selected={panel.id === initial}
            aria-controls={`panel-${panel.id}`}
            className="tab"
          >
            {panel.label}
          </a>
        ))}
      </div>
      {panels.map((panel) => (
        <div
          key={panel.id}
          role="tabpanel"
          id={`panel-${panel.id}`}
          aria-labelledby={`sekme-${panel.id}`}
          className="tabpanel"
          hidden={panel.id !== initial}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel without focusable content focusable
          tabIndex={0}
        >
          {panel.entries.length === 0 ? (
            <p>{panel.emptyText}</p>
          ) : (
            <ul className="entry-list">
              {panel.entries.map((entry) => (
                <li key={entry.id}>
                  {entry.external ? (
                    <ExternalLink href={entry.href} className="tool-link">
                      {entry.title}
                    </ExternalLink>
                  ) : (
                    <Link to={entry.href}>{entry.title}</Link>
                  )}
                  {entry.date && <span className="entry-date">{entry.date}</span>}
                </li>
              ))}
            </ul>
          )}
          <p className="more-link">
            <Link to={panel.moreHref}>
              Tümünü gör<span className="visually-hidden">: {panel.label}</span>
            </Link>
          </p>
        </div>
      ))}
    </div>
  );
}
