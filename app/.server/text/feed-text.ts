/**
 * The office's plain text in the feeds (feeds.ts, circular-feeds.ts), where
 * the `feed` package would write it raw.
 *
 * The package (through xml-js) writes an RSS item's title inside CDATA exactly
 * as given, so a title such as `X <script>…</script>` reaches the reader as
 * markup, which a reader that takes the title (or any CDATA) for HTML renders
 * or runs; and xml-js ends the CDATA at a title's second "]]>", so a title
 * could even add XML elements to its item. An RSS title is plain text: the
 * RSS Best Practices Profile (Character Data) asks for "&", "<" and ">" as
 * hexadecimal character references (&#x26; &#x3C; &#x3E;), the form the widest
 * range of readers shows as those characters. The package cannot write that,
 * so each title is given to it as a stand-in that `write` replaces in the
 * finished document.
 *
 * Atom's titles and summaries are typed "html" by the package: there the text
 * is HTML-escaped (`escapeHtml`), and a reader shows the same characters.
 */
import { randomUUID } from "node:crypto";
import { escapeHtml } from "#app/lib/text.ts";

/** Plain text for an RSS element: "&", "<" and ">" as hexadecimal character references. */
export function rssPlainText(text: string): string {
  return text.replace(/[&<>]/g, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);
}

/** The RSS item titles of one document: stand-ins for the package, the escaped titles in its output. */
export class RssTitles {
  // Random per document: no text the office wrote can name a stand-in.
  readonly #token = randomUUID();
  readonly #titles: string[] = [];

  /** What to give the package as an item's title. */
  standIn(title: string): string {
    this.#titles.push(title);
    return `${this.#token}.${this.#titles.length - 1}`;
  }

  /** The package's RSS document with each title as plain text instead of its stand-in in CDATA. */
  write(xml: string): string {
    const written = xml.replace(new RegExp(`<!\\[CDATA\\[${this.#token}\\.(\\d+)\\]\\]>`, "g"), (_, index: string) =>
      rssPlainText(this.#titles[Number(index)] ?? ""),
    );
    // A package that wrote titles differently would leave stand-ins behind: refuse rather than publish them.
    if (written.includes(this.#token)) throw new Error("An RSS item title was not written as expected by the feed package.");
    return written;
  }
}

/** An item's title for the package: a stand-in for RSS's plain text, HTML-escaped text for Atom's "html" title. */
export function feedItemTitle(format: "rss" | "atom", title: string, rssTitles: RssTitles): string {
  return format === "atom" ? escapeHtml(title) : rssTitles.standIn(title);
}

/**
 * A value for an attribute the package writes (an Atom enclosure's title, the
 * file's name): xml-js escapes only the quote in attributes, so "&" and "<",
 * which XML does not allow there raw, are escaped here.
 */
export function xmlAttributeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}
