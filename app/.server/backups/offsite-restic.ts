/**
 * Running restic (ADR 052): a child process, never a shell; its arguments an array; its
 * environment only what it needs (PATH, HOME, TMPDIR, the repository, its password, the S3
 * keys, the cache, Istanbul's time zone); at a lower priority than the site; stopped when it
 * outlives its time limit (its process group: ssh goes with it). A run that fails becomes an
 * OffsiteError (offsite-errors.ts).
 */
import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { OffsiteError, offsiteMessage, problemOf, resticFailure, withoutSecrets } from "#app/.server/backups/offsite-errors.ts";
import { makePrivateFolder } from "#app/.server/db/private-files.ts";
import type { OffsiteSettings } from "#app/.server/offsite-settings.ts";

/** Copies yield the processor to the site: a page is worth more than a minute of the copy. */
const RESTIC_NICENESS = 10;
/** How long restic has after SIGTERM (it removes its lock) before SIGKILL. */
const STOP_GRACE_MS = 10_000;
/** What is kept of restic's output: its JSON answers are small; stderr's last lines say what failed. */
const STDOUT_LIMIT = 64 * 1024 * 1024;
const STDERR_LIMIT = 64 * 1024;

/** How long the second look at an SFTP server that did not start a session may take (ssh's ConnectTimeout is 30 s). */
const SSH_PROBE_MS = 45_000;

/**
 * The ssh restic starts for an sftp: repository: the key given and no other, the host keys
 * given and no others (a server not in them is refused, never trusted on first use), no
 * prompt (BatchMode: a password request fails at once instead of waiting), no user or
 * system configuration (-F /dev/null), and a connection given up when the server is silent.
 */
export function sshArgs(sftp: NonNullable<OffsiteSettings["sftp"]>): string[] {
  return [
    ...["-F", "/dev/null", "-i", sftp.keyFile],
    ...["-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes"],
    ...["-o", `UserKnownHostsFile=${sftp.knownHostsFile}`, "-o", "GlobalKnownHostsFile=/dev/null"],
    ...["-o", "ConnectTimeout=30", "-o", "ServerAliveInterval=15", "-o", "ServerAliveCountMax=4"],
    ...(sftp.port ? ["-p", String(sftp.port)] : []),
    ...(sftp.user ? ["-l", sftp.user] : []),
    sftp.host,
    ...["-s", "sftp"],
  ];
}

/** sshArgs as restic's sftp.command, which restic splits itself at spaces (config.ts refuses paths with spaces). */
export const sshCommand = (sftp: NonNullable<OffsiteSettings["sftp"]>) => ["ssh", ...sshArgs(sftp)].join(" ");

/**
 * What ssh itself says, connecting as restic does with nothing to send: restic may exit
 * before it passes ssh's own words on ("unable to start the sftp session, error: EOF" alone),
 * and those words (connection refused, key refused, unknown host key) are what the office's
 * message is made of.
 */
function sshSays(settings: OffsiteSettings, sftp: NonNullable<OffsiteSettings["sftp"]>): Promise<string> {
  return new Promise((resolvePromise) => {
    const env: Record<string, string> = { PATH: settings.path };
    if (settings.home) env.HOME = settings.home;
    const child = spawn("ssh", sshArgs(sftp), { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_LIMIT);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), SSH_PROBE_MS);
    child.once("error", (error) => {
      clearTimeout(timer);
      resolvePromise(`ssh: ${error.message}`);
    });
    child.once("close", () => {
      clearTimeout(timer);
      resolvePromise(stderr.trim() ? `ssh (checked again): ${stderr.trim()}` : "");
    });
  });
}

/** restic's environment: nothing of the site's own (no DATABASE_URL, no TWO_FACTOR_KEY, no SMTP_URL). */
export function resticEnvironment(settings: OffsiteSettings): Record<string, string> {
  const env: Record<string, string> = {
    PATH: settings.path,
    // restic's --time and its retention's days are Istanbul's, as the site's backups are named and kept.
    TZ: "Europe/Istanbul",
    RESTIC_REPOSITORY: settings.repository,
    RESTIC_CACHE_DIR: settings.cacheDir,
  };
  if (settings.home) env.HOME = settings.home;
  if (settings.tmpdir) env.TMPDIR = settings.tmpdir;
  if ("file" in settings.password) env.RESTIC_PASSWORD_FILE = settings.password.file;
  else env.RESTIC_PASSWORD = settings.password.value;
  if (settings.s3) {
    env.AWS_ACCESS_KEY_ID = settings.s3.accessKeyId;
    env.AWS_SECRET_ACCESS_KEY = settings.s3.secretAccessKey;
    if (settings.s3.region) env.AWS_DEFAULT_REGION = settings.s3.region;
  }
  return env;
}

export interface ResticRun {
  /** restic's subcommand and its arguments ("backup", "--json", …). */
  args: string[];
  /** The working folder (a backup names its files relative to it, so a restore puts them at the target's top). */
  cwd?: string;
  timeoutMs: number;
  /** What the time limit is called in a message ("60 dakika"). */
  operation: string;
}

/** Runs restic once; its stdout when it succeeds, an OffsiteError when it does not. */
export function runRestic(settings: OffsiteSettings, run: ResticRun): Promise<string> {
  makePrivateFolder(settings.cacheDir);
  const global = settings.sftp ? ["-o", `sftp.command=${sshCommand(settings.sftp)}`] : [];
  return new Promise((resolvePromise, reject) => {
    const child = spawn("restic", [...global, ...run.args], {
      cwd: run.cwd,
      env: resticEnvironment(settings),
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: a time limit stops ssh with it.
      detached: true,
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, RESTIC_NICENESS);
      } catch {
        // Not allowed here (some containers): it runs at the site's priority.
      }
    }
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (chunk: Buffer) => {
      if (stdoutBytes + chunk.length > STDOUT_LIMIT) return;
      stdout.push(chunk);
      stdoutBytes += chunk.length;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_LIMIT);
    });
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    let killer: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      signalGroup("SIGTERM");
      killer = setTimeout(() => signalGroup("SIGKILL"), STOP_GRACE_MS);
    }, run.timeoutMs);
    child.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      clearTimeout(killer);
      reject(
        error.code === "ENOENT"
          ? new OffsiteError(
              "not-installed",
              offsiteMessage("not-installed", settings),
              `spawn restic: ${error.code} (PATH=${settings.path})`,
            )
          : new OffsiteError("failed", offsiteMessage("failed", settings), withoutSecrets(String(error), settings.secrets)),
      );
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      clearTimeout(killer);
      if (timedOut) {
        reject(new OffsiteError("timeout", offsiteMessage("timeout", settings, run.operation), withoutSecrets(stderr, settings.secrets)));
      } else if (code === 0) {
        resolvePromise(Buffer.concat(stdout).toString("utf8"));
      } else {
        // check prints what it found on stdout, restic's "Fatal:" goes to stderr: both say what failed.
        const said = `${Buffer.concat(stdout).toString("utf8").slice(-4096)}\n${stderr}${signal ? `\n(${signal})` : ""}`;
        if (settings.sftp && /unable to start the sftp session/.test(said) && problemOf(said) === "failed") {
          void sshSays(settings, settings.sftp).then((ssh) => reject(resticFailure(settings, `${said}\n${ssh}`, code)));
        } else {
          reject(resticFailure(settings, said, code));
        }
      }
    });
  });
}

/** JSON lines restic printed (--json), each parsed; lines that are not JSON (warnings) are left out. */
export function jsonLines(stdout: string): unknown[] {
  return stdout.split("\n").flatMap((line) => {
    const trimmed = line.trim();
    if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return [];
    try {
      return [JSON.parse(trimmed) as unknown];
    } catch {
      return [];
    }
  });
}
