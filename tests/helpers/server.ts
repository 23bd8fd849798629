/**
 * Starts the production build (`node server/main.ts`) on a free loopback port
 * with its own throw-away database, as a visitor's browser would meet it. The
 * database comes migrated and seeded (copied from the run's template, see
 * database.ts) unless the test asks for a first start.
 * Requires `npm run build` first (npm test does it).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SERVER_ENVIRONMENT, YOUNG_GENERATION_FLAGS } from "#server/node-flags.ts";
import { freshDatabase, preparedDatabase } from "#tests/helpers/database.ts";

export interface TestServer {
  url: string;
  /** The server's process id (the primary when it runs several workers). */
  pid: number;
  /** The server's DATABASE_URL (SQLite file or PostgreSQL database). */
  databaseUrl: string;
  /** A folder of its own (first-admin file, backups). */
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Sends a signal and resolves with the exit code once the process has ended. */
  signal(name: NodeJS.Signals): Promise<number | null>;
  /** Stops the server; its database is removed unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface StartOptions {
  /** Reuse an existing database (e.g. to restart on the same data, or a second instance). */
  databaseUrl?: string;
  /**
   * Start on an empty database, which the server migrates and seeds: a first start. Otherwise
   * a new database comes prepared as a first start leaves it (preparedDatabase, database.ts).
   */
  firstStart?: boolean;
  /** Node's arguments before server/main.ts instead of what `npm run serve` passes (a start by other means). */
  nodeArgs?: string[];
}

export const root = resolve(import.meta.dirname, "../..");

/** The admin every test server starts with (unless the test overrides the env). */
export const TEST_ADMIN = { email: "yonetici@ymm.test", password: "test-sifresi-cok-gizli" };
/** The key TOTP secrets are encrypted with on test servers (32 bytes, base64). */
export const TEST_TWO_FACTOR_KEY = Buffer.alloc(32, 7).toString("base64");

export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  if (!existsSync(join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` (npm test does it for you).");
  }
  const dir = mkdtempSync(join(tmpdir(), "ymm-test-"));
  const fresh = options.databaseUrl ? undefined : options.firstStart ? await freshDatabase() : await preparedDatabase();
  const databaseUrl = options.databaseUrl ?? fresh!.url;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? YOUNG_GENERATION_FLAGS), "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENVIRONMENT,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SITE_URL: "https://ymm.test",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      INITIAL_ADMIN_FILE: join(dir, "initial-admin.txt"),
      // The daily backup (on, as installed) writes here should a test run across its hour, never into the checkout.
      BACKUP_DIR: join(dir, "backups"),
      SMTP_URL: "",
      TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
      // One process: tests see one log and one page cache (the cluster has tests of its own).
      WORKERS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = await waitForListening(child);
  return {
    url,
    pid: child.pid ?? 0,
    databaseUrl,
    dataDir: dir,
    output: () => output,
    signal(name) {
      const exited =
        child.exitCode !== null
          ? Promise.resolve(child.exitCode)
          : new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
      child.kill(name);
      return exited;
    },
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        await exited;
      }
      if (!keepData) {
        rmSync(dir, { recursive: true, force: true });
        await fresh?.drop();
      }
    },
  };
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/[^\s"]+)/.exec(output);
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
