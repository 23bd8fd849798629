/**
 * Rich text as the site stores and shows it: HTML restricted to a small
 * allowlist, cleaned by sanitize-html when it is saved and again when it is
 * rendered, so nothing an editor typed, pasted or imported can run in a
 * visitor's browser. Old plain-text bodies become paragraphs.
 */
import sanitizeHtml from "sanitize-html";
import { type LayoutOptions, layoutRichText } from "#app/.server/text/rich-text-layout.ts";
import type { SafeHtml } from "#app/lib/safe-html.ts";
import { excerpt } from "#app/lib/text.ts";

/** Where our own images are served from; no other image source is allowed. */
export const MEDIA_PATH = "/medya/";

const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "strong",
  "em",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "img",
  "br",
];

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];

const isOwnMedia = (src: string) => src.startsWith(MEDIA_PATH) && !src.includes("..") && /^[\w/.-]+$/.test(src);

const isExternal = (href: string) => /^https?:\/\//i.test(href);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Word and Google Docs wrap everything in spans and divs: keep their text, drop the wrappers.
  nonTextTags: ["style", "script", "textarea", "option", "noscript", "title", "head", "template", "svg", "math", "iframe", "object"],
  transformTags: {
    // The page's own title is its h1: a body's headings sit below it.
    h1: "h2",
    h4: "h3",
    h5: "h3",
    h6: "h3",
    b: "strong",
    i: "em",
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? "";
      return { tagName, attribs: href ? { href } : ({} as Record<string, string>) };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === "img") return !isOwnMedia(frame.attribs.src ?? "");
    // A link without a usable address keeps its text but not the link.
    return false;
  },
};

/** The allowlisted HTML of `html`: what is stored, and what is rendered. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS);
  // Links to other sites open without giving them our page (window.opener, Referer).
  return clean
    .replace(/<a href="([^"]*)">/g, (tag, href: string) =>
      isExternal(decodeEntities(href)) ? `<a href="${href}" rel="noopener noreferrer">` : tag,
    )
    .replace(/<a>([\s\S]*?)<\/a>/g, "$1")
    .trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

/** Named and numeric character references as text (an href as the stored HTML writes it). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return whole;
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);

/** A plain-text body (the original product's) as paragraphs: blank lines part them, single line breaks stay. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br />")}</p>`)
    .join("");
}

/**
 * Tags that make a body HTML wherever they stand: the allowlist, what pastes
 * and old editors wrap text in, and what must never run. "3 < 5" is no tag.
 */
const HTML_TAG =
  /<\/?(?:p|br|h[1-6]|strong|b|em|i|u|a|ul|ol|li|blockquote|table|thead|tbody|tr|th|td|img|div|span|font|script|style|iframe|object|embed|svg|math|form|input|button|link|meta|base|template|noscript|textarea)\b[^>]*>/i;
/** Tags that lay out blocks themselves: a body with one of them needs no paragraphs made for it. */
const BLOCK_TAG = /<(?:p|h[1-6]|ul|ol|blockquote|table|div)\b/i;

/** Whether a body is HTML (it starts with a tag, or holds an HTML tag) rather than the original's plain text. */
export function looksLikeHtml(text: string): boolean {
  return /^\s*<([a-z][a-z0-9]*)\b[^>]*>/i.test(text) || HTML_TAG.test(text);
}

/**
 * A body as stored: HTML is sanitized, plain text becomes paragraphs. Text
 * with a few inline tags (an imported "<b>Dikkat</b>" or a stray "<script>")
 * is both: its blank lines still part paragraphs and its line breaks stay,
 * and the tags pass the sanitizer like any other HTML.
 *
 * What it returns is its own fixed point: storing a stored body again gives
 * the same bytes (ADR 046), so an export imported elsewhere exports the same
 * file. Every path ends in the sanitizer, which writes text one way ("'" and
 * '"' as themselves, "&amp;" "&lt;" "&gt;"), and text outside a block goes
 * into a paragraph, so a stored body is never read back as plain text.
 */
export function toStoredRichText(body: string): string {
  if (!looksLikeHtml(body)) return settled(plainTextToHtml(body));
  if (BLOCK_TAG.test(body)) return settled(body);
  const paragraphs = body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/\n/g, "<br />")}</p>`);
  // A paragraph that held only what the sanitizer removed leaves no empty block behind.
  return settled(sanitizeRichText(paragraphs.join("")).replace(/<p>\s*<\/p>/g, ""));
}

/**
 * `html` sanitized and put in blocks until that changes nothing. Clean HTML
 * settles at once; tags nested the wrong way (a list inside a paragraph, a
 * link inside a link) are read by the parser one way in the first pass and
 * another in the next, so a second or third pass settles them.
 */
function settled(html: string): string {
  let stored = inBlocks(sanitizeRichText(html));
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const again = inBlocks(sanitizeRichText(stored));
    if (again === stored) break;
    stored = again;
  }
  return stored;
}
const MAX_PASSES = 4;

/** The blocks a stored body may start at its top level; anything else there is put in a paragraph. */
const TOP_BLOCKS = new Set(["p", "h2", "h3", "ul", "ol", "blockquote", "table"]);
const VOID_TAGS = new Set(["br", "img"]);

/**
 * Sanitized HTML with what stands at its top level outside a block (text, a
 * link, a stray list item) wrapped in paragraphs; the whitespace between
 * blocks stays. It reads the sanitizer's own output, in which every "<"
 * opens an allowlisted tag and every tag is closed.
 */
function inBlocks(clean: string): string {
  let out = "";
  let run = "";
  let depth = 0;
  /** Whether the open top-level element is a block (its tokens go out as they are) or part of the run. */
  let inBlock = false;
  const flush = () => {
    out += run.trim() ? `<p>${run.trim()}</p>` : run;
    run = "";
  };
  for (const [token, closing, name] of clean.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|[^<]+/g)) {
    if (depth === 0) {
      inBlock = !closing && name !== undefined && TOP_BLOCKS.has(name);
      if (inBlock) flush();
    }
    if (inBlock) out += token;
    else run += token;
    if (name !== undefined && !VOID_TAGS.has(name)) depth = Math.max(0, depth + (closing ? -1 : 1));
  }
  flush();
  return out.trim();
}

/** The words of a body without its markup (meta descriptions, search, e-mail text parts). */
export function richTextToPlain(html: string): string {
  const spaced = html.replace(/<\/(p|h2|h3|li|blockquote|tr|th|td)>|<br\s*\/?>/gi, " ");
  return decodeEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A stored body made ready for a page: stored again, which sanitizes it (the
 * stored HTML is never trusted), then laid out for the page (tables,
 * headings, links: see rich-text-layout.ts).
 */
export function renderRichText(stored: string, layout?: LayoutOptions): SafeHtml {
  return layoutRichText(toStoredRichText(stored), layout) as SafeHtml;
}

/** A page's meta description: the office's own, or the start of the body's text. */
export function metaDescription(body: string, own?: string | null): string {
  return own?.trim() ? own.trim() : excerpt(richTextToPlain(toStoredRichText(body)));
}
