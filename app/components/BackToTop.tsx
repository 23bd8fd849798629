import { useEffect, useState } from "react";
import { Icon } from "#app/components/icons.tsx";

export const BACK_TO_TOP_THRESHOLD = 300;

/** "Başa dön": shown once the page is scrolled more than 300 px. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  function toTop() {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    // Keyboard users continue from the top of the page, not from the hidden button.
    document.getElementById("ust")?.focus({ preventScroll: true });
  }

  return (
    <button type="button" className="back-to-top" hidden={!visible} onClick={toTop}>
      <Icon name="arrowUp" />
      <span>Başa dön</span>
    </button>
  );
}
