/**
 * Yardım (ADR 040): the office's guide, written in Markdown in docs/office/
 * (its numbered files, in order) and rendered once per process. The files are
 * imported as text by Vite (`?raw`), so the production build carries them and
 * the server reads no file at run time.
 *
 * A heading's id is its text made into a slug (lib/slug.ts: "Çöp kutusu" →
 * "cop-kutusu"), the anchors lib/admin-help.ts links each screen to. The
 * Markdown is ours, but its HTML still goes through an allowlist like every
 * other HTML the admin shows: no raw HTML, scripts or attributes beyond these.
 */
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import type { SafeHtml } from "#app/lib/safe-html.ts";
import { slugify } from "#app/lib/slug.ts";

const FILES = import.meta.glob<string>("/docs/office/[0-9]*.md", { query: "?raw", import: "default", eager: true });

export interface GuideHeading {
  id: string;
  text: string;
}

export interface HelpGuide {
  html: SafeHtml;
  /** The contents: each file's title (Markdown #) with its sections (##). */
  contents: (GuideHeading & { sections: GuideHeading[] })[];
  /** Every heading's id, in order. */
  ids: string[];
}

/** What the guide's HTML may hold: Markdown's own elements, ids on headings, links. */
const TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "ul",
  "ol",
  "li",
  "a",
  "strong",
  "em",
  "code",
  "pre",
  "blockquote",
  "hr",
  "br",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];
const ATTRIBUTES = { h2: ["id"], h3: ["id"], h4: ["id"], h5: ["id"], h6: ["id"], a: ["href"] };

/**
 * Ids the page already has: the admin shell's main column (the skip link's
 * target) and the contents' heading. A heading with such a slug ("İçerik")
 * gets "-bolumu" after it ("icerik-bolumu").
 */
const RESERVED_IDS = new Set(["icerik", "yardim-icindekiler"]);

/** The page's own h1 is "Yardım": a file's # becomes h2, ## h3, and so on. */
const SHIFT = 1;

function render(markdown: string): HelpGuide {
  const contents: HelpGuide["contents"] = [];
  const taken = new Set<string>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const slug = slugify(token.text) || "bolum";
        const base = RESERVED_IDS.has(slug) ? `${slug}-bolumu` : slug;
        let id = base;
        for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
        taken.add(id);
        const level = Math.min(token.depth + SHIFT, 6);
        if (token.depth === 1) contents.push({ id, text: token.text, sections: [] });
        else if (token.depth === 2) contents.at(-1)?.sections.push({ id, text: token.text });
        return `<h${level} id="${id}">${this.parser.parseInline(token.tokens)}</h${level}>\n`;
      },
      // Raw HTML in the Markdown is dropped to its text, never rendered as markup.
      html(token: Tokens.HTML | Tokens.Tag) {
        return sanitizeHtml(token.text, { allowedTags: [], allowedAttributes: {} });
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return {
    html: sanitizeHtml(html, { allowedTags: TAGS, allowedAttributes: ATTRIBUTES, allowedSchemes: ["https", "mailto"] }) as SafeHtml,
    contents,
    ids: [...taken],
  };
}

let guide: HelpGuide | undefined;

/** The office's guide as HTML with its headings, rendered on first use. */
export function helpGuide(): HelpGuide {
  guide ??= render(
    Object.keys(FILES)
      .sort()
      .map((name) => FILES[name])
      .join("\n\n"),
  );
  return guide;
}
