import { site } from "#app/content/site.ts";

/**
 * The firm's number as the tel: links show it: with non-breaking spaces, so a
 * narrow screen never breaks the number across two lines.
 */
export const phoneText = site.phone.display.replaceAll(" ", "\u00a0");
