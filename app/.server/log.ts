/**
 * Structured JSON logs (pino) on standard output. Log what happened, never
 * secrets: no passwords, tokens, cookies or e-mail bodies.
 *
 * Written in batches (pino's asynchronous destination): lines collect until
 * there are BATCH_BYTES of them or FLUSH_EVERY_MS has passed, so under load
 * one write carries some thirty request lines, and a quiet server's line
 * shows within a fraction of a second. pino's default (the next write as soon
 * as the last one ends) came to about a write per request under load and
 * cost 35–40 % of a cached page's throughput (ADR 026). pino writes what is
 * left when the process exits, also after an uncaught exception.
 */
import pino from "pino";
import { config } from "#app/.server/config.ts";

const BATCH_BYTES = 8192;
const FLUSH_EVERY_MS = 200;

export const log = pino(
  {
    level: config().logLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES, periodicFlush: FLUSH_EVERY_MS }),
);

export type Logger = typeof log;
