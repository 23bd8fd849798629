/**
 * Starts the production build (`node server/main.ts`, NODE_ENV=production) on
 * loopback with a fresh SQLite database in `dir`, for the measuring scripts
 * (bench, lighthouse). Its output (the JSON request log) goes to `logFile`.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");

export interface ProductionServer {
  child: ChildProcess;
  base: string;
  logFile: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** The last lines of its output, for error messages. */
  tail(lines?: number): string;
  stop(): void;
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
}): Promise<ProductionServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const out = openSync(options.logFile, "a");
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
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
