/**
 * The deploy tests' tools: the installer, the upgrade and the status run on a scratch root
 * (`--root DIR --no-systemd`), as an operator runs them, with the site on loopback ports.
 */
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");

/** The system the tests pretend to run on, so the suite runs on any Linux (the refusals have their own test). */
export function osReleaseFile(dir: string, id: string, version: string): string {
  const file = join(dir, `os-release-${id}-${version}`);
  writeFileSync(file, `ID=${id}\nVERSION_ID="${version}"\n`);
  return file;
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
  run(script: "install.sh" | "upgrade.sh" | "status", args: string[], env?: Record<string, string>): SpawnSyncReturns<string>;
  /** Stops the site the scripts started (--no-systemd runs it as a process of their own). */
  stopSite(): void;
  remove(): void;
}

export function makeScratch(): Scratch {
  const dir = mkdtempSync(join(tmpdir(), "ymm-deploy-"));
  const osRelease = osReleaseFile(dir, "debian", "12");
  const app = join(dir, "opt/ymm");
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
        env: {
          ...process.env,
          // This Node (24) first, as the installation's own would be.
          PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
          YMM_OS_RELEASE: osRelease,
          // The checkout's dependencies, linked into each release instead of `npm ci` (ADR 050).
          NODE_MODULES_FROM: realpathSync(join(root, "node_modules")),
          ...env,
        },
      });
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
