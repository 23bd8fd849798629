/**
 * A rich-text body as the text of its blocks, for comparing two versions
 * (version-diff.ts): each paragraph, heading, list item, quote and table row
 * is one block of plain text with its kind. The body is stored again first
 * (toStoredRichText sanitizes it: the stored HTML is never trusted), so what
 * is read here is the sanitizer's own output, in which every "<" opens an
 * allowlisted tag.
 */
import { decodeEntities, toStoredRichText } from "#app/.server/text/rich-text.ts";

export type BlockKind = "paragraph" | "heading" | "subheading" | "item" | "quote" | "row";

export interface TextBlock {
  kind: BlockKind;
  text: string;
}

/** What the comparison calls each kind of block. */
export const BLOCK_LABELS: Record<BlockKind, string> = {
  paragraph: "Paragraf",
  heading: "Ara başlık",
  subheading: "Alt başlık",
  item: "Liste öğesi",
  quote: "Alıntı",
  row: "Tablo satırı",
};

/** Tags that start or end a block: the text before them is a block of its own. */
const BOUNDARIES = new Set(["p", "h2", "h3", "li", "ul", "ol", "blockquote", "table", "thead", "tbody", "tr"]);
const CELL = new Set(["td", "th"]);
const VOID_TAGS = new Set(["br", "img"]);

/** A block's kind from the tags open around its text: a heading, else a list item, a table row, a quote, a paragraph. */
function kindOf(open: readonly string[]): BlockKind {
  if (open.includes("h2")) return "heading";
  if (open.includes("h3")) return "subheading";
  if (open.includes("li")) return "item";
  if (open.includes("tr")) return "row";
  if (open.includes("blockquote")) return "quote";
  return "paragraph";
}

const altOf = (attributes: string) => decodeEntities(/\balt="([^"]*)"/.exec(attributes)?.[1] ?? "").trim();

/** The blocks of a body (stored HTML or the original's plain text), in order; empty blocks are left out. */
export function richTextBlocks(body: string): TextBlock[] {
  const html = toStoredRichText(body);
  const blocks: TextBlock[] = [];
  const open: string[] = [];
  let text = "";
  let kind: BlockKind = "paragraph";
  const flush = () => {
    const clean = text
      .replace(/\s+/g, " ")
      .replace(/(?:\s*\|\s*)+$/, "")
      .trim();
    if (clean) blocks.push({ kind, text: clean });
    text = "";
  };
  for (const [token, closing, name, attributes] of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|[^<]+/g)) {
    if (name === undefined) {
      if (!text.trim()) kind = kindOf(open);
      text += decodeEntities(token);
      continue;
    }
    if (BOUNDARIES.has(name)) flush();
    if (name === "br") text += " ";
    else if (name === "img" && !closing) {
      if (!text.trim()) kind = kindOf(open);
      const alt = altOf(attributes ?? "");
      text += alt ? ` [Görsel: ${alt}] ` : " [Görsel] ";
    } else if (CELL.has(name) && closing) text += " | ";
    if (VOID_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.splice(at);
    } else open.push(name);
  }
  flush();
  return blocks;
}
