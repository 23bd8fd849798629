/**
 * A real SMTP server on a loopback port (the smtp-server package) that keeps
 * what it receives, parsed. It can be stopped and started again on the same port.
 */
import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail extends Email {
  envelopeTo: string[];
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Addresses refused at RCPT TO with a permanent 550 (a mailbox that does not exist). */
  refused: Set<string>;
  /** How long it takes to accept each message (0: at once); a slow server lets a test act mid-send. */
  delayMs: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether it is listening (between start and stop). */
  running(): boolean;
  /** Resolves with the first received mail that matches, within the timeout. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, "close");
  return port;
}

export async function startSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  let server: SMTPServer | undefined;

  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    delayMs: 0,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (!refused.has(address.address.toLowerCase())) return callback();
          callback(Object.assign(new Error("5.1.1 Böyle bir posta kutusu yok"), { responseCode: 550 }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", async () => {
            if (smtp.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, smtp.delayMs));
            PostalMime.parse(Buffer.concat(chunks))
              .then((mail) => {
                received.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
                callback();
              })
              .catch(callback);
          });
        },
      });
      server.listen(port, "127.0.0.1");
      await once(server.server, "listening");
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    running: () => server !== undefined,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`No matching e-mail within ${timeoutMs} ms; received: ${received.map((m) => m.subject).join(" | ")}`);
    },
  };
  await smtp.start();
  return smtp;
}

export function header(mail: Email, name: string): string | undefined {
  return mail.headers.find((h) => h.key === name.toLowerCase())?.value;
}
