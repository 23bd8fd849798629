/**
 * `npm run lighthouse`: Lighthouse scores of the public pages of the
 * production build, with Lighthouse's default (mobile) settings: Moto G Power
 * sized screen, simulated slow 4G and 4× CPU slowdown. Needs Chromium:
 * Debian's headless shell (`apt-get install chromium-headless-shell`), else the
 * full browser (CHROME_PATH or /usr/bin/chromium); LIGHTHOUSE_CHROME_PATH chooses.
 *
 *   npm run lighthouse                          # every public page, 5 runs each
 *   LIGHTHOUSE_RUNS=1 LIGHTHOUSE_PAGES=/,/sss npm run lighthouse
 *
 * First the floor: a minimal page (one heading, one paragraph) that the same
 * server answers through the same fast path, headers and compression
 * (FLOOR_PAGE=1, server/page-cache.ts); every page's LCP is reported as a
 * ratio to it, so figures compare across machines. Each page's failing
 * audits (scored below 0.9 in most runs) are listed, and where a page's
 * forced reflows were read (forced-reflow-insight's script locations).
 *
 * The pages come from the running server's sitemap (/sitemap.xml and the files
 * it lists, so new pages are covered): one HTML page per template (TEMPLATES;
 * LIGHTHOUSE_EVERY_PAGE=1 for every page). Each page is
 * run LIGHTHOUSE_RUNS times (a fresh Chromium each time, one at a time) and
 * the median of each figure is reported. Exit code 1 only when something
 * failed to run (server, Chromium, a Lighthouse run), not for low scores.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { FLOOR_PATH } from "#server/page-cache.ts";
import { ensureBuild, type ProductionServer, startProductionServer } from "./lib/production-server.ts";

/** LIGHTHOUSE_PORT: another port for the app, when 4412 is taken (another checkout measuring). */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4412);
/** Issue 41's goal, against the floor measured in the same run: every page's LCP within this factor of the floor's… */
const GOAL_LCP_RATIO = 1.15;
/** …its TBT at most this many milliseconds above the floor's, and no audit failing that the floor passes. */
const GOAL_TBT_ABOVE_FLOOR = 10;
/**
 * Pages that share a template: one page of each group stands for all (issue 24
 * asks for one page per template). Content items are run as the sample named
 * here; the other groups by the first of their pages in the sitemap.
 */
const TEMPLATES: { match: RegExp; sample?: string }[] = [
  { match: /^\/duyurular\/./, sample: "/duyurular/0" },
  // A news item opens on the news page (its dialog), which is run as /haberler.
  { match: /^\/haberler\/./, sample: "/haberler" },
  { match: /^\/hizmetler\/./ },
  { match: /^\/sirkuler\/./ },
  { match: /^\/(misyonumuz|vizyonumuz|kvkk)$/ },
];
/** LIGHTHOUSE_EVERY_PAGE=1 runs every page of the sitemap, not one per template. */
const everyPage = process.env.LIGHTHOUSE_EVERY_PAGE === "1";
/**
 * The browser: LIGHTHOUSE_CHROME_PATH, else Debian's headless shell, else CHROME_PATH or the full
 * Chromium. The full browser's `--headless=new` (Chromium 156) runs its own omnibox pop-up (a
 * WebUI renderer, chrome://omnibox-popup.top-chrome/, which no --disable-features turned off)
 * whose script overlaps the page's load: it takes CPU from the page and Lighthouse's
 * forced-reflow-insight counts the page's ordinary layouts under it as forced. The shell runs
 * the page alone, as a phone's browser does.
 */
const SHELL = "/usr/bin/chromium-headless-shell";
const chromePath =
  process.env.LIGHTHOUSE_CHROME_PATH ??
  (existsSync(SHELL) ? SHELL : (process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined)));
const CHROME_FLAGS = [
  // The shell is headless by itself; the full browser is told to be.
  ...(chromePath?.endsWith("headless-shell") ? [] : ["--headless=new"]),
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

const runs = (() => {
  const raw = process.env.LIGHTHOUSE_RUNS ?? "5";
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`lighthouse: LIGHTHOUSE_RUNS must be a positive whole number, not "${raw}"`);
    process.exit(1);
  }
  return n;
})();

const work = mkdtempSync(join(tmpdir(), "ymm-lighthouse-"));
let server: ProductionServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  try {
    chrome?.kill();
  } catch {
    /* already gone */
  }
  server?.stop();
  rmSync(work, { recursive: true, force: true });
}
/** Stops the server and waits (at most 5 s) before removing its directory. */
async function stopAll() {
  const child = server?.alive() ? server.child : undefined;
  server?.stop();
  chrome?.kill();
  if (child) await Promise.race([new Promise((r) => child.once("exit", r)), new Promise((r) => setTimeout(r, 5000))]);
  cleanup();
}
process.on("exit", cleanup);
/** Set by a signal: what fails after it (wrk, Chromium stopped with us) is not an error. */
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\nlighthouse: ${signal}, stopping`);
    void stopAll().finally(() => process.exit(130));
  });
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Seconds. */
  lcp: number;
  cls: number;
  /** Milliseconds. */
  tbt: number;
}

/** One run: its figures, the audits it failed and where its forced reflows came from. */
interface Run extends Figures {
  failing: string[];
  reflows: string[];
}
const FIGURES: (keyof Figures)[] = ["performance", "accessibility", "bestPractices", "seo", "lcp", "cls", "tbt"];

/** The <loc>s of a sitemap document on the server at `base` (the index's are its files). */
async function locsOf(base: string, path: string): Promise<URL[]> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL((match[1] ?? "").replaceAll("&amp;", "&")));
}

/** The public HTML pages listed in the sitemap's files, one per template (see TEMPLATES). */
async function pagesFromSitemap(base: string): Promise<string[]> {
  const files = await locsOf(base, "/sitemap.xml");
  const urls = (await Promise.all(files.map((file) => locsOf(base, file.pathname)))).flat();
  const pages: string[] = [];
  for (const url of urls) {
    let path = `${url.pathname}${url.search}`;
    if (/\.[a-z0-9]+$/i.test(url.pathname)) continue; // not an HTML page (e.g. a calendar file)
    const template = everyPage ? undefined : TEMPLATES.find((t) => t.match.test(path));
    if (template) {
      if (pages.some((p) => template.match.test(p) || p === template.sample)) continue;
      path = template.sample ?? path;
    }
    if (!pages.includes(path)) pages.push(path);
  }
  if (pages.length === 0) throw new Error("the sitemap lists no pages");
  return pages;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART…): such a run is made again, up to twice. */
async function audit(url: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof Error) || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT|NO_TRACING/.test(error.message))
        throw error;
      console.error(`lighthouse: ${error.message.slice(0, 160)}; trying again`);
    }
  }
}

async function auditOnce(url: string): Promise<Run> {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      if (typeof value !== "number") throw new Error(`no ${id} score for ${url}`);
      return Math.round(value * 100);
    };
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== "number") throw new Error(`no ${id} value for ${url}`);
      return value;
    };
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: metric("largest-contentful-paint") / 1000,
      cls: metric("cumulative-layout-shift"),
      tbt: metric("total-blocking-time"),
      failing: failingAudits(lhr),
      reflows: reflowSources(lhr.audits["forced-reflow-insight"]?.details),
    };
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

/**
 * The audits a run failed: scored ones (binary, numeric, or insights with
 * savings) below Lighthouse's pass mark of 0.9, in any category.
 */
function failingAudits(lhr: { audits: Record<string, { score: number | null; scoreDisplayMode?: string }> }): string[] {
  return Object.entries(lhr.audits)
    .filter(
      ([, a]) => typeof a.score === "number" && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode ?? ""),
    )
    .map(([id]) => id)
    .sort();
}

/**
 * Where `forced-reflow-insight` says the reflows were read (its bottom-up table:
 * the script location of each read, or "[unattributed]" when the trace names
 * none), with the time each took, e.g. "http://…/assets/enhance-x.js:1:523 (34 ms)".
 */
function reflowSources(details: unknown): string[] {
  const tables = (details as { items?: { items?: { source?: Record<string, unknown>; reflowTime?: number }[] }[] } | undefined)?.items;
  const rows = tables?.at(-1)?.items ?? [];
  return rows.map(({ source, reflowTime }) => {
    const where =
      source?.type === "source-location"
        ? `${String(source.url)}:${Number(source.line) + 1}:${Number(source.column) + 1}`
        : String(source?.value ?? "?");
    return `${where} (${Math.round(reflowTime ?? 0)} ms)`;
  });
}

/**
 * Asks for the page once before measuring it. A page is rendered once per
 * content version and then answered from the page cache (ADR 011), so the
 * steady state every visitor but the first after an edit sees is a cache hit;
 * without this the first run of each page would measure the one render
 * (Lighthouse's simulation counts the server's observed response time).
 */
async function warm(url: string) {
  const response = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const fmt = {
  score: (n: number) => String(Math.round(n)),
  lcp: (n: number) => `${n.toFixed(2)} s`,
  cls: (n: number) => (n === 0 ? "0" : n < 0.0005 ? "<0.001" : n.toFixed(3)),
  tbt: (n: number) => `${Math.round(n)} ms`,
};

async function main() {
  if (!chromePath) throw new Error("Chromium not found: apt-get install chromium, or set CHROME_PATH");
  ensureBuild();
  server = await startProductionServer({ port: PORT, dir: work, logFile: join(work, "app.log"), env: { FLOOR_PAGE: "1" } });
  const pages = process.env.LIGHTHOUSE_PAGES
    ? process.env.LIGHTHOUSE_PAGES.split(",")
        .map((p) => p.trim())
        .filter(Boolean)
    : await pagesFromSitemap(server.base);

  console.log(`\nLighthouse ${lighthouseVersion()}, mobile (default config, simulated throttling), ${chromePath}`);
  console.log(`${pages.length} pages, ${runs} run${runs === 1 ? "" : "s"} each, median per figure`);
  console.log(`floor: ${FLOOR_PATH}, a minimal page from the same server (same fast path, headers and compression), measured first\n`);
  pages.unshift(FLOOR_PATH);
  const header = ["page", "perf", "a11y", "bp", "seo", "LCP", "LCP/floor", "CLS", "TBT", "TBT−floor", "failing audits"];
  const widths = header.map((h, i) => (i === 0 ? Math.max(h.length, ...pages.map((p) => p.length)) : Math.max(h.length, 6)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));

  const results: { page: string; median: Figures; ratio: number; failing: string[] }[] = [];
  let floor: { median: Figures; failing: string[] } | undefined;
  for (const page of pages) {
    const url = new URL(page, server.base).href;
    const samples: Run[] = [];
    await warm(url);
    for (let i = 0; i < runs; i++) {
      samples.push(await audit(url));
      if (!server.alive()) throw new Error(`the server stopped during ${page}:\n${server.tail()}`);
    }
    const m = Object.fromEntries(FIGURES.map((key) => [key, median(samples.map((s) => s[key]))])) as unknown as Figures;
    const ratio = floor ? m.lcp / floor.median.lcp : 1;
    // An audit counts as failing when it failed in most runs (one noisy run does not decide).
    const failing = [...new Set(samples.flatMap((s) => s.failing))].filter(
      (id) => samples.filter((s) => s.failing.includes(id)).length * 2 > samples.length,
    );
    if (page === FLOOR_PATH) floor = { median: m, failing };
    else results.push({ page, median: m, ratio, failing });
    console.log(
      line([
        page,
        fmt.score(m.performance),
        fmt.score(m.accessibility),
        fmt.score(m.bestPractices),
        fmt.score(m.seo),
        fmt.lcp(m.lcp),
        ratio.toFixed(2),
        fmt.cls(m.cls),
        fmt.tbt(m.tbt),
        fmt.tbt(Math.max(0, m.tbt - (floor?.median.tbt ?? m.tbt))),
        failing.join(", ") || "none",
      ]),
    );
    const reflows = [...new Set(samples.flatMap((s) => s.reflows))];
    if (reflows.length > 0) console.log(`  ${page}: forced reflow read at ${reflows.join(", ")}`);
  }

  if (!floor) throw new Error("the floor was not measured");
  const worst = (key: keyof Figures, lowest: boolean) =>
    results.reduce((a, b) => ((lowest ? b.median[key] < a.median[key] : b.median[key] > a.median[key]) ? b : a));
  const perf = worst("performance", true);
  const lcp = worst("lcp", false);
  const cls = worst("cls", false);
  const minOf = (key: keyof Figures) => fmt.score(worst(key, true).median[key]);
  const slowest = results.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  // Issue 41's goal is relative to the floor measured in the same run: a minimal page's own
  // blocking time comes from Chromium's start-up (the renderer's first script context and
  // layout, ×4 in the simulation), so "TBT 0" cannot be shown on a small machine.
  const excess = results.reduce((a, b) => (b.median.tbt > a.median.tbt ? b : a));
  const tbtAbove = Math.max(0, excess.median.tbt - floor.median.tbt);
  const beyondFloor = results.filter((r) => r.failing.some((id) => !floor.failing.includes(id)));
  const met = slowest.ratio <= GOAL_LCP_RATIO && tbtAbove <= GOAL_TBT_ABOVE_FLOOR && beyondFloor.length === 0;
  console.log(
    `\nthe floor: LCP ${fmt.lcp(floor.median.lcp)}, TBT ${fmt.tbt(floor.median.tbt)}, performance ${fmt.score(floor.median.performance)}, ` +
      `failing ${floor.failing.join(", ") || "none"}\n` +
      `LCP/floor max ${slowest.ratio.toFixed(2)} (${slowest.page}), TBT above the floor max ${fmt.tbt(tbtAbove)} (${excess.page}), ` +
      `${beyondFloor.length} page${beyondFloor.length === 1 ? "" : "s"} failing an audit the floor passes` +
      (beyondFloor.length
        ? ` (${beyondFloor.map((r) => `${r.page}: ${r.failing.filter((id) => !floor.failing.includes(id)).join(", ")}`).join("; ")})`
        : "") +
      `: goal (LCP/floor ≤ ${GOAL_LCP_RATIO}, TBT ≤ the floor's + ${GOAL_TBT_ABOVE_FLOOR} ms, no audit failing that the floor passes) ${met ? "met" : "NOT met"}`,
  );
  console.log(
    `lighthouse: ${results.length} pages, median of ${runs}: performance min ${fmt.score(perf.median.performance)} (${perf.page}), ` +
      `LCP max ${fmt.lcp(lcp.median.lcp)} (${lcp.page}), CLS max ${fmt.cls(cls.median.cls)}${cls.median.cls > 0 ? ` (${cls.page})` : ""}, ` +
      `a11y/bp/seo min ${minOf("accessibility")}/${minOf("bestPractices")}/${minOf("seo")}`,
  );
}

function lighthouseVersion(): string {
  try {
    return (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
  } catch {
    return "";
  }
}

try {
  await main();
  await stopAll();
  process.exit(0);
} catch (error) {
  if (interrupted) await new Promise(() => {}); // the signal handler exits
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
}
