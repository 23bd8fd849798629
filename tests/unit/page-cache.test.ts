import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_QUERY_PARAMS } from "#app/lib/paths.ts";
import {
  cacheable,
  cacheKey,
  negotiate,
  PageCache,
  type Rendered,
  remembered,
  SMALLEST_AFTER_HITS,
  smallestBrotli,
  toCachedPage,
} from "#server/page-cache.ts";

const rendered = (body: string, headers: Record<string, string> = {}, status = 200): Rendered => ({
  status,
  headers: new Headers({ "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", ...headers }),
  body: Buffer.from(body),
});

describe("remembered keys", () => {
  it("works a URL's key out once, null included, and starts again past the URLs it keeps", () => {
    const asked: string[] = [];
    const keyOf = remembered((url: string) => {
      asked.push(url);
      return url.startsWith("/adminpanel") ? null : url.toLocaleLowerCase("tr-TR");
    }, 3);
    expect([keyOf("/SSS"), keyOf("/SSS"), keyOf("/adminpanel"), keyOf("/adminpanel")]).toEqual(["/sss", "/sss", null, null]);
    expect(asked).toEqual(["/SSS", "/adminpanel"]);
    keyOf("/a");
    keyOf("/b"); // a fourth URL: the three kept are forgotten
    keyOf("/SSS");
    expect(asked).toEqual(["/SSS", "/adminpanel", "/a", "/b", "/SSS"]);
  });
});

describe("page cache keys", () => {
  const key = (url: string) => cacheKey(new URL(url, "https://ymm.test"), PAGE_QUERY_PARAMS);

  it("keeps only the parameters a page reads, in a fixed order", () => {
    expect(key("/sss?utm_source=x&fbclid=1")).toBe("/sss");
    expect(key("/?utm_source=x&sekme=haberler")).toBe("/?sekme=haberler");
    expect(key("/?bulten=alindi&sekme=araclar")).toBe(key("/?sekme=araclar&bulten=alindi"));
    expect(key("/iletisim?durum=gonderildi&x=1")).toBe("/iletisim?durum=gonderildi");
  });
});

describe("encoding negotiation", () => {
  it("prefers brotli, then gzip, honours q=0, else identity", () => {
    expect(negotiate("gzip, deflate, br")).toBe("br");
    expect(negotiate("gzip;q=1, br;q=0")).toBe("gzip");
    expect(negotiate("*")).toBe("br");
    expect(negotiate("identity")).toBe("identity");
    expect(negotiate(undefined)).toBe("identity");
  });
});

describe("what may be cached", () => {
  it("only a 200 without a cookie that is not private", () => {
    expect(cacheable(rendered("<p>x</p>"))).toBe(true);
    expect(cacheable(rendered("<p>x</p>", {}, 404))).toBe(false);
    expect(cacheable(rendered("<p>x</p>", { "set-cookie": "a=b" }))).toBe(false);
    expect(cacheable(rendered("<p>x</p>", { "cache-control": "private, no-store" }))).toBe(false);
  });

  it("keeps the same bytes in every encoding", () => {
    const page = toCachedPage(rendered("<p>Gelir İdaresi</p>".repeat(50), { etag: 'W/"e"' }));
    expect(gunzipSync(page.gzip).toString()).toBe(page.identity.toString());
    expect(brotliDecompressSync(page.br).toString()).toBe(page.identity.toString());
    expect(page.br.length).toBeLessThan(page.identity.length);
    expect(page.etag).toBe('W/"e"');
  });
});

/** A page of varied text, as a real one is: brotli's best quality finds more in it than the quick one. */
const variedPage = () =>
  rendered(
    Array.from(
      { length: 400 },
      (_, i) =>
        `<li><a href="/duyurular/${i * 7919}">Duyuru ${i}: ${(i * 2654435761).toString(36)} KDV beyannamesi ${i % 13}. gün</a></li>`,
    ).join("\n"),
    { etag: 'W/"v"' },
  );

const contentLength = (head: string[]) => Number(head[head.indexOf("Content-Length") + 1]);

describe("brotli in two steps", () => {
  it("keeps a page at the quick quality first, and its smallest bytes once it is asked for again", async () => {
    const cache = new PageCache(10_000_000);
    const first = toCachedPage(variedPage());
    expect(first.smallestBrotli).toBe(false);
    cache.set("/duyurular", "1", first);
    const bytesBefore = cache.bytes;
    for (let hit = 1; hit < SMALLEST_AFTER_HITS; hit++) cache.get("/duyurular", "1");
    await cache.settled();
    expect(cache.get("/duyurular", "1")?.br).toBe(first.br); // the hit that starts it still gets the first bytes
    await cache.settled();

    const smaller = cache.get("/duyurular", "1")!;
    expect(smaller.smallestBrotli).toBe(true);
    expect(smaller.br.length).toBeLessThan(first.br.length);
    expect(brotliDecompressSync(smaller.br).toString()).toBe(first.identity.toString());
    expect(contentLength(smaller.heads.br)).toBe(smaller.br.length);
    expect(smaller.heads.br).toContain("br");
    expect(smaller.heads.gzip).toEqual(first.heads.gzip);
    expect(smaller.etag).toBe(first.etag);
    expect(cache.bytes).toBe(bytesBefore - (first.br.length - smaller.br.length));
  });

  it("makes the same bytes as brotli's best quality made at once", async () => {
    const body = variedPage().body;
    expect((await smallestBrotli(body)).length).toBeLessThan(toCachedPage(variedPage()).br.length);
    expect(brotliDecompressSync(await smallestBrotli(body)).toString()).toBe(body.toString());
  });

  it("drops the smaller bytes of a page replaced or outdated meanwhile", async () => {
    const cache = new PageCache(10_000_000);
    cache.set("/sss", "1", toCachedPage(variedPage()));
    for (let hit = 0; hit < SMALLEST_AFTER_HITS; hit++) cache.get("/sss", "1");
    const newer = toCachedPage(rendered("<p>Yeni sürüm</p>"));
    cache.set("/sss", "2", newer); // a content write while the old page was being compressed
    await cache.settled();
    expect(cache.get("/sss", "2")).toBe(newer);
    expect(cache.bytes).toBe(newer.identity.length + newer.gzip.length + newer.br.length + 512);
  });
});

describe("the cache", () => {
  it("answers only for the version a page was rendered at", () => {
    const cache = new PageCache(1_000_000);
    cache.set("/sss", "1:2026", toCachedPage(rendered("bir")));
    expect(cache.get("/sss", "1:2026")?.identity.toString()).toBe("bir");
    expect(cache.get("/sss", "2:2026")).toBeUndefined();
    expect(cache.get("/sss", "2:2026")).toBeUndefined();
    // Kept, unanswered, until its key is rendered again (alike) or it is forgotten.
    expect(cache.size).toBe(1);
    cache.delete("/sss");
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("keeps the compressed bytes of a page rendered again at a new version with the very same bytes and headers", async () => {
    const cache = new PageCache(10_000_000);
    const first = toCachedPage(variedPage());
    cache.set("/sss", "1", first);
    for (let hit = 0; hit < SMALLEST_AFTER_HITS; hit++) cache.get("/sss", "1");
    await cache.settled();
    const smallest = cache.get("/sss", "1")!;
    expect(smallest.smallestBrotli).toBe(true);

    expect(cache.get("/sss", "2")).toBeUndefined();
    const again = cache.alike("/sss", variedPage());
    expect(again).toBe(smallest);
    cache.set("/sss", "2", again!);
    expect(cache.get("/sss", "2")?.br).toBe(smallest.br);
    expect(cache.bytes).toBe(smallest.identity.length + smallest.gzip.length + smallest.br.length + 512);

    // Other bytes, another header or status, or another key: made anew.
    const body = variedPage().body;
    expect(cache.alike("/sss", { ...variedPage(), body: Buffer.concat([body, Buffer.from(" ")]) })).toBeUndefined();
    expect(cache.alike("/sss", { ...variedPage(), headers: new Headers({ "content-type": "application/xml" }) })).toBeUndefined();
    expect(cache.alike("/sss", { ...variedPage(), status: 404 })).toBeUndefined();
    expect(cache.alike("/kvkk", variedPage())).toBeUndefined();
  });

  it("drops the least recently used pages once over its size in bytes", () => {
    const page = () => toCachedPage(rendered("x".repeat(2000)));
    const one = page();
    const size = one.identity.length + one.gzip.length + one.br.length + 512;
    const cache = new PageCache(size * 3);
    cache.set("/a", "1", one);
    cache.set("/b", "1", page());
    cache.set("/c", "1", page());
    cache.get("/a", "1"); // used: /b is now the oldest
    cache.set("/d", "1", page());
    expect(cache.get("/b", "1")).toBeUndefined();
    expect(cache.get("/a", "1")).toBeDefined();
    expect(cache.get("/d", "1")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(size * 3);
  });

  it("renders once for requests that arrive together", async () => {
    const cache = new PageCache(1_000_000);
    let renders = 0;
    const work = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return renders;
    };
    const results = await Promise.all([1, 2, 3].map(() => cache.once("/sss", "1", work)));
    expect(results).toEqual([1, 1, 1]);
    expect(renders).toBe(1);
  });
});
