/** wrk's text output read into numbers (scripts/bench.ts, scripts/bench-search.ts), and one run of it as a browser would ask. */
import { spawn } from "node:child_process";

export interface WrkResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx/3xx responses plus socket errors (connect, read, write, timeout). */
  errors: number;
  errorText: string;
}

/** A latency as wrk prints it ("812.00us", "4.21ms", "1.02s", "2.00m") in milliseconds. */
export function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === "us" ? n / 1000 : match[2] === "ms" ? n : match[2] === "s" ? n * 1000 : n * 60_000;
}

export function parseWrk(out: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const p50 = /^\s+50%\s+(\S+)/m.exec(out)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(out)?.[1];
  const requests = /(\d+) requests in /.exec(out)?.[1];
  if (rps === undefined || p50 === undefined || p99 === undefined || requests === undefined) {
    throw new Error(`could not read wrk's output:\n${out}`);
  }
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const kinds = ["connect", "read", "write", "timeout"];
  const parts = [
    non2xx ? `${non2xx} non-2xx/3xx` : "",
    ...kinds.map((kind, i) => (socket && Number(socket[i + 1]) > 0 ? `${socket[i + 1]} ${kind}` : "")),
  ].filter(Boolean);
  return {
    rps: Number(rps),
    p50Ms: toMs(p50),
    p99Ms: toMs(p99),
    requests: Number(requests),
    errors: non2xx + socketErrors,
    errorText: parts.join("; "),
  };
}

/** A desktop browser's User-Agent: the server counts every request as a view, as it would a visitor's. */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * One wrk run on `url` as a browser asks (its User-Agent, brotli/gzip): one thread,
 * `connections` connections, `seconds` long, pinned to `cores` with taskset when given.
 */
export function runBrowserWrk(
  url: string,
  options: { connections: number; seconds: number; cores?: string | undefined },
): Promise<WrkResult> {
  const command = ["wrk", "-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency"];
  command.push("-H", "Accept-Encoding: gzip, deflate, br", "-H", `User-Agent: ${BROWSER_UA}`, url);
  const [program = "wrk", ...args] = options.cores === undefined ? command : ["taskset", "-c", options.cores, ...command];
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code} on ${url}:\n${out}`));
      try {
        resolve(parseWrk(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}
