/**
 * Just enough of ZIP (APPNOTE 6.3) to check an OOXML file and read one of its
 * parts: the central directory's entries, and one entry's bytes inflated up
 * to a limit (a small file that inflates to gigabytes stops at the limit).
 * No ZIP64, no encryption: Office writes neither for a document of 20 MB.
 */
import { createInflateRaw } from "node:zlib";

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The entries of a ZIP's central directory; undefined when it is not a ZIP we can read. */
export function zipEntries(zip: Buffer): ZipEntry[] | undefined {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL_HEADER) return undefined;
  // The end record is the last 22 bytes, before a comment of at most 65,535 bytes.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    if (at + 46 + nameLength > zip.length) return undefined;
    entries.push({
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The first `limit` bytes of an entry's content; undefined when it cannot be read. */
export async function readZipEntry(zip: Buffer, entry: ZipEntry, limit: number): Promise<Buffer | undefined> {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return undefined;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > zip.length) return undefined;
  if (entry.method === 0) return data.subarray(0, limit);
  if (entry.method !== 8) return undefined;
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    const chunks: Buffer[] = [];
    let total = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, limit));
    inflate.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      total += chunk.length;
      if (total >= limit) {
        inflate.removeAllListeners("end");
        inflate.destroy();
        done();
      }
    });
    inflate.on("end", done);
    inflate.on("error", () => resolve(undefined));
    inflate.end(data);
  });
}
