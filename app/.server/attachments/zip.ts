/**
 * A Word or Excel file's ZIP, read with yauzl (ADR 032): a maintained reader
 * that checks what we used to trust by hand (the end record, ZIP64, entry
 * names such as "../x", declared sizes against the real ones while
 * inflating). We list the entries, then stream one entry's inflated bytes,
 * stopping at a limit: a small file that inflates to gigabytes costs the
 * limit and no more.
 */
import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";

/** Why a ZIP was not read: not a ZIP we can read, too many entries, or an entry past its limit. */
export class ZipRefused extends Error {
  readonly reason: "unreadable" | "too-many-entries" | "entry-too-large";
  constructor(reason: ZipRefused["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

export interface OpenZip {
  zip: ZipFile;
  entries: Entry[];
}

/** The entries of a ZIP in memory; throws ZipRefused (unreadable, or more than `maxEntries`). */
export async function openZip(bytes: Buffer, maxEntries: number): Promise<OpenZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { strictFileNames: true, validateEntrySizes: true });
  } catch {
    throw new ZipRefused("unreadable");
  }
  // The count is the end record's: known before a single entry is read.
  if (zip.entryCount > maxEntries) throw new ZipRefused("too-many-entries");
  const entries: Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } catch {
    throw new ZipRefused("unreadable");
  }
  return { zip, entries };
}

/**
 * The inflated bytes of one entry, chunk by chunk; throws ZipRefused when it
 * unpacks to more than `maxBytes` or cannot be read.
 * Stopping early (a `break` in the caller's loop) ends the inflating.
 */
export async function* entryChunks(open: OpenZip, entry: Entry, maxBytes: number): AsyncGenerator<Buffer> {
  // Counted as it inflates, not by the declared size: the reader may stop (at the text limit) long
  // before. yauzl checks the declared size against the real one, so a lie is an error below.
  if (entry.isEncrypted() || !entry.canDecodeFileData()) throw new ZipRefused("unreadable");
  let stream: Readable;
  try {
    stream = await open.zip.openReadStreamPromise(entry);
  } catch {
    throw new ZipRefused("unreadable");
  }
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new ZipRefused("entry-too-large");
      yield chunk;
    }
  } catch (error) {
    throw error instanceof ZipRefused ? error : new ZipRefused("unreadable");
  } finally {
    stream.destroy();
  }
}
