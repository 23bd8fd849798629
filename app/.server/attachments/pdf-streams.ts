/**
 * What a PDF's compressed streams unpack to, counted before pdf.js sees the
 * file (ADR 032). pdf.js inflates a FlateDecode stream whole into memory and
 * takes no limit, so a 1.5 MB file whose one stream is 1.5 GB of spaces would
 * cost 1.5 GB (and more while its buffer grows). Here every stream that starts
 * with a zlib header (what pdf.js's FlateDecode accepts) is inflated and
 * counted, its output thrown away as it comes, up to a limit per stream and
 * one for the file.
 *
 * Pictures are not counted: the text reader never decodes them, and a
 * scanned document's pages may well unpack to gigabytes. This is a scan of
 * the bytes, not a PDF parser: a stream it cannot see (encrypted, or behind
 * another filter such as ASCII85Decode first, or inflating twice) is left to
 * the reading process's memory limit (reader.ts), which is the hard bound.
 */
import { constants, createInflate } from "node:zlib";

export interface UnpackLimits {
  /** The most one stream may unpack to (bytes). */
  streamBytes: number;
  /** The most all counted streams together may unpack to (bytes). */
  totalBytes: number;
}

export type UnpackCheck = "ok" | "stream-too-large" | "total-too-large";

/**
 * The places of a word in the file, in order, found as the scan moves
 * forward: each byte is searched about once however many streams the file
 * has (a search back, or to the next line, from every `stream` would be
 * quadratic in a file made of nothing but the word). One object answers
 * either lastBefore or firstFrom, never both.
 */
class Occurrences {
  private readonly pdf: Buffer;
  private readonly word: Buffer;
  private readonly whole: boolean;
  private next: number;
  private last = -1;

  constructor(pdf: Buffer, word: string, whole = false) {
    this.pdf = pdf;
    this.word = Buffer.from(word, "latin1");
    this.whole = whole;
    this.next = this.find(0);
  }

  /** The next place from `from`; a whole PDF name only when asked (not "/ImageB" for "/Image"). */
  private find(from: number): number {
    let at = this.pdf.indexOf(this.word, from);
    while (this.whole && at >= 0 && isRegular(this.pdf[at + this.word.length])) at = this.pdf.indexOf(this.word, at + 1);
    return at;
  }

  /** The last place that ends at or before `at` (-1: none); `at` never decreases between calls. */
  lastBefore(at: number): number {
    while (this.next >= 0 && this.next + this.word.length <= at) {
      this.last = this.next;
      this.next = this.find(this.next + 1);
    }
    return this.last;
  }

  /** The first place at or after `at` (-1: none); `at` never decreases between calls. */
  firstFrom(at: number): number {
    if (this.next >= 0 && this.next < at) this.next = this.find(at);
    return this.next;
  }
}

/** A byte that continues a PDF name (not white space or a delimiter). */
function isRegular(byte: number | undefined): boolean {
  if (byte === undefined) return false;
  return !(byte <= 0x20 || "()<>[]{}/%".includes(String.fromCharCode(byte)));
}

/** A zlib header: deflate (method 8) with a check value that divides by 31, as pdf.js requires. */
const zlibHeader = (pdf: Buffer, at: number) =>
  at + 1 < pdf.length && (pdf[at]! & 0x0f) === 8 && ((pdf[at]! << 8) | pdf[at + 1]!) % 31 === 0;

/**
 * Inflates from `start` until the zlib stream ends (what follows, up to the
 * end of the file, is ignored) and counts the output, stopping past `limit`.
 * A stream cut short counts what it gives, as pdf.js reads it.
 */
function inflatedSize(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 });
    let size = 0;
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on("end", () => resolve(size));
    inflate.on("error", () => resolve(size));
    inflate.end(data);
  });
}

/** Counts what the file's streams unpack to against the limits. */
export async function checkPdfStreams(pdf: Buffer, limits: UnpackLimits): Promise<UnpackCheck> {
  const streams = new Occurrences(pdf, "stream");
  const objects = new Occurrences(pdf, "obj");
  const flate = new Occurrences(pdf, "/FlateDecode", true);
  const images = new Occurrences(pdf, "/Image", true);
  const returns = new Occurrences(pdf, "\r");
  const newlines = new Occurrences(pdf, "\n");
  let total = 0;
  for (let at = streams.firstFrom(0); at >= 0; at = streams.firstFrom(at + 1)) {
    if (at >= 3 && pdf.toString("latin1", at - 3, at) === "end") continue;
    // The stream's dictionary is what lies between its object's `obj` and `stream`: pdf.js
    // inflates only when the filter says FlateDecode, and never decodes a picture for text.
    const dictionary = objects.lastBefore(at);
    if (flate.lastBefore(at) <= dictionary || images.lastBefore(at) > dictionary) continue;
    // As pdf.js does, the data starts after the end of the line `stream` is on.
    const cr = returns.firstFrom(at + 6);
    const lf = newlines.firstFrom(at + 6);
    if (cr < 0 && lf < 0) break;
    const eol = cr < 0 ? lf : lf < 0 ? cr : Math.min(cr, lf);
    const start = eol + (pdf[eol] === 0x0d && pdf[eol + 1] === 0x0a ? 2 : 1);
    if (!zlibHeader(pdf, start)) continue;
    const size = await inflatedSize(pdf.subarray(start), Math.min(limits.streamBytes, limits.totalBytes - total));
    if (size > limits.streamBytes) return "stream-too-large";
    total += size;
    if (total > limits.totalBytes) return "total-too-large";
  }
  return "ok";
}
