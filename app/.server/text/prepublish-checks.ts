/**
 * The pre-publish checks (issue 44, ADR 067): what a save of rich text warns the office of.
 * Warnings, never refusals, kept with the saved version and never shown publicly:
 *
 * - an image whose text (alt) is empty or reads like a file name ("IMG_2041.jpg"),
 * - a link whose text says nothing of where it leads ("buraya tıklayın", "link"),
 * - a heading that skips a level (the page's title is the h1: a body's first heading is an h2),
 * - a word or phrase of the advertising list (Law 3568: no superlatives, price promises,
 *   testimonials), matched on Turkish lower case at word boundaries; a phrase's last word
 *   also matches with a suffix ("garanti" in "garantili", "lider" in "lideri").
 *
 * The HTML is walked with sanitize-html, the parser that stores it (rich-text.ts): every
 * element with its attributes and its text, in document order.
 */
import sanitizeHtml from "sanitize-html";
import type { PrepublishWarning } from "#app/lib/prepublish.ts";

/** What a save checks: the title, the stored body, and the workflow lists' own texts. */
export interface CheckedContent {
  title: string;
  /** Stored (sanitized) rich text. */
  html: string;
  metaDescription?: string | null;
  /** The cover image's text: "" is a decorative cover (chosen in the form), null no cover. */
  coverAlt?: string | null;
}

interface Element {
  tag: string;
  attribs: Record<string, string>;
  text: string;
  position: number;
}

/** The elements of `html` in document order (sanitize-html reports them as they close, with where they opened). */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Nothing of this walk's output is kept or shown: every tag may pass (no warning about <style>).
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      found.push({ tag: frame.tag, attribs: { ...frame.attribs }, text: frame.text, position: frame.tagPosition });
      return false;
    },
  });
  return found.sort((a, b) => a.position - b.position);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const decoded = (text: string) => text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);

/** Turkish lower case ("I" is "ı", "İ" is "i"), spaces folded. */
const lower = (text: string) => decoded(text).toLocaleLowerCase("tr-TR").replace(/\s+/g, " ").trim();

/** Words as the matching sees them: letters, digits and "%" (so "%100" is one). */
const wordsOf = (text: string) => lower(text).match(/[\p{L}\p{N}%]+/gu) ?? [];

const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;

// ——— Images ———

const FILE_NAME = /\.(jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic)$/i;
/** What cameras, phones and screenshots name files: IMG_2041, DSC00012, foto-3, Ekran görüntüsü 2026-… */
const CAMERA_NAME = /^(img|dsc|dscn|dcim|pxl|image|photo|foto|resim|gorsel|görsel|screenshot|ekran görüntüsü|whatsapp image)[\s_-]*\d/i;

/** Whether an image's text reads like a file's name rather than what it shows. */
export function looksLikeFileName(alt: string): boolean {
  const text = alt.trim();
  if (FILE_NAME.test(text) || CAMERA_NAME.test(text)) return true;
  // One "word" of letters and digits joined by _ or - with a digit in it: "rapor_2026_v2".
  return !/\s/.test(text) && /[_-]/.test(text) && /\d/.test(text);
}

function imageWarnings(elements: Element[]): PrepublishWarning[] {
  const warnings: PrepublishWarning[] = [];
  const images = elements.filter((element) => element.tag === "img");
  for (const [index, image] of images.entries()) {
    const alt = (image.attribs.alt ?? "").trim();
    const where = `Metin, ${index + 1}. görsel`;
    if (alt === "") {
      warnings.push({ kind: "alt", message: `${where}: açıklaması (alt metni) boş; görselin ne gösterdiğini yazın.` });
    } else if (looksLikeFileName(alt)) {
      warnings.push({
        kind: "alt",
        message: `${where}: açıklaması ${quoted(alt)} bir dosya adına benziyor; görselin ne gösterdiğini yazın.`,
      });
    }
  }
  return warnings;
}

// ——— Links ———

/** Words that say nothing of where a link leads ("buraya tıklayın"). */
const VAGUE_WORDS = new Set([
  "tıklayın",
  "tıklayınız",
  "tıkla",
  "tıklatın",
  "tıklatınız",
  "buraya",
  "buradan",
  "burada",
  "burası",
  "link",
  "linke",
  "linki",
  "linkten",
  "bağlantı",
  "bağlantıya",
  "bağlantıdan",
]);
/** Words that may stand beside them ("lütfen bu linke tıklayın"). */
const FILLER_WORDS = new Set(["bu", "şu", "lütfen", "için", "ve", "detay", "detaylar", "ayrıntılar"]);

/** Whether a link's text is only words like "buraya" and "tıklayın". */
export function isVagueLinkText(text: string): boolean {
  const words = wordsOf(text);
  return words.some((word) => VAGUE_WORDS.has(word)) && words.every((word) => VAGUE_WORDS.has(word) || FILLER_WORDS.has(word));
}

function linkWarnings(elements: Element[]): PrepublishWarning[] {
  const warnings: PrepublishWarning[] = [];
  const links = elements.filter((element) => element.tag === "a");
  for (const [index, link] of links.entries()) {
    if (!isVagueLinkText(link.text)) continue;
    const to = link.attribs.href ? ` (${link.attribs.href})` : "";
    warnings.push({
      kind: "link",
      message: `Metin, ${index + 1}. bağlantı${to}: metni ${quoted(lower(link.text))} nereye gittiğini söylemiyor; bağlantının götürdüğü yeri yazın (ör. “KDV Genel Uygulama Tebliği”).`,
    });
  }
  return warnings;
}

// ——— Headings ———

function headingWarnings(elements: Element[]): PrepublishWarning[] {
  const warnings: PrepublishWarning[] = [];
  // The page's title is its h1.
  let previous = 1;
  for (const heading of elements.filter((element) => /^h[1-6]$/.test(element.tag))) {
    const level = Number(heading.tag.slice(1));
    if (level > previous + 1) {
      warnings.push({
        kind: "heading",
        message: `Metin, ${quoted(decoded(heading.text).trim())} başlığı: bir düzey atlıyor (${previous === 1 ? "sayfa başlığından" : `H${previous} başlığından`} sonra H${level}); bir üst düzey başlık seçin.`,
      });
    }
    previous = level;
  }
  return warnings;
}

// ——— Advertising words ———

/** Where `phrase` (its words) stands in `words`: the index of its first word, or -1. The last word may carry a suffix. */
function findPhrase(words: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  const last = phrase.length - 1;
  for (let at = 0; at + last < words.length; at++) {
    let matches = true;
    for (let i = 0; i < phrase.length && matches; i++) {
      const word = words[at + i] ?? "";
      matches = i === last ? word.startsWith(phrase[i] ?? "") : word === phrase[i];
    }
    if (matches) return at;
  }
  return -1;
}

function wordWarnings(content: CheckedContent, plainBody: string, list: readonly string[]): PrepublishWarning[] {
  const places: [string, string][] = [
    ["Başlık", content.title],
    ["Metin", plainBody],
    ["Meta açıklaması", content.metaDescription ?? ""],
  ];
  const warnings: PrepublishWarning[] = [];
  // One warning for one place in the text: "garanti" and "garantili" both match "garantili" there.
  const found = new Set<string>();
  for (const entry of list) {
    const phrase = wordsOf(entry);
    if (phrase.length === 0) continue;
    for (const [where, text] of places) {
      const words = wordsOf(text);
      const at = findPhrase(words, phrase);
      if (at === -1 || found.has(`${where}:${at}`)) continue;
      found.add(`${where}:${at}`);
      const context = words.slice(Math.max(0, at - 4), at + phrase.length + 4).join(" ");
      warnings.push({
        kind: "word",
        message: `${where}: ${quoted(entry.trim())} reklam yasağına takılabilir (3568 sayılı Kanun; üstünlük iddiası, fiyat vaadi, müşteri yorumu) — “…${context}…”.`,
      });
    }
  }
  return warnings;
}

/** The plain text of the body: each element's text would repeat its children's, so text between tags. */
const plainOf = (html: string) =>
  decoded(sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|td|th)>|<br\s*\/?>/gi, " "), { allowedTags: [], allowedAttributes: {} }));

/** The warnings for an entry's save, in the order: images, links, headings, words. */
export function prepublishWarnings(content: CheckedContent, advertisingWords: readonly string[]): PrepublishWarning[] {
  const elements = elementsOf(content.html);
  const cover: PrepublishWarning[] =
    content.coverAlt && looksLikeFileName(content.coverAlt)
      ? [
          {
            kind: "alt",
            message: `Kapak görseli: açıklaması ${quoted(content.coverAlt.trim())} bir dosya adına benziyor; görselin ne gösterdiğini yazın.`,
          },
        ]
      : [];
  return [
    ...cover,
    ...imageWarnings(elements),
    ...linkWarnings(elements),
    ...headingWarnings(elements),
    ...wordWarnings(content, plainOf(content.html), advertisingWords),
  ];
}
