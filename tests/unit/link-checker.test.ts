/**
 * Kırık bağlantılar' checker (ADR 066) against servers of its own on 127.0.0.1 only: a link
 * that works, a chain of 301s to one that works, a 404, a server that never answers (a
 * timeout within its bound), a connection reset, a HEAD refused (then GET), a redirect loop;
 * one request per host every gap, measured; the User-Agent names the site; and nothing is
 * asked while LINK_CHECK is off.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, reloadConfig } from "#app/.server/config.ts";
import { type CheckOptions, checkLink, checkLinks, HostGate, interleaveByHost } from "#app/.server/links/checker.ts";
import { runLinkCheck, runLinkCheckIfDue } from "#app/.server/links/round.ts";
import { linksOf, outboundLink } from "#app/.server/links/sources.ts";

interface Seen {
  method: string;
  path: string;
  at: number;
  userAgent: string;
}

/** A test server on 127.0.0.1 whose answers are `routes` by path; what it was asked, in order. */
async function testServer(routes: Record<string, (req: IncomingMessage, res: import("node:http").ServerResponse) => void>) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] as string;
    seen.push({ method: req.method ?? "", path, at: performance.now(), userAgent: String(req.headers["user-agent"] ?? "") });
    const route = routes[path];
    if (route) route(req, res);
    else res.writeHead(404).end("yok");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const redirect = (to: string) => (_req: IncomingMessage, res: import("node:http").ServerResponse) =>
  res.writeHead(301, { location: to }).end();
const ok = (_req: IncomingMessage, res: import("node:http").ServerResponse) =>
  res.writeHead(200, { "content-type": "text/html" }).end("<p>tamam</p>");

const TIMEOUT_MS = 600;
const options: CheckOptions = {
  concurrency: 4,
  timeoutMs: TIMEOUT_MS,
  hostGapMs: 20,
  maxRedirects: 5,
  userAgent: "Mozilla/5.0 (compatible; baglanti-denetimi; +https://ymm.test)",
};

let site: Awaited<ReturnType<typeof testServer>>;

beforeAll(async () => {
  site = await testServer({
    "/tamam": ok,
    "/eski": redirect("/ara-1"),
    "/ara-1": redirect("/ara-2"),
    "/ara-2": redirect("/yeni"),
    "/yeni": ok,
    "/sessiz": () => {}, // never answers
    "/kopan": (req) => req.socket.destroy(),
    "/head-yok": (req, res) => (req.method === "HEAD" ? res.writeHead(405).end() : ok(req, res)),
    "/dongu": redirect("/dongu-2"),
    "/dongu-2": redirect("/dongu"),
  });
});

afterAll(async () => {
  await site.close();
});

describe("checkLink", () => {
  it("says a link that answers 200 works, asking with HEAD and a User-Agent that names the site", async () => {
    const result = await checkLink(site.url("/tamam"), options, new HostGate(0));
    expect(result).toEqual({ url: site.url("/tamam"), ok: true, status: 200, finalUrl: null, error: null });
    const asked = site.seen.filter((entry) => entry.path === "/tamam");
    expect(asked.map((entry) => entry.method)).toEqual(["HEAD"]);
    expect(asked[0]?.userAgent).toContain("+https://ymm.test");
  });

  it("follows a chain of 301s to the page that answers, and says where it led", async () => {
    const result = await checkLink(site.url("/eski"), options, new HostGate(0));
    expect(result).toMatchObject({ ok: true, status: 200, finalUrl: site.url("/yeni"), error: null });
  });

  it("says a 404 is broken, with its code", async () => {
    const result = await checkLink(site.url("/olmayan-sayfa"), options, new HostGate(0));
    expect(result).toMatchObject({ ok: false, status: 404, error: "http" });
  });

  it("gives up on a server that never answers once its time is up, without asking again with GET", async () => {
    const started = performance.now();
    const result = await checkLink(site.url("/sessiz"), options, new HostGate(0));
    const took = performance.now() - started;
    expect(result).toMatchObject({ ok: false, status: null, error: "timeout" });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 1_000);
    expect(site.seen.filter((entry) => entry.path === "/sessiz").map((entry) => entry.method)).toEqual(["HEAD"]);
  });

  it("says a connection the server resets is broken as a reset, after trying GET too", async () => {
    const result = await checkLink(site.url("/kopan"), options, new HostGate(0));
    expect(result).toMatchObject({ ok: false, status: null, error: "reset" });
    expect(site.seen.filter((entry) => entry.path === "/kopan").map((entry) => entry.method)).toEqual(["HEAD", "GET"]);
  });

  it("asks again with GET when HEAD is refused (405)", async () => {
    const result = await checkLink(site.url("/head-yok"), options, new HostGate(0));
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(site.seen.filter((entry) => entry.path === "/head-yok").map((entry) => entry.method)).toEqual(["HEAD", "GET"]);
  });

  it("stops at a redirect loop", async () => {
    const result = await checkLink(site.url("/dongu"), options, new HostGate(0));
    expect(result).toMatchObject({ ok: false, error: "redirects" });
  });
});

describe("checkLinks", () => {
  let other: Awaited<ReturnType<typeof testServer>>;
  afterEach(async () => {
    await other?.close();
  });

  it("checks every link and keeps each host's requests a gap apart, whatever the concurrency", async () => {
    other = await testServer({ "/a": ok, "/b": ok, "/c": ok });
    const gap = 250;
    const urls = [other.url("/a"), other.url("/b"), other.url("/c"), site.url("/tamam"), site.url("/olmayan-2")];
    const started = performance.now();
    const results = await checkLinks(urls, { ...options, hostGapMs: gap, concurrency: 4 });
    expect(results.map((result) => [result.url, result.ok])).toEqual([
      [urls[0], true],
      [urls[1], true],
      [urls[2], true],
      [urls[3], true],
      [urls[4], false],
    ]);
    const times = other.seen.map((entry) => entry.at).sort((a, b) => a - b);
    expect(times).toHaveLength(3);
    // Timers may fire a millisecond early; the gap holds within that.
    for (let i = 1; i < times.length; i += 1) expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(gap - 5);
    // Only one host's gaps add up: the other host's links did not wait for them.
    expect(performance.now() - started).toBeLessThan(gap * 2 + 1_000);
  });

  it("takes the hosts in turn", () => {
    const a = (n: number) => `http://127.0.0.1:1/${n}`;
    const b = (n: number) => `http://127.0.0.1:2/${n}`;
    expect(interleaveByHost([a(1), a(2), a(3), b(1)])).toEqual([a(1), b(1), a(2), a(3)]);
  });
});

describe("the links of the content", () => {
  it("reads http(s) links to other hosts from rich text, each once, not the site's own or other schemes", () => {
    const text = `<p><a href="https://www.gib.gov.tr/duyuru?a=1&amp;b=2#x">GİB</a> <a href="https://ymm.test/sss">SSS</a>
      <a href="/iletisim">İletişim</a> <a href="mailto:a@b.test">posta</a> <a href="https://www.gib.gov.tr/duyuru?a=1&amp;b=2">tekrar</a></p>`;
    expect(linksOf({ kind: "haberler", key: "1", title: "Haber", text }, "ymm.test", "on")).toEqual([
      "https://www.gib.gov.tr/duyuru?a=1&b=2",
    ]);
    expect(linksOf({ kind: "araclar", key: "2", title: "Araç", text: "https://ivd.gib.gov.tr/" }, "ymm.test", "on")).toEqual([
      "https://ivd.gib.gov.tr/",
    ]);
  });

  it("in loopback mode leaves every host but 127.0.0.1 and localhost alone", () => {
    expect(outboundLink("https://www.resmigazete.gov.tr/", "ymm.test", "loopback")).toBeNull();
    expect(outboundLink("http://127.0.0.1:9/x", "ymm.test", "loopback")).toBe("http://127.0.0.1:9/x");
  });
});

describe("LINK_CHECK=off", () => {
  const before = process.env.LINK_CHECK;
  afterAll(() => {
    if (before === undefined) delete process.env.LINK_CHECK;
    else process.env.LINK_CHECK = before;
    reloadConfig();
  });

  it("is off unless set, with a day between rounds, 10 s a request, 3 s between requests to one host, 4 at once", () => {
    expect(parseConfig({}).linkCheck).toEqual({ mode: "off", intervalMs: 86_400_000, timeoutMs: 10_000, hostGapMs: 3_000, concurrency: 4 });
    expect(parseConfig({ LINK_CHECK: "on" }).linkCheck.mode).toBe("on");
    expect(() => parseConfig({ LINK_CHECK: "evet" })).toThrow(/LINK_CHECK must be on, off or loopback/);
  });

  it("runs no round and asks no server (the default)", async () => {
    delete process.env.LINK_CHECK;
    expect(reloadConfig().linkCheck.mode).toBe("off");
    const asked = site.seen.length;
    expect(await runLinkCheckIfDue()).toBeUndefined();
    expect(await runLinkCheck()).toBeUndefined();
    expect(site.seen.length).toBe(asked);
  });
});
