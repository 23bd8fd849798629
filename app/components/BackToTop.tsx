import { Icon } from "#app/components/icons.tsx";

/**
 * "Başa dön": a link to the top of the page (#ust in routes/site.tsx). It is
 * hidden until the `back-to-top` enhancement (app/enhance/) shows it past
 * 300 px of scroll, so without JavaScript it never appears.
 */
export function BackToTop() {
  return (
    <a href="#ust" className="back-to-top" data-module="back-to-top" hidden>
      <Icon name="arrowUp" />
      <span>Başa dön</span>
    </a>
  );
}
