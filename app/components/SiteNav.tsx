import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon } from "#app/components/icons.tsx";
import { Picture } from "#app/components/Picture.tsx";
import type { NavSection } from "#app/content/navigation.ts";
import { catalogue } from "#app/lib/i18n/index.ts";
import type { Language } from "#app/lib/language-alternates.ts";
import { englishPaths, paths } from "#app/lib/paths.ts";
import type { ShellFirm, ToolLink } from "#app/lib/site-shell.ts";

export type { ToolLink };

/**
 * A menu with more links than this is laid out in two columns on wide screens (a firm may have 14
 * services). Araçlar stays one column and scrolls: its group of the office's links would split
 * across the columns (its own links passed eight with Pratik bilgiler, issue 44).
 */
const ONE_COLUMN_MAX = 8;

/**
 * Main navigation, server markup only: Anasayfa, the firm's sections
 * (navSections: Kurumsal, Hizmetlerimiz, Mevzuat ve Duyurular, Araçlar) as
 * dropdowns, İletişim. Without JavaScript the menus open with CSS (:hover and
 * :focus-within) and the mobile menu is expanded; the enhancement modules
 * `nav` and `nav-toggle` (app/enhance/) add click, keyboard and hover
 * handling, aria-expanded and the mobile menu button.
 */
export function SiteNav({
  firm,
  tools,
  language = "tr",
}: {
  firm: Pick<ShellFirm, "name" | "logo" | "sections">;
  tools: ToolLink[];
  language?: Language;
}) {
  const t = catalogue(language);
  const english = language === "en";
  const home = english ? englishPaths.home : paths.home;
  return (
    <nav className="site-nav" aria-label={t.shell.mainMenu} data-module="nav">
      <div className="container nav-inner">
        <Link to={home} className="brand">
          {firm.logo ? (
            // The office's logo; its alt is the firm's name, so the link's text below is not read twice.
            <Picture picture={{ ...firm.logo, alt: "" }} priority className="brand-logo" />
          ) : (
            <BrandMark name={firm.name} />
          )}
          <span className="brand-name">{firm.name}</span>
        </Link>
        {/* Phones: the search page (wide screens have the field in the top bar). */}
        <Link to={english ? englishPaths.search : paths.search} className="nav-search-link">
          <Icon name="search" />
          <span>{t.search.button}</span>
        </Link>
        <button type="button" className="nav-toggle" aria-expanded="false" aria-controls="ana-menu" data-module="nav-toggle">
          <Icon name="menu" className="icon-menu" />
          <Icon name="close" className="icon-close" />
          <span>{t.shell.menuButton}</span>
        </button>
        <ul id="ana-menu" className="nav-menu">
          <li className="nav-item">
            <NavLink to={home} end className="nav-link">
              {t.menu.home}
            </NavLink>
          </li>
          {firm.sections.map((section) => (
            <Dropdown key={section.id} section={section}>
              {section.id === "araclar" && tools.length > 0 && <ExternalTools tools={tools} title={t.shell.usefulLinks} />}
            </Dropdown>
          ))}
          <li className="nav-item nav-cta">
            <NavLink to={english ? englishPaths.contact : paths.contact} className="button button-accent">
              {t.menu.contact}
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}

function Dropdown({ section, children }: { section: NavSection; children?: ReactNode }) {
  return (
    <li className="nav-item has-dropdown">
      <button type="button" id={`menu-btn-${section.id}`} className="nav-link nav-button" aria-controls={`menu-${section.id}`}>
        {section.label}
        <Icon name="chevron" className="icon-chevron" />
      </button>
      <ul
        id={`menu-${section.id}`}
        className={section.id !== "araclar" && section.links.length > ONE_COLUMN_MAX ? "dropdown dropdown-wide" : "dropdown"}
      >
        {section.links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end className="dropdown-link" hrefLang={l.lang} lang={l.lang}>
              {l.label}
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </li>
  );
}

/** The office's links to official services (admin: Araçlar), after the in-site tools, under their own heading. */
function ExternalTools({ tools, title }: { tools: ToolLink[]; title: string }) {
  return (
    <li className="dropdown-group">
      <span id="menu-araclar-baglantilar" className="dropdown-group-title">
        {title}
      </span>
      <ul aria-labelledby="menu-araclar-baglantilar">
        {tools.map((t) => (
          <li key={t.id}>
            <ExternalLink href={t.url} className="dropdown-link tool-link">
              {t.title}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The firm's mark when it has no logo: the first letter of its name in the
 * brand's colours (so a new firm never shows the sample firm's mark), inline
 * rather than an <img>: it is on every page, and as a separate request it cost
 * mobile Lighthouse's simulated LCP one more round trip (ADR 011). The link's
 * text names the firm, so the mark is decorative.
 */
function BrandMark({ name }: { name: string }) {
  const [first = ""] = name.trim();
  return (
    <svg className="brand-mark" width="40" height="40" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect className="brand-mark-ground" width="48" height="48" rx="11" />
      <rect className="brand-mark-frame" x="1.5" y="1.5" width="45" height="45" rx="9.5" />
      <text className="brand-mark-letter" x="24" y="26" textAnchor="middle" dominantBaseline="central">
        {first.toLocaleUpperCase("tr-TR")}
      </text>
    </svg>
  );
}
