/**
 * Starts the production build (`node server/main.ts`) on a free loopback port
 * with its own throw-away database, as a visitor's browser would meet it.
 * Requires `npm run build` first (npm test does it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface TestServer {
  url: string;
  dbPath: string;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, "../..");

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` (npm test does it for you).");
  }
  const dir = mkdtempSync(join(tmpdir(), "ymm-test-"));
  const dbPath = join(dir, "site.db");
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${dbPath}`,
      SITE_URL: "https://ymm.test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await waitForListening(child);
  return {
    url,
    dbPath,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with code ${code}:\n${output}`));
    });
  });
}
