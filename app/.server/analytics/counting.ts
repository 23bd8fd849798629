/**
 * The process's counter of page views (ADR 029): server/app.ts calls
 * `countView` when it answers a public HTML page with 200 (or 304: the same
 * page shown from the browser's copy), and `startCounting` writes the counts
 * every ANALYTICS_FLUSH_MS. Behind Caddy with PAGE_FILES_LOG (ADR 053), each
 * turn first counts the views Caddy served from page files and logged
 * (`countLoggedViews`), through the same `visitOf`. ANALYTICS=off turns all
 * into nothing.
 */
import { AnalyticsCollector, type FlushReport } from "#app/.server/analytics/collector.ts";
import { loggedRequestOf, type ProxyLogTurn, readProxyLog } from "#app/.server/analytics/proxy-log.ts";
import { countsAsVisitor, forgetRecentVisitors, pathOf, type VisitHeaders, visitOf } from "#app/.server/analytics/visit.ts";
import { config } from "#app/.server/config.ts";

let collector: AnalyticsCollector | undefined;
let ownHost: string | undefined;
/** Counting paused by the bench's signal (pauseOnBenchSignal), in this process only. */
let paused = false;

function current(): AnalyticsCollector | undefined {
  if (paused || !config().analytics.enabled) return undefined;
  collector ??= new AnalyticsCollector({ site: config().siteUrl });
  return collector;
}

/** The last Host header seen and what it gave (one site is asked for by one or two names). */
let lastHost: { asked: unknown; hosts: string[] } = { asked: Symbol("none"), hosts: [] };

/** This site's host (SITE_URL) and the host the request was sent to: a link between our pages is no referrer. */
function ownHostsOf(headers: VisitHeaders): string[] {
  const asked = headers.host;
  if (asked === lastHost.asked) return lastHost.hosts;
  ownHost ??= new URL(config().siteUrl).hostname.toLowerCase();
  const host = typeof asked === "string" ? asked.replace(/:\d+$/, "").toLowerCase() : "";
  lastHost = { asked, hosts: host && host !== ownHost ? [ownHost, host] : [ownHost] };
  return lastHost.hosts;
}

/**
 * Counts a view of a public HTML page (`url`: path and query as requested),
 * unless the client is a bot or asked not to be tracked. `searchMiss` is the
 * search text when the page is a search that found nothing; `at` (ms) when
 * the view was made, for one Caddy logged (now when not given).
 */
export function countView(
  request: { readonly headers: VisitHeaders; readonly socket?: object },
  url: string,
  clientIp: string | null | undefined | (() => string | null | undefined),
  searchMiss?: string | null,
  at?: number,
): void {
  const counter = current();
  if (!counter) return;
  const { headers } = request;
  const visit = visitOf(url, headers, clientIp, ownHostsOf(headers), request.socket);
  if (visit) counter.record(visit, searchMiss, at);
}

/**
 * Counts a public address answered 404 (`url`: path and query as requested; only the path is
 * kept), by the rules of a view, with nothing of the visitor: Bulunamayan adresler (ADR 066).
 */
export function countMissing(request: { readonly headers: VisitHeaders; readonly socket?: object }, url: string): void {
  const counter = current();
  if (!counter || !countsAsVisitor(request.headers, request.socket)) return;
  counter.recordMissing(pathOf(url));
}

/**
 * Counts the views Caddy served from page files since the last turn (PAGE_FILES_LOG, read by
 * one process of the machine at a time: proxy-log.ts), each as `countView` counts a request the
 * site answered. Undefined when there is no log to read, or another process is reading it.
 */
export function countLoggedViews(): ProxyLogTurn | undefined {
  const settings = config().pageFiles;
  if (!settings?.log || !current()) return undefined;
  return readProxyLog(settings.log, settings.dir, (line) => {
    const logged = loggedRequestOf(line);
    if (logged) countView(logged, logged.url, logged.clientIp, null, logged.at.getTime());
  });
}

/** Writes what was counted now (tests, shutdown). */
export async function flushCounts(): Promise<FlushReport | undefined> {
  forgetRecentVisitors();
  return collector?.flush();
}

export interface CountingTimer {
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/**
 * ANALYTICS_BENCH_SIGNAL=1 (npm run bench sets it): each SIGUSR2 pauses or
 * resumes counting in this process and says so in the log, so the bench
 * compares counting on and off in one process, rounds in turn: two processes
 * of one build differ by more than what is compared (ADR 029).
 */
function pauseOnBenchSignal(log: { info(o: object, m: string): void }): void {
  if (!config().analytics.benchSignal) return;
  process.on("SIGUSR2", () => {
    paused = !paused;
    log.info({ counting: paused ? "paused" : "on" }, "analytics bench signal");
  });
}

/** Writes the counts every ANALYTICS_FLUSH_MS; failures are logged and the counts wait for the next turn. */
export function startCounting(log: { info(o: object, m: string): void; error(o: object, m: string): void }): CountingTimer {
  pauseOnBenchSignal(log);
  if (!current()) return { stop: async () => {} };
  let warned = false;
  const tick = () => {
    try {
      const turn = countLoggedViews();
      if (turn?.writable === false && !warned) {
        warned = true;
        log.error(
          { file: config().pageFiles?.log },
          "analytics: the proxy's log of page views cannot be emptied (run deploy/install.sh again)",
        );
      }
    } catch (error) {
      // The lines wait in the file for the next turn.
      log.error({ err: error }, "analytics: reading the proxy's log of page views failed");
    }
    return flushCounts().catch((error: unknown) => log.error({ err: error }, "analytics flush failed"));
  };
  const timer = setInterval(tick, config().analytics.flushMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await tick();
    },
  };
}
