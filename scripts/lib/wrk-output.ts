/** wrk's text output read into numbers (scripts/bench.ts, scripts/bench-search.ts). */

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
