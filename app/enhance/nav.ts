/**
 * The main navigation's dropdowns, one per section of the site ("Kurumsal",
 * "Hizmetlerimiz", "Mevzuat ve Duyurular", "Araçlar"; markup:
 * app/components/SiteNav.tsx).
 *
 * Without this module the menus open with CSS on :hover and :focus-within.
 * With it (html[data-enhanced]) a menu is open only while its item has the
 * class is-open, and this module decides: click, Enter/Space, arrows,
 * Home/End, Escape, hover on desktop, Tab out and outside click.
 */

/** How a menu was opened: a click on a menu that hover just opened keeps it open. */
type OpenedBy = "hover" | "click" | "key";

// Must match the breakpoint in shell/nav.css (min-width: 992px shows the desktop menu).
const isDesktop = () => matchMedia("(min-width: 992px)").matches;

const MOVE_KEYS = ["ArrowDown", "ArrowUp", "Home", "End"];

/** The items of an open menu that can take focus, in document order. */
function focusableItems(menu: Element): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>("a, button")).filter((el) => el.offsetParent !== null);
}

/** Moves focus within a menu for an arrow, Home or End key; false when nothing moved. */
function moveFocus(menu: Element, key: string): boolean {
  const items = focusableItems(menu);
  const count = items.length;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    key === "ArrowDown"
      ? items[(index + 1) % count]
      : key === "ArrowUp"
        ? items[(index - 1 + count) % count]
        : key === "Home"
          ? items[0]
          : key === "End"
            ? items[count - 1]
            : undefined;
  next?.focus();
  return next !== undefined;
}

/** A menu item (li) with its button and list. */
interface Menu {
  item: HTMLElement;
  button: HTMLButtonElement;
  list: HTMLElement;
}

function menuOf(item: HTMLElement): Menu | undefined {
  const button = item.querySelector<HTMLButtonElement>(":scope > button");
  const list = item.querySelector<HTMLElement>(":scope > ul");
  return button && list ? { item, button, list } : undefined;
}

function setExpanded(menu: Menu, expanded: boolean) {
  menu.item.classList.toggle("is-open", expanded);
  menu.button.setAttribute("aria-expanded", String(expanded));
}

const isMouseOnDesktop = (event: PointerEvent) => event.pointerType === "mouse" && isDesktop();

export function initNav(nav: Element) {
  const menus = Array.from(nav.querySelectorAll<HTMLElement>(".has-dropdown"), menuOf).filter((m) => m !== undefined);

  let open: Menu | undefined;
  let openedBy: OpenedBy = "click";

  /** Opens one menu (closing the others), or closes all with undefined. */
  function show(menu: Menu | undefined, by: OpenedBy = "click") {
    if (open && open !== menu) setExpanded(open, false);
    open = menu;
    openedBy = by;
    if (menu) setExpanded(menu, true);
  }

  function close(returnFocus = false) {
    const was = open;
    show(undefined);
    if (returnFocus) was?.button.focus();
  }

  for (const menu of menus) {
    const { item, button, list } = menu;
    setExpanded(menu, false);

    button.addEventListener("click", () => {
      // A click on a menu that hover just opened keeps it open instead of closing it.
      if (open === menu && openedBy !== "hover") close();
      else show(menu, "click");
    });

    button.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        show(menu, "key");
        moveFocus(list, event.key === "ArrowDown" ? "Home" : "End");
      } else if (event.key === "Escape" && open) {
        event.preventDefault();
        close(true);
      }
    });

    list.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(true);
      } else if (MOVE_KEYS.includes(event.key) && moveFocus(list, event.key)) {
        event.preventDefault();
      }
    });

    item.addEventListener("pointerenter", (event) => {
      if (isMouseOnDesktop(event) && open !== menu) show(menu, "hover");
    });
    item.addEventListener("pointerleave", (event) => {
      if (isMouseOnDesktop(event) && open === menu) close();
    });

    // Leaving a desktop menu with Tab closes it. Not in the phone menu, where the open section pushes
    // the next ones down: closing it as a tap on the next section's button moves focus there would move
    // that button away before the tap ends, and the tap would open nothing (the click opens it instead).
    item.addEventListener("focusout", (event) => {
      if (isDesktop() && open === menu && !item.contains(event.relatedTarget as Node | null)) close();
    });
  }

  document.addEventListener("pointerdown", (event) => {
    if (open && !nav.contains(event.target as Node)) close();
  });

  // A menu the visitor already points at (CSS opened it before this module ran) stays open.
  const hovered = menus.find((menu) => menu.item.matches(":hover"));
  if (hovered && isDesktop()) show(hovered, "hover");
}
