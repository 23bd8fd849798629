/**
 * Word (DOCX) and Excel (XLSX) files: a ZIP with `[Content_Types].xml` and
 * parts under `word/` or `xl/`. Their text, for search, is the document's
 * (word/document.xml) or the workbook's shared strings (xl/sharedStrings.xml)
 * with the markup taken away.
 */
import { normaliseText } from "#app/.server/attachments/pdf.ts";
import { readZipEntry, zipEntries } from "#app/.server/attachments/zip.ts";

export type OfficeFormat = "docx" | "xlsx";

/** The most XML read for the text (bytes, inflated). */
const MAX_XML_BYTES = 8 * 1024 * 1024;

const TEXT_PART: Record<OfficeFormat, string> = { docx: "word/document.xml", xlsx: "xl/sharedStrings.xml" };

/** The format of an OOXML file; undefined when the ZIP is not a Word or Excel file. */
export function officeFormat(zip: Buffer): OfficeFormat | undefined {
  const names = zipEntries(zip)?.map((entry) => entry.name);
  if (!names?.includes("[Content_Types].xml")) return undefined;
  if (names.some((name) => name.startsWith("word/"))) return "docx";
  if (names.some((name) => name.startsWith("xl/"))) return "xlsx";
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of a part's XML: paragraphs, rows and shared strings on their own lines, tabs as spaces. */
export function xmlText(xml: string): string {
  const text = xml
    .replace(/<(w:tab|w:br)\b[^>]*\/?>/g, " ")
    .replace(/<\/(w:p|si|row|a:p)>/g, "\n")
    .replace(/<[^>]*>?/g, "");
  return normaliseText(decodeEntities(text));
}

/** The file's text ("" when it has none or it cannot be read). */
export async function officeText(zip: Buffer, format: OfficeFormat, maxChars: number): Promise<string> {
  const entry = zipEntries(zip)?.find((e) => e.name === TEXT_PART[format]);
  if (!entry) return "";
  const xml = await readZipEntry(zip, entry, MAX_XML_BYTES);
  return xml ? xmlText(xml.toString("utf8")).slice(0, maxChars) : "";
}
