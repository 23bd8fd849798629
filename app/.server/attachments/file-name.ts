/**
 * An attachment's name: as the office's file was called (Turkish letters
 * kept), without folders or control characters, bounded and never empty,
 * ending in the extension of what the file is; and the Content-Disposition
 * that hands it to the browser (RFC 6266, the UTF-8 name per RFC 5987/8187).
 */
import type { AttachmentFormat } from "#app/.server/attachments/inspect.ts";

/** The longest name kept (characters, extension included). */
export const MAX_FILE_NAME = 150;

const DOT_OR_SPACE = /^[.\s]$/;

/**
 * Dots and white space off both ends, one character at a time: the regex
 * `[.\s]+$` tried every run again from each of its characters, so a name of
 * ". . . ." (a multipart name can be megabytes) took seconds (ADR 032).
 */
function trimDots(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && DOT_OR_SPACE.test(text[start]!)) start++;
  while (end > start && DOT_OR_SPACE.test(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** The upload's name as the office knows it, with the extension of its real format. */
export function cleanFileName(name: string, format: AttachmentFormat): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // Control characters and the bidirectional overrides that could disguise an extension.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const hidden = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
  const clean = base.normalize("NFC").replace(hidden, "").trim();
  const stem = trimDots(clean.replace(/\.(pdf|docx?|xlsx?)$/i, "")) || "ek";
  return `${[...stem].slice(0, MAX_FILE_NAME - 5).join("")}.${format}`;
}

const ASCII_OF: Record<string, string> = { ç: "c", Ç: "C", ğ: "g", Ğ: "G", ı: "i", İ: "I", ö: "o", Ö: "O", ş: "s", Ş: "S", ü: "u", Ü: "U" };

/** The name for old clients: Turkish letters without their marks, anything else outside printable ASCII (and quotes, backslashes) as "_". */
export function asciiFileName(name: string): string {
  return [...name].map((c) => ASCII_OF[c] ?? (/^[\x20-\x7e]$/.test(c) && c !== '"' && c !== "%" && c !== "\\" ? c : "_")).join("");
}

/** RFC 5987's attr-char: what stays as it is in filename*; everything else is %XX of its UTF-8 bytes. */
function percentEncode(name: string): string {
  return [...Buffer.from(name, "utf8")]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /^[A-Za-z0-9!#$&+\-.^_`|~]$/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

/** `inline` for a PDF (the browser shows it), `attachment` for XLSX and DOCX (they are saved). */
export function contentDisposition(fileName: string, format: AttachmentFormat): string {
  const kind = format === "pdf" ? "inline" : "attachment";
  return `${kind}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${percentEncode(fileName)}`;
}
