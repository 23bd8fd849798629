/**
 * Word (DOCX) and Excel (XLSX) files: a ZIP with `[Content_Types].xml` and
 * parts under `word/` or `xl/`. Their text, for search, is the document's
 * (word/document.xml) or the workbook's shared strings (xl/sharedStrings.xml),
 * read with saxes, a streaming XML parser that checks well-formedness and
 * expands only XML's own entities (no DTD entities, so no "billion laughs").
 * The part is parsed as it inflates, in linear time, and reading stops at the
 * text limit; the regexes that stripped the markup before backtracked on a
 * tag left open (ADR 032).
 */
import { SaxesParser } from "saxes";
import type { Entry } from "yauzl";
import { TextCollector } from "#app/.server/attachments/text.ts";
import { entryChunks, type OpenZip } from "#app/.server/attachments/zip.ts";

export type OfficeFormat = "docx" | "xlsx";

const TEXT_PART: Record<OfficeFormat, string> = { docx: "word/document.xml", xlsx: "xl/sharedStrings.xml" };

/*
 * Elements by their local name (Word writes `w:t`, Excel `t` or, from some
 * tools, `x:t`): runs of text (Word's w:t, Excel's t, a formula's m:t), empty
 * elements that stand for a space (tabs, breaks), elements whose end ends a
 * line (a paragraph, a shared string), and Excel's phonetic guides, which
 * repeat a cell's text in another script. Deleted text (w:delText) and field
 * codes (w:instrText) are not the document's text.
 */
const TEXT_ELEMENTS = new Set(["t"]);
const SPACE_ELEMENTS = new Set(["tab", "br", "cr"]);
const LINE_ELEMENTS = new Set(["p", "si"]);
const SKIPPED_ELEMENTS = new Set(["rPh"]);

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/*
 * saxes holds every open element and every attribute of the element being
 * read: linear, but millions of them (`<a><a><a>…`) cost seconds and hundreds
 * of megabytes. Word nests a few dozen deep and writes a handful of
 * attributes per element; past these a part is refused at once.
 */
const MAX_DEPTH = 1_000;
const MAX_ATTRIBUTES = 1_000;

/** The part's XML is not well-formed. */
export class XmlRefused extends Error {}

/** The format of a ZIP's entry names; undefined when it is not a Word or Excel file. */
export function officeFormat(names: readonly string[]): OfficeFormat | undefined {
  if (!names.includes("[Content_Types].xml")) return undefined;
  if (names.some((name) => name.startsWith("word/"))) return "docx";
  if (names.some((name) => name.startsWith("xl/"))) return "xlsx";
  return undefined;
}

/**
 * The text of XML arriving in chunks (UTF-8): paragraphs and shared strings on
 * their own lines, tabs and breaks as spaces. Stops reading once `maxChars`
 * are collected; throws XmlRefused for XML that is not well-formed.
 */
export async function xmlText(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, maxChars: number): Promise<string> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const text = new TextCollector(maxChars);
  let inText = 0;
  let skipped = 0;
  let depth = 0;
  let attributes = 0;
  parser.on("error", (error) => {
    throw new XmlRefused(error.message);
  });
  parser.on("opentagstart", () => {
    attributes = 0;
    if (++depth > MAX_DEPTH) throw new XmlRefused("elements nested too deep");
  });
  parser.on("attribute", () => {
    if (++attributes > MAX_ATTRIBUTES) throw new XmlRefused("too many attributes");
  });
  parser.on("opentag", (tag) => {
    if (tag.isSelfClosing) depth--;
    const name = localName(tag.name);
    if (SKIPPED_ELEMENTS.has(name)) skipped++;
    else if (TEXT_ELEMENTS.has(name)) inText++;
    else if (SPACE_ELEMENTS.has(name) && skipped === 0) text.add(" ");
  });
  parser.on("closetag", (tag) => {
    if (!tag.isSelfClosing) depth--;
    const name = localName(tag.name);
    if (SKIPPED_ELEMENTS.has(name)) skipped--;
    else if (TEXT_ELEMENTS.has(name)) inText--;
    else if (LINE_ELEMENTS.has(name)) text.endLine();
  });
  const onText = (piece: string) => {
    if (inText > 0 && skipped === 0) text.add(piece);
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of chunks) {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (text.full) return text.text();
  }
  parser.write(decoder.decode());
  parser.close();
  return text.text();
}

/** The text part's entry of an Office file's ZIP; undefined when it has none (a document without text). */
export const textPart = (open: OpenZip, format: OfficeFormat): Entry | undefined =>
  open.entries.find((entry) => entry.fileName === TEXT_PART[format]);

/** The file's text ("" when it has no text part); throws ZipRefused or XmlRefused. */
export async function officeText(open: OpenZip, format: OfficeFormat, limits: { partBytes: number; maxChars: number }): Promise<string> {
  const entry = textPart(open, format);
  if (!entry) return "";
  return xmlText(entryChunks(open, entry, limits.partBytes), limits.maxChars);
}
