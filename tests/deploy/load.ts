/**
 * A bounded load on Caddy for the deploy tests: a few clients, each on its own kept-alive HTTPS
 * connection (HTTP/1.1, Caddy's local authority trusted, the test domain's name sent as SNI and
 * Host to 127.0.0.1), asking for the given URLs in turn with a pause between requests, until
 * stopped. Every answer is checked; each failure is kept with its URL and why.
 */
import { Agent, request } from "node:https";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body decoded from its Content-Encoding. */
  text: string;
}

export interface LoadResult {
  requests: number;
  /** "URL: why", one per failed request. */
  failures: string[];
  longestMs: number;
  longestUrl: string;
}

export interface HttpsClient {
  /** One request; a network error or no answer within `timeoutMs` rejects. */
  send(url: string, options?: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number }): Promise<Answer>;
  close(): void;
}

/** A client on one kept-alive connection to 127.0.0.1:`port`, trusting `ca`, for URLs of `domain`. */
export function httpsClient(options: { ca: Buffer; domain: string; port: number; keepAlive?: boolean }): HttpsClient {
  const agent = new Agent({ keepAlive: options.keepAlive ?? true, maxSockets: 1, ca: options.ca, servername: options.domain });
  return {
    send(url, { method = "GET", headers = {}, body, timeoutMs = 30_000 } = {}) {
      const { pathname, search } = new URL(url);
      return new Promise((resolve, reject) => {
        const req = request(
          {
            host: "127.0.0.1",
            port: options.port,
            path: `${pathname}${search}`,
            method,
            agent,
            servername: options.domain,
            headers: { Host: `${options.domain}:${options.port}`, "Accept-Encoding": "br, gzip", ...headers },
            timeout: timeoutMs,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("error", reject);
            res.on("end", () => {
              const raw = Buffer.concat(chunks);
              const encoding = res.headers["content-encoding"];
              const decoded = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
              resolve({ status: res.statusCode ?? 0, headers: res.headers, text: decoded.toString("utf8") });
            });
          },
        );
        req.on("timeout", () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
        req.on("error", reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/**
 * Starts `clients` clients asking for `urls` in turn (each from its own place in the list), each
 * pausing `pauseMs` after an answer; `check` says what is wrong with an answer, or undefined.
 * `stop` lets each client finish its request in flight and returns the counts.
 */
export function startLoad(options: {
  ca: Buffer;
  domain: string;
  port: number;
  urls: string[];
  clients: number;
  pauseMs: number;
  check(url: string, answer: Answer): string | undefined;
}): { stop(): Promise<LoadResult> } {
  const result: LoadResult = { requests: 0, failures: [], longestMs: 0, longestUrl: "" };
  let stopped = false;
  const client = async (start: number) => {
    const http = httpsClient(options);
    for (let i = start; !stopped; i++) {
      const url = options.urls[i % options.urls.length] ?? "";
      const began = performance.now();
      try {
        const why = options.check(url, await http.send(url));
        if (why) result.failures.push(`${url}: ${why}`);
      } catch (error) {
        result.failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const took = performance.now() - began;
      result.requests++;
      if (took > result.longestMs) {
        result.longestMs = took;
        result.longestUrl = url;
      }
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
    http.close();
  };
  const step = Math.max(1, Math.floor(options.urls.length / options.clients));
  const running = Array.from({ length: options.clients }, (_, n) => client(n * step));
  return {
    async stop() {
      stopped = true;
      await Promise.all(running);
      return result;
    },
  };
}
