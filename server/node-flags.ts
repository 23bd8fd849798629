/**
 * The V8 flag the server runs with (ADR 031). V8 starts a process's young
 * generation at 1 MB and grows it by its own measure of what survives; a page
 * from the page cache makes thousands of short-lived objects a second, and
 * whether a process grew it decided its speed for the rest of its life:
 * processes of one build served /sss at anywhere from 29 000 to 41 000
 * requests a second, each steady. Starting it at 16 MB (the size it grows to)
 * makes every process the fast one, for about 14 MB more memory when idle
 * and none under load. V8 reads it at start only: `npm start` and `npm run
 * serve` pass it, cluster workers get it (cluster.ts), and a process started
 * otherwise is told about it (startupNotice).
 */

export const YOUNG_GENERATION_FLAG = "--min-semi-space-size=16";

const setsYoungGeneration = (args: readonly string[]) => args.some((arg) => arg.startsWith("--min-semi-space-size"));

/** Node's arguments for a server process: the flag added unless a size was chosen. */
export function withServerFlags(args: readonly string[]): string[] {
  return setsYoungGeneration(args) ? [...args] : [...args, YOUNG_GENERATION_FLAG];
}

/** Said at start when this process serves without the flag (a command of its own, not `npm run serve`). */
export function youngGenerationNotice(args: readonly string[]): string | undefined {
  if (setsYoungGeneration(args)) return undefined;
  return `Node was started without ${YOUNG_GENERATION_FLAG} (npm start and npm run serve pass it): the throughput of cached pages may stay up to a quarter lower for the life of the process (ADR 031).`;
}
