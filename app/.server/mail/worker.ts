/**
 * Sends the outbox over SMTP, in the server process. Picks up where it left
 * off after a restart: everything it needs is in the database.
 */
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import { type Config, config } from "#app/.server/config.ts";
import type { OutboxRow } from "#app/.server/db/schema.ts";
import { claimDue, markFailed, markSent, outboxEvents } from "#app/.server/mail/outbox.ts";

export interface MailWorker {
  /** Stops after the e-mail being sent, if any. */
  stop(): Promise<void>;
}

const BATCH = 10;

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
  const domain = (/@([^>\s]+)/.exec(settings.from)?.[1] ?? "localhost").trim();
  let stopped = false;
  let wake: (() => void) | undefined;
  const onQueued = () => wake?.();
  outboxEvents.on("queued", onQueued);

  async function send(row: OutboxRow) {
    const headers = JSON.parse(row.headers) as Record<string, string>;
    try {
      await transport.sendMail({
        from: settings.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers,
        // Stable per row, so a receiver can drop a duplicate if a send is ever repeated.
        messageId: `<${row.id}@${domain}>`,
      });
      await markSent(row.id, workerId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error(`E-mail ${row.id} to ${row.recipient.replace(/^[^@]+/, "…")} not sent (attempt ${row.attempts + 1}): ${reason}`);
      await markFailed(row, workerId, reason, settings);
    }
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        const rows = await claimDue(workerId, BATCH);
        for (const row of rows) {
          if (stopped) break;
          await send(row);
        }
        if (rows.length === BATCH) continue;
      } catch (error) {
        log.error(`Mail worker: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, settings.pollMs);
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
      transport.close();
    },
  };
}
