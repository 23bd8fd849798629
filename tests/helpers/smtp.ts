/**
 * A real SMTP server on a loopback port (the smtp-server package) that keeps
 * what it receives, parsed. It can be stopped and started again on the same port.
 * By default it speaks plain SMTP and takes mail without signing in; it can
 * require an account (a wrong password gets 535) and speak TLS, by STARTTLS or
 * from the first byte, with a certificate made for the test (testCertificate).
 */
import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

export interface SmtpOptions {
  /** Mail only from this account (AUTH required); a wrong password is refused with 535. */
  auth?: { user: string; pass: string };
  /** TLS with this certificate: offered by STARTTLS, or spoken from the first byte ("tls"). */
  tls?: { mode: "starttls" | "tls"; certificate: TestCertificate };
}

/** A self-signed certificate for 127.0.0.1 and localhost; a server that trusts certFile (NODE_EXTRA_CA_CERTS) accepts it. */
export interface TestCertificate {
  key: string;
  cert: string;
  certFile: string;
  remove(): void;
}

/** Makes a certificate with the system's openssl (P-256, valid two days), in a folder of its own. */
export function testCertificate(): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), "ymm-smtp-cert-"));
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  return {
    key: readFileSync(keyFile, "utf8"),
    cert: readFileSync(certFile, "utf8"),
    certFile,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A loopback port nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, "close");
  return port;
}

export async function startSmtp(options: SmtpOptions = {}): Promise<TestSmtp> {
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
      const { auth, tls } = options;
      server = new SMTPServer({
        authOptional: !auth,
        disabledCommands: tls?.mode === "starttls" ? [] : ["STARTTLS"],
        secure: tls?.mode === "tls",
        ...(tls ? { key: tls.certificate.key, cert: tls.certificate.cert } : {}),
        logger: false,
        onAuth(login, _session, callback) {
          if (auth && login.username === auth.user && login.password === auth.pass) return callback(null, { user: login.username });
          callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
        },
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
