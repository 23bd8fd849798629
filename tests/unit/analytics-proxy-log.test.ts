/**
 * The views Caddy serves from page files (ADR 053, "Statistics of page files"): a line of its
 * access log goes through the same `visitOf` as a request the site answers, so one table of
 * cases gives the same view (or none) both ways; and the reader's turns (one at a time on a
 * machine, from the saved position, the file emptied once read, bad lines skipped).
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOCK_FILE, loggedRequestOf, OFFSET_FILE, READ_BYTES, readProxyLog } from "#app/.server/analytics/proxy-log.ts";
import { type VisitHeaders, visitOf } from "#app/.server/analytics/visit.ts";
import { CADDY_LINE, caddyLine } from "#tests/helpers/caddy-log.ts";
import { GOOGLEBOT } from "#tests/helpers/user-agents.ts";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const OWN = ["ymm.test"];

/** The same request as Node has it (lower-case names, the whole address) and as Caddy logs it (Go's names, the address cut). */
interface Case {
  name: string;
  url: string;
  /** Header name as Go writes it (Node's is its lower case). */
  headers: Record<string, string>;
  ip: string;
  /** What Caddy's ip_mask leaves of `ip`. */
  masked: string;
  counted: boolean;
}

const v4 = { ip: "203.0.113.57", masked: "203.0.113.0" };
const CASES: Case[] = [
  { name: "a browser", url: "/sss", headers: { "User-Agent": CHROME }, ...v4, counted: true },
  {
    name: "a phone from IPv6",
    url: "/",
    headers: { "User-Agent": IPHONE },
    ip: "2001:db8:85a3:8d3:1319:8a2e:370:7348",
    masked: "2001:db8:85a3::",
    counted: true,
  },
  { name: "a short IPv6", url: "/", headers: { "User-Agent": CHROME }, ip: "2001:db8::1", masked: "2001:db8::", counted: true },
  {
    name: "from another site",
    url: "/hizmetler",
    headers: { "User-Agent": CHROME, Referer: "https://www.example.org/a?b=c" },
    ...v4,
    counted: true,
  },
  {
    name: "from our own site",
    url: "/hizmetler",
    headers: { "User-Agent": CHROME, Referer: "https://ymm.test/sss" },
    ...v4,
    counted: true,
  },
  { name: "a narrow viewport", url: "/sss", headers: { "User-Agent": CHROME, "Sec-Ch-Viewport-Width": "390" }, ...v4, counted: true },
  { name: "a mobile hint", url: "/sss", headers: { "User-Agent": CHROME, "Sec-Ch-Ua-Mobile": "?1" }, ...v4, counted: true },
  {
    name: "a calculation",
    url: "/araclar/kdv-tevkifati?tarih=2026-03-01&kod=612&tutar=20000&kdv=20&alici=mukellef",
    headers: { "User-Agent": CHROME },
    ...v4,
    counted: true,
  },
  { name: "a calculator's empty form", url: "/araclar/kdv-tevkifati?tutar=", headers: { "User-Agent": CHROME }, ...v4, counted: true },
  { name: "a known bot", url: "/sss", headers: { "User-Agent": GOOGLEBOT }, ...v4, counted: false },
  { name: "no User-Agent", url: "/sss", headers: {}, ...v4, counted: false },
  { name: "DNT: 1", url: "/sss", headers: { "User-Agent": CHROME, Dnt: "1" }, ...v4, counted: false },
  { name: "Sec-GPC: 1", url: "/sss", headers: { "User-Agent": CHROME, "Sec-Gpc": "1" }, ...v4, counted: false },
  {
    name: "a prefetch (Sec-Purpose)",
    url: "/sss",
    headers: { "User-Agent": CHROME, "Sec-Purpose": "prefetch;prerender" },
    ...v4,
    counted: false,
  },
  { name: "a prefetch (Purpose)", url: "/sss", headers: { "User-Agent": CHROME, Purpose: "prefetch" }, ...v4, counted: false },
];

const nodeHeaders = (headers: Record<string, string>): VisitHeaders =>
  Object.fromEntries([["host", "ymm.test"], ...Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])]);

describe("a view Caddy logged is the view the site would count", () => {
  it("reads the captured line of Caddy 2.6.2", () => {
    const logged = loggedRequestOf(CADDY_LINE);
    expect(logged).toEqual({
      url: "/sss",
      clientIp: "127.0.0.0",
      at: new Date(1795956747089.024),
      headers: { host: "127.0.0.1:4190", "user-agent": ["Mozilla/5.0 Test"], accept: ["*/*"], dnt: ["1"], referer: ["https://x.com/y"] },
    });
    // DNT: 1, as from the site.
    expect(logged && visitOf(logged.url, logged.headers, logged.clientIp, OWN)).toBeNull();
  });

  for (const c of CASES) {
    it(`${c.name}: ${c.counted ? "counted" : "not counted"}, alike both ways`, () => {
      const fromSite = visitOf(c.url, nodeHeaders(c.headers), c.ip, OWN);
      const logged = loggedRequestOf(caddyLine(c));
      expect(logged).not.toBeNull();
      const fromLog = logged && visitOf(logged.url, logged.headers, logged.clientIp, OWN);
      expect(fromSite !== null).toBe(c.counted);
      expect(fromLog).toEqual(fromSite);
    });
  }

  it("is no view: a HEAD, an error, a redirect, a line cut short, garbage, another shape", () => {
    const browser = CASES[0] as Case;
    expect(loggedRequestOf(caddyLine(browser, { method: "HEAD" }))).toBeNull();
    expect(loggedRequestOf(caddyLine(browser, { status: 503 }))).toBeNull();
    expect(loggedRequestOf(caddyLine(browser, { status: 308 }))).toBeNull();
    expect(loggedRequestOf(caddyLine(browser, { status: 304 }))).not.toBeNull();
    expect(loggedRequestOf(caddyLine(browser).slice(0, 120))).toBeNull();
    expect(loggedRequestOf("\u0000\u0000garbage")).toBeNull();
    expect(loggedRequestOf("[]")).toBeNull();
    expect(loggedRequestOf('{"request":{"method":"GET","uri":"http://evil/"},"status":200}')).toBeNull();
    expect(
      loggedRequestOf('{"request":{"method":"GET","uri":"/sss","headers":{"User-Agent":"not a list"}},"status":200}')?.headers,
    ).toEqual({});
  });
});

describe("the reader's turns", () => {
  let dir: string;
  let log: string;
  const lines = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => caddyLine({ url: `/p${from + i}`, headers: { "User-Agent": CHROME }, masked: "203.0.113.0" }));
  const turn = () => {
    const taken: string[] = [];
    const result = readProxyLog(log, dir, (line) => taken.push(line));
    return { result, taken };
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "proxy-log-"));
    log = join(dir, "page-views.log");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads every line once and empties the file; the next line starts it again", () => {
    writeFileSync(log, `${lines(3).join("\n")}\n`);
    const first = turn();
    expect(first.taken.map((line) => loggedRequestOf(line)?.url)).toEqual(["/p0", "/p1", "/p2"]);
    expect(first.result).toEqual({ lines: 3, emptied: true, writable: true });
    expect(statSync(log).size).toBe(0);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    expect(turn().taken).toEqual([]);
    appendFileSync(log, `${lines(1, 3)[0]}\n`);
    expect(turn().taken.map((line) => loggedRequestOf(line)?.url)).toEqual(["/p3"]);
  });

  it("leaves a line still being written for the next turn", () => {
    const [done, half] = lines(2);
    writeFileSync(log, `${done}\n${half?.slice(0, 50)}`);
    expect(turn()).toEqual({ result: { lines: 1, emptied: false, writable: true }, taken: [done] });
    expect(readFileSync(join(dir, OFFSET_FILE), "utf8")).toBe(String((done?.length ?? 0) + 1));
    appendFileSync(log, `${half?.slice(50)}\n`);
    expect(turn()).toEqual({ result: { lines: 1, emptied: true, writable: true }, taken: [half] });
  });

  it("reads a long log in turns from the saved position, each line once, also across a restart", () => {
    const all = lines(6_000);
    writeFileSync(log, `${all.join("\n")}\n`);
    expect(statSync(log).size).toBeGreaterThan(2 * READ_BYTES);
    const taken: string[] = [];
    let turns = 0;
    for (;;) {
      // Each turn as a fresh process would make it: only the files carry the position.
      const { result, taken: now } = turn();
      taken.push(...now);
      turns += 1;
      if (result?.emptied) break;
    }
    expect(turns).toBeGreaterThanOrEqual(3);
    expect(taken).toEqual(all);
  });

  it("skips bad lines and still empties the file", () => {
    writeFileSync(log, `not json\n${"x".repeat(READ_BYTES + 10)}\n${lines(1)[0]}\n\u0000\u0000{"a":\n`);
    const taken: string[] = [];
    let emptied = false;
    for (let i = 0; i < 5 && !emptied; i++) emptied = readProxyLog(log, dir, (line) => taken.push(line))?.emptied ?? false;
    expect(emptied).toBe(true);
    expect(taken.map((line) => loggedRequestOf(line)?.url).filter(Boolean)).toEqual(["/p0"]);
  });

  it("reads nothing while another process of the machine holds the lock; takes over a lock left by a dead one", () => {
    writeFileSync(log, `${lines(2).join("\n")}\n`);
    writeFileSync(join(dir, LOCK_FILE), "");
    expect(turn().result).toBeUndefined();
    expect(statSync(log).size).toBeGreaterThan(0);
    const old = new Date(Date.now() - 120_000);
    utimesSync(join(dir, LOCK_FILE), old, old);
    expect(turn().taken).toHaveLength(2);
  });

  it("starts from the beginning when the file was emptied after its position was saved", () => {
    writeFileSync(join(dir, OFFSET_FILE), "999999");
    writeFileSync(log, `${lines(2).join("\n")}\n`);
    expect(turn().taken).toHaveLength(2);
  });

  it("does nothing without a log", () => {
    expect(turn().result).toBeUndefined();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
