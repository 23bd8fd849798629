/**
 * `npm run bench`: requests per second and latency of the production server,
 * page by page, beside nginx serving the very same bytes pre-compressed from
 * disk (gzip_static), and the server behind Caddy with page files (issue 41,
 * ADR 053), in one run on this machine. Needs wrk, nginx and Caddy
 * (`apt-get install wrk nginx-light caddy`); loopback only, bounded in time.
 *
 *   npm run bench                              # 10 s per page and server, 50 connections
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=100 npm run bench
 *   BENCH_PAGES=/,/sss,/sitemap.xml npm run bench
 *   BENCH_SEARCH=0 npm run bench                # without the search row (scripts/bench-search.ts)
 *
 * Each page is fetched from the app once (identity encoding); nginx serves
 * those bytes as a file and a gzip -9 copy beside it, with the app's
 * Content-Type. wrk sends `Accept-Encoding: gzip` to both, so both answer
 * compressed. The app keeps its request log on (to a file in the temporary
 * directory). Each target is warmed up for 2 s before it is measured.
 * The summary checks the goal (issue 24): app/nginx ≥ 0.7, app p99 ≤ 10 ms, no errors.
 *
 * Behind Caddy (issue 41): the app runs with PAGE_FILES_DIR (a folder in the
 * temporary directory), and Caddy runs the production Caddyfile's routes
 * (`deploy/caddyfile.sh --pages DIR --plain-http`: the same page-file routes,
 * headers and reverse proxy, on plain HTTP on loopback, no access log) in
 * front of it. Each page is requested through Caddy until Caddy answers it
 * from its file (no X-Request-Id: the app sets one on every answer); an HTML
 * page that does not become a file stops the run; a page the app never writes
 * as a file (the sitemap, the calendar feed) is measured through Caddy to the
 * app and marked so. Caddy is measured like nginx, right after it (same wrk
 * settings, unpinned), with the CPU time Caddy and nginx spend per request
 * (from /proc: steadier than req/s on a busy machine). Its goal: ≥ 0.9 of nginx and p99 ≤ 5 ms on every page,
 * no errors (PASS/FAIL line). BENCH_CADDY=0 leaves it out; BENCH_CADDY_LOG=1
 * turns on the production log of the views Caddy serves from files
 * (`--views-log`, which the app reads and empties: PAGE_FILES_LOG), to measure its cost; Caddy reads GOMAXPROCS from the environment as usual.
 *
 * İstatistikler (issue 26): wrk sends a browser's User-Agent, so every request
 * to the app is a counted view. On each page a second app server (one
 * process, on core 0 by taskset, wrk with one thread on core 1, so the two
 * do not take turns on a core) is measured with counting on and paused in
 * turn, in the same process (SIGUSR2 with ANALYTICS_BENCH_SIGNAL=1; two
 * processes of one build differ by more than what is compared):
 * BENCH_COUNTING_ROUNDS rounds (10) of on, off or off, on, 1 s each, after
 * warming it on every page. "on/off" is the median of a page's rounds'
 * throughput ratios, with their range; "CPU/req" the server's CPU time per
 * request (from /proc) in each state. The goal (≥ 0.95) is judged on the
 * median of all rounds on the counted (HTML) pages together. Without taskset
 * or a second core the app itself is used, unpinned. BENCH_COUNTING=0 leaves
 * it out; BENCH_COUNTING=aa runs the app with ANALYTICS=off, so both states
 * are off (an A/A run: the spread the comparison shows when nothing differs).
 * Exit code 0 whether or not the goals are met; 1 when wrk or a server fails.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { constants, gunzipSync, gzipSync } from "node:zlib";
import { DEFAULT_PAGES } from "./lib/bench-pages.ts";
import { servedFromFile, startCaddy, waitFor } from "./lib/caddy-front.ts";
import { type CountingComparison, CountingSwitch, compareCounting, median } from "./lib/counting-comparison.ts";
import { nginxStaticConfig } from "./lib/nginx-static.ts";
import { ensureBuild, type ProductionServer, processCpuSeconds, startProductionServer } from "./lib/production-server.ts";
import { scriptOptions } from "./lib/script-options.ts";
import { parseWrk, type WrkResult } from "./lib/wrk-output.ts";

const { fail, positiveInt } = scriptOptions("bench");

const SECONDS = positiveInt("BENCH_SECONDS", 10);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 50);
const THREADS = 2;
const WARMUP_SECONDS = 2;
const APP_PORT = 4410;
const NGINX_PORT = 4411;
const CADDY_PORT = 4417;
/** The goal of the site (ratio to nginx, p99 in ms; counting on/off). */
const GOAL = { ratio: 0.7, p99Ms: 10, counting: 0.95 };
/** Issue 41's goal for the app behind Caddy with page files: ratio to nginx, p99 in ms. */
const CADDY_GOAL = { ratio: 0.9, p99Ms: 5 };
const WITH_CADDY = process.env.BENCH_CADDY !== "0";
const CADDY_LOG = process.env.BENCH_CADDY_LOG === "1";
/** A browser's User-Agent: the app counts these requests as views (a request without one is not counted). */
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const COMPARE_COUNTING = process.env.BENCH_COUNTING !== "0";
/** BENCH_COUNTING=aa: the app with ANALYTICS=off, so "on" and "off" are the same: what the comparison itself gives when nothing differs. */
const SAME_SERVERS = process.env.BENCH_COUNTING === "aa";
const COUNTING_ROUNDS = positiveInt("BENCH_COUNTING_ROUNDS", 10);
const COUNTING_SLICE_SECONDS = 1;
const COUNTING_PORT = 4412;
/** The counting comparison's server on core 0 and wrk on core 1, when this machine can (see above). */
const PIN = availableParallelism() >= 2 && which("taskset") !== undefined;

const PAGES = (process.env.BENCH_PAGES?.split(",") ?? DEFAULT_PAGES).map((p) => p.trim()).filter(Boolean);

function which(command: string): string | undefined {
  const found = spawnSync("sh", ["-c", `command -v ${command} || ls /usr/sbin/${command} 2>/dev/null`], { encoding: "utf8" });
  return found.stdout.trim().split("\n")[0] || undefined;
}

for (const page of PAGES) {
  // The path goes into nginx's configuration as a quoted string.
  if (!page.startsWith("/") || /[\s"'\\$;{}]/.test(page)) fail(`"${page}" is not a path this script can benchmark`);
}
const wrk = which("wrk") ?? fail("wrk is not installed: apt-get install -y wrk");
const nginx = which("nginx") ?? fail("nginx is not installed: apt-get install -y nginx-light");
const caddy = WITH_CADDY ? (which("caddy") ?? fail("caddy is not installed: apt-get install -y caddy (or BENCH_CADDY=0)")) : "";
const nginxBuild = spawnSync(nginx, ["-V"], { encoding: "utf8" });
const gzipStatic = `${nginxBuild.stdout}${nginxBuild.stderr}`.includes("--with-http_gzip_static_module");

// ── Clean-up: child processes and the temporary directory, on every way out.
const work = mkdtempSync(join(tmpdir(), "ymm-bench-"));
chmodSync(work, 0o755); // nginx workers may run as another user
// ...and must reach it: every folder above it must let others through (a /tmp of mode 0700 does not).
for (let dir = dirname(work); dir !== dirname(dir); dir = dirname(dir)) {
  if ((statSync(dir).mode & 0o001) === 0) {
    rmSync(work, { recursive: true, force: true });
    fail(`nginx's workers cannot reach ${dir} (mode ${(statSync(dir).mode & 0o777).toString(8)}): run with TMPDIR=/var/tmp`);
  }
}
const children = new Set<ChildProcess>();
let app: ProductionServer | undefined;
/** The counting comparison's server (the app itself when it cannot be pinned). */
let counted: ProductionServer | undefined;
let cleaned = false;
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
/** Last resort on exit (synchronous): stop what still runs, remove the directory. */
function cleanupNow() {
  if (cleaned) return;
  cleaned = true;
  app?.stop();
  if (counted !== app) counted?.stop();
  for (const child of children) if (running(child)) child.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
/** Stops the app, nginx and wrk, waits (at most 5 s) until they are gone, then removes the directory. */
async function cleanup() {
  const all = [...children, ...[app, counted].flatMap((server) => (server ? [server.child] : []))].filter(running);
  for (const child of all) child.kill("SIGTERM");
  await Promise.race([
    Promise.all(all.map((child) => new Promise((resolve) => (running(child) ? child.once("exit", resolve) : resolve(null))))),
    new Promise((resolve) => setTimeout(resolve, 5000)),
  ]);
  cleanupNow();
}
process.on("exit", cleanupNow);
/** Set by a signal: what fails after it (wrk, Chromium stopped with us) is not an error. */
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\nbench: ${signal}, stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Runs wrk (asynchronously, so a signal still reaches our handler and wrk is stopped with us). */
function runWrk(url: string, seconds: number, cpu?: number): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const headers = ["-H", "Accept-Encoding: gzip", "-H", `User-Agent: ${BROWSER_UA}`];
    const threads = cpu === undefined ? THREADS : 1;
    const command = [wrk, `-t${threads}`, `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", ...headers, url];
    const [program = wrk, ...args] = cpu === undefined ? command : ["taskset", "-c", String(cpu), ...command];
    const child = spawn(program, args, {
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.add(child);
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      children.delete(child);
      if (code !== 0) return reject(new Error(`wrk exited with ${code} on ${url}:\n${out}${err}`));
      try {
        resolve(parseWrk(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * When wrk stops, the app may still be working through the requests it had
 * accepted; wait until its request log stops growing (≤ 30 s), so that work
 * does not count against the next measurement (nginx's).
 */
async function settle(logFile: string) {
  let last = -1;
  for (let i = 0; i < 120; i++) {
    const size = statSync(logFile).size;
    if (size === last) return;
    last = size;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const ratioText = (r: number) => (r >= 0.1 ? r.toFixed(2) : r.toPrecision(2));
/** BENCH_CADDY_LOG=1: Caddy's log of the views it serves from files (--views-log), which the app counts and empties. */
const viewsLog = join(work, "page-views.log");
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));

async function main() {
  ensureBuild();
  const logFile = join(work, "app.log");
  // wrk is one client with CONNECTIONS connections; the per-client cap (default 100) must not cut it.
  const maxConnections = { MAX_CONNECTIONS_PER_CLIENT: String(Math.max(100, CONNECTIONS)) };
  // The app's database in a folder of its own: the server makes its database's folder the
  // owner's only (app/.server/db/private-files.ts), and nginx's workers must still reach work/.
  const appDir = join(work, "app");
  mkdirSync(appDir);
  const pageFilesDir = join(work, "page-files");
  app = await startProductionServer({
    port: APP_PORT,
    dir: appDir,
    logFile,
    env: {
      ...maxConnections,
      ANALYTICS: SAME_SERVERS ? "off" : "on",
      ANALYTICS_BENCH_SIGNAL: COMPARE_COUNTING && !PIN ? "1" : "0",
      ...(WITH_CADDY ? { PAGE_FILES_DIR: pageFilesDir } : {}),
      ...(WITH_CADDY && CADDY_LOG ? { PAGE_FILES_LOG: viewsLog } : {}),
    },
  });
  if (COMPARE_COUNTING && PIN) {
    const countedDir = join(work, "counting");
    mkdirSync(countedDir);
    counted = await startProductionServer({
      port: COUNTING_PORT,
      dir: countedDir,
      logFile: join(countedDir, "app.log"),
      cpu: 0,
      env: { ...maxConnections, WORKERS: "1", ANALYTICS: SAME_SERVERS ? "off" : "on", ANALYTICS_BENCH_SIGNAL: "1" },
    });
  } else if (COMPARE_COUNTING) counted = app;

  // ── The very same bytes for nginx: one file per page plus its gzip -9 copy.
  const html = join(work, "pages");
  mkdirSync(html, { mode: 0o755 });
  const files: { page: string; file: string; type: string; bytes: number; gzBytes: number }[] = [];
  for (const [i, page] of PAGES.entries()) {
    const response = await fetch(`${app.base}${page}`, { headers: { "Accept-Encoding": "identity" }, redirect: "manual" });
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}, not 200: fix the page list`);
    const body = Buffer.from(await response.arrayBuffer());
    const file = `/p${i}`;
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(join(html, file), body, { mode: 0o644 });
    writeFileSync(join(html, `${file}.gz`), gz, { mode: 0o644 });
    const type = response.headers.get("content-type") ?? "application/octet-stream";
    files.push({ page, file, type, bytes: body.length, gzBytes: gz.length });
  }

  // ── nginx: request URI (with its query string) → file, the app's Content-Type per file.
  const conf = join(work, "nginx.conf");
  writeFileSync(conf, nginxStaticConfig({ work, root: html, port: NGINX_PORT, files, gzipStatic }));
  const test = spawnSync(nginx, ["-t", "-c", conf], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  const nginxProcess = spawn(nginx, ["-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  children.add(nginxProcess);
  const nginxUp = () => nginxProcess.exitCode === null && nginxProcess.signalCode === null;
  await waitFor(`http://127.0.0.1:${NGINX_PORT}${PAGES[0]}`, nginxUp);

  // nginx answers what the app answered: same bytes (after gunzip), same Content-Type.
  for (const f of files) {
    const response = await fetch(`http://127.0.0.1:${NGINX_PORT}${f.page}`, { headers: { "Accept-Encoding": "gzip" } });
    const raw = Buffer.from(await response.arrayBuffer());
    // fetch decompresses by itself; gunzip only if it did not.
    const body = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
    if (response.status !== 200 || body.length !== f.bytes || response.headers.get("content-type") !== f.type) {
      throw new Error(
        `nginx does not answer ${f.page} like the app (${response.status}, ${body.length} bytes, ${response.headers.get("content-type")})`,
      );
    }
  }

  const caddied = WITH_CADDY
    ? await startCaddy({
        caddy,
        pageFilesDir,
        appPort: APP_PORT,
        port: CADDY_PORT,
        work,
        viewsLog: CADDY_LOG ? viewsLog : undefined,
        files,
        onStart: (child) => children.add(child),
      })
    : undefined;

  console.log(
    `\nwrk ${THREADS} threads, ${CONNECTIONS} connections, ${SECONDS} s per page and server after ${WARMUP_SECONDS} s warm-up, Accept-Encoding: gzip`,
  );
  console.log(`node ${process.version}, NODE_ENV=production, app request log on (stdout → file in the temporary directory)`);
  console.log(
    `User-Agent: a browser's, so the app counts every request as a view (İstatistikler on)${COMPARE_COUNTING ? `; on/off: ${PIN ? "one app process on core 0 (wrk -t1 on core 1)" : "the app"} with counting on and paused, ${COUNTING_ROUNDS} rounds of ${COUNTING_SLICE_SECONDS} s each way, median ratio [range]` : ""}`,
  );
  if (SAME_SERVERS)
    console.log(
      "A/A run (BENCH_COUNTING=aa): the app with ANALYTICS=off, so on and off do not differ; on/off shows the comparison's own spread",
    );
  console.log(
    gzipStatic
      ? "nginx: gzip_static on (the app's bytes, gzip -9 beforehand), worker_processes auto, access_log off"
      : "nginx: NO gzip_static module in this build — FALLBACK gzip on, gzip_comp_level 1 (compresses per request)",
  );
  if (caddied) {
    const served = files.map((f) => `${f.page} ${caddied.fromFile.has(f.page) ? "file" : "app"}`).join(", ");
    console.log(
      `Caddy ${caddied.version}: deploy/caddyfile.sh --pages --plain-http, GOMAXPROCS ${process.env.GOMAXPROCS ?? "unset"}, log of views served from files ${CADDY_LOG ? "on (--views-log, read by the app)" : "off"}; served from: ${served}`,
    );
  }
  console.log(
    `pages: ${files.map((f) => `${f.page} ${(f.bytes / 1024).toFixed(1)}/${(f.gzBytes / 1024).toFixed(1)} kB`).join(", ")} (raw/gzip -9)\n`,
  );

  const header = [
    "page",
    "app req/s",
    ...(COMPARE_COUNTING ? ["on/off [range]", "CPU/req on/off"] : []),
    "nginx req/s",
    "ratio",
    "app p50",
    "app p99",
    "nginx p99",
    "app errors",
    ...(caddied ? ["Caddy req/s", "Caddy/nginx", "Caddy p99", "CPU/req Caddy/nginx", "Caddy errors"] : []),
  ];
  const widths = header.map((h, i) =>
    Math.max(h.length, i === 0 ? Math.max(...PAGES.map((p) => p.length)) : h.startsWith("on/off") ? 18 : 10),
  );
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));

  let worstRatio = { value: Number.POSITIVE_INFINITY, page: "" };
  // The counting goal is judged on all rounds of the pages that are counted (HTML) together:
  // the worst of ten pages' medians is far below 1 even when nothing differs (an A/A run).
  const countingSwitch = counted ? new CountingSwitch(counted, counted.logFile) : undefined;
  const countedRounds: number[] = [];
  const countedCpu = { on: 0, off: 0, pages: 0 };
  if (counted) {
    // Warm the counting server on every page first: the first page measured otherwise pays for its warming.
    for (const page of PAGES) await runWrk(`${counted.base}${page}`, 1, PIN ? 1 : undefined);
  }
  let worstP99 = { value: 0, page: "" };
  let totalErrors = 0;
  /** The pages behind Caddy that miss issue 41's goal, each with why. */
  const caddyMisses: string[] = [];
  let caddyWorst = { ratio: Number.POSITIVE_INFINITY, ratioPage: "", p99: 0, p99Page: "" };
  for (const page of PAGES) {
    const appUrl = `${app.base}${page}`;
    const nginxUrl = `http://127.0.0.1:${NGINX_PORT}${page}`;
    await runWrk(appUrl, WARMUP_SECONDS);
    await settle(logFile);
    const a = await runWrk(appUrl, SECONDS);
    if (!app.alive()) throw new Error(`the app stopped during ${page}:\n${app.tail()}`);
    await settle(logFile);
    let counting: CountingComparison | undefined;
    if (counted && countingSwitch) {
      await runWrk(`${counted.base}${page}`, WARMUP_SECONDS, PIN ? 1 : undefined);
      counting = await compareCounting(page, countingSwitch, {
        rounds: COUNTING_ROUNDS,
        sliceSeconds: COUNTING_SLICE_SECONDS,
        run: (url, seconds) => runWrk(url, seconds, PIN ? 1 : undefined),
        settle,
      });
      totalErrors += counting.errors;
      if (files.find((f) => f.page === page)?.type.startsWith("text/html")) {
        countedRounds.push(...counting.ratios);
        countedCpu.on += counting.cpuUs.on;
        countedCpu.off += counting.cpuUs.off;
        countedCpu.pages += 1;
      }
    }
    await runWrk(nginxUrl, WARMUP_SECONDS);
    const nginxCpu = processCpuSeconds(nginxProcess.pid);
    const n = await runWrk(nginxUrl, SECONDS);
    const nginxCpuUs = ((processCpuSeconds(nginxProcess.pid) - nginxCpu) * 1e6) / n.requests;
    if (!nginxUp()) throw new Error(`nginx stopped during ${page}`);
    if (n.errors > 0) console.error(`warning: nginx had errors on ${page}: ${n.errorText}`);
    const ratio = a.rps / n.rps;
    let c: WrkResult | undefined;
    let caddyCpuUs = Number.NaN;
    if (caddied) {
      const caddyUrl = `${caddied.base}${page}`;
      await runWrk(caddyUrl, WARMUP_SECONDS);
      const caddyCpu = caddied.cpuSeconds();
      c = await runWrk(caddyUrl, SECONDS);
      caddyCpuUs = ((caddied.cpuSeconds() - caddyCpu) * 1e6) / c.requests;
      if (!caddied.alive()) throw new Error(`Caddy stopped during ${page}:\n${caddied.output()}`);
      const fromFile = caddied.fromFile.has(page);
      if (fromFile && !(await servedFromFile(caddyUrl))) throw new Error(`Caddy no longer answers ${page} from its file`);
      const caddyRatio = c.rps / n.rps;
      if (caddyRatio < caddyWorst.ratio) caddyWorst = { ...caddyWorst, ratio: caddyRatio, ratioPage: page };
      if (c.p99Ms > caddyWorst.p99) caddyWorst = { ...caddyWorst, p99: c.p99Ms, p99Page: page };
      const why = [
        fromFile ? "" : "not a file (the app answers through Caddy)",
        caddyRatio < CADDY_GOAL.ratio ? `ratio ${ratioText(caddyRatio)} < ${CADDY_GOAL.ratio}` : "",
        c.p99Ms > CADDY_GOAL.p99Ms ? `p99 ${ms(c.p99Ms)} ms > ${CADDY_GOAL.p99Ms} ms` : "",
        c.errors ? `${c.errors} errors` : "",
      ].filter(Boolean);
      if (why.length > 0) caddyMisses.push(`${page}: ${why.join(", ")}`);
    }
    if (ratio < worstRatio.value) worstRatio = { value: ratio, page };
    if (a.p99Ms > worstP99.value) worstP99 = { value: a.p99Ms, page };
    totalErrors += a.errors;
    const row = [
      page,
      a.rps.toFixed(0),
      ...(counting
        ? [
            `${ratioText(median(counting.ratios))} [${ratioText(Math.min(...counting.ratios))}–${ratioText(Math.max(...counting.ratios))}]`,
            `${counting.cpuUs.on.toFixed(1)}/${counting.cpuUs.off.toFixed(1)} µs`,
          ]
        : []),
      n.rps.toFixed(0),
      ratioText(ratio),
      `${ms(a.p50Ms)} ms`,
      `${ms(a.p99Ms)} ms`,
      `${ms(n.p99Ms)} ms`,
      a.errors ? `${a.errors} (${a.errorText})` : "0",
      ...(c
        ? [
            `${c.rps.toFixed(0)}${caddied?.fromFile.has(page) ? "" : " (app)"}`,
            ratioText(c.rps / n.rps),
            `${ms(c.p99Ms)} ms`,
            `${caddyCpuUs.toFixed(0)}/${nginxCpuUs.toFixed(0)} µs`,
            c.errors ? `${c.errors} (${c.errorText})` : "0",
          ]
        : []),
    ];
    console.log(line(row));
  }

  const loggedLines = statSync(logFile).size > 0 ? "yes" : "no";
  const met = worstRatio.value >= GOAL.ratio && worstP99.value <= GOAL.p99Ms && totalErrors === 0;
  const why = met
    ? ""
    : ` (${[
        worstRatio.value < GOAL.ratio ? `ratio < ${GOAL.ratio}` : "",
        worstP99.value > GOAL.p99Ms ? `p99 > ${GOAL.p99Ms} ms` : "",
        totalErrors ? `${totalErrors} app errors` : "",
      ]
        .filter(Boolean)
        .join(", ")})`;
  console.log(`\napp request log written: ${loggedLines} (${(statSync(logFile).size / 1024 / 1024).toFixed(1)} MB during the run)`);
  console.log(
    `worst ratio ${ratioText(worstRatio.value)} (${worstRatio.page}), worst p99 ${ms(worstP99.value)} ms (${worstP99.page}): goal ${met ? "met" : `NOT met${why}`}`,
  );
  if (caddied) {
    console.log(
      `behind Caddy with page files: worst ratio to nginx ${ratioText(caddyWorst.ratio)} (${caddyWorst.ratioPage}), worst p99 ${ms(caddyWorst.p99)} ms (${caddyWorst.p99Page}): ${caddyMisses.length === 0 ? "PASS" : "FAIL"} (goal ≥ ${CADDY_GOAL.ratio}× nginx, p99 ≤ ${CADDY_GOAL.p99Ms} ms, no errors, every page)`,
    );
    for (const miss of caddyMisses) console.log(`  ${miss}`);
  }
  if (COMPARE_COUNTING) {
    const pooled = median(countedRounds);
    const countingMet = pooled >= GOAL.counting;
    console.log(
      `counting on/off, median of all ${countedRounds.length} rounds on the ${countedCpu.pages} counted (HTML) pages: ${ratioText(pooled)}: goal ≥ ${GOAL.counting} ${countingMet ? "met" : "NOT met"}`,
    );
    console.log(
      `counting, the server's CPU per request on those pages, on/off: ${(countedCpu.on / countedCpu.pages).toFixed(1)}/${(countedCpu.off / countedCpu.pages).toFixed(1)} µs on average`,
    );
  }
}

/**
 * The search row (issue 23): scripts/bench-search.ts on its own corpus and port, after the pages
 * (BENCH_SEARCH=0 leaves it out; BENCH_DATABASE_URL adds PostgreSQL).
 */
function searchRow() {
  if (process.env.BENCH_SEARCH === "0") return;
  console.log("\nsearch (npm run bench:search):");
  const run = spawnSync(process.execPath, [join(import.meta.dirname, "bench-search.ts")], { stdio: "inherit" });
  if (run.status !== 0) throw new Error("the search benchmark failed");
}

try {
  await main();
  searchRow();
  await cleanup();
  process.exit(0);
} catch (error) {
  if (interrupted) await new Promise(() => {}); // the signal handler exits
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  await cleanup();
  process.exit(1);
}
