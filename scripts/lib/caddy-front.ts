/**
 * Caddy in front of the app with the production Caddyfile's page-file routes, for the measuring
 * scripts (`npm run bench`, `npm run bench:memory`): `deploy/caddyfile.sh --pages DIR
 * --plain-http` (the same routes on http://127.0.0.1:PORT, no TLS), optionally with the log of
 * the views it serves from files (`--views-log`, ADR 053). Each page is then requested through
 * it until Caddy answers it from its file: every HTML page must become one.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { processCpuSeconds, root } from "./production-server.ts";

/** How long an HTML page may take to become Caddy's file (the app writes it, then points `current`). */
const FILE_WAIT_MS = 10_000;

export interface CaddyFront {
  base: string;
  version: string;
  pid: number;
  /** The pages Caddy answers from their files (checked before measuring). */
  fromFile: Set<string>;
  alive(): boolean;
  /** Caddy's CPU time so far (user + system, seconds, /proc). */
  cpuSeconds(): number;
  output(): string;
}

/** Whether Caddy answers `url` from its page file: 200 without the X-Request-Id the app sets on every answer. */
export async function servedFromFile(url: string): Promise<boolean> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "gzip" }, redirect: "manual" });
  await response.arrayBuffer();
  return response.status === 200 && !response.headers.has("x-request-id");
}

/** Waits (≤ 10 s) until `url` answers 200; throws when the process behind it stops or it does not. */
export async function waitFor(url: string, isUp: () => boolean) {
  for (let i = 0; i < 100; i++) {
    if (!isUp()) throw new Error(`the process behind ${url} stopped`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up within 10 s`);
}

export async function startCaddy(options: {
  /** The caddy program. */
  caddy: string;
  pageFilesDir: string;
  appPort: number;
  port: number;
  /** A folder for the Caddyfile and Caddy's own state. */
  work: string;
  /** The log of the views served from files (the app's PAGE_FILES_LOG), or none. */
  viewsLog?: string | undefined;
  /** The pages to make files of, with the Content-Type the app gives each. */
  files: readonly { page: string; type: string }[];
  /** Run Caddy on these cores only (Linux `taskset`), as on a small machine. */
  cpu?: string | undefined;
  /** Called with Caddy's process as soon as it runs (the caller stops it on the way out). */
  onStart(child: ChildProcess): void;
}): Promise<CaddyFront> {
  const generated = spawnSync(
    join(root, "deploy/caddyfile.sh"),
    [
      ...["--pages", options.pageFilesDir, "--port", String(options.appPort), "--plain-http", "--http-port", String(options.port)],
      ...(options.viewsLog ? ["--views-log", options.viewsLog] : []),
    ],
    { encoding: "utf8" },
  );
  if (generated.status !== 0) throw new Error(`deploy/caddyfile.sh failed:\n${generated.stderr}`);
  if (!generated.stdout.includes(`http://127.0.0.1:${options.port} {\n`)) {
    throw new Error("deploy/caddyfile.sh --plain-http printed no loopback site");
  }
  const caddyfile = join(options.work, "Caddyfile");
  writeFileSync(caddyfile, generated.stdout);
  const state = join(options.work, "caddy");
  mkdirSync(state, { recursive: true });
  const command = [options.caddy, "run", "--config", caddyfile, "--adapter", "caddyfile"];
  const [program = "", ...args] = options.cpu === undefined ? command : ["taskset", "-c", options.cpu, ...command];
  const child = spawn(program, args, {
    env: { ...process.env, HOME: state, XDG_DATA_HOME: join(state, "data"), XDG_CONFIG_HOME: join(state, "config") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  options.onStart(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const base = `http://127.0.0.1:${options.port}`;
  await waitFor(`${base}/robots.txt`, alive).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
  });
  const fromFile = new Set<string>();
  for (const { page, type } of options.files) {
    const url = `${base}${page}`;
    const until = Date.now() + FILE_WAIT_MS;
    // The first request renders the page and writes it; `current` is pointed right after.
    while (!(await servedFromFile(url))) {
      if (!type.startsWith("text/html")) break;
      if (Date.now() > until) throw new Error(`Caddy does not answer ${page} from a file within ${FILE_WAIT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    if (await servedFromFile(url)) fromFile.add(page);
  }
  // Caddy's file answers as the app does: compressed, with the app's Content-Type.
  for (const { page, type } of options.files) {
    if (!fromFile.has(page)) continue;
    const response = await fetch(`${base}${page}`, { headers: { "Accept-Encoding": "gzip" } });
    await response.arrayBuffer();
    if (response.headers.get("content-encoding") !== "gzip" || response.headers.get("content-type") !== type) {
      throw new Error(
        `Caddy answers ${page}'s file with ${response.headers.get("content-type")}, ${response.headers.get("content-encoding")}, not gzip ${type}`,
      );
    }
  }
  const version = spawnSync(options.caddy, ["version"], { encoding: "utf8" }).stdout.trim().split(" ")[0] ?? "";
  const pid = child.pid ?? -1;
  return { base, version, pid, fromFile, alive, cpuSeconds: () => processCpuSeconds(child.pid), output: () => output };
}
