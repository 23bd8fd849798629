/**
 * WAI-ARIA tabs with automatic activation (markup: app/components/HomeTabs.tsx).
 *
 * The server renders each tab as a link to ?sekme=<id>, so without JavaScript
 * the chosen tab comes from the server. Here a click switches panels in place,
 * the arrow keys, Home and End move between tabs (roving tabindex), and the
 * URL is updated without navigating so a reload keeps the tab.
 */
export function initTabs(root: Element) {
  const tabs = Array.from(root.querySelectorAll<HTMLAnchorElement>('[role="tab"]'));
  const panelOf = (tab: Element) => document.getElementById(tab.getAttribute("aria-controls") ?? "");

  function select(tab: HTMLAnchorElement, focus: boolean) {
    for (const each of tabs) {
      const selected = each === tab;
      each.setAttribute("aria-selected", String(selected));
      each.tabIndex = selected ? 0 : -1;
      const panel = panelOf(each);
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
    const id = new URL(tab.href).searchParams.get("sekme");
    if (id) {
      const url = new URL(location.href);
      url.searchParams.set("sekme", id);
      history.replaceState(history.state, "", url);
    }
  }

  tabs.forEach((tab, index) => {
    tab.tabIndex = tab.getAttribute("aria-selected") === "true" ? 0 : -1;

    tab.addEventListener("click", (event) => {
      // A modified click still opens the link (in a new tab or window).
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      select(tab, false);
    });

    tab.addEventListener("keydown", (event) => {
      const last = tabs.length - 1;
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
      const next = target === undefined ? undefined : tabs[target];
      if (next) {
        event.preventDefault();
        select(next, true);
      } else if (event.key === " ") {
        // Space activates a tab too (a link only answers to Enter).
        event.preventDefault();
        select(tab, false);
      }
    });
  });
}
