/**
 * The public pages' only script: small, framework-free enhancements of
 * server-rendered markup. Each module enhances the elements that carry its
 * name in a data-module attribute (as GOV.UK Frontend does); every page
 * works without it. It is asked for after the first paint (ADR 027).
 */
import { initAccordion } from "#app/enhance/accordion.ts";
import { initBackToTop } from "#app/enhance/back-to-top.ts";
import { initForm } from "#app/enhance/form.ts";
import { initNav } from "#app/enhance/nav.ts";
import { initNavToggle } from "#app/enhance/nav-toggle.ts";
import { initTabs } from "#app/enhance/tabs.ts";

const modules: Record<string, (root: Element) => void> = {
  nav: initNav,
  "nav-toggle": initNavToggle,
  tabs: initTabs,
  accordion: initAccordion,
  "back-to-top": initBackToTop,
  form: initForm,
};

function start() {
  for (const root of document.querySelectorAll<HTMLElement>("[data-module]")) {
    const init = modules[root.dataset.module ?? ""];
    try {
      init?.(root);
    } catch (error) {
      // One broken widget leaves the others (and the page) working.
      console.error(error);
    }
  }
  // Styles that assume the enhancements, and the browser tests, wait for this.
  document.documentElement.dataset.enhanced = "";
}

// Loaded after the first paint (.server/web/enhance-script.ts), which can come
// before a long page is parsed: then wait for the rest of it.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
