/**
 * Scheduled publishing: every instance looks for scheduled entries whose time
 * has come every SCHEDULER_INTERVAL_MS (20 s by default) and publishes them
 * (and takes off the site those whose unpublish time has come, ADR 067),
 * raising the content version so every page cache serves them on its next
 * request. Nobody needs to be signed in. The publish is a conditional update,
 * so with several instances each entry is published once.
 *
 * The same round takes up e-bülten sends whose queueing was left unfinished
 * (a crash or restart mid-way; newsletter/sending.ts), on whichever instance
 * gets there first, and marks finished sends "sent". And it generates the tax
 * calendar's current and next year when they have no rows yet (at start, on
 * 1 January, after the office added a year's holidays; tax/calendar/generate.ts).
 */
import { publishDueEntries, unpublishDueEntries } from "#app/.server/content/scheduled.ts";
import { continueSends } from "#app/.server/newsletter/sending.ts";
import { beat, forgetWorker } from "#app/.server/platform/runtime.ts";
import { ensureCalendarYears } from "#app/.server/tax/calendar/generate.ts";

export interface PublishingTimer {
  stop(): void;
}

export function schedulePublishing(
  intervalMs: number,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): PublishingTimer {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    // A round that starts is the scheduler's sign of life (Sistem durumu); one stuck in a query never beats again.
    beat("scheduler", intervalMs);
    try {
      const published = await publishDueEntries();
      if (published > 0) log.info({ published }, "scheduled entries published");
      const unpublished = await unpublishDueEntries();
      if (unpublished > 0) log.info({ unpublished }, "entries taken off the public site at their time");
    } catch (error) {
      log.error({ err: error }, "scheduled publishing failed");
    }
    await ensureCalendarYears(undefined, { force: true }); // never throws
    try {
      await continueSends();
    } catch (error) {
      log.error({ err: error }, "newsletter queueing failed");
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      forgetWorker("scheduler");
    },
  };
}
