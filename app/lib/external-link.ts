/**
 * How the site marks a link to another site, wherever it is made: by
 * components/ExternalLink.tsx and by the layout of rich text
 * (.server/text/rich-text-layout.ts). It opens in a new tab, so a hidden note says so.
 */

/** The "external" icon's path (24×24). */
export const EXTERNAL_ICON_PATH =
  "M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z";

/** Read after the link's text by screen readers. */
export const NEW_TAB_NOTE = " (yeni sekmede açılır)";
