import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon } from "#app/components/icons.tsx";
import { calculatorLinks, corporateLinks, moreLinks, type NavLink as NavItem, serviceLinks } from "#app/content/navigation.ts";
import { site } from "#app/content/site.ts";
import { paths } from "#app/lib/paths.ts";

export interface ToolLink {
  id: string;
  title: string;
  url: string;
}

type MenuId = "kurumsal" | "hizmetler" | "daha-fazla";

/**
 * Main navigation, server markup only. Without JavaScript the menus open with
 * CSS (:hover and :focus-within) and the mobile menu is expanded; the
 * enhancement modules `nav` and `nav-toggle` (app/enhance/) add click,
 * keyboard and hover handling, aria-expanded and the mobile menu button.
 */
export function SiteNav({ tools }: { tools: ToolLink[] }) {
  const dropdown = (id: MenuId, label: string, links: NavItem[], submenu?: ReactNode) => (
    <li className="nav-item has-dropdown">
      <button type="button" id={`menu-btn-${id}`} className="nav-link nav-button" aria-controls={`menu-${id}`}>
        {label}
        <Icon name="chevron" className="icon-chevron" />
      </button>
      <ul id={`menu-${id}`} className="dropdown">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} className="dropdown-link">
              {l.label}
            </NavLink>
          </li>
        ))}
        {submenu}
      </ul>
    </li>
  );

  // The in-site calculators and the tax calendar first, then the office's external links.
  const toolsMenu = (
    <li className="has-submenu">
      <button type="button" id="menu-btn-araclar" className="dropdown-link submenu-button" aria-controls="menu-araclar">
        Araçlar
        <Icon name="chevronRight" className="icon-chevron" />
      </button>
      <ul id="menu-araclar" className="submenu">
        {calculatorLinks.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} className="dropdown-link">
              {l.label}
            </NavLink>
          </li>
        ))}
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

  return (
    <nav className="site-nav" aria-label="Ana menü" data-module="nav">
      <div className="container nav-inner">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand-name">{site.name}</span>
        </Link>
        <button type="button" className="nav-toggle" aria-expanded="false" aria-controls="ana-menu" data-module="nav-toggle">
          <Icon name="menu" className="icon-menu" />
          <Icon name="close" className="icon-close" />
          <span>Menü</span>
        </button>
        <ul id="ana-menu" className="nav-menu">
          <li className="nav-item">
            <NavLink to={paths.home} end className="nav-link">
              Anasayfa
            </NavLink>
          </li>
          {dropdown("kurumsal", "Kurumsal", corporateLinks)}
          {dropdown("hizmetler", "Hizmetlerimiz", serviceLinks)}
          {dropdown("daha-fazla", "Daha Fazla", moreLinks, toolsMenu)}
          <li className="nav-item nav-cta">
            <NavLink to={paths.contact} className="button button-accent">
              İletişim
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}

/**
 * The firm's mark, inline rather than an <img>: it is on every page, and as a
 * separate request it cost mobile Lighthouse's simulated LCP one more round
 * trip (ADR 011). The link's text names the firm, so the mark is decorative.
 */
function BrandMark() {
  return (
    <svg className="brand-mark" width="40" height="40" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect className="brand-mark-ground" width="48" height="48" rx="11" />
      <rect className="brand-mark-frame" x="1.5" y="1.5" width="45" height="45" rx="9.5" />
      <circle className="brand-mark-ring" cx="24" cy="28" r="10" />
      <circle className="brand-mark-dot" cx="19" cy="11.5" r="2.6" />
      <circle className="brand-mark-dot" cx="29" cy="11.5" r="2.6" />
    </svg>
  );
}
