/**
 * Sends the outbox over SMTP, in the server process. Picks up where it left
 * off after a restart: everything it needs is in the database. The firm's
 * own e-mails (priority 0) go first and are never held back; newsletter
 * deliveries follow, at most MAIL_RATE_PER_MINUTE over all instances
 * (newsletter/delivery.ts), and a worker that reaches the limit waits for the
 * window to end while still sending the firm's own e-mails.
 *
 * What it sends with is asked on every poll (mail-settings/delivery.ts, ADR 049):
 * SMTP_URL, else E-posta ayarları, else nothing (the outbox waits). A save on
 * E-posta ayarları, on any instance, reaches every instance's worker within a
 * poll, without a restart.
 */
import { randomBytes } from "node:crypto";
import type { Transporter } from "nodemailer";
import { type Config, config } from "#app/.server/config.ts";
import type { OutboxRow } from "#app/.server/db/schema.ts";
import { attachmentsOf, claimDue, markFailed, markSent, outboxEvents, STALE_CLAIM_MS } from "#app/.server/mail/outbox.ts";
import { currentDelivery, replyToOf, type Sending, senderOf } from "#app/.server/mail-settings/delivery.ts";
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
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function startMailWorker(settings: Config["mail"] = config().mail, log: WorkerLog = console): MailWorker {
  const workerId = `worker-${randomBytes(6).toString("hex")}`;
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

  /** What the worker sends with now, and its connection; undefined while there is none. */
  let sending: { delivery: Sending; transport: Transporter } | undefined;
  /** The key of what it last found (mail-settings/delivery.ts): "off", "env" or the settings' revision. */
  let known: string | undefined;

  /** Follows SMTP_URL and E-posta ayarları: a new connection when they changed; false while nothing sends. */
  async function ready(): Promise<boolean> {
    const now = await currentDelivery(known);
    if (now.kind === "unchanged") return sending !== undefined;
    const first = known === undefined;
    known = now.key;
    sending?.transport.close();
    sending = undefined;
    if (now.kind === "off") {
      // At start the process has said it once (startupNotices); later, E-posta ayarları were removed.
      if (!first) log.warn("E-posta ayarları are gone: e-mail delivery is off; e-mails wait in the outbox.");
      return false;
    }
    if (now.kind === "sealed") {
      log.error(
        `E-posta ayarları: the SMTP password cannot be opened (${now.reason}); e-mails wait in the outbox until it is saved again.`,
      );
      return false;
    }
    // nodemailer is loaded once there is something to send with, not with the server (issue 41).
    const { default: nodemailer } = await import("nodemailer");
    sending = { delivery: now, transport: nodemailer.createTransport(now.transport) };
    if (now.kind === "settings") log.info(`Mail delivery: E-posta ayarları (${now.server.host}:${now.server.port}).`);
    return true;
  }

  async function deliver(row: OutboxRow) {
    if (!sending) throw new Error("No SMTP server to send with.");
    const { delivery, transport } = sending;
    const headers = JSON.parse(row.headers) as Record<string, string>;
    const { from, domain } = await senderOf(delivery);
    // Only the firm's own e-mails carry files (migration 029); a newsletter delivery never does.
    const files = row.priority === 0 ? await attachmentsOf(row.id) : [];
    return transport.sendMail({
      from,
      replyTo: replyToOf(delivery, headers),
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers,
      attachments: files.map((file) => ({ filename: file.fileName, contentType: file.contentType, content: Buffer.from(file.data) })),
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
        // Nothing is claimed while there is no server to send with: the outbox waits.
        if (await ready()) {
          const rows = await claimDue(workerId, BATCH);
          for (const row of rows) {
            if (stopped) break;
            await send(row);
          }
          const moreNewsletters = await sendNewsletters();
          if (rows.length === BATCH || moreNewsletters) continue;
        }
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
      sending?.transport.close();
    },
  };
}
