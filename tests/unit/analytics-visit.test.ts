import { describe, expect, it } from "vitest";
import {
  bulletinOf,
  calculationOf,
  forgetRecentVisitors,
  referrerHost,
  searchText,
  truncateIp,
  visitOf,
} from "#app/.server/analytics/visit.ts";
import { GOOGLEBOT } from "#tests/helpers/user-agents.ts";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const OWN = ["ymm.test"];

const visit = (url: string, headers: Record<string, string> = {}, ip = "203.0.113.57") =>
  visitOf(url, { "user-agent": CHROME, ...headers }, ip, OWN);

describe("a visitor's address", () => {
  it("keeps only the network: IPv4 /24, IPv6 /48, an IPv4 written as IPv6 as IPv4", () => {
    expect(truncateIp("203.0.113.57")).toBe("203.0.113.0");
    expect(truncateIp("::ffff:203.0.113.57")).toBe("203.0.113.0");
    expect(truncateIp("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::");
    expect(truncateIp("2001:db8::1")).toBe("2001:db8:0::");
    expect(truncateIp("::1")).toBe("0:0:0::");
    expect(truncateIp("not an address")).toBe("");
    expect(truncateIp(null)).toBe("");
  });

  it("is never in what a view keeps: the visitor is a digest, the same for the same network and browser", () => {
    const first = visit("/sss");
    const sameNetwork = visit("/sss", {}, "203.0.113.200");
    const otherNetwork = visit("/sss", {}, "198.51.100.7");
    expect(first?.visitor).toBe(sameNetwork?.visitor);
    expect(first?.visitor).not.toBe(otherNetwork?.visitor);
    expect(JSON.stringify(first)).not.toMatch(/203\.0\.113|Chrome|Windows/);
  });
});

describe("who is not counted", () => {
  it("a known bot, a client with no User-Agent, DNT: 1, Sec-GPC: 1 and a prefetch", () => {
    expect(visit("/")).not.toBeNull();
    expect(visitOf("/", { "user-agent": GOOGLEBOT }, "203.0.113.57", OWN)).toBeNull();
    expect(visitOf("/", {}, "203.0.113.57", OWN)).toBeNull();
    expect(visit("/", { dnt: "1" })).toBeNull();
    expect(visit("/", { "sec-gpc": "1" })).toBeNull();
    expect(visit("/", { "sec-purpose": "prefetch;prerender" })).toBeNull();
    expect(visit("/", { dnt: "0" })).not.toBeNull();
  });
});

describe("what a view keeps", () => {
  it("the path without its query", () => {
    expect(visit("/duyurular?yil=2026&sayfa=2&utm_source=x")?.path).toBe("/duyurular");
  });

  it("the referring site's host, without www., never our own site or a full address", () => {
    expect(referrerHost("https://www.google.com/search?q=ymm+istanbul", OWN)).toBe("google.com");
    expect(referrerHost("https://tr.linkedin.com/feed/update/123", OWN)).toBe("tr.linkedin.com");
    expect(referrerHost("https://ymm.test/sss", OWN)).toBeNull();
    expect(referrerHost("android-app://com.google.android.gm/", OWN)).toBeNull();
    expect(referrerHost("not a url", OWN)).toBeNull();
    expect(visit("/", { referer: "https://www.google.com/search?q=gizli" })?.referrer).toBe("google.com");
  });

  it("the device class: the viewport hint, then Sec-CH-UA-Mobile, then the User-Agent", () => {
    expect(visit("/")?.device).toBe("desktop");
    expect(visitOf("/", { "user-agent": IPHONE }, "203.0.113.57", OWN)?.device).toBe("phone");
    expect(visitOf("/", { "user-agent": IPAD }, "203.0.113.57", OWN)?.device).toBe("tablet");
    expect(visit("/", { "sec-ch-ua-mobile": "?1" })?.device).toBe("phone");
    expect(visit("/", { "sec-ch-viewport-width": "800" })?.device).toBe("tablet");
  });

  it("the e-bülten issue's number from ?kaynak=bulten-<number>, nothing else from that parameter", () => {
    expect(bulletinOf(new URLSearchParams("kaynak=bulten-12"))).toBe("12");
    expect(bulletinOf(new URLSearchParams("kaynak=bulten-0"))).toBeNull();
    expect(bulletinOf(new URLSearchParams("kaynak=facebook"))).toBeNull();
    expect(bulletinOf(new URLSearchParams("kaynak=bulten-12x"))).toBeNull();
    expect(visit("/sirkuler/2026-15?kaynak=bulten-3")).toMatchObject({ path: "/sirkuler/2026-15", bulletin: "3" });
  });

  it("a calculation: the calculator's page with its own parameters, reduced to the calculator", () => {
    expect(calculationOf("/araclar/gelir-vergisi", "yil=2026&matrah=500000")).toBe("/araclar/gelir-vergisi");
    expect(calculationOf("/araclar/gelir-vergisi", "utm_source=x&matrah=1")).toBe("/araclar/gelir-vergisi");
    expect(calculationOf("/araclar/gelir-vergisi", "")).toBeNull();
    expect(calculationOf("/araclar/gelir-vergisi", "utm_source=x")).toBeNull();
    // Blank values are no inputs: empty, "+" and "%20" are spaces.
    expect(calculationOf("/araclar/gelir-vergisi", "yil=&gelir=&matrah=")).toBeNull();
    expect(calculationOf("/araclar/gelir-vergisi", "matrah=+%20+&yil=")).toBeNull();
    // A parameter's name only counts whole: "xyil" is not "yil".
    expect(calculationOf("/araclar/gelir-vergisi", "xyil=2026")).toBeNull();
    expect(calculationOf("/araclar/kidem-ihbar", "giris=2016-01-15&cikis=2026-01-15&brut=65000")).toBe("/araclar/kidem-ihbar");
    expect(calculationOf("/sss", "yil=2026")).toBeNull();
    expect(visit("/araclar/mtv?yil=2026&tescil=2020")).toMatchObject({ path: "/araclar/mtv", calculation: "/araclar/mtv" });
  });

  it("a search text lower-cased the Turkish way, spaces collapsed", () => {
    expect(searchText("  İSTANBUL   Işık  ")).toBe("istanbul ışık");
  });
});

describe("the visitors' digests remembered between views", () => {
  it("are forgotten when asked (at each flush), and the digest made again is the same", () => {
    forgetRecentVisitors();
    const before = visit("/sss");
    visit("/", {}, "198.51.100.7");
    expect(forgetRecentVisitors()).toBe(2);
    expect(forgetRecentVisitors()).toBe(0);
    expect(visit("/sss")?.visitor).toBe(before?.visitor);
  });

  it("are forgotten for a connection that asked before 2 000 other agents emptied the list of agents", () => {
    const connection = {};
    const onConnection = (userAgent: string, ip = "203.0.113.57") => visitOf("/sss", { "user-agent": userAgent }, ip, OWN, connection);
    expect(onConnection(CHROME)).not.toBeNull();
    for (let i = 0; i < 2_001; i++) visitOf("/", { "user-agent": `${CHROME} Sınama/${i}` }, "198.51.100.7", OWN);
    forgetRecentVisitors();
    expect(onConnection(CHROME, "192.0.2.1")?.device).toBe("desktop");
    expect(forgetRecentVisitors()).toBe(1);
  });
});

describe("a keep-alive connection", () => {
  it("is told apart by its User-Agent on every request: a proxy's connection carries browsers and bots", () => {
    const connection = {};
    const onConnection = (userAgent: string) => visitOf("/sss", { "user-agent": userAgent }, "203.0.113.57", OWN, connection);
    expect(onConnection(CHROME)?.device).toBe("desktop");
    expect(onConnection(CHROME)?.device).toBe("desktop");
    expect(onConnection(GOOGLEBOT)).toBeNull();
    expect(onConnection(IPHONE)?.device).toBe("phone");
    expect(onConnection(CHROME)?.device).toBe("desktop");
  });
});
