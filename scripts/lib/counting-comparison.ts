/**
 * İstatistikler's cost in `npm run bench` (issue 26, ADR 029): one server
 * process measured with counting on and paused in turn. The pause is the
 * server's SIGUSR2 when it runs with ANALYTICS_BENCH_SIGNAL=1; each serving
 * process confirms it in its log, which is read as it grows.
 */
import { closeSync, openSync, readSync, statSync } from "node:fs";
import type { ProductionServer } from "./production-server.ts";
import type { WrkResult } from "./wrk-output.ts";

export interface CountingComparison {
  /** Each round's throughput with counting on over off. */
  ratios: number[];
  /** The server's CPU time per request in each state, µs. */
  cpuUs: { on: number; off: number };
  errors: number;
}

export interface CountingMeasure {
  rounds: number;
  sliceSeconds: number;
  /** Runs wrk on a URL for so many seconds. */
  run: (url: string, seconds: number) => Promise<WrkResult>;
  /** Waits until the server's log stops growing (the requests it still works through). */
  settle: (logFile: string) => Promise<void>;
}

/** Switches one server's counting and remembers its state and how far its log was read. */
export class CountingSwitch {
  #on = true;
  #logRead = 0;

  readonly server: ProductionServer;
  readonly logFile: string;

  constructor(server: ProductionServer, logFile: string) {
    this.server = server;
    this.logFile = logFile;
  }

  /** The whole lines the log gained since the last call. */
  #newLogLines(): string {
    const size = statSync(this.logFile).size;
    if (size <= this.#logRead) return "";
    const chunk = Buffer.alloc(size - this.#logRead);
    const fd = openSync(this.logFile, "r");
    try {
      readSync(fd, chunk, 0, chunk.length, this.#logRead);
    } finally {
      closeSync(fd);
    }
    const end = chunk.lastIndexOf(0x0a) + 1; // a line cut at the end is read next time
    this.#logRead += end;
    return chunk.subarray(0, end).toString("utf8");
  }

  /** Pauses or resumes counting in every serving process, and waits (≤ 5 s) until each has said so in its log. */
  async set(on: boolean): Promise<void> {
    if (this.#on === on) return;
    this.#newLogLines(); // what came before the signal
    const pids = this.server.servingPids();
    for (const pid of pids) process.kill(pid, "SIGUSR2");
    this.#on = on;
    let waiting = pids.length;
    for (let i = 0; i < 100 && waiting > 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      waiting -= this.#newLogLines().match(/analytics bench signal/g)?.length ?? 0;
    }
    if (waiting > 0) throw new Error("the app did not confirm the bench signal within 5 s (ANALYTICS_BENCH_SIGNAL=1)");
  }
}

/**
 * Counting on against off on one page, in the same server: rounds of on, off
 * and off, on in turn, so that a drift of this noisy machine falls on both
 * alike. Each round's throughput ratio, and the server's CPU time (user +
 * system, from /proc) per request in each state.
 */
export async function compareCounting(page: string, counting: CountingSwitch, measure: CountingMeasure): Promise<CountingComparison> {
  const { server, logFile } = counting;
  const ratios: number[] = [];
  const total = { on: { requests: 0, cpu: 0 }, off: { requests: 0, cpu: 0 } };
  let errors = 0;
  for (let round = 0; round < measure.rounds; round++) {
    const rps = { on: 0, off: 0 };
    for (const state of round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) {
      await counting.set(state === "on");
      const before = server.cpuSeconds();
      const result = await measure.run(`${server.base}${page}`, measure.sliceSeconds);
      total[state].cpu += server.cpuSeconds() - before;
      if (!server.alive()) throw new Error(`the app stopped during ${page} (counting ${state}):\n${server.tail()}`);
      await measure.settle(logFile);
      total[state].requests += result.requests;
      rps[state] = result.rps;
      errors += result.errors;
    }
    ratios.push(rps.on / rps.off);
  }
  await counting.set(true);
  const perRequest = (t: { requests: number; cpu: number }) => (t.cpu / t.requests) * 1e6;
  return { ratios, cpuUs: { on: perRequest(total.on), off: perRequest(total.off) }, errors };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2 : (sorted[Math.floor(middle)] ?? 0);
}
