/**
 * The deploy tests' tools: the installer, the upgrade and the status run on a scratch root
 * (`--root DIR --no-systemd`), as an operator runs them, with the site on loopback ports.
 */
import { execFileSync, type SpawnSyncReturns, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");

/** The system the tests pretend to run on, so the suite runs on any Linux (the refusals have their own test). */
export function osReleaseFile(dir: string, id: string, version: string): string {
  const file = join(dir, `os-release-${id}-${version}`);
  writeFileSync(file, `ID=${id}\nVERSION_ID="${version}"\n`);
  return file;
}

/** How an interrupted deploy script ended. */
export interface Interrupted {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Whether the marker showed and the signal went. */
  interrupted: boolean;
}

export interface Scratch {
  /** The scratch root every path of the installation is under. */
  dir: string;
  app: string;
  data: string;
  envFile: string;
  unitFile: string;
  caddyfile: string;
  /** Runs deploy/<script> with the scratch root and test mode; never throws. */
  run(
    script: "install.sh" | "upgrade.sh" | "use-postgres" | "status" | "backup" | "offsite-init",
    args: string[],
    env?: Record<string, string>,
  ): SpawnSyncReturns<string>;
  /**
   * Runs deploy/<script> like `run` and sends it SIGTERM (a closed terminal; Ctrl-C is SIGINT,
   * trapped alike) once its output shows `marker`: bash takes the signal when the step running
   * in the foreground has ended.
   */
  interrupt(script: "upgrade.sh" | "use-postgres", args: string[], marker: string): Promise<Interrupted>;
  /** Runs deploy/<script> like `run` without blocking the test's event loop (a load it makes meanwhile); `onOutput` sees its output as it comes. */
  start(script: "upgrade.sh", args: string[], onOutput: (stdout: string) => void): Promise<Interrupted>;
  /** Stops the site the scripts started (--no-systemd runs it as a process of their own). */
  stopSite(): void;
  remove(): void;
}

export function makeScratch(): Scratch {
  const dir = mkdtempSync(join(tmpdir(), "ymm-deploy-"));
  const osRelease = osReleaseFile(dir, "debian", "12");
  const app = join(dir, "opt/ymm");
  const scriptEnv = (env: Record<string, string>) => ({
    ...process.env,
    // This Node (24) first, as the installation's own would be.
    PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
    YMM_OS_RELEASE: osRelease,
    // The checkout's dependencies, linked into each release instead of `npm ci` (ADR 050).
    NODE_MODULES_FROM: realpathSync(join(root, "node_modules")),
    ...env,
  });
  const scratch: Scratch = {
    dir,
    app,
    data: join(dir, "var/lib/ymm"),
    envFile: join(dir, "etc/ymm/ymm.env"),
    unitFile: join(dir, "etc/systemd/system/ymm.service"),
    caddyfile: join(dir, "etc/caddy/Caddyfile"),
    run(script, args, env = {}) {
      return spawnSync(join(root, "deploy", script), ["--root", dir, "--no-systemd", ...args], {
        cwd: dir,
        encoding: "utf8",
        env: scriptEnv(env),
      });
    },
    interrupt(script, args, marker) {
      const child = spawn(join(root, "deploy", script), ["--root", dir, "--no-systemd", ...args], { cwd: dir, env: scriptEnv({}) });
      const run: Interrupted = { code: null, stdout: "", stderr: "", interrupted: false };
      child.stdout.on("data", (chunk: Buffer) => {
        run.stdout += chunk.toString();
        if (!run.interrupted && run.stdout.includes(marker)) run.interrupted = child.kill("SIGTERM");
      });
      child.stderr.on("data", (chunk: Buffer) => (run.stderr += chunk.toString()));
      return new Promise((resolve) => child.on("close", (code) => resolve({ ...run, code })));
    },
    start(script, args, onOutput) {
      const child = spawn(join(root, "deploy", script), ["--root", dir, "--no-systemd", ...args], { cwd: dir, env: scriptEnv({}) });
      const run: Interrupted = { code: null, stdout: "", stderr: "", interrupted: false };
      child.stdout.on("data", (chunk: Buffer) => {
        run.stdout += chunk.toString();
        onOutput(run.stdout);
      });
      child.stderr.on("data", (chunk: Buffer) => (run.stderr += chunk.toString()));
      return new Promise((resolve) => child.on("close", (code) => resolve({ ...run, code })));
    },
    stopSite() {
      const pidFile = join(app, "run/site.pid");
      if (!existsSync(pidFile)) return;
      const pid = Number(readFileSync(pidFile, "utf8"));
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        return;
      }
      const until = Date.now() + 15_000;
      while (Date.now() < until) {
        try {
          process.kill(pid, 0);
        } catch {
          return;
        }
        spawnSync("sleep", ["0.1"]);
      }
      process.kill(pid, "SIGKILL");
    },
    remove() {
      scratch.stopSite();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return scratch;
}

/** Path → content digest, mode, modification time (or a link's target) of every file and folder under `dir`, but `skip`'s. */
export function snapshot(dir: string, skip: string[]): Map<string, string> {
  const entries = new Map<string, string>();
  const walk = (path: string) => {
    if (skip.includes(path)) return;
    const stat = lstatSync(path);
    const key = path.slice(dir.length) || "/";
    if (stat.isSymbolicLink()) entries.set(key, `→ ${readlinkSync(path)}`);
    else if (stat.isDirectory()) {
      entries.set(key, `dir ${stat.mode.toString(8)} ${stat.mtimeMs}`);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else {
      const digest = createHash("sha256").update(readFileSync(path)).digest("hex");
      entries.set(key, `${digest} ${stat.mode.toString(8)} ${stat.mtimeMs}`);
    }
  };
  walk(dir);
  return entries;
}

/** The access mode of a file or folder, e.g. "600". */
export const modeOf = (path: string) => (lstatSync(path).mode & 0o777).toString(8);

/** The release the site's process runs from (its working directory). */
export function servingRelease(scratch: Scratch): string {
  const pid = readFileSync(join(scratch.app, "run/site.pid"), "utf8").trim();
  return readlinkSync(`/proc/${pid}/cwd`);
}

/** A visitor's contact message to the site on `port`, as Caddy passes it on from the site's own page (its Host, Origin and https). */
export function sendContactMessage(port: number, subject: string): void {
  const fields = new URLSearchParams({
    isim: "Ziyaretçi",
    telefon: "0312 000 00 32",
    eposta: "z@ornek.com",
    konu: subject,
    mesaj: "Yükseltme",
  });
  const headers = ["-H", "Host: www.firma.test", "-H", "X-Forwarded-Proto: https", "-H", "Origin: https://www.firma.test"];
  const status = spawnSync(
    "curl",
    ["-sS", "-o", "/dev/null", "-w", "%{http_code}", ...headers, "--data-raw", fields.toString(), `http://127.0.0.1:${port}/iletisim`],
    { encoding: "utf8" },
  ).stdout;
  if (status !== "303") throw new Error(`the contact form answered ${status}, not 303`);
}

/** A copy of this tree's source in `dir` (a new folder): the source of an upgrade the test changes. */
export function copyOfTree(dir: string): string {
  mkdirSync(dir);
  execFileSync("bash", [
    "-c",
    `tar -C "${root}" --exclude=./.git --exclude=./node_modules --exclude=./build --exclude=./data --exclude=./.tools --exclude=./test-results --exclude=./playwright-report --exclude=./.react-router -cf - . | tar -C "${dir}" -xf -`,
  ]);
  return dir;
}

/** A copy of this tree with a migration of its own (999), the source of an upgrade that fails. */
export function sourceWithMigration(dir: string, migration: string): string {
  copyOfTree(dir);
  const migrations = join(dir, "app/.server/db/migrations");
  writeFileSync(join(migrations, "999_on_purpose.ts"), migration);
  const index = join(migrations, "index.ts");
  const text = readFileSync(index, "utf8")
    .replace(/^(import type \{ Migration.*\n)/m, '$1import * as mOnPurpose from "#app/.server/db/migrations/999_on_purpose.ts";\n')
    .replace(/(const migrations: Record<string, Migration> = \{\n)/, '$1  "999_on_purpose": mOnPurpose,\n');
  if (text === readFileSync(index, "utf8")) throw new Error("migrations/index.ts changed shape: the test cannot add its migration");
  writeFileSync(index, text);
  return dir;
}

/**
 * A migration that deletes every contact message and succeeds: committed, so only the upgrade's
 * restore of its backup can bring the rows back; and the release before it, not knowing
 * migration 999, would refuse to start on the migrated database.
 */
export const DELETING_MIGRATION = `import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql\`delete from messages\`.execute(db);
}
`;

/** The home page's loader made to throw: /healthz answers, the home page is a 500. */
export function breakHomePage(dir: string): string {
  const home = join(dir, "app/routes/home.tsx");
  const text = readFileSync(home, "utf8");
  const broken = text.replace(
    /(export async function loader\(\{ url \}: Route\.LoaderArgs\) \{\n)/,
    '$1  if (url) throw new Error("renders on purpose never");\n',
  );
  if (broken === text) throw new Error("home.tsx changed shape: the test cannot break its loader");
  writeFileSync(home, broken);
  return dir;
}
