/**
 * Kırık bağlantılar' timer (ADR 066): every instance asks each minute (or each interval,
 * when LINK_CHECK_INTERVAL_MS is shorter) whether a round is due; of several instances one
 * runs it through the lease (links/round.ts). LINK_CHECK=off, the default, starts nothing:
 * `npm start`, `npm run dev`, the tests and CI send no request to another host.
 */
import { config } from "#app/.server/config.ts";
import { runLinkCheckIfDue } from "#app/.server/links/round.ts";

export interface LinkCheckTimer {
  stop(): void;
}

export function scheduleLinkChecks(log: { info(o: object, m: string): void; error(o: object, m: string): void }): LinkCheckTimer {
  const settings = config().linkCheck;
  if (settings.mode === "off") return { stop: () => {} };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const round = await runLinkCheckIfDue();
      if (round) log.info({ ...round }, "links checked");
    } catch (error) {
      log.error({ err: error }, "link check failed");
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), Math.min(60_000, settings.intervalMs));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
