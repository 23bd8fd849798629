/**
 * The stylesheet every page carries inline (one request less before the first
 * paint), and the rules that apply when scripts are off. The server allows
 * exactly these two by their hashes in the Content-Security-Policy of public
 * pages (.server/security/http.ts), so public pages need no per-response nonce.
 */
import siteCss from "#app/styles/site.css?inline";

export const SITE_CSS = siteCss;

// Without JavaScript the enhanced widgets show their full content instead:
// the mobile menu stays open and every FAQ answer is visible.
export const NO_SCRIPT_CSS = `
.nav-toggle{display:none!important}
.nav-menu{display:flex!important}
.accordion-panel[hidden]{display:block!important}
.back-to-top{display:none!important}`;
