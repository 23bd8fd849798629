import { type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ExternalLink } from "#app/components/ExternalLink.tsx";
import { Icon } from "#app/components/icons.tsx";
import { corporateLinks, moreLinks, type NavLink as NavItem, serviceLinks } from "#app/content/navigation.ts";
import { site } from "#app/content/site.ts";
import { paths } from "#app/lib/paths.ts";

export interface ToolLink {
  id: string;
  title: string;
  url: string;
}

type MenuId = "kurumsal" | "hizmetler" | "daha-fazla";
type OpenedBy = "hover" | "click" | "key";

/** The items of an open menu that can take focus, in document order. */
function focusableItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return Array.from(menu.querySelectorAll<HTMLElement>("a, button")).filter((el) => el.offsetParent !== null);
}

function moveFocus(menu: HTMLElement | null, current: Element | null, key: string): boolean {
  const items = focusableItems(menu);
  if (items.length === 0) return false;
  const index = items.indexOf(current as HTMLElement);
  const next =
    key === "ArrowDown"
      ? items[(index + 1) % items.length]
      : key === "ArrowUp"
        ? items[(index - 1 + items.length) % items.length]
        : key === "Home"
          ? items[0]
          : key === "End"
            ? items[items.length - 1]
            : undefined;
  next?.focus();
  return next !== undefined;
}

/**
 * Main navigation. Without JavaScript the menus open with CSS (:hover and
 * :focus-within) and the mobile menu is expanded; once hydrated, React takes
 * over: click, hover, keyboard (Enter/Space, arrows, Home/End, Escape) and
 * closing on mouse leave, Escape and outside click.
 */
export function SiteNav({ tools }: { tools: ToolLink[] }) {
  const [enhanced, setEnhanced] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [open, setOpen] = useState<{ id: MenuId; by: OpenedBy } | null>(null);
  // "hover" | "click" | false: like the dropdowns, a click on a submenu that
  // hover just opened keeps it open.
  const [toolsState, setToolsState] = useState<OpenedBy | false>(false);
  const toolsOpen = toolsState !== false;
  const setToolsOpen = (open: boolean) => setToolsState(open ? "key" : false);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => {
    setEnhanced(true);
    // A menu the visitor already points at (CSS opened it before hydration) stays open.
    const hovered = navRef.current?.querySelector(".has-dropdown:hover > button");
    if (hovered && isDesktop()) setOpen({ id: hovered.id.replace("menu-btn-", "") as MenuId, by: "hover" });
  }, []);

  // A new page closes every menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => {
    setOpen(null);
    setToolsOpen(false);
    setMobileOpen(false);
  }, [location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the listener only matters while a menu is open
  useEffect(() => {
    if (!open && !mobileOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        setOpen(null);
        setToolsOpen(false);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, mobileOpen]);

  function close(focusButtonOf?: MenuId) {
    setOpen(null);
    setToolsOpen(false);
    if (focusButtonOf) navRef.current?.querySelector<HTMLElement>(`#menu-btn-${focusButtonOf}`)?.focus();
  }

  function onButtonClick(id: MenuId) {
    // A click on a menu that hover just opened keeps it open instead of closing it.
    if (open?.id === id && open.by !== "hover") close();
    else setOpen({ id, by: "click" });
    if (open?.id !== id) setToolsOpen(false);
  }

  function onButtonKeyDown(id: MenuId, event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen({ id, by: "key" });
      const key = event.key === "ArrowDown" ? "Home" : "End";
      // Focus after the menu has rendered open.
      requestAnimationFrame(() => moveFocus(document.getElementById(`menu-${id}`), null, key));
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close(id);
    }
  }

  function onMenuKeyDown(id: MenuId, event: KeyboardEvent<HTMLUListElement>) {
    const menu = event.currentTarget;
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      if (toolsOpen && document.getElementById("menu-araclar")?.contains(event.target as Node)) {
        setToolsOpen(false);
        document.getElementById("menu-btn-araclar")?.focus();
      } else close(id);
    } else if (["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) {
      if (moveFocus(menu, document.activeElement, event.key)) event.preventDefault();
    }
  }

  function hover(id: MenuId, entering: boolean, event: PointerEvent) {
    if (event.pointerType !== "mouse" || !isDesktop()) return;
    if (entering) {
      if (open?.id !== id) setOpen({ id, by: "hover" });
    } else if (open?.id === id) close();
  }

  // Leaving the menu with Tab closes it.
  function onBlur(id: MenuId, event: FocusEvent<HTMLLIElement>) {
    if (open?.id === id && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  const dropdown = (id: MenuId, label: string, links: NavItem[], extra?: ReactNode) => {
    const isOpen = open?.id === id;
    return (
      <li
        className={`nav-item has-dropdown${isOpen ? " is-open" : ""}`}
        onPointerEnter={(e) => hover(id, true, e)}
        onPointerLeave={(e) => hover(id, false, e)}
        onBlur={(e) => onBlur(id, e)}
      >
        <button
          type="button"
          id={`menu-btn-${id}`}
          className="nav-link nav-button"
          aria-expanded={isOpen}
          aria-controls={`menu-${id}`}
          onClick={() => onButtonClick(id)}
          onKeyDown={(e) => onButtonKeyDown(id, e)}
        >
          {label}
          <Icon name="chevron" className="icon-chevron" />
        </button>
        <ul id={`menu-${id}`} className="dropdown" onKeyDown={(e) => onMenuKeyDown(id, e)}>
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className="dropdown-link">
                {l.label}
              </NavLink>
            </li>
          ))}
          {extra}
        </ul>
      </li>
    );
  };

  const toolsMenu = tools.length > 0 && (
    <li
      className={`has-submenu${toolsOpen ? " is-open" : ""}`}
      onPointerEnter={(e) => e.pointerType === "mouse" && isDesktop() && !toolsOpen && setToolsState("hover")}
      onPointerLeave={(e) => e.pointerType === "mouse" && isDesktop() && setToolsState(false)}
    >
      <button
        type="button"
        id="menu-btn-araclar"
        className="dropdown-link submenu-button"
        aria-expanded={toolsOpen}
        aria-controls="menu-araclar"
        onClick={() => setToolsState(toolsState === "hover" ? "click" : toolsOpen ? false : "click")}
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") {
            e.preventDefault();
            e.stopPropagation();
            setToolsOpen(true);
            requestAnimationFrame(() => moveFocus(document.getElementById("menu-araclar"), null, "Home"));
          }
        }}
      >
        Araçlar
        <Icon name="chevronRight" className="icon-chevron" />
      </button>
      <ul
        id="menu-araclar"
        className="submenu"
        onKeyDown={(e) => {
          if (e.key === "ArrowLeft") {
            e.preventDefault();
            e.stopPropagation();
            setToolsOpen(false);
            document.getElementById("menu-btn-araclar")?.focus();
          } else if (["ArrowDown", "ArrowUp", "Home", "End"].includes(e.key)) {
            e.stopPropagation();
            if (moveFocus(e.currentTarget, document.activeElement, e.key)) e.preventDefault();
          }
        }}
      >
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
    <nav ref={navRef} className="site-nav" aria-label="Ana menü" data-enhanced={enhanced ? "" : undefined}>
      <div className="container nav-inner">
        <Link to="/" className="brand">
          <img src="/images/logo.svg" width="40" height="40" alt="" />
          <span className="brand-name">{site.name}</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={mobileOpen}
          aria-controls="ana-menu"
          onClick={() => setMobileOpen((v) => !v)}
        >
          <Icon name={mobileOpen ? "close" : "menu"} />
          <span>Menü</span>
        </button>
        <ul id="ana-menu" className={`nav-menu${mobileOpen ? " is-open" : ""}`}>
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

// Must match the breakpoint in shell.css (min-width: 992px shows the desktop menu).
function isDesktop(): boolean {
  return window.matchMedia("(min-width: 992px)").matches;
}
