/**
 * The server's configuration: the only module that reads `process.env`.
 * Every variable is parsed and typed here, once; a bad value stops the server
 * at start with a message that names the variable (see README, Configuration).
 */
import { availableParallelism, totalmem } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";
import { type DatabaseTarget, DEFAULT_SQLITE_URL, defaultBackupsFolder, parseDatabaseUrl } from "#app/.server/db/url.ts";
import { type OffsiteSettings, offsiteSettings } from "#app/.server/offsite-settings.ts";
import { MIN_PASSWORD_LENGTH } from "#app/lib/form-limits.ts";

export class ConfigError extends Error {
  override name = "ConfigError";
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** BACKUP_TIME: a time of day, 00:00–23:59. */
const BACKUP_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int(`must be a whole number between ${min} and ${max}`)
    .min(min, `must be a whole number between ${min} and ${max}`)
    .max(max, `must be a whole number between ${min} and ${max}`);
const int = (min: number, max: number, fallback: number) => wholeNumber(min, max).default(fallback);

/**
 * PAGE_CACHE_MB's default (ADR 054): 64 MB a process, less where memory is small, so that the
 * page caches of all the workers together take at most a thirty-second of the memory the
 * server may use: 30 MB on a 1 GB machine with one core, 32 MB each for two workers on 2 GB.
 * Never less than 8 MB.
 */
export function defaultPageCacheMb(memoryBytes: number, workers: number): number {
  return Math.max(8, Math.min(64, Math.floor(memoryBytes / (1024 * 1024) / 32 / workers)));
}

/** The memory the server may use: the machine's, or its control group's limit (a container, systemd's MemoryMax) when lower. */
const serverMemory = () => Math.min(totalmem(), process.constrainedMemory() || Number.POSITIVE_INFINITY);

const schema = z.object({
  NODE_ENV: z.string().default("production"),
  PORT: int(0, 65_535, 3000),
  HOST: z.string().default("127.0.0.1"),
  SITE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address, e.g. https://www.ornek.com.tr" }).optional(),
  DATABASE_URL: z
    .string()
    .default(DEFAULT_SQLITE_URL)
    .transform((value, ctx): DatabaseTarget => {
      try {
        return parseDatabaseUrl(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  BACKUP_DIR: z.string().optional(),
  BACKUP_TIME: z
    .string()
    .default("03:30")
    .refine((value) => value === "off" || BACKUP_TIME.test(value), "must be a time of day in Istanbul as HH:MM (e.g. 03:30), or off"),
  BACKUP_KEEP_DAILY: int(1, 366, 7),
  BACKUP_KEEP_WEEKLY: int(0, 520, 4),
  BACKUP_KEEP_MONTHLY: int(0, 1200, 12),
  DATABASE_POOL_SIZE: int(1, 1000, 10),
  DATABASE_WRITE_WAIT_MS: int(0, 120_000, 5_000),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
  INITIAL_ADMIN_FILE: z.string().default("data/initial-admin.txt"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587" }).optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_TO: z.string().optional(),
  MAIL_POLL_MS: int(10, 3_600_000, 5_000),
  MAIL_RETRY_BASE_MS: int(10, 86_400_000, 30_000),
  MAIL_MAX_ATTEMPTS: int(1, 100, 8),
  MAIL_RATE_PER_MINUTE: int(1, 100_000, 60),
  HTTP_HEADERS_TIMEOUT_MS: int(100, 120_000, 8_000),
  HTTP_REQUEST_TIMEOUT_MS: int(100, 600_000, 30_000),
  MAX_CONNECTIONS_PER_CLIENT: int(0, 100_000, 100),
  MAINTENANCE_INTERVAL_MS: int(1_000, 86_400_000, 60 * 60 * 1000),
  SCHEDULER_INTERVAL_MS: int(1_000, 60_000, 20_000),
  PAGE_CACHE_MB: wholeNumber(0, 65_536).optional(),
  // Published pages as files the proxy serves (ADR 053); unset: the page cache alone, as without a proxy.
  PAGE_FILES_DIR: z.string().optional(),
  PAGE_FILES_CHECK_MS: int(100, 60_000, 1_000),
  // Caddy's log of the views it served from page files, counted by İstatistikler (ADR 053).
  PAGE_FILES_LOG: z.string().optional(),
  WORKERS: int(1, 64, availableParallelism()),
  FLOOR_PAGE: z.enum(["0", "1"], { error: "must be 0 or 1" }).default("0"),
  ANALYTICS: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  ANALYTICS_FLUSH_MS: int(100, 600_000, 5_000),
  ANALYTICS_BENCH_SIGNAL: z.enum(["0", "1"], { error: "must be 0 or 1" }).default("0"),
  ATTACHMENT_READ_TIMEOUT_MS: int(1_000, 600_000, 20_000),
  // Kırık bağlantılar (ADR 066): off unless the operator turns it on (deploy/install.sh does);
  // "loopback" checks only links to 127.0.0.1 and localhost (the tests, a developer's trial).
  LINK_CHECK: z.enum(["on", "off", "loopback"], { error: "must be on, off or loopback" }).default("off"),
  LINK_CHECK_INTERVAL_MS: int(1_000, 30 * 86_400_000, 86_400_000),
  LINK_CHECK_TIMEOUT_MS: int(100, 120_000, 10_000),
  LINK_CHECK_HOST_GAP_MS: int(0, 600_000, 3_000),
  LINK_CHECK_CONCURRENCY: int(1, 32, 4),
  // Off-site copies (restic, ADR 052): restic's own names, so an operator can run restic with the same file.
  RESTIC_REPOSITORY: z.string().optional(),
  RESTIC_PASSWORD_FILE: z.string().optional(),
  RESTIC_PASSWORD: z.string().optional(),
  RESTIC_CACHE_DIR: z.string().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_DEFAULT_REGION: z.string().optional(),
  OFFSITE_SSH_KEY_FILE: z.string().optional(),
  OFFSITE_SSH_KNOWN_HOSTS_FILE: z.string().optional(),
  OFFSITE_TIMEOUT_MINUTES: int(1, 24 * 60, 180),
  // What restic and ssh are given of this process's environment (they get nothing else).
  PATH: z.string().default("/usr/local/bin:/usr/bin:/bin"),
  HOME: z.string().optional(),
  TMPDIR: z.string().optional(),
  TWO_FACTOR_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const bytes = Buffer.from(value.trim(), "base64");
      if (bytes.length !== 32) {
        ctx.addIssue({ code: "custom", message: "must be 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`" });
        return z.NEVER;
      }
      return bytes;
    }),
});

/** Variables whose value a message never repeats: passwords, keys, and URLs that may hold a password. */
const SECRET_VALUES = /PASSWORD|SMTP_URL|DATABASE_URL|KEY|RESTIC_REPOSITORY/;

export interface Config {
  env: string;
  dev: boolean;
  port: number;
  host: string;
  /** The public origin without a trailing slash: canonical links, e-mail links, cookies. */
  siteUrl: string;
  /** Whether the site is served over https: Secure cookies, HSTS, upgrade-insecure-requests. */
  https: boolean;
  /** FLOOR_PAGE=1: answer FLOOR_PATH with a minimal page, the floor `npm run lighthouse` measures against. */
  floorPage: boolean;
  database: DatabaseTarget;
  /** Where backups are written (the daily schedule, `npm run db:backup`, the deploy scripts) and where Kurulum looks for the last one. */
  backupDir: string;
  /**
   * The site's own backups (ADR 052): `time` is the quiet hour in Istanbul at which one instance
   * takes the day's backup (BACKUP_TIME, 03:30 by default; null: BACKUP_TIME=off), `keep` the
   * grandfather-father-son retention (BACKUP_KEEP_DAILY, _WEEKLY, _MONTHLY: 7, 4, 12).
   */
  backups: { time: { hour: number; minute: number } | null; keep: { daily: number; weekly: number; monthly: number } };
  databasePoolSize: number;
  /** How long a write waits for a lock held elsewhere before the visitor is asked to try again. */
  databaseWriteWaitMs: number;
  /** Express's "trust proxy": false, a hop count, or addresses/names such as "loopback". */
  trustProxy: boolean | number | string;
  logLevel: (typeof LOG_LEVELS)[number];
  firstAdmin: { email: string | undefined; password: string | undefined; file: string };
  mail: {
    /** Unset: e-mail goes out with the admin's E-posta ayarları (ADR 049), or waits in the outbox while there are none. */
    smtpUrl: string | undefined;
    /** The sender; unset: the firm's name and e-mail address (Firma bilgileri) when each e-mail is sent. */
    from: string | undefined;
    /** The firm's inbox for contact messages and subscription notices; unset: the firm's e-mail address when queued. */
    to: string | undefined;
    pollMs: number;
    /** First retry delay; doubles with each failed attempt (capped at an hour). */
    retryBaseMs: number;
    maxAttempts: number;
    /** Newsletter deliveries per minute over all instances (the firm's own e-mails are not held back). */
    ratePerMinute: number;
  };
  http: { headersTimeoutMs: number; requestTimeoutMs: number; maxConnectionsPerClient: number };
  maintenanceIntervalMs: number;
  /** How often each instance publishes scheduled entries whose time has come. */
  schedulerIntervalMs: number;
  /** Memory for rendered public pages (all encodings); 0 turns the page cache off. */
  pageCacheBytes: number;
  /**
   * Published pages as files the proxy serves (ADR 053): the folder (PAGE_FILES_DIR; undefined:
   * none are written), and how often each process checks that the files shown are the latest
   * content's (PAGE_FILES_CHECK_MS: a write on another machine, the day's change). `log`
   * (PAGE_FILES_LOG): Caddy's log of the views it served from those files, which the statistics
   * read and empty (analytics/proxy-log.ts).
   */
  pageFiles: { dir: string; checkMs: number; log: string | undefined } | undefined;
  /** Server processes sharing the port (server/cluster.ts); one per core by default. */
  workers: number;
  /** The key that encrypts TOTP secrets at rest (accounts/secret-box.ts); unset: two-factor cannot be turned on. */
  twoFactorKey: Buffer | undefined;
  /**
   * İstatistikler (ADR 029): ANALYTICS=off counts nothing; each instance writes its counts every flushMs.
   * benchSignal (ANALYTICS_BENCH_SIGNAL=1, npm run bench only): SIGUSR2 pauses and resumes counting.
   */
  analytics: { enabled: boolean; flushMs: number; benchSignal: boolean };
  /** Sirküler attachments (ADR 032): how long reading one upload's text may take before it is refused. */
  attachments: { readTimeoutMs: number };
  /**
   * Kırık bağlantılar (ADR 066): `mode` "off" (the default: no request leaves the server),
   * "on", or "loopback" (only links to 127.0.0.1 and localhost); one round over every link
   * each `intervalMs` (one instance through the lease), `timeoutMs` per request, at most
   * `concurrency` requests at once and one per host every `hostGapMs`.
   */
  linkCheck: { mode: "on" | "off" | "loopback"; intervalMs: number; timeoutMs: number; hostGapMs: number; concurrency: number };
  /** Off-site copies with restic (ADR 052); undefined while RESTIC_REPOSITORY is unset. */
  offsite: OffsiteSettings | undefined;
}

const backupsFolder = (e: { BACKUP_DIR?: string | undefined; DATABASE_URL: DatabaseTarget }) =>
  e.BACKUP_DIR ? resolve(e.BACKUP_DIR) : defaultBackupsFolder(e.DATABASE_URL);

/** Parses an environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  // An empty variable counts as unset (`SMTP_URL=` turns delivery off).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const result = schema.safeParse(given);
  const issues = result.success ? [] : result.error.issues.map((issue) => ({ name: String(issue.path[0] ?? "?"), message: issue.message }));
  const backupDir = result.success ? backupsFolder(result.data) : "";
  const offsite = result.success ? offsiteSettings(result.data, backupDir) : undefined;
  if (offsite && "problems" in offsite) issues.push(...offsite.problems);
  if (!result.success || issues.length > 0) {
    const problems = issues.map(({ name, message }) => {
      const value = name in given && !SECRET_VALUES.test(name) ? ` (got "${given[name]}")` : "";
      return `  ${name} ${message}${value}`;
    });
    throw new ConfigError(`Invalid configuration; see README, Configuration:\n${problems.join("\n")}`);
  }
  const e = result.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    dev: e.NODE_ENV === "development",
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    https: siteUrl.startsWith("https://"),
    database: e.DATABASE_URL,
    backupDir,
    backups: {
      time: e.BACKUP_TIME === "off" ? null : { hour: Number(e.BACKUP_TIME.slice(0, 2)), minute: Number(e.BACKUP_TIME.slice(3, 5)) },
      keep: { daily: e.BACKUP_KEEP_DAILY, weekly: e.BACKUP_KEEP_WEEKLY, monthly: e.BACKUP_KEEP_MONTHLY },
    },
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseWriteWaitMs: e.DATABASE_WRITE_WAIT_MS,
    trustProxy: !e.TRUST_PROXY ? false : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    firstAdmin: { email: e.ADMIN_EMAIL?.trim(), password: e.ADMIN_PASSWORD, file: resolve(e.INITIAL_ADMIN_FILE) },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM?.trim(),
      to: e.MAIL_TO?.trim(),
      pollMs: e.MAIL_POLL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      ratePerMinute: e.MAIL_RATE_PER_MINUTE,
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT,
    },
    maintenanceIntervalMs: e.MAINTENANCE_INTERVAL_MS,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    pageCacheBytes: (e.PAGE_CACHE_MB ?? defaultPageCacheMb(serverMemory(), e.WORKERS)) * 1024 * 1024,
    pageFiles: e.PAGE_FILES_DIR
      ? { dir: resolve(e.PAGE_FILES_DIR), checkMs: e.PAGE_FILES_CHECK_MS, log: e.PAGE_FILES_LOG ? resolve(e.PAGE_FILES_LOG) : undefined }
      : undefined,
    workers: e.WORKERS,
    floorPage: e.FLOOR_PAGE === "1",
    twoFactorKey: e.TWO_FACTOR_KEY,
    analytics: { enabled: e.ANALYTICS === "on", flushMs: e.ANALYTICS_FLUSH_MS, benchSignal: e.ANALYTICS_BENCH_SIGNAL === "1" },
    attachments: { readTimeoutMs: e.ATTACHMENT_READ_TIMEOUT_MS },
    linkCheck: {
      mode: e.LINK_CHECK,
      intervalMs: e.LINK_CHECK_INTERVAL_MS,
      timeoutMs: e.LINK_CHECK_TIMEOUT_MS,
      hostGapMs: e.LINK_CHECK_HOST_GAP_MS,
      concurrency: e.LINK_CHECK_CONCURRENCY,
    },
    offsite: offsite && !("problems" in offsite) ? offsite : undefined,
  };
}

let current: Config | undefined;

/** The process's configuration, parsed on first use. */
/**
 * The environment a database tool runs with (pg_dump, pg_restore, psql): the process's PATH,
 * HOME, TMPDIR, locale and libpq's own PG* settings, plus `extra` — none of the site's secrets
 * (TWO_FACTOR_KEY, SMTP_URL…). Read here, as every read of the environment is.
 */
export function toolEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([name, value]) => value !== undefined && (/^(PATH|HOME|TMPDIR|LANG|LC_[A-Z]+|TZ)$/.test(name) || /^PG[A-Z]+$/.test(name)),
  );
  return { ...Object.fromEntries(kept), ...extra };
}

export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/**
 * What an operator should know about the configuration at start, printed once
 * per server by the process that starts it (the primary when there are several
 * workers), not by each worker.
 */
export function startupNotices(settings: Config): string[] {
  const notices: string[] = [];
  if (!settings.mail.smtpUrl) {
    notices.push(
      "SMTP_URL is not set: e-mail goes out with the admin's E-posta ayarları; until they are made, e-mails wait in the outbox (see the admin area).",
    );
  }
  return notices;
}

/** Parses the environment again (tests and command-line tools that change it). */
export function reloadConfig(): Config {
  current = undefined;
  return config();
}
