/**
 * What this process knows of itself and nobody writes down (Sistem durumu,
 * overview/system-status.ts): when it started, when each of its background
 * workers last went round, how its mail worker's last attempts ended, whether
 * a request came through a proxy that TRUST_PROXY does not name, and the page
 * cache's hits. All in memory, per process: with several workers or
 * instances, the screen shows the one that answered its request, and says so.
 *
 * The workers beat here (platform/scheduler.ts, maintenance.ts,
 * mail-worker.ts, backup-timer.ts), the Express entry notes the requests and hands over the
 * page cache's figures (server/app.ts). Nothing here reads the database.
 */
import type { IncomingHttpHeaders } from "node:http";

/** The background loops of a process whose life Sistem durumu shows. */
export const WORKERS = ["scheduler", "maintenance", "mail", "backup"] as const;
export type WorkerName = (typeof WORKERS)[number];

export interface WorkerBeat {
  /** When the worker last went round (ISO). */
  at: string;
  /** How often it goes round when all is well. */
  intervalMs: number;
  /** After how long without a round it counts as stopped. */
  staleAfterMs: number;
}

/** A worker is stopped once it missed this many rounds (and at least a minute went by). */
export const MISSED_ROUNDS = 3;
const MIN_STALE_MS = 60_000;

const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();
const beats = new Map<WorkerName, WorkerBeat>();

/** When this process started (ISO). */
export const processStartedAt = (): string => startedAt;

/**
 * A worker went round now. `staleAfterMs` defaults to MISSED_ROUNDS rounds,
 * at least a minute; the mail worker passes its own (a send may take as long
 * as a claim lasts).
 */
export function beat(worker: WorkerName, intervalMs: number, staleAfterMs?: number): void {
  beats.set(worker, {
    at: new Date().toISOString(),
    intervalMs,
    staleAfterMs: staleAfterMs ?? Math.max(MISSED_ROUNDS * intervalMs, MIN_STALE_MS),
  });
}

/** A worker stopped for good (the process is shutting down, or delivery was turned off): it is not expected to beat. */
export function forgetWorker(worker: WorkerName): void {
  beats.delete(worker);
}

/** The workers that beat in this process, with their last round. */
export function workerBeats(): Partial<Record<WorkerName, WorkerBeat>> {
  return Object.fromEntries(beats);
}

// --- The mail worker's outcomes ------------------------------------------------

export interface MailOutcomes {
  /** The last e-mail this process handed to the SMTP server (ISO). */
  lastSuccessAt: string | null;
  /** The last time the SMTP server could not be used at all (connection, TLS, login, timeout), with its message. */
  lastFailure: { at: string; message: string } | null;
}

const mail: MailOutcomes = { lastSuccessAt: null, lastFailure: null };

/**
 * Nodemailer's codes for an answer about one message or one recipient (a
 * mailbox that does not exist, a message refused): the SMTP server works, so
 * they say nothing about delivery as a whole. Every other code (ECONNECTION,
 * ETIMEDOUT, EAUTH, ETLS, EDNS, ESOCKET, EPROTOCOL…) means no e-mail can go.
 */
const MESSAGE_LEVEL_CODES = new Set(["EENVELOPE", "EMESSAGE"]);

export function noteMailSent(): void {
  mail.lastSuccessAt = new Date().toISOString();
}

/** An attempt failed; only a failure of the SMTP server as a whole is kept (see MESSAGE_LEVEL_CODES). */
export function noteMailFailed(error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && MESSAGE_LEVEL_CODES.has(code)) return;
  const message = error instanceof Error ? error.message : String(error);
  mail.lastFailure = { at: new Date().toISOString(), message: message.slice(0, 300) };
}

export const mailOutcomes = (): MailOutcomes => ({ ...mail });

// --- Requests through a proxy that TRUST_PROXY does not name --------------------

export interface ProxySighting {
  /** The last such request (ISO). */
  at: string;
  /** The header that gave it away: X-Forwarded-For or Forwarded. */
  header: string;
  /** How many since the process started. */
  count: number;
}

let sighting: ProxySighting | null = null;

/**
 * For the Express entry: what to call with each request's headers. While
 * TRUST_PROXY names no proxy (unset, or 0), a request that carries
 * X-Forwarded-For or Forwarded came through one that Express does not trust:
 * the server takes the proxy's address for every visitor's, so the rate
 * limits and the statistics lump all visitors together. It is noted; with a
 * proxy trusted, nothing is done (two header lookups a request otherwise).
 */
export function forwardingWatch(trustProxy: boolean | number | string): (headers: IncomingHttpHeaders) => void {
  if (trustProxy !== false && trustProxy !== 0) return () => {};
  return (headers) => {
    const header = headers["x-forwarded-for"] !== undefined ? "X-Forwarded-For" : headers.forwarded !== undefined ? "Forwarded" : null;
    if (header) sighting = { at: new Date().toISOString(), header, count: (sighting?.count ?? 0) + 1 };
  };
}

export const untrustedForwarding = (): ProxySighting | null => (sighting ? { ...sighting } : null);

// --- The page cache ---------------------------------------------------------------

export interface PageCacheFigures {
  /** False when PAGE_CACHE_MB=0. */
  enabled: boolean;
  /** Public pages answered from memory since the start. */
  hits: number;
  /** Public pages that had to be rendered since the start. */
  misses: number;
  /** Pages kept now, and their bytes (every encoding). */
  pages: number;
  bytes: number;
  maxBytes: number;
}

/** What the page cache (server/page-cache.ts) tells of itself. */
interface CountingCache {
  hits: number;
  misses: number;
  size: number;
  bytes: number;
  maxBytes: number;
}

let cache: CountingCache | undefined;

/** The Express entry hands over its page cache, to be read when Sistem durumu asks (server/app.ts). */
export function reportPageCache(pageCache: CountingCache): void {
  cache = pageCache;
}

/** The page cache's figures, or undefined outside the HTTP server (a script, a test's process). */
export function pageCacheFigures(): PageCacheFigures | undefined {
  if (!cache) return undefined;
  const { hits, misses, size, bytes, maxBytes } = cache;
  return { enabled: maxBytes > 0, hits, misses, pages: size, bytes, maxBytes };
}
