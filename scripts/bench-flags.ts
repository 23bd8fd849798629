/**
 * `npm run bench:flags`: what a server setting (V8 flags, an environment
 * variable) costs in speed and saves in memory, measured as ADR 031 asks:
 * fresh processes of one build, one setting after the other in rounds (the
 * order turned each round), each pinned to core 0 with wrk on core 1, the
 * same pages and seconds, after a second of unmeasured load on each. A process's speed is settled early and kept for its
 * life, so each round starts every setting anew; the result is the median of
 * the rounds, and each setting's speed against the first one's.
 *
 *   npm run bench:flags                      # the settings below, 3 rounds, 3 s per page
 *   BENCH_ROUNDS=5 BENCH_SECONDS=5 npm run bench:flags
 *   BENCH_VARIANTS="a:--min-semi-space-size=16;b:MALLOC_ARENA_MAX=2 --min-semi-space-size=16" npm run bench:flags
 *
 * A setting is `name:` then words: `NAME=value` is put in the server's
 * environment, anything else is a Node argument before server/main.ts.
 * Memory is the server's resident size (RSS) 3 s after its load. Needs
 * Linux, wrk and taskset, and a quiet machine: the figures of a busy one are
 * noise (say so with them).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_ENVIRONMENT, YOUNG_GENERATION_FLAGS } from "#server/node-flags.ts";
import { totalOf, treeMemory } from "./lib/process-memory.ts";
import { ensureBuild, type ProductionServer, startProductionServer } from "./lib/production-server.ts";
import { scriptOptions } from "./lib/script-options.ts";
import { runBrowserWrk, type WrkResult } from "./lib/wrk-output.ts";

const { fail, positiveInt } = scriptOptions("bench:flags");

/** The servers' setting (npm run serve's, server/node-flags.ts) first, then the ones ADR 054 weighed against it. */
const DEFAULT_VARIANTS = [
  `serve:${Object.entries(SERVER_ENVIRONMENT)
    .map(([name, value]) => `${name}=${value}`)
    .join(" ")} ${YOUNG_GENERATION_FLAGS.join(" ")}`,
  "adr031:--min-semi-space-size=16",
  "fixed16:--min-semi-space-size=16 --max-semi-space-size=16",
  "fixed8:MALLOC_ARENA_MAX=2 --min-semi-space-size=8 --max-semi-space-size=8",
  "size:--optimize-for-size",
].join(";");
/** Pages answered from the page cache (Node's cost per request) and one computed per request (the wage table). */
const DEFAULT_PAGES = ["/", "/sss", "/iletisim", "/araclar/net-brut-ucret?yil=2026&brut=100000"];
const SETTLE_MS = 3_000;

interface Variant {
  name: string;
  nodeArgs: string[];
  env: Record<string, string>;
}

function parseVariants(text: string): Variant[] {
  return text
    .split(";")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const colon = item.indexOf(":");
      if (colon < 1) fail(`"${item}": a setting is name:words`);
      const words = item
        .slice(colon + 1)
        .split(/\s+/)
        .filter(Boolean);
      const env: Record<string, string> = {};
      const nodeArgs: string[] = [];
      for (const word of words) {
        const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
        if (match?.[1] !== undefined && match[2] !== undefined) env[match[1]] = match[2];
        else nodeArgs.push(word);
      }
      return { name: item.slice(0, colon), nodeArgs, env };
    });
}

const SECONDS = positiveInt("BENCH_SECONDS", 3);
const ROUNDS = positiveInt("BENCH_ROUNDS", 3);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 50);
const PORT = positiveInt("BENCH_PORT", 4417);
const PAGES = (process.env.BENCH_PAGES?.split(",") ?? DEFAULT_PAGES).map((p) => p.trim()).filter(Boolean);
const VARIANTS = parseVariants(process.env.BENCH_VARIANTS ?? DEFAULT_VARIANTS);

function runWrk(url: string, seconds = SECONDS): Promise<WrkResult> {
  return runBrowserWrk(url, { connections: CONNECTIONS, seconds, cores: "1" });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

interface Round {
  rps: Map<string, number>;
  p99: Map<string, number>;
  rssMb: number;
}

async function measure(variant: Variant, dir: string, round: number): Promise<Round> {
  let server: ProductionServer | undefined;
  // A fresh database for each process.
  const own = join(dir, `${variant.name}-${round}`);
  mkdirSync(own);
  try {
    server = await startProductionServer({
      port: PORT,
      dir: own,
      logFile: join(dir, `${variant.name}-${round}.log`),
      cpu: 0,
      nodeArgs: variant.nodeArgs,
      env: { ...variant.env, MAX_CONNECTIONS_PER_CLIENT: String(Math.max(100, CONNECTIONS)), WORKERS: "1" },
    });
    const rps = new Map<string, number>();
    const p99 = new Map<string, number>();
    // Every page once, then 1 s of load on each unmeasured: the code of all of them compiled first.
    for (const page of PAGES) {
      const response = await fetch(`${server.base}${page}`);
      await response.arrayBuffer();
      if (response.status !== 200) fail(`${page} answered ${response.status}, not 200`);
    }
    for (const page of PAGES) await runWrk(`${server.base}${page}`, 1);
    for (const page of PAGES) {
      const result = await runWrk(`${server.base}${page}`);
      if (result.errors > 0) fail(`${variant.name} on ${page}: ${result.errorText}`);
      rps.set(page, result.rps);
      p99.set(page, result.p99Ms);
    }
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const pid = server.child.pid ?? fail("the server has no process id");
    return { rps, p99, rssMb: totalOf(treeMemory(pid)).rss };
  } finally {
    server?.stop();
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function main() {
  if (process.platform !== "linux") fail("pins with taskset and reads /proc: Linux only");
  for (const command of ["wrk", "taskset"]) {
    if (spawnSync("sh", ["-c", `command -v ${command}`]).status !== 0) fail(`${command} is not installed`);
  }
  if (availableParallelism() < 2) fail("needs two cores: the server on one, wrk on the other");
  if (VARIANTS.length === 0) fail("no setting to measure");
  ensureBuild();
  const dir = mkdtempSync(join(tmpdir(), "ymm-bench-flags-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
  console.log(
    `bench:flags: ${VARIANTS.length} settings × ${ROUNDS} rounds, ${PAGES.length} pages × ${SECONDS} s, ` +
      `${CONNECTIONS} connections, server on core 0, wrk on core 1, Node ${process.version}, ${new Date().toISOString()}`,
  );
  const results = new Map<string, Round[]>(VARIANTS.map((v) => [v.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) {
      const result = await measure(variant, dir, round);
      results.get(variant.name)?.push(result);
      const line = PAGES.map((page) => Math.round(result.rps.get(page) ?? 0).toLocaleString("en-US")).join(" / ");
      console.log(`round ${round + 1} ${variant.name.padEnd(16)} ${line} req/s, ${result.rssMb.toFixed(1)} MB RSS`);
    }
  }

  const [first] = VARIANTS;
  if (!first) return;
  console.log(`\nMedian of ${ROUNDS} rounds (req/s, p99 ms; ratio to "${first.name}" per page is the median of the rounds' ratios):`);
  for (const variant of VARIANTS) {
    const rounds = results.get(variant.name) ?? [];
    const base = results.get(first.name) ?? [];
    const cells = PAGES.map((page) => {
      const rps = median(rounds.map((r) => r.rps.get(page) ?? Number.NaN));
      const p99 = median(rounds.map((r) => r.p99.get(page) ?? Number.NaN));
      const ratio = median(rounds.map((r, i) => (r.rps.get(page) ?? Number.NaN) / (base[i]?.rps.get(page) ?? Number.NaN)));
      return `${Math.round(rps).toLocaleString("en-US")} (${p99.toFixed(1)} ms, ×${ratio.toFixed(2)})`;
    });
    const rss = median(rounds.map((r) => r.rssMb));
    console.log(
      `${variant.name.padEnd(16)} ${cells.join("  ")}  RSS ${rss.toFixed(1)} MB  [${[...Object.entries(variant.env).map(([k, v]) => `${k}=${v}`), ...variant.nodeArgs].join(" ")}]`,
    );
  }
  console.log(`pages: ${PAGES.join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
