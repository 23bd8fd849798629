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

function decodeEntities(text: string): string {
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
 */
export function toStoredRichText(body: string): string {
  if (!looksLikeHtml(body)) return plainTextToHtml(body);
  if (BLOCK_TAG.test(body)) return sanitizeRichText(body);
  const paragraphs = body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/\n/g, "<br />")}</p>`);
  // A paragraph that held only what the sanitizer removed leaves no empty block behind.
  return sanitizeRichText(paragraphs.join("")).replace(/<p>\s*<\/p>/g, "");
}

/** The words of a body without its markup (meta descriptions, search, e-mail text parts). */
export function richTextToPlain(html: string): string {
  const spaced = html.replace(/<\/(p|h2|h3|li|blockquote|tr|th|td)>|<br\s*\/?>/gi, " ");
  return decodeEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A stored body made ready for a page: sanitized again (the stored HTML is
 * never trusted), then laid out for the page (tables, headings, links: see
 * rich-text-layout.ts).
 */
export function renderRichText(stored: string, layout?: LayoutOptions): SafeHtml {
  return layoutRichText(sanitizeRichText(toStoredRichText(stored)), layout) as SafeHtml;
}

/** A page's meta description: the office's own, or the start of the body's text. */
export function metaDescription(body: string, own?: string | null): string {
  return own?.trim() ? own.trim() : excerpt(richTextToPlain(toStoredRichText(body)));
}
