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
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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
  const br = brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const flat = (pairs: readonly [string, string][]) => pairs.flat();
  const base = [...common, ...headers, ["Vary", "Accept-Encoding"]] as [string, string][];
  const head = (encoding: Encoding, body: Buffer) =>
    flat([
      ...base,
      ...(encoding === "identity" ? [] : ([["Content-Encoding", encoding]] as [string, string][])),
      ["Content-Length", String(body.length)],
    ]);
  return {
    status: rendered.status,
    headers,
    etag: rendered.headers.get("etag") ?? undefined,
    identity,
    gzip,
    br,
    heads: { br: head("br", br), gzip: head("gzip", gzip), identity: head("identity", identity) },
    notModified: flat(base.filter(([name]) => name !== "content-security-policy")),
    html: isHtml(rendered.headers.get("content-type")),
    searchMiss: rendered.notes?.searchMiss ?? null,
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
  readonly #pages = new Map<string, { version: string; page: CachedPage }>();
  readonly #rendering = new Map<string, Promise<unknown>>();

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** The page for `key` rendered at `version`, if kept. */
  get(key: string, version: string): CachedPage | undefined {
    const entry = this.#pages.get(key);
    if (!entry) return undefined;
    this.#pages.delete(key);
    if (entry.version !== version) {
      this.#bytes -= size(entry.page);
      return undefined;
    }
    this.#pages.set(key, entry);
    return entry.page;
  }

  set(key: string, version: string, page: CachedPage): void {
    const old = this.#pages.get(key);
    if (old) {
      this.#pages.delete(key);
      this.#bytes -= size(old.page);
    }
    const bytes = size(page);
    if (bytes > this.#maxBytes) return;
    this.#pages.set(key, { version, page });
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
