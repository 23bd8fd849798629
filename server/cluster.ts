/**
 * Several worker processes on one machine, one per core: Node runs JavaScript
 * on one core, and a page from the page cache costs so little that the HTTP
 * work itself is the limit. The workers share the listening socket (the
 * primary hands out connections in turn) and are separate instances in every
 * other way: each has its page cache and mail worker, and everything they
 * share is in the database, as with instances behind a load balancer.
 *
 * The primary only supervises: it restarts a worker that dies, passes
 * SIGTERM/SIGINT on, and exits when the workers have stopped.
 */
import cluster, { type Worker } from "node:cluster";
import { withServerFlags } from "./node-flags.ts";

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Node's arguments without `--env-file[-if-exists]`, written as `--flag=path` or `--flag path`. */
function withoutEnvFileFlags(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (/^--env-file(-if-exists)?=/.test(arg)) continue;
    if (arg === "--env-file" || arg === "--env-file-if-exists") {
      i++;
      continue;
    }
    kept.push(arg);
  }
  return kept;
}

/**
 * Runs the primary; never returns (the process exits when the workers have
 * stopped). `onListening` is called once, with the port, when the first
 * `count` workers all listen (not again for a worker started in place of one).
 */
export function superviseWorkers(count: number, log: Log, shutdownLimitMs: number, onListening: (port: number) => void): Promise<never> {
  let stopping = false;
  let exitCode = 0;
  const listening = new Set<Worker>();
  let announced = false;

  // The primary has read the .env file into its environment, which the workers
  // inherit; without Node's --env-file* flags they do not read it again (and
  // do not each print ".env not found"). They serve: they get the server's V8 flag.
  cluster.setupPrimary({ execArgv: withServerFlags(withoutEnvFileFlags(process.execArgv)) });

  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", (address) => {
      listening.add(worker);
      if (!announced && listening.size === count) {
        announced = true;
        onListening(address.port);
      }
    });
    return worker;
  };
  for (let i = 0; i < count; i++) fork();

  const restarts: number[] = [];
  cluster.on("exit", (worker, code, signal) => {
    const wasListening = listening.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!wasListening && signal === null && code !== 0) {
      // It could not start (port taken, database unreachable…): another would fail the same way.
      log.error({ code }, "A worker could not start; stopping");
      stopAll("start failure", 1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > 10) {
      log.error({ code, signal }, "Workers keep stopping (more than 10 in a minute); stopping");
      stopAll("crash loop", 1);
      return;
    }
    log.error({ code, signal }, "A worker stopped unexpectedly; starting another");
    fork();
  });

  function stopAll(reason: string, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info({ reason }, "Stopping the workers");
    const force = setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, shutdownLimitMs + 1_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill("SIGTERM");
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stopAll(signal));
  return new Promise<never>(() => {});
}
