/**
 * Small valid PDFs made by hand for tests: `makePdf("Hello")` is a one-page
 * PDF whose text layer reads "Hello" (Helvetica, with the Turkish letters
 * ğ Ğ ı İ ş Ş mapped by an /Encoding /Differences; ç ö ü are WinAnsi's);
 * lines split on "\n". `makePdf(null)` is one empty page (a "scanned"
 * document: no text). `makePdf(["page 1", "page 2"])` has a page per string.
 * The cross-reference table's offsets are exact, so any reader opens it.
 */

import { createDeflate } from "node:zlib";

/** Codes 128… of the font's encoding: Turkish letters WinAnsi lacks. */
const EXTRA_GLYPHS: [char: string, glyph: string][] = [
  ["ğ", "gbreve"],
  ["Ğ", "Gbreve"],
  ["ı", "dotlessi"],
  ["İ", "Idotaccent"],
  ["ş", "scedilla"],
  ["Ş", "Scedilla"],
];

/** A character as a byte of the font's encoding (WinAnsi = Latin-1 for ç ö ü Ç Ö Ü; "?" for what it cannot show). */
function code(char: string): number {
  const extra = EXTRA_GLYPHS.findIndex(([c]) => c === char);
  if (extra >= 0) return 128 + extra;
  const point = char.codePointAt(0) ?? 63;
  return point < 256 && (point < 128 || point >= 160) ? point : 63;
}

/** A PDF literal string: ( ) \ escaped, bytes outside printable ASCII as octal. */
function literal(text: string): string {
  return `(${[...text]
    .map((char) => {
      const byte = code(char);
      if (char === "(" || char === ")" || char === "\\") return `\\${char}`;
      return byte >= 32 && byte < 127 ? String.fromCharCode(byte) : `\\${byte.toString(8).padStart(3, "0")}`;
    })
    .join("")})`;
}

function pageContent(text: string | null): string {
  if (!text) return "";
  const lines = text.split("\n").map((line) => `${literal(line)} Tj T*`);
  return ["BT", "/F1 12 Tf", "14 TL", "72 720 Td", ...lines, "ET"].join("\n");
}

/** A PDF with the given text (null: one empty page; an array: one page per string). */
export function makePdf(text: string | string[] | null): Buffer {
  const pages = Array.isArray(text) ? text : [text];
  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 font, then a page and its content stream for each page.
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  const differences = EXTRA_GLYPHS.map(([, glyph]) => `/${glyph}`).join(" ");
  objects.push(
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [128 ${differences}] >> >>`,
  );
  for (const [i, page] of pages.entries()) {
    const content = pageContent(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
  }
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * A one-page PDF whose page content is `data` as it is given, with these
 * filters in its dictionary (e.g. ["FlateDecode"]): for files that are
 * hostile in their streams. The cross-reference offsets are exact.
 */
export function pdfWithContentStream(data: Buffer, filters: string[] = []): Buffer {
  const filter = filters.length === 0 ? "" : ` /Filter [${filters.map((name) => `/${name}`).join(" ")}]`;
  const objects: (string | Buffer)[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    Buffer.concat([Buffer.from(`<< /Length ${data.length}${filter} >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")]),
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n", "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: string | Buffer) => {
    const bytes = typeof part === "string" ? Buffer.from(part, "latin1") : part;
    parts.push(bytes);
    length += bytes.length;
  };
  for (const [i, object] of objects.entries()) {
    offsets.push(length);
    add(`${i + 1} 0 obj\n`);
    add(object);
    add("\nendobj\n");
  }
  const xref = length;
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`);
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/**
 * `total` bytes of one byte value deflated (zlib, level 9), made a megabyte at
 * a time so the caller never holds `total` bytes: 1.5 GB of spaces is a 1.5 MB
 * flate bomb.
 */
export async function deflatedRun(total: number, byte = 0x20): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  const block = Buffer.alloc(1024 * 1024, byte);
  for (let written = 0; written < total; written += block.length) {
    const piece = total - written < block.length ? block.subarray(0, total - written) : block;
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}
