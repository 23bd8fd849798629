import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ExternalLink } from "#app/components/ExternalLink.tsx";

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
 * WAI-ARIA tabs with automatic activation. The tabs are links to ?sekme=…,
 * so without JavaScript the server renders the chosen tab; with it, switching
 * happens in place and the arrow keys move between tabs.
 */
export function HomeTabs({ panels, initial }: { panels: TabPanel[]; initial: string }) {
  const [selected, setSelected] = useState(initial);
  const [enhanced, setEnhanced] = useState(false);
  const tabRefs = useRef<Record<string, HTMLAnchorElement | null>>({});
  useEffect(() => setEnhanced(true), []);

  function select(id: string, focus: boolean) {
    setSelected(id);
    if (focus) tabRefs.current[id]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = panels.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    const panel = target === undefined ? undefined : panels[target];
    if (panel) {
      event.preventDefault();
      select(panel.id, true);
    } else if (event.key === " ") {
      event.preventDefault();
      select(panels[index]!.id, false);
    }
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label="Son içerikler" className="tablist">
        {panels.map((panel, index) => {
          const isSelected = panel.id === selected;
          return (
            <a
              key={panel.id}
              ref={(el) => {
                tabRefs.current[panel.id] = el;
              }}
              role="tab"
              id={`sekme-${panel.id}`}
              href={`?sekme=${panel.id}#son-icerikler`}
              aria-selected={isSelected}
              aria-controls={`panel-${panel.id}`}
              tabIndex={enhanced && !isSelected ? -1 : undefined}
              className="tab"
              onClick={(event) => {
                event.preventDefault();
                select(panel.id, false);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {panel.label}
            </a>
          );
        })}
      </div>
      {panels.map((panel) => (
        <div
          key={panel.id}
          role="tabpanel"
          id={`panel-${panel.id}`}
          aria-labelledby={`sekme-${panel.id}`}
          className="tabpanel"
          hidden={panel.id !== selected}
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
