/**
 * The reading process: a Node process of its own, started by reader.ts with
 * `node reader-child.ts` (run from the source, as the scripts are), that reads
 * one upload at a time and answers over the IPC channel. It has no
 * environment (no database address, no keys), may read only the code it runs
 * (Node's permission model), and is killed by its parent past the time or
 * memory limit: whatever a hostile file does to pdf.js or the XML parser, it
 * does it here, never in the process that answers the site's requests.
 */

import type { ReadLimits } from "#app/.server/attachments/limits.ts";
import { type FileReading, readFile } from "#app/.server/attachments/read-file.ts";

export interface ReadJob {
  type: "read";
  bytes: Uint8Array;
  limits: ReadLimits;
}

export type ReaderMessage = { type: "ready" } | { type: "done"; reading: FileReading } | { type: "failed"; error: string };

const send = (message: ReaderMessage) => process.send?.(message);

process.on("message", async (job: ReadJob) => {
  if (job?.type !== "read") return;
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    send({ type: "done", reading: await readFile(bytes, job.limits) });
  } catch (error) {
    send({ type: "failed", error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
// The server went away (or stopped it): nothing is left to read for.
process.on("disconnect", () => process.exit(0));
send({ type: "ready" });
