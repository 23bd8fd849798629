/**
 * The mobile menu button (below 992 px): shows and hides the menu it
 * controls (aria-controls) and keeps aria-expanded in step. Without
 * JavaScript the button is hidden and the menu shown (NO_SCRIPT_CSS).
 */
export function initNavToggle(button: Element) {
  const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!menu) return;
  button.setAttribute("aria-expanded", "false");
  button.addEventListener("click", () => {
    const expanded = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(expanded));
    menu.classList.toggle("is-open", expanded);
  });
}
