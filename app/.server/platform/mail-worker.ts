/**
 * Sends the outbox over SMTP, in the server process. Picks up where it left
 * off after a restart: everything it needs is in the database. The firm's
 * own e-mails (priority 0) go first and are never held back; newsletter
 * deliveries follow, at most MAIL_RATE_PER_MINUTE over all instances
 * (newsletter/delivery.ts), and a worker that reaches the limit waits for the
 * window to end while still sending the firm's own e-mails.
 */
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import { type Config, config } from "#app/.server/config.ts";
import type { OutboxRow } from "#app/.server/db/schema.ts";
import { currentFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { claimDue, markFailed, markSent, outboxEvents, STALE_CLAIM_MS } from "#app/.server/mail/outbox.ts";
import { claimNewsletterDelivery, finishSends, newsletterDelivered, newsletterFailed } from "#app/.server/newsletter/delivery.ts";
import { beat, forgetWorker, noteMailFailed, noteMailSent } from "#app/.server/platform/runtime.ts";

export interface MailWorker {
  /** Stops after the e-mail being sent, if any. */
  stop(): Promise<void>;
}

const BATCH = 10;
/** Newsletter deliveries between two looks at the firm's own e-mails. */
const NEWSLETTER_BATCH = 10;

interface WorkerLog {
  warn(message: string): void;
  error(message: string): void;
}

export function startMailWorker(settings: Config["mail"] = config().mail, log: WorkerLog = console): MailWorker | undefined {
  if (!settings.smtpUrl) {
    log.warn("SMTP_URL is not set: e-mail delivery is off; e-mails wait in the outbox (see the admin area).");
    return undefined;
  }
  const transport = nodemailer.createTransport(settings.smtpUrl);
  const workerId = `worker-${randomBytes(6).toString("hex")}`;
  const domainOf = (address: string) => (/@([^>\s]+)/.exec(address)?.[1] ?? "localhost").trim();
  let stopped = false;
  let wake: (() => void) | undefined;
  /** The newsletter window of the rate is used up until then (ms since the epoch). */
  let limitedUntil = 0;
  /** Set when this process queues mail: the newsletter batch stops so the firm's own e-mail goes first. */
  let ownMailWaiting = false;
  const onQueued = () => {
    ownMailWaiting = true;
    wake?.();
  };
  outboxEvents.on("queued", onQueued);

  /** MAIL_FROM, else the firm's name and address as Firma bilgileri has them when the e-mail is sent. */
  async function sender(): Promise<{ from: string | { name: string; address: string }; domain: string }> {
    if (settings.from) return { from: settings.from, domain: domainOf(settings.from) };
    const { name, email } = (await currentFirm()).settings;
    return { from: { name, address: email }, domain: domainOf(email) };
  }

  async function deliver(row: OutboxRow) {
    const headers = JSON.parse(row.headers) as Record<string, string>;
    const { from, domain } = await sender();
    return transport.sendMail({
      from,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers,
      // Stable per row, so a receiver can drop a duplicate if a send is ever repeated.
      messageId: `<${row.id}@${domain}>`,
    });
  }

  const hidden = (recipient: string) => recipient.replace(/^[^@]+/, "…");

  async function sendNewsletter(row: OutboxRow) {
    try {
      await deliver(row);
      noteMailSent();
    } catch (error) {
      noteMailFailed(error);
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await newsletterFailed(row, workerId, error, settings);
      log.error(`Newsletter e-mail ${row.id} to ${hidden(row.recipient)} not sent (${outcome}): ${reason}`);
      return;
    }
    // Outside the try: a delivery that went out is never recorded as failed (and sent again) because recording it failed.
    await newsletterDelivered(row, workerId);
  }

  /** Newsletter deliveries until the batch, the rate or the queue ends, or own mail arrives; true when more may be waiting. */
  async function sendNewsletters(): Promise<boolean> {
    if (Date.now() < limitedUntil) return false;
    for (let i = 0; i < NEWSLETTER_BATCH; i++) {
      if (stopped || ownMailWaiting) return true;
      const claim = await claimNewsletterDelivery(workerId, settings.ratePerMinute);
      if (claim.kind === "none") {
        await finishSends();
        return false;
      }
      if (claim.kind === "own-mail-first") return true;
      if (claim.kind === "limited") {
        limitedUntil = claim.until;
        return false;
      }
      if (claim.kind === "row") await sendNewsletter(claim.row);
    }
    return true;
  }

  async function send(row: OutboxRow) {
    let delivered = false;
    try {
      await deliver(row);
      delivered = true;
      noteMailSent();
      await markSent(row.id, workerId);
    } catch (error) {
      // Only the SMTP server's refusal tells Sistem durumu something about delivery, not a failed write after it.
      if (!delivered) noteMailFailed(error);
      const reason = error instanceof Error ? error.message : String(error);
      log.error(`E-mail ${row.id} to ${hidden(row.recipient)} not sent (attempt ${row.attempts + 1}): ${reason}`);
      await markFailed(row, workerId, reason, settings);
    }
  }

  const loop = (async () => {
    while (!stopped) {
      // A round is the worker's sign of life (Sistem durumu); one send may hold it as long as a claim lasts.
      beat("mail", settings.pollMs, Math.max(3 * settings.pollMs, STALE_CLAIM_MS));
      try {
        ownMailWaiting = false;
        const rows = await claimDue(workerId, BATCH);
        for (const row of rows) {
          if (stopped) break;
          await send(row);
        }
        const moreNewsletters = await sendNewsletters();
        if (rows.length === BATCH || moreNewsletters) continue;
      } catch (error) {
        log.error(`Mail worker: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (stopped) break;
      // Sleep until the next poll, or until the rate's window ends if sooner.
      const untilWindow = limitedUntil - Date.now();
      const sleepMs = untilWindow > 0 ? Math.min(settings.pollMs, untilWindow + 5) : settings.pollMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, sleepMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      outboxEvents.off("queued", onQueued);
      await loop;
      forgetWorker("mail");
      transport.close();
    },
  };
}
