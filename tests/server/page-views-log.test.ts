/**
 * İstatistikler counts the views Caddy served from page files (issue 41 point 3, ADR 053
 * "Statistics of page files"): two server processes of one machine (one PAGE_FILES_DIR, one
 * PAGE_FILES_LOG) while lines in Caddy 2.6.2's shape are appended to the log, as Caddy does;
 * every view counted once (not once per process), bots, DNT and GPC not at all, the file emptied,
 * and a restart counts nothing twice.
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caddyLine } from "#tests/helpers/caddy-log.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { GOOGLEBOT } from "#tests/helpers/user-agents.ts";

const BROWSER = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;
const PAGES = ["/", "/sss", "/hizmetler", "/iletisim", "/haberler"];

let dir: string;
let log: string;
let env: Record<string, string>;
let a: TestServer | undefined;
let b: TestServer | undefined;
/** The first server: it made the database, and removes it at the end. */
let first: TestServer | undefined;
let databaseUrl = "";

/** `n` views as Caddy logs them: a visitor per network and browser, `counted` of them counted, the rest bots, DNT and GPC in turn. */
function views(n: number, counted: number, from = 0): string[] {
  return Array.from({ length: n }, (_, i) => {
    const k = from + i;
    const page = PAGES[k % PAGES.length] as string;
    const masked = `203.0.${k % 40}.0`;
    if (i < counted) return caddyLine({ url: page, masked, headers: { "User-Agent": BROWSER(k % 3) } });
    const kind = (i - counted) % 3;
    const headers = kind === 0 ? { "User-Agent": GOOGLEBOT } : { "User-Agent": BROWSER(0), [kind === 1 ? "Dnt" : "Sec-Gpc"]: "1" };
    return caddyLine({ url: page, masked, headers });
  });
}

/** Appends `lines` in bursts, as Caddy writes while visitors come, with the readers' turns in between. */
async function append(lines: string[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 50) {
    appendFileSync(log, `${lines.slice(i, i + 50).join("\n")}\n`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

async function siteViews(): Promise<{ views: number; visitors: number }> {
  const db = openTestDb(databaseUrl);
  try {
    const rows = await db.selectFrom("analytics_daily").select(["views", "visitors"]).where("dimension", "=", "site").execute();
    return {
      views: rows.reduce((sum, row) => sum + Number(row.views), 0),
      visitors: rows.reduce((sum, row) => sum + Number(row.visitors), 0),
    };
  } finally {
    await db.destroy();
  }
}

/** Waits until the counts show `views` and the file is empty, or 15 s. */
async function settled(views: number) {
  const until = Date.now() + 15_000;
  let counts = await siteViews();
  while ((counts.views < views || statSync(log).size > 0) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    counts = await siteViews();
  }
  // A turn more: nothing is counted twice later.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return siteViews();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ymm-page-views-"));
  log = join(dir, "page-views.log");
  writeFileSync(log, "");
  env = { ANALYTICS_FLUSH_MS: "150", PAGE_FILES_DIR: join(dir, "pages"), PAGE_FILES_LOG: log };
  a = await startServer(env);
  first = a;
  databaseUrl = a.databaseUrl;
  b = await startServer(env, { databaseUrl });
});

afterAll(async () => {
  await b?.stop({ keepData: true });
  await a?.stop({ keepData: true });
  await first?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe(`views Caddy served from page files (${TEST_DIALECT})`, () => {
  it("counts each of 500 logged views once with two processes reading, bots, DNT and GPC not; empties the file; skips bad lines", async () => {
    const lines = views(500, 440);
    // A HEAD, an error and lines that are no entry: skipped, the server runs on.
    lines.splice(100, 0, caddyLine({ url: "/sss", masked: "203.0.1.0", headers: { "User-Agent": BROWSER(1) } }, { method: "HEAD" }));
    lines.splice(200, 0, caddyLine({ url: "/sss", masked: "203.0.1.0", headers: { "User-Agent": BROWSER(1) } }, { status: 503 }));
    lines.splice(300, 0, "not json at all", '{"level":"info","request":{"method":"GET"', "\u0000\u0000");
    await append(lines);
    const counts = await settled(440);
    expect(counts.views).toBe(440);
    // 40 networks × 3 browsers.
    expect(counts.visitors).toBe(120);
    expect(statSync(log).size).toBe(0);
    expect(readFileSync(join(dir, "pages", ".page-views.offset"), "utf8")).toBe("0");
    // No lock left behind: each turn removes its own (a turn of either process may hold it at any one moment).
    await expect.poll(() => existsSync(join(dir, "pages", ".page-views.lock")), { timeout: 5_000, interval: 20 }).toBe(false);
    expect(`${a?.output()}${b?.output()}`).not.toMatch(/proxy's log of page views failed|"level":50/);
  });

  it("counts nothing twice across a restart, and what Caddy logged while the site was down once it is back", async () => {
    await b?.stop({ keepData: true });
    await a?.stop({ keepData: true });
    // Served from files while the site is down.
    await append(views(60, 50, 500));
    a = await startServer(env, { databaseUrl });
    b = await startServer(env, { databaseUrl });
    const counts = await settled(490);
    expect(counts.views).toBe(490);
    expect(statSync(log).size).toBe(0);
  });
});
