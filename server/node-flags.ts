/**
 * How a server process is started (ADR 031, ADR 054): its V8 flags and the one environment
 * variable that must be set before Node starts.
 *
 * The young generation (V8's "new space", where short-lived objects are made) is fixed at 16 MB
 * a semi-space. V8 starts it at 1 MB and grows it by its own measure of what survives: a page
 * from the page cache makes thousands of short-lived objects a second, and whether a process grew
 * it decided its speed for the rest of its life (processes of one build served /sss at anywhere
 * from 29 000 to 41 000 requests a second, each steady: ADR 031). The minimum makes every process
 * the fast one; the maximum keeps V8 from growing it further under load, which took 60–70 MB more
 * for no speed (ADR 054, `npm run bench:flags`).
 *
 * MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (V8's and libuv's) a malloc arena of
 * its own; two are enough for a server whose work is on one thread (20–30 MB less, no speed lost:
 * ADR 054). glibc reads it when the process starts, so it is set by whatever starts Node.
 *
 * V8 reads the flags at start only: `npm start` and `npm run serve` pass both, the systemd unit
 * too (deploy/systemd-unit.sh), cluster workers get them from the primary (cluster.ts), and a
 * process started otherwise is told about it (youngGenerationNotice).
 */

export const YOUNG_GENERATION_FLAGS = ["--min-semi-space-size=16", "--max-semi-space-size=16"] as const;

/** The environment a server process is started with (before Node: glibc reads it at start). */
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: "2" } as const;

const setsYoungGeneration = (args: readonly string[]) => args.some((arg) => arg.startsWith("--min-semi-space-size"));

/** Node's arguments for a server process: the flags added unless a size was chosen. */
export function withServerFlags(args: readonly string[]): string[] {
  return setsYoungGeneration(args) ? [...args] : [...args, ...YOUNG_GENERATION_FLAGS];
}

/** Said at start when this process serves without the flags (a command of its own, not `npm run serve`). */
export function youngGenerationNotice(args: readonly string[]): string | undefined {
  if (setsYoungGeneration(args)) return undefined;
  return `Node was started without ${YOUNG_GENERATION_FLAGS.join(" ")} (npm start and npm run serve pass them): the throughput of cached pages may stay up to a quarter lower for the life of the process, and its memory grow 60–70 MB more (ADR 031, ADR 054).`;
}
