/**
 * The mobile menu button (below 992 px): shows and hides the menu it
 * controls (aria-controls) and keeps aria-expanded in step; Escape closes
 * the open menu and returns focus to the button. Without JavaScript the
 * button is hidden and the menu shown (NO_SCRIPT_CSS).
 */
export function initNavToggle(button: Element) {
  const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!menu) return;
  const setExpanded = (expanded: boolean) => {
    button.setAttribute("aria-expanded", String(expanded));
    menu.classList.toggle("is-open", expanded);
  };
  setExpanded(false);
  button.addEventListener("click", () => setExpanded(button.getAttribute("aria-expanded") !== "true"));
  document.addEventListener("keydown", (event) => {
    // The nav module handles Escape first inside an open dropdown (closing just that one) and
    // marks it handled; a hidden button (desktop) has no menu to close.
    if (event.key !== "Escape" || event.defaultPrevented || button.getAttribute("aria-expanded") !== "true") return;
    if (button.getClientRects().length === 0) return;
    event.preventDefault();
    setExpanded(false);
    (button as HTMLElement).focus();
  });
}
