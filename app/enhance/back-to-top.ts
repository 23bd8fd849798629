/**
 * "Başa dön" (markup: app/components/BackToTop.tsx): a link to the top of the
 * page, hidden by the server; shown here once the page is scrolled more than
 * 300 px. It scrolls up (smoothly unless the reader prefers reduced motion)
 * and moves focus to the top, so keyboard users continue from there.
 */
export const BACK_TO_TOP_THRESHOLD = 300;

export function initBackToTop(link: Element) {
  if (!(link instanceof HTMLAnchorElement)) return;
  const update = () => {
    link.hidden = window.scrollY <= BACK_TO_TOP_THRESHOLD;
  };
  window.addEventListener("scroll", update, { passive: true });
  // A page opened scrolled (a reload, an anchor) shows it too: read once the next frame is drawn,
  // when the layout is clean; read now, after the other modules' changes, it forced a reflow.
  requestAnimationFrame(() => setTimeout(update));

  link.addEventListener("click", (event) => {
    event.preventDefault();
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById(link.hash.slice(1))?.focus({ preventScroll: true });
  });
}
