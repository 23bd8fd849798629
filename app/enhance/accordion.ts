/**
 * The FAQ accordion (markup: app/components/Accordion.tsx) is a list of
 * <details name="…">: browsers that support exclusive details keep one answer
 * open by themselves. Older ones get the same rule here.
 */
export function initAccordion(root: Element) {
  if ("name" in HTMLDetailsElement.prototype) return;
  const items = Array.from(root.querySelectorAll<HTMLDetailsElement>("details[name]"));
  for (const details of items) {
    details.addEventListener("toggle", () => {
      if (!details.open) return;
      const name = details.getAttribute("name");
      for (const other of items) if (other !== details && other.open && other.getAttribute("name") === name) other.open = false;
    });
  }
}
