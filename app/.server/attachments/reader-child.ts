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
import { loadPdfReader } from "#app/.server/attachments/pdf.ts";
import { readFile } from "#app/.server/attachments/read-file.ts";
import type { FileReading } from "#app/.server/attachments/reading.ts";

/** A file to read: its bytes follow on stdin. */
export interface ReadJob {
  type: "read";
  length: number;
  limits: ReadLimits;
}

export type ReaderMessage = { type: "ready" } | { type: "done"; reading: FileReading } | { type: "failed"; error: string };

const send = (message: ReaderMessage) => process.send?.(message);

/*
 * The file's bytes come on stdin, a pipe the server writes them to as they
 * are (serialising 20 MB for the IPC channel cost the server's event loop
 * 70–90 ms); the job itself comes on the IPC channel.
 */
const received: Buffer[] = [];
let receivedBytes = 0;
let waiting: { length: number; resolve: (bytes: Buffer) => void } | undefined;

function handOver(): void {
  if (!waiting || receivedBytes < waiting.length) return;
  const all = received.length === 1 ? received[0]! : Buffer.concat(received);
  const rest = all.subarray(waiting.length);
  received.length = 0;
  if (rest.length > 0) received.push(rest);
  receivedBytes = rest.length;
  const { length, resolve } = waiting;
  waiting = undefined;
  resolve(all.subarray(0, length));
}

process.stdin.on("data", (chunk: Buffer) => {
  received.push(chunk);
  receivedBytes += chunk.length;
  handOver();
});

const bytesOf = (length: number) =>
  new Promise<Buffer>((resolve) => {
    waiting = { length, resolve };
    handOver();
  });

process.on("message", async (job: ReadJob) => {
  if (job?.type !== "read") return;
  try {
    const bytes = await bytesOf(job.length);
    send({ type: "done", reading: await readFile(bytes, job.limits) });
  } catch (error) {
    send({ type: "failed", error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
// The server went away (or stopped it): nothing is left to read for.
process.on("disconnect", () => process.exit(0));
// pdf.js is loaded before the first file, not within its time limit (the start has its own).
await loadPdfReader();
send({ type: "ready" });
