/**
 * The link checker's HTTP side (ADR 066), with no database: given links, it asks each one's
 * server whether the link works and says how it answered. Politely: at most `concurrency`
 * requests at once, one request per host every `hostGapMs` (redirects and the GET after a
 * refused HEAD included), each request bounded by `timeoutMs`, a User-Agent that names the
 * site, HEAD first and GET only when HEAD is refused (405, 501) or fails, redirects followed
 * by hand up to `maxRedirects`. A GET's body is never read.
 */
import type { LinkErrorKind } from "#app/.server/db/schema.ts";

export interface CheckOptions {
  concurrency: number;
  timeoutMs: number;
  hostGapMs: number;
  maxRedirects: number;
  userAgent: string;
  /** The clock and the wait (tests measure the spacing with the real ones). */
  now?: () => number;
}

export interface LinkResult {
  url: string;
  ok: boolean;
  /** The last answer's code; null when no answer came. */
  status: number | null;
  /** Where the redirects led, when they led elsewhere. */
  finalUrl: string | null;
  error: LinkErrorKind | null;
}

/** The link's host as the checker spaces its requests by (host and port). */
export function hostOf(url: string): string {
  return new URL(url).host.toLowerCase();
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** A HEAD these answer is asked again with GET: the server does not do HEAD. */
const HEAD_REFUSED = new Set([405, 501]);

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref());

/**
 * One request per host every `gapMs`: each request takes the host's next slot, so requests to
 * one host queue in order whatever the concurrency.
 */
export class HostGate {
  readonly #next = new Map<string, number>();
  readonly #gapMs: number;
  readonly #now: () => number;

  constructor(gapMs: number, now: () => number = Date.now) {
    this.#gapMs = gapMs;
    this.#now = now;
  }

  async wait(host: string): Promise<void> {
    const now = this.#now();
    const at = Math.max(now, this.#next.get(host) ?? 0);
    this.#next.set(host, at + this.#gapMs);
    if (at > now) await sleep(at - now);
  }
}

class RequestFailed extends Error {
  readonly kind: LinkErrorKind;
  constructor(kind: LinkErrorKind) {
    super(kind);
    this.kind = kind;
  }
}

/** What failed, from fetch's error (undici puts the system's code on its cause). */
export function errorKindOf(error: unknown): LinkErrorKind {
  if (error instanceof RequestFailed) return error.kind;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return "timeout";
  const cause = (error as { cause?: { code?: string; name?: string } } | undefined)?.cause;
  const code = cause?.code ?? "";
  if (cause?.name === "TimeoutError" || /TIMEOUT/.test(code)) return "timeout";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_FAIL") return "dns";
  if (code === "ECONNREFUSED") return "refused";
  if (code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET" || code === "UND_ERR_CLOSED") return "reset";
  if (/CERT|SSL|TLS|ERR_TLS/.test(code)) return "tls";
  return "other";
}

/** One request, its body never read: the status and where it points. */
async function ask(url: string, method: "HEAD" | "GET", options: CheckOptions, gate: HostGate) {
  await gate.wait(hostOf(url));
  const response = await fetch(url, {
    method,
    redirect: "manual",
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: { "user-agent": options.userAgent, accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
  });
  await response.body?.cancel().catch(() => {});
  return { status: response.status, location: response.headers.get("location") };
}

/** HEAD, then GET when HEAD is refused or fails (but not when the host is unknown or silent: GET would fare the same). */
async function askOnce(url: string, options: CheckOptions, gate: HostGate) {
  try {
    const head = await ask(url, "HEAD", options, gate);
    if (!HEAD_REFUSED.has(head.status)) return head;
  } catch (error) {
    const kind = errorKindOf(error);
    if (kind === "timeout" || kind === "dns") throw error;
  }
  return ask(url, "GET", options, gate);
}

/** Checks one link, following its redirects. */
export async function checkLink(url: string, options: CheckOptions, gate: HostGate): Promise<LinkResult> {
  let current = url;
  const seen = new Set<string>([url]);
  try {
    for (let hop = 0; ; hop += 1) {
      const { status, location } = await askOnce(current, options, gate);
      if (REDIRECTS.has(status) && location) {
        const next = new URL(location, current);
        if (next.protocol !== "http:" && next.protocol !== "https:") throw new RequestFailed("redirects");
        if (hop >= options.maxRedirects || seen.has(next.href)) throw new RequestFailed("redirects");
        seen.add(next.href);
        current = next.href;
        continue;
      }
      const ok = status >= 200 && status < 300;
      return { url, ok, status, finalUrl: current === url ? null : current, error: ok ? null : "http" };
    }
  } catch (error) {
    return { url, ok: false, status: null, finalUrl: current === url ? null : current, error: errorKindOf(error) };
  }
}

/** Links in an order that takes hosts in turn, so the host gate rarely holds a slot idle. */
export function interleaveByHost(urls: readonly string[]): string[] {
  const byHost = new Map<string, string[]>();
  for (const url of urls) {
    const host = hostOf(url);
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }
  const queues = [...byHost.values()];
  const ordered: string[] = [];
  for (let i = 0; ordered.length < urls.length; i += 1) for (const queue of queues) if (i < queue.length) ordered.push(queue[i] as string);
  return ordered;
}

/** Checks every link, `concurrency` at a time; results in the order the links were given. */
export async function checkLinks(urls: readonly string[], options: CheckOptions): Promise<LinkResult[]> {
  const gate = new HostGate(options.hostGapMs, options.now);
  const queue = interleaveByHost(urls);
  const results = new Map<string, LinkResult>();
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) results.set(url, await checkLink(url, options, gate));
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, urls.length)) }, worker));
  return urls.map((url) => results.get(url) as LinkResult);
}
