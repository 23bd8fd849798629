/**
 * The firm's pages (Sayfalar) and service bodies as public pages show them:
 * the snapshot's HTML (sanitized on save, placeholders filled) sanitized
 * again and laid out like an entry's body, its images as responsive pictures.
 */

import { renderImages } from "#app/.server/media/render.ts";
import { renderRichText } from "#app/.server/text/rich-text.ts";
import { NARROW_PAGE_SIZES, POST_COLUMN_SIZES } from "#app/lib/media.ts";
import type { SafeHtml } from "#app/lib/safe-html.ts";

export interface FirmHtmlOptions {
  /** The text column: "narrow" for the mission, vision and KVKK pages. */
  column?: "post" | "narrow";
  /** 3 for a body under a section's h2 (the home page's blocks). */
  headingLevel?: 2 | 3;
  /** An English page's note after an external link (issue 43); Turkish unless given. */
  newTabNote?: string;
}

/** A page's or service's body as its page shows it. */
export async function renderFirmHtml(
  html: string,
  { column = "post", headingLevel = 2, newTabNote }: FirmHtmlOptions = {},
): Promise<SafeHtml> {
  return renderImages(renderRichText(html, { headingLevel, newTabNote }), column === "narrow" ? NARROW_PAGE_SIZES : POST_COLUMN_SIZES);
}
