/**
 * "Başa dön" (markup: app/components/BackToTop.tsx): a link to the top of the
 * page, hidden by the server; shown here once the page is scrolled more than
 * 300 px. It scrolls up (smoothly unless the reader prefers reduced motion)
 * and moves focus to the top, so keyboard users continue from there.
 *
 * It stays hidden while a form is on the screen (issue 38): fixed in the
 * corner, it would cover a field, the send button or the form's status.
 *
 * The scroll position is not read: an IntersectionObserver watches a 1 px
 * marker 300 px down the page, and the link shows while the marker is above
 * the window. Reading window.scrollY while starting forced a reflow (ADR 027),
 * and a scroll listener ran on every scrolled frame.
 */
export const BACK_TO_TOP_THRESHOLD = 300;

export function initBackToTop(link: Element) {
  if (!(link instanceof HTMLAnchorElement)) return;
  const marker = document.createElement("div");
  marker.setAttribute("aria-hidden", "true");
  Object.assign(marker.style, { position: "absolute", top: `${BACK_TO_TOP_THRESHOLD}px`, left: "0", width: "1px", height: "1px" });
  document.body.append(marker);
  let nearTop = true;
  const formsShown = new Set<Element>();
  const update = () => {
    link.hidden = nearTop || formsShown.size > 0;
  };
  new IntersectionObserver(([entry]) => {
    if (!entry) return;
    nearTop = entry.isIntersecting || entry.boundingClientRect.top > 0;
    update();
  }).observe(marker);
  const forms = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) formsShown.add(entry.target);
      else formsShown.delete(entry.target);
    }
    update();
  });
  for (const form of document.querySelectorAll("form")) forms.observe(form);

  link.addEventListener("click", (event) => {
    event.preventDefault();
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById(link.hash.slice(1))?.focus({ preventScroll: true });
  });
}
