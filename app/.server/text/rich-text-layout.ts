/**
 * How a sanitized body is laid out on a public page (never stored: the stored
 * HTML stays the allowlist the editor writes):
 * - each table sits in a focusable, labelled scroll region, so a wide table
 *   scrolls sideways on a phone without widening the page, and keyboard users
 *   can scroll it (axe: scrollable-region-focusable);
 * - header cells get a scope: "col" in a header row (or thead), "row" beside data;
 * - headings move under the heading of the place the body is shown in
 *   (h2/h3 under a page's h1; h3/h4 in an FAQ answer under its h2 question);
 * - links to other sites open in a new tab, marked as the rest of the site
 *   marks them (components/ExternalLink.tsx): an icon and a hidden note.
 *
 * It works on the sanitizer's output only, whose shape is fixed: every tag is
 * `<name attr="value">` with `<`, `>`, `"` and `&` escaped inside values and
 * text, tags balanced. So a tag can be found with a regular expression.
 */
import { EXTERNAL_ICON_PATH, NEW_TAB_NOTE } from "#app/lib/external-link.ts";

export interface LayoutOptions {
  /** The level of the body's top headings: 2 under a page's h1 (default), 3 under an h2. */
  headingLevel?: 2 | 3;
  /** Read after an external link's text: the page's language's words (issue 43); Turkish unless given. */
  newTabNote?: string;
}

const TAG = /<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/g;
const SCOPES = new Set(["col", "row", "colgroup", "rowgroup"]);

const externalMark = (note: string) =>
  `<svg class="icon icon-external" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">` +
  `<path d="${EXTERNAL_ICON_PATH}"></path></svg><span class="visually-hidden">${note}</span>`;
const EXTERNAL_MARK = externalMark(NEW_TAB_NOTE);

interface Row {
  /** Output positions of the row's cells' start tags, and whether each is a th. */
  cells: { at: number; header: boolean; attrs: string }[];
  inHead: boolean;
}

export function layoutRichText(html: string, { headingLevel = 2, newTabNote }: LayoutOptions = {}): string {
  // The note is a constant of our own (lib/i18n), never the office's text.
  const mark = newTabNote === undefined ? EXTERNAL_MARK : externalMark(newTabNote);
  const shift = headingLevel - 2;
  const tableCount = html.match(/<table>/g)?.length ?? 0;
  let tableNumber = 0;
  const out: string[] = [];
  const sections: string[] = [];
  const rows: Row[] = [];
  let last = 0;
  let inExternalLink = false;

  for (const match of html.matchAll(TAG)) {
    const [tag, slash, name, attrs] = match as unknown as [string, string, string, string];
    out.push(html.slice(last, match.index));
    last = match.index + tag.length;
    const closing = slash === "/";

    if (name === "table") {
      if (closing) {
        out.push("</table></div>");
      } else {
        tableNumber += 1;
        const label = tableCount > 1 ? `Tablo ${tableNumber}` : "Tablo";
        out.push(`<div class="table-scroll" role="region" aria-label="${label}" tabindex="0"><table>`);
      }
    } else if (name === "thead" || name === "tbody") {
      if (closing) sections.pop();
      else sections.push(name);
      out.push(tag);
    } else if (name === "tr") {
      if (closing) {
        const row = rows.pop();
        if (row) scopeHeaders(out, row);
      } else {
        rows.push({ cells: [], inHead: sections.at(-1) === "thead" });
      }
      out.push(tag);
    } else if ((name === "th" || name === "td") && !closing) {
      rows.at(-1)?.cells.push({ at: out.length, header: name === "th", attrs });
      out.push(tag);
    } else if ((name === "h2" || name === "h3") && shift > 0) {
      out.push(`<${slash}h${Number(name[1]) + shift}${attrs}>`);
    } else if (name === "a") {
      if (closing && inExternalLink) out.push(mark);
      inExternalLink = !closing && /\brel="noopener noreferrer"/.test(attrs);
      out.push(inExternalLink ? `<a${attrs} target="_blank">` : tag);
    } else {
      out.push(tag);
    }
  }
  out.push(html.slice(last));
  return out.join("");
}

/**
 * Gives each th of a finished row its scope: a row of header cells only (or
 * any row of a thead) heads columns; a header cell beside data cells heads its
 * row. A scope the editor set already is kept.
 */
function scopeHeaders(out: string[], row: Row): void {
  const headerRow = row.inHead || row.cells.every((cell) => cell.header);
  for (const cell of row.cells) {
    if (!cell.header) continue;
    const given = /\bscope="([^"]*)"/.exec(cell.attrs)?.[1];
    if (given && SCOPES.has(given)) continue;
    const attrs = cell.attrs.replace(/\s*\bscope="[^"]*"/, "");
    out[cell.at] = `<th${attrs} scope="${headerRow ? "col" : "row"}">`;
  }
}
