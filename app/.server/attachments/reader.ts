/**
 * The reading process, seen from the server (ADR 032). An upload's text is
 * read in a child process (reader-child.ts), never on the event loop that
 * answers the site: a hostile file can take pdf.js or the XML parser only
 * as far as that process's limits. The server kills it past the time limit
 * or when its resident memory passes READ_LIMITS.memoryMb (polled from
 * /proc on Linux; elsewhere only the time and heap limits hold), and starts
 * another for the next upload.
 *
 * Why a process and not a worker thread: pdf.js inflates into ArrayBuffers,
 * which a worker's resourceLimits do not count, and what a worker used stays
 * in the server's resident memory after it ends (measured in the ADR).
 *
 * One process at most per server process, started on the first upload and
 * stopped after a minute without one; files are read one at a time.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { setPriority } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ReadLimits } from "#app/.server/attachments/limits.ts";
import { READ_LIMITS } from "#app/.server/attachments/limits.ts";
import type { ReaderMessage, ReadJob } from "#app/.server/attachments/reader-child.ts";
import { type FileReading, READ_REFUSALS } from "#app/.server/attachments/reading.ts";
import { log } from "#app/.server/log.ts";

/** Why the reading process was stopped before it answered. */
export type ReaderStop = "time" | "memory" | "crashed";

export type ReaderOutcome = FileReading | { ok: false; refusal: ReaderStop };

/** A started process waits this long for the next upload before it is stopped. */
const IDLE_MS = 60_000;
/** How long a new process may take to load its code (not counted in a file's time). */
const START_MS = 15_000;
/** How often its resident memory is read while it reads a file. */
const MEMORY_POLL_MS = 50;
/** Its scheduling priority (nice): below the server's. */
const READER_NICENESS = 10;

interface Reader {
  child: ChildProcess;
  ready: Promise<void>;
  /** The end of what it wrote to stderr (V8's "heap limit" message, a crash). */
  stderr: string;
  idle?: NodeJS.Timeout;
}

let current: Reader | undefined;

/** The project's root (where package.json is) above the reading process's file. */
function rootAbove(file: string): string {
  let dir = dirname(file);
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${file}`);
    dir = parent;
  }
  return dir;
}

/** Node's arguments: the heap limit, and reading allowed only for the code it runs (no other files, no programs). */
function childArgs(): string[] {
  const file = fileURLToPath(import.meta.resolve("#app/.server/attachments/reader-child.ts"));
  const root = rootAbove(file);
  const modules = join(root, "node_modules");
  const readable = [dirname(file), join(root, "package.json"), modules, realpathSync(modules)];
  return [
    `--max-old-space-size=${READ_LIMITS.heapMb}`,
    "--disallow-code-generation-from-strings",
    "--permission",
    ...[...new Set(readable)].map((path) => `--allow-fs-read=${path}`),
    file,
  ];
}

function start(): Reader {
  const child = spawn(process.execPath, childArgs(), {
    // No environment: the process that parses hostile files knows no database address or key.
    env: {},
    stdio: ["pipe", "ignore", "pipe", "ipc"],
    serialization: "advanced",
  });
  // Reading yields the processor to the server: a busy machine answers pages before it parses uploads.
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, READER_NICENESS);
    } catch {
      // Not allowed here (some containers): it reads at the server's priority.
    }
  }
  const reader: Reader = { child, stderr: "", ready: Promise.resolve() };
  reader.ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The reading process did not start in time")), START_MS);
    const onMessage = (message: ReaderMessage) => {
      if (message?.type !== "ready") return;
      clearTimeout(timer);
      child.off("message", onMessage);
      resolve();
    };
    child.on("message", onMessage);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The reading process ended at start (${signal ?? code}): ${reader.stderr}`));
    });
  });
  reader.ready.catch(() => undefined);
  // Whatever else goes wrong with it (a signal it could not be sent) is logged, never thrown at the server.
  child.on("error", (error) => log.error({ err: error }, "The reading process reported an error"));
  // A process killed while the file was being written to it: its exit answers, not this error.
  child.stdin?.on("error", () => undefined);
  child.stderr?.on("data", (chunk: Buffer) => {
    reader.stderr = (reader.stderr + chunk.toString()).slice(-4096);
  });
  child.once("exit", () => {
    if (current === reader) current = undefined;
  });
  // It never keeps the server running: stopping the server ends it (it exits when the channel closes).
  child.unref();
  child.channel?.unref();
  for (const pipe of [child.stdin, child.stderr]) (pipe as { unref?: () => void } | null)?.unref?.();
  return reader;
}

/** The resident memory of a process (MB) from /proc; undefined where there is none (not Linux). */
function residentMb(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "latin1"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

const FORMATS = new Set<string>(["pdf", "docx", "xlsx"]);
const REFUSALS = new Set<string>(READ_REFUSALS);

/** The process's answer as the server will store it, or undefined when it is not one (a process gone wrong). */
function checked(reading: FileReading, limits: ReadLimits): FileReading | undefined {
  if (!reading.ok)
    return REFUSALS.has(reading.refusal) && (reading.format === undefined || FORMATS.has(reading.format)) ? reading : undefined;
  const pagesOk = reading.pages === null || (Number.isInteger(reading.pages) && reading.pages >= 0);
  if (!FORMATS.has(reading.format) || typeof reading.text !== "string" || reading.text.length > limits.maxChars || !pagesOk)
    return undefined;
  return reading;
}

/** Sends one file to a ready process and waits for its answer, or stops it at a limit. */
function read(reader: Reader, bytes: Uint8Array, limits: ReadLimits, timeMs: number): Promise<ReaderOutcome> {
  const { child } = reader;
  return new Promise((resolve) => {
    let stopped: ReaderStop | undefined;
    const stop = (why: ReaderStop) => {
      stopped ??= why;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop("time"), timeMs);
    const poll = setInterval(() => {
      const mb = child.pid === undefined ? undefined : residentMb(child.pid);
      if (mb === undefined) clearInterval(poll);
      else if (mb > READ_LIMITS.memoryMb) stop("memory");
    }, MEMORY_POLL_MS);
    const finish = (outcome: ReaderOutcome) => {
      clearTimeout(timer);
      clearInterval(poll);
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(outcome);
    };
    const onMessage = (message: ReaderMessage) => {
      if (message?.type === "done") {
        const reading = checked(message.reading, limits);
        if (reading) finish(reading);
        else stop("crashed");
      } else if (message?.type === "failed") {
        log.error({ error: message.error }, "The reading process failed on an upload");
        finish({ ok: false, refusal: "crashed" });
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      // V8 ends a process past its heap limit with this message: that is the memory limit too.
      const why = stopped ?? (/heap limit|out of memory/i.test(reader.stderr) ? "memory" : "crashed");
      if (why === "crashed") log.error({ code, signal, stderr: reader.stderr }, "The reading process ended while reading an upload");
      else log.warn({ limit: why }, "An upload's reading was stopped at its limit");
      finish({ ok: false, refusal: why });
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
    const job: ReadJob = { type: "read", length: bytes.byteLength, limits };
    // A process that ended since it was ready has no exit event to come.
    if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
    else {
      child.send(job, (error) => error && stop("crashed"));
      child.stdin?.write(bytes);
    }
  });
}

// Files are read one at a time per server process: the process reads one, and a
// queue keeps a burst of uploads from costing more than one file's memory.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Reads a file's format and text in the reading process, within `limits`
 * and `timeMs` (the time counts from when the process has the file).
 * Throws only when no reading process can be started.
 */
export function readInIsolation(bytes: Uint8Array, limits: ReadLimits, timeMs: number): Promise<ReaderOutcome> {
  const run = queue.then(async () => {
    current ??= start();
    const reader = current;
    clearTimeout(reader.idle);
    try {
      await reader.ready;
    } catch (error) {
      reader.child.kill("SIGKILL");
      if (current === reader) current = undefined;
      throw error;
    }
    const outcome = await read(reader, bytes, limits, timeMs);
    if (current === reader) reader.idle = setTimeout(() => reader.child.kill(), IDLE_MS).unref();
    return outcome;
  });
  queue = run.catch(() => undefined);
  return run;
}
