/**
 * Starts the production build (`node server/main.ts`, NODE_ENV=production) on
 * loopback with a fresh SQLite database in `dir`, for the measuring scripts
 * (bench, lighthouse). Its output (the JSON request log) goes to `logFile`.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { SERVER_ENVIRONMENT, YOUNG_GENERATION_FLAGS } from "#server/node-flags.ts";
import { processTree } from "./process-memory.ts";

export const root = resolve(import.meta.dirname, "../..");

export interface ProductionServer {
  child: ChildProcess;
  base: string;
  logFile: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** The CPU time the server (and its workers) has used so far: user + system, seconds, from Linux /proc; NaN where unknown. */
  cpuSeconds(): number;
  /** The processes that answer requests: the workers, or the server itself when it runs none. */
  servingPids(): number[];
  /** The last lines of its output, for error messages. */
  tail(lines?: number): string;
  stop(): void;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ): 100 on every Linux we run on. */
const USER_HZ = 100;

/** utime + stime from /proc/<pid>/stat (fields 14 and 15, after the parenthesised name), in ticks. */
function ownTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the name the state is field 3, so utime (14) and stime (15) are at 11 and 12.
  return Number(fields[11]) + Number(fields[12]);
}

/** The CPU time of a process and its descendants, in seconds; NaN where /proc cannot tell. */
export function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    return processTree(pid).reduce((sum, each) => sum + ownTicks(each), 0) / USER_HZ;
  } catch {
    return Number.NaN;
  }
}

/** Builds the app when there is no production build yet (`npm run build` refreshes an old one). */
export function ensureBuild() {
  if (existsSync(join(root, "build/server/index.js"))) return;
  console.log("No production build: running react-router build");
  const built = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error("react-router build failed");
}

export async function startProductionServer(options: {
  port: number;
  dir: string;
  logFile: string;
  env?: Record<string, string>;
  /** Run it on this core only (Linux `taskset`; a list such as "0-1" too), e.g. for a measurement beside a client pinned to another. */
  cpu?: number | string;
  /** Node's arguments before server/main.ts instead of `npm run serve`'s (another V8 flag, for a measurement); then without its environment (MALLOC_ARENA_MAX) too. */
  nodeArgs?: string[];
}): Promise<ProductionServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const out = openSync(options.logFile, "a");
  // As `npm run serve` starts it (server/node-flags.ts); taskset runs node in its own place (same pid).
  const node = [process.execPath, ...(options.nodeArgs ?? YOUNG_GENERATION_FLAGS), "server/main.ts"];
  const [command = "", ...args] = options.cpu === undefined ? node : ["taskset", "-c", String(options.cpu), ...node];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      // As `npm run serve` starts it, unless the caller chose Node's arguments (a measurement of another setting).
      ...(options.nodeArgs ? {} : SERVER_ENVIRONMENT),
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(options.dir, "site.db")}`,
      SITE_URL: base,
      ADMIN_EMAIL: "olcum@ymm.test",
      ADMIN_PASSWORD: "olcum-icin-uzun-bir-parola",
      INITIAL_ADMIN_FILE: join(options.dir, "initial-admin.txt"),
      ...options.env,
    },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const server: ProductionServer = {
    child,
    base,
    logFile: options.logFile,
    alive: () => child.exitCode === null && child.signalCode === null,
    cpuSeconds: () => processCpuSeconds(child.pid),
    servingPids: () => {
      if (child.pid === undefined) return [];
      const [, ...workers] = processTree(child.pid);
      return workers.length > 0 ? workers : [child.pid];
    },
    tail: (lines = 20) => {
      try {
        return readFileSync(options.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
      } catch {
        return "";
      }
    },
    stop: () => {
      if (server.alive()) child.kill("SIGTERM");
    },
  };
  for (let i = 0; i < 300; i++) {
    if (!server.alive()) throw new Error(`the server stopped while starting:\n${server.tail()}`);
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.stop();
  throw new Error(`the server did not answer on ${base} within 30 s:\n${server.tail()}`);
}
