/**
 * The off-site copies' settings (issue 40, ADR 052), read from the environment by config.ts:
 * a restic repository, its password, and what its kind of storage needs. Kept beside
 * config.ts (kernel) because config.ts parses them at start; backups/offsite.ts runs restic
 * with them. A bad combination (SFTP without a key, a relative folder) stops the server at
 * start with a message naming the variable, as every other setting does.
 */
import { dirname, isAbsolute, resolve } from "node:path";

/** The storage restic writes to: a folder (a second disk), an SFTP server, S3-compatible storage, or a restic REST server. */
export type OffsiteKind = "local" | "sftp" | "s3" | "rest";

export interface OffsiteSettings {
  /** restic's repository as given (a rest: URL may hold a password: never log or show it; `label` is for that). */
  repository: string;
  kind: OffsiteKind;
  /** The repository as messages name it, without a password. */
  label: string;
  /** RESTIC_PASSWORD_FILE (preferred: the secret stays in a file of its own) or RESTIC_PASSWORD. */
  password: { file: string } | { value: string };
  /** SFTP: where to connect, with which key, checked against which host keys (ssh never asks and never trusts a new host). */
  sftp: { user: string | undefined; host: string; port: number | undefined; keyFile: string; knownHostsFile: string } | undefined;
  /** S3-compatible storage: the access key pair restic reads from AWS_* (the region where the service wants one). */
  s3: { accessKeyId: string; secretAccessKey: string; region: string | undefined } | undefined;
  /** restic's local cache (indexes, tree data): RESTIC_CACHE_DIR, or restic-cache/ beside the backups' folder. */
  cacheDir: string;
  /** How long a copy, check, prune or restore may run before restic is stopped. */
  timeoutMs: number;
  /** What restic and ssh get of this process's environment: nothing else. */
  path: string;
  home: string | undefined;
  tmpdir: string | undefined;
  /** Values that must never reach a message or a log: the password, the S3 secret, a URL's password. */
  secrets: string[];
}

/** The parsed variables offsiteSettings reads (config.ts's schema output). */
export interface OffsiteVariables {
  RESTIC_REPOSITORY?: string | undefined;
  RESTIC_PASSWORD_FILE?: string | undefined;
  RESTIC_PASSWORD?: string | undefined;
  RESTIC_CACHE_DIR?: string | undefined;
  AWS_ACCESS_KEY_ID?: string | undefined;
  AWS_SECRET_ACCESS_KEY?: string | undefined;
  AWS_DEFAULT_REGION?: string | undefined;
  OFFSITE_SSH_KEY_FILE?: string | undefined;
  OFFSITE_SSH_KNOWN_HOSTS_FILE?: string | undefined;
  OFFSITE_TIMEOUT_MINUTES: number;
  PATH: string;
  HOME?: string | undefined;
  TMPDIR?: string | undefined;
}

/** A variable and what is wrong with it, as config.ts reports every bad variable. */
export interface SettingProblem {
  name: string;
  message: string;
}

const KINDS_HELP =
  "must be a folder (/mnt/yedek/ymm), sftp:user@host:/path, sftp://user@host:port//path, s3:https://host/bucket/path or rest:https://host/path";

/** restic splits its sftp.command itself, at whitespace and quotes: a path with either cannot be passed whole. */
const PLAIN_PATH = /^[^\s"'\\]+$/;

/** `sftp:user@host:/path` or `sftp://user@host:port//path` → where ssh connects; undefined when it is neither. */
function sftpTarget(repository: string): { user: string | undefined; host: string; port: number | undefined } | undefined {
  if (repository.startsWith("sftp://")) {
    try {
      const url = new URL(repository);
      if (!url.hostname) return undefined;
      return {
        user: url.username ? decodeURIComponent(url.username) : undefined,
        host: url.hostname,
        port: url.port ? Number(url.port) : undefined,
      };
    } catch {
      return undefined;
    }
  }
  const match = /^sftp:(?:([^@/:\s]+)@)?([^@/:\s]+):(\S+)$/.exec(repository);
  return match ? { user: match[1], host: match[2] as string, port: undefined } : undefined;
}

/** A URL's password, if the repository holds one (rest:https://user:password@host/): a secret, taken out of its label. */
function urlPassword(repository: string): string | undefined {
  const match = /^(?:rest|s3):(https?:\/\/.*)$/.exec(repository);
  if (!match) return undefined;
  try {
    const password = new URL(match[1] as string).password;
    return password ? decodeURIComponent(password) : undefined;
  } catch {
    return undefined;
  }
}

const kindOf = (repository: string): OffsiteKind | undefined =>
  isAbsolute(repository) || repository.startsWith("local:/")
    ? "local"
    : repository.startsWith("sftp:")
      ? "sftp"
      : repository.startsWith("s3:")
        ? "s3"
        : repository.startsWith("rest:")
          ? "rest"
          : undefined;

/**
 * The off-site settings, the variables that are wrong (each named), or undefined when
 * RESTIC_REPOSITORY is unset (no off-site copies). `backupDir` places restic's cache.
 */
export function offsiteSettings(e: OffsiteVariables, backupDir: string): OffsiteSettings | { problems: SettingProblem[] } | undefined {
  const repository = e.RESTIC_REPOSITORY?.trim();
  if (!repository) return undefined;
  const problems: SettingProblem[] = [];
  const kind = kindOf(repository);
  if (!kind) problems.push({ name: "RESTIC_REPOSITORY", message: KINDS_HELP });

  let password: OffsiteSettings["password"] | undefined;
  if (e.RESTIC_PASSWORD_FILE && e.RESTIC_PASSWORD) {
    problems.push({ name: "RESTIC_PASSWORD", message: "must not be set together with RESTIC_PASSWORD_FILE: give one of them" });
  } else if (e.RESTIC_PASSWORD_FILE) {
    password = { file: resolve(e.RESTIC_PASSWORD_FILE) };
  } else if (e.RESTIC_PASSWORD) {
    password = { value: e.RESTIC_PASSWORD };
  } else {
    problems.push({
      name: "RESTIC_PASSWORD_FILE",
      message: "must be set with RESTIC_REPOSITORY: the file that holds the repository's password",
    });
  }

  let sftp: OffsiteSettings["sftp"];
  if (kind === "sftp") {
    const target = sftpTarget(repository);
    if (!target) problems.push({ name: "RESTIC_REPOSITORY", message: KINDS_HELP });
    for (const name of ["OFFSITE_SSH_KEY_FILE", "OFFSITE_SSH_KNOWN_HOSTS_FILE"] as const) {
      const value = e[name];
      if (!value)
        problems.push({
          name,
          message: "must be set for an sftp: repository (ssh signs in with this key and checks the server against these host keys)",
        });
      else if (!isAbsolute(value) || !PLAIN_PATH.test(value))
        problems.push({ name, message: "must be an absolute path without spaces or quotes" });
    }
    if (target && e.OFFSITE_SSH_KEY_FILE && e.OFFSITE_SSH_KNOWN_HOSTS_FILE) {
      sftp = { ...target, keyFile: e.OFFSITE_SSH_KEY_FILE, knownHostsFile: e.OFFSITE_SSH_KNOWN_HOSTS_FILE };
    }
  }

  let s3: OffsiteSettings["s3"];
  if (kind === "s3") {
    if (!e.AWS_ACCESS_KEY_ID) problems.push({ name: "AWS_ACCESS_KEY_ID", message: "must be set for an s3: repository" });
    if (!e.AWS_SECRET_ACCESS_KEY) problems.push({ name: "AWS_SECRET_ACCESS_KEY", message: "must be set for an s3: repository" });
    if (e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY) {
      s3 = { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY, region: e.AWS_DEFAULT_REGION };
    }
  }

  if (problems.length > 0 || !kind || !password) return { problems };
  const secrets = ["value" in password ? password.value : undefined, urlPassword(repository), s3?.secretAccessKey].filter(
    (secret): secret is string => typeof secret === "string" && secret.length > 0,
  );
  return {
    repository,
    kind,
    label: repository.replace(/(\/\/[^/@:]*):[^/@]*@/, "$1:…@"),
    password,
    sftp,
    s3,
    cacheDir: resolve(e.RESTIC_CACHE_DIR ?? `${dirname(backupDir)}/restic-cache`),
    timeoutMs: e.OFFSITE_TIMEOUT_MINUTES * 60_000,
    path: e.PATH,
    home: e.HOME,
    tmpdir: e.TMPDIR,
    secrets,
  };
}
