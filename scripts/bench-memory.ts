/**
 * `npm run bench:memory`: the resident memory of the whole install (the
 * server and every process under it) on a small machine, before and after a
 * bounded load on the public pages (issue 41: under 300 MB on one core).
 *
 *   npm run bench:memory                        # one core, 3 s per page, 50 connections
 *   BENCH_CORES=2 npm run bench:memory          # as on a 2-core machine (a primary and two workers)
 *   BENCH_NODE_ARGS="--min-semi-space-size=16 --max-semi-space-size=16" npm run bench:memory
 *   PAGE_CACHE_MB=16 WORKERS=1 npm run bench:memory   # any setting of the server, from the environment
 *   BENCH_FILL=1500 npm run bench:memory        # then 1500 distinct pages: the page cache up to its budget
 *   BENCH_MAPS=1 npm run bench:memory           # and where each process's memory is (its largest mappings)
 *   BENCH_CADDY=1 npm run bench:memory          # the install as deploy/install.sh makes it: Caddy in front, page files, their views' log
 *
 * The server is started as `npm run serve` starts it, pinned to BENCH_CORES
 * cores with taskset, so it sees the machine a small server is: Node's
 * availableParallelism() follows the pinning, and WORKERS (one per core
 * unless set) with it. wrk runs on the remaining core, one page after the
 * other (BENCH_SECONDS each, a browser's User-Agent and Accept-Encoding, so
 * every request is a counted view answered compressed). Memory is read from
 * /proc (scripts/lib/process-memory.ts) 3 s after the start and 3 s after the
 * load: RSS, PSS (shared pages divided among the processes: what the install
 * takes together) and the anonymous and file parts of RSS, per process.
 * BENCH_FILL asks for that many distinct pages afterwards (net/brüt wage
 * tables for different amounts, about 70 KB each in the cache with their
 * compressed bytes), so the page cache reaches its budget (PAGE_CACHE_MB) as
 * it does on a site visited for a while, and reads the memory once more.
 * BENCH_CADDY=1 measures the install deploy/install.sh makes: the server with
 * PAGE_FILES_DIR and PAGE_FILES_LOG, Caddy in front with the production
 * routes (scripts/lib/caddy-front.ts) on the server's cores, the load through
 * Caddy; Caddy's memory is the install's too.
 * Needs Linux, wrk (`apt-get install wrk`) and, for the pinning, taskset.
 * Exit code 0 whether or not the goal is met; 1 when wrk or the server fails.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_PAGES } from "./lib/bench-pages.ts";
import { type CaddyFront, startCaddy } from "./lib/caddy-front.ts";
import { type Mapping, mappings, type ProcessMemory, totalOf, treeMemory } from "./lib/process-memory.ts";
import { ensureBuild, type ProductionServer, startProductionServer } from "./lib/production-server.ts";
import { scriptOptions } from "./lib/script-options.ts";
import { runBrowserWrk, type WrkResult } from "./lib/wrk-output.ts";

const { fail, positiveInt } = scriptOptions("bench:memory");

/** Issue 41's goal: the whole install's resident memory after the load, on one core. */
const GOAL_MB = 300;
const SECONDS = positiveInt("BENCH_SECONDS", 3);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 50);
const CORES = positiveInt("BENCH_CORES", 1);
const PORT = positiveInt("BENCH_PORT", 4416);
/** Time for the start's and the load's work to end (the request log, the counted views) before memory is read. */
const SETTLE_MS = 3_000;
const PAGES = (process.env.BENCH_PAGES?.split(",") ?? DEFAULT_PAGES).map((p) => p.trim()).filter(Boolean);
const NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean);
const WITH_CADDY = process.env.BENCH_CADDY === "1";
const CADDY_PORT = positiveInt("BENCH_CADDY_PORT", 4418);
const FILL = process.env.BENCH_FILL ? positiveInt("BENCH_FILL", 0) : 0;
/** Distinct pages for BENCH_FILL: each amount is a page of its own in the page cache. */
const fillPage = (i: number) => `/araclar/net-brut-ucret?yil=2026&brut=${50_000 + i}`;

const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
if (process.platform !== "linux") fail("reads /proc: Linux only");
if (!has("wrk")) fail("wrk is not installed: apt-get install -y wrk");
if (WITH_CADDY && !has("caddy")) fail("caddy is not installed: apt-get install -y caddy (or leave BENCH_CADDY unset)");
const machineCores = availableParallelism();
if (CORES > machineCores) fail(`BENCH_CORES=${CORES}, but this machine has ${machineCores}`);
/** The server's cores (0…CORES-1) and wrk's (the rest), when taskset can pin them. */
const pinned = has("taskset");
const serverCores = CORES === 1 ? "0" : `0-${CORES - 1}`;
const wrkCores = CORES < machineCores ? (CORES === machineCores - 1 ? String(CORES) : `${CORES}-${machineCores - 1}`) : undefined;

function runWrk(url: string): Promise<WrkResult> {
  return runBrowserWrk(url, { connections: CONNECTIONS, seconds: SECONDS, cores: pinned ? wrkCores : undefined });
}

const mb = (n: number) => (Number.isNaN(n) ? "?" : n.toFixed(1));
const pad = (text: string, width: number) => text.padStart(width);

/** One snapshot: a row per process and the install's total. */
function printMemory(title: string, processes: readonly ProcessMemory[]) {
  console.log(`\n${title}`);
  console.log(`${"process".padEnd(22)}${pad("pid", 8)}${pad("RSS MB", 9)}${pad("PSS MB", 9)}${pad("anon", 8)}${pad("file", 8)}`);
  for (const p of processes) {
    console.log(
      `${p.role.padEnd(22)}${pad(String(p.pid), 8)}${pad(mb(p.rss), 9)}${pad(mb(p.pss), 9)}${pad(mb(p.anon), 8)}${pad(mb(p.file), 8)}`,
    );
  }
  const total = totalOf(processes);
  console.log(`${`all ${processes.length} processes`.padEnd(30)}${pad(mb(total.rss), 9)}${pad(mb(total.pss), 9)}`);
}

/** glibc's arena for a thread: 64 MB of address space, the part in use read-write, the rest reserved right after it. */
const ARENA_KB = 65_536;

/** What a mapping is, for the breakdown: a file by its name; anonymous memory by what its region looks like. */
function groupOf(m: Mapping, next: Mapping | undefined): string {
  if (m.name.startsWith("/")) return m.name.slice(m.name.lastIndexOf("/") + 1);
  if (m.name) return m.name === "[heap]" ? "[heap] (malloc's main arena)" : m.name;
  if (next && !next.name && next.perms === "---p" && m.size + next.size === ARENA_KB) return "malloc arenas of other threads";
  return m.size >= 1_024 ? "anonymous, regions ≥ 1 MB (V8's young generation, large objects…)" : "anonymous, regions < 1 MB (V8's pages…)";
}

/** The resident memory of each process by mapping, its largest groups first. */
function printMappings(processes: readonly ProcessMemory[]) {
  for (const p of processes) {
    const groups = new Map<string, number>();
    try {
      const all = mappings(p.pid);
      for (const [i, m] of all.entries()) groups.set(groupOf(m, all[i + 1]), (groups.get(groupOf(m, all[i + 1])) ?? 0) + m.rss);
    } catch {
      continue; // it ended meanwhile
    }
    console.log(`  ${p.role} ${p.pid}:`);
    for (const [name, kb] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`    ${pad(mb(kb / 1024), 7)} MB  ${name}`);
  }
}

async function main() {
  ensureBuild();
  const dir = mkdtempSync(join(tmpdir(), "ymm-bench-memory-"));
  let server: ProductionServer | undefined;
  let caddyProcess: ChildProcess | undefined;
  const stop = () => {
    server?.stop();
    caddyProcess?.kill("SIGTERM");
  };
  process.on("exit", () => {
    stop();
    rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

  server = await startProductionServer({
    port: PORT,
    dir,
    logFile: join(dir, "app.log"),
    cpu: pinned ? serverCores : undefined,
    nodeArgs: NODE_ARGS,
    env: {
      MAX_CONNECTIONS_PER_CLIENT: String(Math.max(100, CONNECTIONS)),
      ANALYTICS: "on",
      ...(WITH_CADDY ? { PAGE_FILES_DIR: join(dir, "pages"), PAGE_FILES_LOG: join(dir, "page-views.log") } : {}),
    },
  });
  const pid = server.child.pid ?? fail("the server has no process id");
  console.log(
    `bench:memory: ${CORES} core(s)${pinned ? ` (server on ${serverCores}, wrk on ${wrkCores ?? "the same"})` : " (not pinned: no taskset)"}, ` +
      `${SECONDS} s per page, ${CONNECTIONS} connections, Node ${process.version}, node ${(NODE_ARGS ?? ["(npm run serve's flags)"]).join(" ")}` +
      `${process.env.WORKERS ? `, WORKERS=${process.env.WORKERS}` : ""}${process.env.PAGE_CACHE_MB ? `, PAGE_CACHE_MB=${process.env.PAGE_CACHE_MB}` : ""}`,
  );
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  printMemory("Started (3 s after it answered):", treeMemory(pid));

  const files: { page: string; type: string }[] = [];
  for (const page of PAGES) {
    const response = await fetch(`${server.base}${page}`, { redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) fail(`${page} answered ${response.status}, not 200: fix the page list`);
    files.push({ page, type: response.headers.get("content-type") ?? "" });
  }
  let front: CaddyFront | undefined;
  if (WITH_CADDY) {
    front = await startCaddy({
      caddy: "caddy",
      pageFilesDir: join(dir, "pages"),
      appPort: PORT,
      port: CADDY_PORT,
      work: dir,
      viewsLog: join(dir, "page-views.log"),
      files,
      cpu: pinned ? serverCores : undefined,
      onStart: (child) => {
        caddyProcess = child;
      },
    });
    console.log(
      `Caddy ${front.version} in front (deploy/caddyfile.sh --pages --views-log), on the server's cores; from files: ${front.fromFile.size} of ${PAGES.length} pages`,
    );
  }
  /** The install's processes: the server's tree, and Caddy's when it is in front. */
  const installMemory = () => [...treeMemory(pid), ...(front ? treeMemory(front.pid).map((p) => ({ ...p, role: "caddy" })) : [])];
  const loadBase = front?.base ?? server.base;

  if (front) printMemory("With Caddy, each page once (its file made):", installMemory());
  console.log("");
  for (const page of PAGES) {
    const result = await runWrk(`${loadBase}${page}`);
    if (!server.alive()) fail(`the server stopped during the load:\n${server.tail()}`);
    console.log(
      `${page.slice(0, 60).padEnd(62)}${pad(Math.round(result.rps).toLocaleString("en-US"), 8)} req/s${result.errors ? `  ${result.errorText}` : ""}`,
    );
  }
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const after = installMemory();
  printMemory(`After the load (${PAGES.length} pages × ${SECONDS} s, 3 s later):`, after);
  if (process.env.BENCH_MAPS === "1") printMappings(after);

  let last = after;
  const { base } = server;
  if (FILL > 0) {
    const fillStarted = Date.now();
    let next = 0;
    const client = async () => {
      while (next < FILL) {
        const response = await fetch(`${base}${fillPage(next++)}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
        await response.arrayBuffer();
        if (response.status !== 200) fail(`${fillPage(next - 1)} answered ${response.status}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, client));
    console.log(`\n${FILL} distinct pages in ${((Date.now() - fillStarted) / 1000).toFixed(1)} s`);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    last = installMemory();
    printMemory(`After ${FILL} distinct pages more (the page cache at its budget):`, last);
  }

  const total = totalOf(last);
  console.log(
    `\nGoal (issue 41): the whole install under ${GOAL_MB} MB resident after the load on one core: ` +
      `${mb(total.rss)} MB RSS, ${mb(total.pss)} MB PSS${CORES === 1 ? (total.rss < GOAL_MB ? " — met" : " — not met") : " (not judged: more than one core)"}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
);
