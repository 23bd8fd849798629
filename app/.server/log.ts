/**
 * Structured JSON logs (pino) on standard output. Log what happened, never
 * secrets: no passwords, tokens, cookies or e-mail bodies.
 */
import pino from "pino";
import { config } from "#app/.server/config.ts";

export const log = pino({
  level: config().logLevel,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

export type Logger = typeof log;
