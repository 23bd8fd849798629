/**
 * Caddy from the distribution's package, run on the installer's Caddyfile (written with
 * --local-certs: its own certificate authority, no ACME, no OCSP, no admin API), and curl as the
 * client: the test domain resolved to 127.0.0.1 by curl itself (--resolve), never by DNS.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

export interface CurlAnswer {
  status: number;
  /** HTTP version as curl reports it: "1.1", "2". */
  version: string;
  /** Header names in lower case; a repeated header's values joined with "\n". */
  headers: Record<string, string>;
  body: Buffer;
}

export interface Caddy {
  /** A request (through Caddy, or to the site itself) from a client address of loopback. */
  curl(url: string, options?: { from?: string; headers?: Record<string, string>; form?: Record<string, string> }): CurlAnswer;
  output(): string;
  stop(): Promise<void>;
}

export async function startCaddy(options: { caddyfile: string; stateDir: string; domains: string[]; ports: number[] }): Promise<Caddy> {
  const dataHome = join(options.stateDir, "data");
  const configHome = join(options.stateDir, "config");
  mkdirSync(dataHome, { recursive: true });
  mkdirSync(configHome, { recursive: true });
  const child: ChildProcess = spawn("caddy", ["run", "--config", options.caddyfile, "--adapter", "caddyfile"], {
    env: { ...process.env, XDG_DATA_HOME: dataHome, XDG_CONFIG_HOME: configHome, HOME: options.stateDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const rootCertificate = join(dataHome, "caddy/pki/authorities/local/root.crt");
  const resolves = options.domains.flatMap((domain) => options.ports.flatMap((port) => ["--resolve", `${domain}:${port}:127.0.0.1`]));

  const curl: Caddy["curl"] = (url, { from = "127.0.0.1", headers = {}, form } = {}) => {
    const args = ["-sS", "--max-time", "45", "--interface", from, "--cacert", rootCertificate, ...resolves];
    if (url.startsWith("https:")) args.push("--http2");
    const bodyFile = join(options.stateDir, "body");
    args.push("-D", "-", "-o", bodyFile, "-w", "\n%{http_version}");
    for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
    if (form) args.push("--data-raw", new URLSearchParams(form).toString());
    args.push(url);
    rmSync(bodyFile, { force: true });
    const result = spawnSync("curl", args, { encoding: "buffer" });
    if (result.status !== 0) throw new Error(`curl ${url} failed: ${result.stderr.toString()}`);
    const text = result.stdout.toString();
    const version = text.slice(text.lastIndexOf("\n") + 1).trim();
    const lines = text.slice(0, text.lastIndexOf("\n")).split(/\r?\n/);
    const status = Number(/^HTTP\/[\d.]+ (\d+)/.exec(lines[0] ?? "")?.[1]);
    const answer: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      if (colon <= 0) continue;
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      answer[name] = answer[name] === undefined ? value : `${answer[name]}\n${value}`;
    }
    return { status, version, headers: answer, body: existsSync(bodyFile) ? readFileSync(bodyFile) : Buffer.alloc(0) };
  };

  // Caddy issues its certificates from its own authority at start; wait until the site answers over HTTPS.
  const [domain] = options.domains;
  const httpsPort = options.ports[options.ports.length - 1];
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy exited (${child.exitCode}):\n${output}`);
    if (existsSync(rootCertificate)) {
      try {
        if (curl(`https://${domain}:${httpsPort}/healthz`).status === 200) break;
      } catch {
        // not yet
      }
    }
    if (Date.now() > until) throw new Error(`Caddy did not answer over HTTPS in 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    curl,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The first admin's password from the installer's initial-admin.txt. */
export function initialPassword(dataDir: string): string {
  const match = /^Şifre: (.+)$/m.exec(readFileSync(join(dataDir, "initial-admin.txt"), "utf8"));
  if (!match?.[1]) throw new Error("initial-admin.txt has no password");
  return match[1];
}
