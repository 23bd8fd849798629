/**
 * Each public page carries only the rules of the site's stylesheet that can
 * apply to it (ADR 027). The stylesheet (SITE_CSS, app/styles/site.css) is
 * parsed once; a rule is kept when, for one of its selectors, every class and
 * id it names outside parentheses is in the page's markup, which is how
 * PurgeCSS decides. Whatever a selector names inside parentheses (`:not(.x)`,
 * `:is()`, `:has()`) never drops it, nor do element and attribute selectors:
 * a kept rule too many costs bytes, a rule dropped wrongly would break the
 * page. Classes that the enhancement module adds in the browser are in
 * CLASSES_ADDED_BY_SCRIPT (a unit test reads app/enhance/ to keep it true).
 *
 * The page is rendered once per content version (the page cache), so this runs
 * once per page and version, in about a millisecond.
 */
import postcss, { type AtRule, type ChildNode, type Rule } from "postcss";
import { SITE_CSS } from "#app/lib/inline-css.ts";

/** Classes app/enhance/ adds to elements after the page has loaded. */
export const CLASSES_ADDED_BY_SCRIPT = ["is-open"];

/** A part of the stylesheet: a rule with the tokens each of its selectors needs, or an at-rule holding parts. */
type Part =
  | { kind: "rule"; text: string; needs: string[][] }
  | { kind: "group"; open: string; parts: Part[] }
  | { kind: "other"; text: string };

/** The classes (".x") and ids ("#x") a selector requires, outside any parentheses. */
export function requiredTokens(selector: string): string[] {
  let depth = 0;
  let outside = "";
  let inString: string | undefined;
  for (const char of selector) {
    if (inString) {
      if (char === inString) inString = undefined;
      continue;
    }
    if (char === '"' || char === "'") inString = char;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/([.#])((?:\\.|[\w-])+)/g)].map((m) => `${m[1]}${m[2]!.replaceAll("\\", "")}`);
}

/** Splits a selector list at its top-level commas. */
function selectorsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

function partOf(node: ChildNode): Part | undefined {
  if (node.type === "comment") return undefined;
  if (node.type === "rule") {
    const rule = node as Rule;
    return { kind: "rule", text: rule.toString(), needs: selectorsOf(rule.selector).map(requiredTokens) };
  }
  if (node.type === "atrule") {
    const at = node as AtRule;
    // Rules nested in @media, @supports and @layer are pruned one by one; @keyframes, @font-face and the like are kept whole.
    if (at.nodes && ["media", "supports", "layer", "container"].includes(at.name)) {
      const open = `@${at.name}${at.raws.afterName ?? " "}${at.params}${at.raws.between ?? ""}{`;
      return { kind: "group", open, parts: at.nodes.map(partOf).filter((p) => p !== undefined) };
    }
  }
  return { kind: "other", text: node.toString() };
}

let parsed: Part[] | undefined;
function sheet(): Part[] {
  parsed ??= postcss
    .parse(SITE_CSS)
    .nodes.map(partOf)
    .filter((p) => p !== undefined);
  return parsed;
}

/** The classes and ids in a page's markup, as ".x" and "#x". */
export function tokensOf(html: string): Set<string> {
  const tokens = new Set<string>(CLASSES_ADDED_BY_SCRIPT.map((c) => `.${c}`));
  for (const m of html.matchAll(/\s(class|id)="([^"]*)"/g)) {
    const prefix = m[1] === "class" ? "." : "#";
    for (const name of m[2]!.split(/\s+/)) if (name) tokens.add(`${prefix}${name}`);
  }
  return tokens;
}

function render(parts: Part[], tokens: Set<string>): string {
  let out = "";
  for (const part of parts) {
    if (part.kind === "other") out += part.text;
    else if (part.kind === "rule") {
      if (part.needs.some((needs) => needs.every((token) => tokens.has(token)))) out += part.text;
    } else {
      const inner = render(part.parts, tokens);
      if (inner) out += `${part.open}${inner}}`;
    }
  }
  return out;
}

/** The stylesheet's rules that can apply to this markup. */
export function cssForPage(html: string): string {
  return render(sheet(), tokensOf(html));
}

/**
 * The page with its <style> of the whole stylesheet replaced by the rules it
 * needs, and that stylesheet; the page as it is (and undefined) when it does
 * not carry the whole stylesheet.
 */
export function withPageCss(body: Buffer): { body: Buffer; css: string | undefined } {
  const html = body.toString("utf8");
  const at = html.indexOf(`>${SITE_CSS}</style>`);
  if (at < 0) return { body, css: undefined };
  const css = cssForPage(html);
  return { body: Buffer.from(`${html.slice(0, at + 1)}${css}${html.slice(at + 1 + SITE_CSS.length)}`), css };
}
