/**
 * The stylesheet every page carries inline (one request less before the first
 * paint), and the rules that apply when scripts are off. The server allows
 * exactly these two by their hashes in the Content-Security-Policy of public
 * pages (.server/web/security/http.ts), so public pages need no per-response nonce.
 */
import siteCss from "#app/styles/site.css?inline";

export const SITE_CSS = siteCss;

// Without JavaScript the phone-width menu is shown expanded, its button hidden.
// Everything else that differs without JavaScript is the stylesheet's default
// (the enhanced rules sit under [data-enhanced]); this one cannot be, because
// the enhancement runs after the first paint, and collapsing the menu then
// would move the whole page. Below the desktop width the expanded menu makes the
// bar tall, so it scrolls away with the page instead of sticking: stuck, it hid
// the top of every anchor a page lands on (a form's answer, issue 38).
export const NO_SCRIPT_CSS =
  ".nav-toggle{display:none!important}.nav-menu{display:flex!important}@media (max-width:991.98px){.site-nav{position:static}}";
