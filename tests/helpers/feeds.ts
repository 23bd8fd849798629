/** Reading the feeds as a reader does: the XML parsed, a title's text as the reader shows it. */
import { XMLParser } from "fast-xml-parser";
import { parse } from "node-html-parser";

type Node = Record<string, unknown>;

/**
 * RSS and Atom parsed. `htmlEntities`: fast-xml-parser decodes XML's numeric
 * character references (&#x3C;, which RSS's plain-text titles use) only with it.
 */
export const feedParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  htmlEntities: true,
  isArray: (name) => ["item", "entry", "link", "atom:link"].includes(name),
});

/** An element's text (the first, for elements parsed as arrays). */
export function text(value: unknown): string {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === "object" && one !== null ? String((one as Node)["#text"] ?? "") : String(one ?? "");
}

/**
 * The title a reader shows for an RSS item (plain text) or an Atom entry
 * (typed "html": the text of that HTML, which must hold no element), and
 * the elements an HTML reading of the title would create.
 */
export function readerTitle(format: "rss" | "atom", title: unknown): { shown: string; elements: string[] } {
  if (format === "rss") return { shown: text(title), elements: [] };
  const type = (title as Node)["@type"];
  const html = parse(text(title));
  const elements = html.querySelectorAll("*").map((element) => element.tagName.toLowerCase());
  return { shown: type === "html" ? html.text : text(title), elements };
}
