/**
 * The page cache: a public GET is rendered once per content version and kept
 * in memory as identity, gzip and brotli bytes with its ETag; later requests
 * are answered from memory, without React and without a database read beyond
 * the content version. Every write that changes a public page raises that
 * version in the database (in its own transaction), so every instance serves
 * the change on its next request. Memory is bounded: least recently used
 * pages go first once the entries' bytes pass the limit.
 *
 * Only responses that cannot differ between visitors are kept: public paths,
 * status 200, no Set-Cookie, and not marked private or no-store. The request
 * that renders a page carries no cookie, so nothing personal can get in.
 *
 * Brotli in two steps (ADR 042): a page is first kept at a quality that costs about a
 * millisecond, so the request that renders it is not held up; a page asked for again
 * from the cache (SMALLEST_AFTER_HITS) is compressed once more at brotli's best, off the
 * event loop, and its smaller bytes replace the first ones. Measured on the sample site's
 * pages here: quality 11 took 35–74 ms a page on the event loop for bytes 8 % smaller
 * than quality 5's, which took 0.6–1.2 ms.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RenderNotes } from "#app/.server/platform/request-context.ts";

export type Encoding = "br" | "gzip" | "identity";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  etag: string | undefined;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The whole response head per encoding, flat (name, value, …), made once: writing it is then one call. */
  heads: Record<Encoding, string[]>;
  /** The head of a 304 (no body, no Content-Security-Policy: the cached copy keeps its own). */
  notModified: string[];
  /** An HTML page (a view the statistics count), not a feed or a file. */
  html: boolean;
  /** The search text when the page is a search that found nothing (the statistics count it with each view). */
  searchMiss: string | null;
  /** The head every encoding shares (security, the page's own headers, Vary), before its own. */
  baseHead: [string, string][];
  /** Whether `br` is brotli's smallest already (see the module comment). */
  smallestBrotli: boolean;
}

/** What the cache needs from a render: a whole response. */
export interface Rendered {
  status: number;
  headers: Headers;
  body: Buffer;
  /** What the render told the statistics. */
  notes?: RenderNotes;
}

const size = (page: CachedPage) => page.identity.length + page.gzip.length + page.br.length + 512;

/** Brotli quality for a page's first bytes: about a millisecond for a 40 KB page here. */
const QUICK_BROTLI = 5;
/** A page served this many times from the cache gets brotli's smallest bytes. */
export const SMALLEST_AFTER_HITS = 2;

const brotliOptions = (quality: number, length: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
});

const compressBrotli = promisify(brotliCompress);

/** A page's bytes at brotli's best quality, compressed on libuv's thread pool. */
export function smallestBrotli(identity: Buffer): Promise<Buffer> {
  return compressBrotli(identity, brotliOptions(constants.BROTLI_MAX_QUALITY, identity.length));
}

/** The response head of one encoding: the shared head, then Content-Encoding and Content-Length. */
function headFor(base: readonly [string, string][], encoding: Encoding, body: Buffer): string[] {
  return [
    ...base,
    ...(encoding === "identity" ? [] : ([["Content-Encoding", encoding]] as [string, string][])),
    ["Content-Length", String(body.length)],
  ].flat();
}

/** The page with other brotli bytes of the same content (its ETag stays). */
function withBrotli(page: CachedPage, br: Buffer): CachedPage {
  return { ...page, br, heads: { ...page.heads, br: headFor(page.baseHead, "br", br) }, smallestBrotli: true };
}

/** Response headers that belong to the page (security headers are set per request, not stored). */
const KEPT_HEADERS = ["content-type", "cache-control", "content-security-policy", "etag", "content-language"];

export function cacheable(rendered: Rendered): boolean {
  if (rendered.status !== 200) return false;
  if (rendered.headers.has("set-cookie")) return false;
  return !/\b(private|no-store)\b/.test(rendered.headers.get("cache-control") ?? "");
}

/**
 * A rendered page as kept: its bytes in each encoding and each response head
 * ready to write. `common` are the headers every response carries (security
 * headers), put first.
 */
export function toCachedPage(rendered: Rendered, common: readonly [string, string][] = []): CachedPage {
  const headers: [string, string][] = [];
  for (const name of KEPT_HEADERS) {
    const value = rendered.headers.get(name);
    if (value !== null) headers.push([name, value]);
  }
  const identity = rendered.body;
  const gzip = gzipSync(identity, { level: 9 });
  const br = brotliCompressSync(identity, brotliOptions(QUICK_BROTLI, identity.length));
  const base = [...common, ...headers, ["Vary", "Accept-Encoding"]] as [string, string][];
  return {
    status: rendered.status,
    headers,
    etag: rendered.headers.get("etag") ?? undefined,
    identity,
    gzip,
    br,
    heads: { br: headFor(base, "br", br), gzip: headFor(base, "gzip", gzip), identity: headFor(base, "identity", identity) },
    notModified: base.filter(([name]) => name !== "content-security-policy").flat(),
    html: isHtml(rendered.headers.get("content-type")),
    searchMiss: rendered.notes?.searchMiss ?? null,
    baseHead: base,
    smallestBrotli: false,
  };
}

export const isHtml = (contentType: string | null | undefined) => (contentType ?? "").startsWith("text/html");

/** The best encoding the client accepts: br, then gzip, else identity. */
export function negotiate(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  // What browsers and most clients send: no quality values to weigh.
  if (!acceptEncoding.includes("q=")) {
    if (acceptEncoding.includes("br")) return "br";
    if (acceptEncoding.includes("gzip")) return "gzip";
    if (!acceptEncoding.includes("*")) return "identity";
  }
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

export class PageCache {
  readonly #maxBytes: number;
  #bytes = 0;
  /** Map order is recency: the first entry is the least recently used. */
  readonly #pages = new Map<string, { version: string; page: CachedPage; hits: number }>();
  /** Brotli's smallest bytes being made, by key (the module comment). */
  readonly #shrinking = new Map<string, Promise<void>>();
  readonly #rendering = new Map<string, Promise<unknown>>();
  /** Requests answered from memory and requests that had to be rendered, since the start (Sistem durumu's hit rate). */
  #hits = 0;
  #misses = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get maxBytes(): number {
    return this.#maxBytes;
  }

  get hits(): number {
    return this.#hits;
  }

  get misses(): number {
    return this.#misses;
  }

  /**
   * Counts one request the cache could answer: from memory (`hit`) or rendered. The caller
   * counts once per request, where it knows (a miss of the fast path is asked again behind it).
   */
  counted(hit: boolean): void {
    if (hit) this.#hits += 1;
    else this.#misses += 1;
  }

  get size(): number {
    return this.#pages.size;
  }

  /**
   * The page for `key` rendered at `version`, if kept. A page of another version is not
   * answered but stays until its key is rendered again, for `alike` (or until it is the
   * least recently used).
   */
  get(key: string, version: string): CachedPage | undefined {
    const entry = this.#pages.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.#pages.delete(key);
    this.#pages.set(key, entry);
    entry.hits += 1;
    if (entry.hits >= SMALLEST_AFTER_HITS && !entry.page.smallestBrotli && !this.#shrinking.has(key)) this.#shrink(key, entry);
    return entry.page;
  }

  /** Resolves once every brotli recompression started so far has ended (for tests and benchmarks). */
  async settled(): Promise<void> {
    await Promise.all(this.#shrinking.values());
  }

  /**
   * Compresses a kept page again at brotli's best, off the event loop, and keeps the smaller
   * bytes if the page is still the one kept then (not replaced, evicted or outdated meanwhile).
   * A failure leaves the first bytes, which are correct.
   */
  #shrink(key: string, entry: { version: string; page: CachedPage; hits: number }): void {
    const { page } = entry;
    const done = smallestBrotli(page.identity)
      .then((br) => {
        const now = this.#pages.get(key);
        if (now?.page !== page || br.length >= page.br.length) return;
        const smaller = withBrotli(page, br);
        this.#bytes += size(smaller) - size(page);
        now.page = smaller;
      })
      .catch(() => undefined)
      .finally(() => this.#shrinking.delete(key));
    this.#shrinking.set(key, done);
  }

  /**
   * The kept page of `key`, of any version, when `rendered` has its very bytes and headers
   * (ADR 047): a content change renders every page again, and most come out the same (a
   * sitemap file of another kind, a page the change does not touch), so their compressed
   * bytes, brotli's smallest among them, are kept instead of made again. Comparing costs
   * a memcmp; gzip and brotli of a 4.5 MB sitemap file cost 150 ms.
   */
  alike(key: string, rendered: Rendered): CachedPage | undefined {
    const page = this.#pages.get(key)?.page;
    if (!page || page.status !== rendered.status || page.searchMiss !== (rendered.notes?.searchMiss ?? null)) return undefined;
    const sameHeaders = KEPT_HEADERS.every(
      (name) => page.headers.find(([kept]) => kept === name)?.[1] === (rendered.headers.get(name) ?? undefined),
    );
    return sameHeaders && page.identity.equals(rendered.body) ? page : undefined;
  }

  /** Forgets `key`'s page (its URL no longer renders one that may be kept). */
  delete(key: string): void {
    const old = this.#pages.get(key);
    if (!old) return;
    this.#pages.delete(key);
    this.#bytes -= size(old.page);
  }

  set(key: string, version: string, page: CachedPage): void {
    const old = this.#pages.get(key);
    if (old) {
      this.#pages.delete(key);
      this.#bytes -= size(old.page);
    }
    const bytes = size(page);
    if (bytes > this.#maxBytes) return;
    this.#pages.set(key, { version, page, hits: 0 });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#pages) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= size(entry.page);
    }
  }

  /**
   * Does `work` once however many requests for the same URL (with its whole
   * query) and version arrive meanwhile; they all get its result.
   */
  once<T>(url: string, version: string, work: () => Promise<T>): Promise<T> {
    const id = `${version} ${url}`;
    let pending = this.#rendering.get(id) as Promise<T> | undefined;
    if (!pending) {
      pending = work().finally(() => this.#rendering.delete(id));
      this.#rendering.set(id, pending);
    }
    return pending;
  }
}

/**
 * The cache key of a public URL: its path, plus only the query parameters
 * that change the page (see CACHE_KEY_PARAMS), in a fixed order. A parameter
 * a page does not read (utm_source, a typo) makes no entry of its own.
 */
export function cacheKey(url: URL, pageParams: Readonly<Record<string, readonly string[]>>): string {
  const params = pageParams[url.pathname] ?? [];
  const kept = params.flatMap((name) =>
    url.searchParams.getAll(name).map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
  );
  return kept.length > 0 ? `${url.pathname}?${kept.join("&")}` : url.pathname;
}

/**
 * `keyOf` with its answers kept for the last `kept` arguments: the page
 * cache's key of a URL is asked on every request. The memory is bounded: past
 * `kept` different URLs it starts again.
 */
export function remembered<T>(keyOf: (originalUrl: string) => T, kept = 2_000): (originalUrl: string) => T {
  const answers = new Map<string, T>();
  return (originalUrl) => {
    if (answers.has(originalUrl)) return answers.get(originalUrl) as T;
    const answer = keyOf(originalUrl);
    if (answers.size >= kept) answers.clear();
    answers.set(originalUrl, answer);
    return answer;
  };
}

/** Where the floor page is answered when FLOOR_PAGE=1. */
export const FLOOR_PATH = "/__taban";

/**
 * The floor: the least a page can be (one heading, one paragraph, no style or
 * script), kept like a cached page so that it goes out through the same fast
 * path, headers and compression. `npm run lighthouse` reports every page
 * against it, measured in the same run.
 */
export function floorPage(common: readonly [string, string][], contentSecurityPolicy: string): CachedPage {
  const html =
    '<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    // No favicon request (a 404 in the console), a description and a main landmark: its own audits pass.
    '<title>Taban ölçümü</title><link rel="icon" href="data:,"><meta name="description" content="Ölçüm için en küçük sayfa.">' +
    "</head><body><main><h1>Taban ölçümü</h1>" +
    "<p>Bu sayfa ölçüm içindir: bir başlık ve bir paragraf, stil ve betik olmadan.</p></main></body></html>";
  const body = Buffer.from(html);
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
    "content-security-policy": contentSecurityPolicy,
    etag: `W/"taban-${body.length}"`,
  });
  // Not a page of the site: the statistics do not count it.
  return { ...toCachedPage({ status: 200, headers, body }, common), html: false };
}
