/**
 * The views Caddy serves from page files (ADR 053, "Statistics of page files"): Caddy writes one
 * JSON line per page it served from a file to PAGE_FILES_LOG (deploy/caddyfile.sh --views-log;
 * every other route skips the log), with the address already cut to /24 or /48 and no Cookie or
 * Authorization. `loggedRequestOf` turns a line into the request `countView` takes from Node, so
 * a logged view goes through the same `visitOf` (bots, DNT, GPC, prefetch, the digest).
 *
 * `readProxyLog` is one turn of the reader: on one machine only one process reads at a time (a
 * lock file beside the page files, PAGE_FILES_DIR/.page-views.lock), from the position the last
 * turn left (PAGE_FILES_DIR/.page-views.offset), at most READ_BYTES a turn, and once it has read
 * everything it empties the file (Caddy writes it with O_APPEND, so its next line goes to the
 * start). Nothing of a read line stays on disk after the turn that empties the file. A turn is
 * synchronous: no flush of the counts can fall between reading lines and saving the position,
 * so a restart never counts a line twice.
 */
import {
  closeSync,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import type { VisitHeaders } from "#app/.server/analytics/visit.ts";

/** A page view Caddy logged, as `countView` takes a request. */
export interface LoggedRequest {
  headers: VisitHeaders;
  /** Path and query as the visitor asked. */
  url: string;
  /** The address as logged (already cut to its network by Caddy). */
  clientIp: string;
  /** When Caddy served it. */
  at: Date;
}

/** The bytes one turn reads at most (about 1,700 views): a turn blocks the event loop for a few milliseconds. */
export const READ_BYTES = 1024 * 1024;
/** A lock older than this was left by a process that died in its turn. */
const STALE_LOCK_MS = 60_000;
export const LOCK_FILE = ".page-views.lock";
export const OFFSET_FILE = ".page-views.offset";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The request a line of Caddy's access log stands for, when it is a view: a GET answered 200 or
 * 304 (as a page the site serves counts). Null for anything else, a truncated line or garbage.
 * Header names are Go's (`User-Agent`, `Dnt`, `Sec-Gpc`): lower-cased as Node has them; the
 * request's Host, which Go keeps apart, goes in as `host`.
 */
export function loggedRequestOf(line: string): LoggedRequest | null {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(entry) || !isObject(entry.request)) return null;
  const { request, status, ts } = entry;
  if (request.method !== "GET" || (status !== 200 && status !== 304)) return null;
  if (typeof request.uri !== "string" || !request.uri.startsWith("/")) return null;
  const headers: Record<string, string | string[]> = {};
  if (isObject(request.headers)) {
    for (const [name, values] of Object.entries(request.headers)) {
      if (Array.isArray(values) && values.every((value) => typeof value === "string")) headers[name.toLowerCase()] = values;
    }
  }
  if (typeof request.host === "string") headers.host = request.host;
  const seconds = typeof ts === "number" && Number.isFinite(ts) ? ts : Date.now() / 1000;
  return {
    headers,
    url: request.uri,
    clientIp: typeof request.remote_ip === "string" ? request.remote_ip : "",
    at: new Date(seconds * 1000),
  };
}

/** Takes the machine's lock in `dir`; false when another process holds it. */
function takeLock(lock: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      closeSync(openSync(lock, "wx", 0o600));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    try {
      if (Date.now() - statSync(lock).mtimeMs < STALE_LOCK_MS) return false;
      unlinkSync(lock);
    } catch {
      // Released in between: try again.
    }
  }
  return false;
}

function readOffset(file: string): number {
  try {
    const offset = Number(readFileSync(file, "utf8"));
    return Number.isSafeInteger(offset) && offset >= 0 ? offset : 0;
  } catch {
    return 0;
  }
}

function saveOffset(file: string, offset: number): void {
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, String(offset), { mode: 0o600 });
  renameSync(temporary, file);
}

export interface ProxyLogTurn {
  /** Lines read this turn (views or not). */
  lines: number;
  /** Whether the file was emptied. */
  emptied: boolean;
  /** False when this process may read the file but not empty it (made by Caddy itself after it was removed: 0644). */
  writable: boolean;
}

/**
 * One turn of the reader (see the module comment): `take` is called with every line read.
 * Undefined when another process of this machine is reading, or the log does not exist.
 */
export function readProxyLog(log: string, stateDir: string, take: (line: string) => void): ProxyLogTurn | undefined {
  const lock = join(stateDir, LOCK_FILE);
  if (!takeLock(lock)) return undefined;
  let fd: number | undefined;
  try {
    let writable = true;
    try {
      fd = openSync(log, "r+");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return undefined;
      if (code !== "EACCES") throw error;
      // Counted from the saved position all the same; what is read stays until it can be emptied.
      fd = openSync(log, "r");
      writable = false;
    }
    const offsetFile = join(stateDir, OFFSET_FILE);
    const size = fstatSync(fd).size;
    // Past the end: the file was emptied after the position was saved (a crash in between).
    let offset = readOffset(offsetFile);
    if (offset > size) offset = 0;
    const turn: ProxyLogTurn = { lines: 0, emptied: false, writable };
    const length = Math.min(size - offset, READ_BYTES);
    if (length > 0) {
      const buffer = Buffer.allocUnsafe(length);
      const read = readSync(fd, buffer, 0, length, offset);
      const end = buffer.lastIndexOf(10, read - 1);
      // A line longer than a whole turn is no entry of ours: skipped whole.
      const used = end === -1 ? (read === READ_BYTES ? read : 0) : end + 1;
      for (const line of buffer.toString("utf8", 0, used).split("\n")) {
        if (!line) continue;
        turn.lines += 1;
        try {
          take(line);
        } catch {
          // One line's failure does not keep the others from being counted, nor the file from being emptied.
        }
      }
      offset += used;
    }
    // Everything read and nothing written since: empty the file. (Caddy appends: its next
    // line goes to the start. A line written between this check and the truncation, a few
    // microseconds, would be lost; one written during the turn waits for the next.)
    if (writable && offset > 0 && offset === fstatSync(fd).size) {
      ftruncateSync(fd, 0);
      offset = 0;
      turn.emptied = true;
    }
    saveOffset(offsetFile, offset);
    return turn;
  } finally {
    if (fd !== undefined) closeSync(fd);
    unlinkSync(lock);
  }
}
