import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, defaultPageCacheMb, parseConfig, toolEnvironment } from "#app/.server/config.ts";

describe("configuration", () => {
  it("gives typed defaults for an empty environment", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", siteUrl: "http://localhost:3000", https: false, trustProxy: false });
    expect(config.database.kind).toBe("sqlite");
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it("keeps the page caches of all workers within a thirty-second of the memory by default, 8 to 64 MB each; PAGE_CACHE_MB decides when set", () => {
    const GB = 1024 ** 3;
    expect(defaultPageCacheMb(0.96 * GB, 1)).toBe(30); // a 1 GB machine, one core
    expect(defaultPageCacheMb(2 * GB, 2)).toBe(32);
    expect(defaultPageCacheMb(4 * GB, 2)).toBe(64);
    expect(defaultPageCacheMb(24 * GB, 2)).toBe(64);
    expect(defaultPageCacheMb(0.5 * GB, 4)).toBe(8);
    expect(parseConfig({ PAGE_CACHE_MB: "16", WORKERS: "1" }).pageCacheBytes).toBe(16 * 1024 * 1024);
    expect(parseConfig({ PAGE_CACHE_MB: "0" }).pageCacheBytes).toBe(0);
  });

  it("decides https once, from SITE_URL, and drops a trailing slash", () => {
    expect(parseConfig({ SITE_URL: "https://www.ornek.com.tr/" })).toMatchObject({ siteUrl: "https://www.ornek.com.tr", https: true });
  });

  it("writes no page files unless PAGE_FILES_DIR names their folder (ADR 053), checked every second by default", () => {
    expect(parseConfig({}).pageFiles).toBeUndefined();
    expect(parseConfig({ PAGE_FILES_DIR: "sayfalar" }).pageFiles).toEqual({ dir: `${process.cwd()}/sayfalar`, checkMs: 1000 });
    expect(parseConfig({ PAGE_FILES_DIR: "/var/cache/ymm/pages", PAGE_FILES_CHECK_MS: "250" }).pageFiles).toEqual({
      dir: "/var/cache/ymm/pages",
      checkMs: 250,
    });
    expect(() => parseConfig({ PAGE_FILES_DIR: "/x", PAGE_FILES_CHECK_MS: "5" })).toThrow(/\bPAGE_FILES_CHECK_MS\b/);
  });

  it("reads Caddy's log of the views it served from page files only beside PAGE_FILES_DIR (ADR 053)", () => {
    expect(parseConfig({ PAGE_FILES_DIR: "/var/cache/ymm/pages" }).pageFiles?.log).toBeUndefined();
    expect(parseConfig({ PAGE_FILES_DIR: "/var/cache/ymm/pages", PAGE_FILES_LOG: "/var/log/ymm/page-views.log" }).pageFiles?.log).toBe(
      "/var/log/ymm/page-views.log",
    );
    expect(parseConfig({ PAGE_FILES_LOG: "/var/log/ymm/page-views.log" }).pageFiles).toBeUndefined();
  });

  it("reads TRUST_PROXY as a hop count or a name, and an empty variable as unset", () => {
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(parseConfig({ SMTP_URL: "" }).mail.smtpUrl).toBeUndefined();
  });

  it.each([
    ["PORT", "sekiz-bin"],
    ["PORT", "70000"],
    ["SMTP_URL", "posta.ornek.com"],
    ["SMTP_URL", "http://posta.ornek.com"],
    ["DATABASE_URL", "mysql://localhost/site"],
    ["SITE_URL", "ftp://ornek.com"],
    ["LOG_LEVEL", "bazen"],
    ["ADMIN_PASSWORD", "kisa"],
  ])("refuses %s=%s with a message that names the variable", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("takes the daily backup at 03:30 in Istanbul, keeping 7 daily, 4 weekly and 12 monthly, unless told otherwise", () => {
    expect(parseConfig({}).backups).toEqual({ time: { hour: 3, minute: 30 }, keep: { daily: 7, weekly: 4, monthly: 12 } });
    expect(
      parseConfig({ BACKUP_TIME: "23:05", BACKUP_KEEP_DAILY: "3", BACKUP_KEEP_WEEKLY: "0", BACKUP_KEEP_MONTHLY: "24" }).backups,
    ).toEqual({
      time: { hour: 23, minute: 5 },
      keep: { daily: 3, weekly: 0, monthly: 24 },
    });
    expect(parseConfig({ BACKUP_TIME: "off" }).backups.time).toBeNull();
  });

  it.each([
    ["BACKUP_TIME", "3:30"],
    ["BACKUP_TIME", "24:00"],
    ["BACKUP_TIME", "kapalı"],
    ["BACKUP_KEEP_DAILY", "0"],
    ["BACKUP_KEEP_MONTHLY", "-1"],
  ])("refuses %s=%s", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("never repeats a secret in its message", () => {
    expect(() => parseConfig({ SMTP_URL: "gizli-parola@sunucu" })).not.toThrow(/gizli-parola/);
    expect(() => parseConfig({ RESTIC_REPOSITORY: "b2:gizli-kova:yol", RESTIC_PASSWORD: "x" })).not.toThrow(/gizli-kova/);
  });

  it("reads the off-site copies' settings (ADR 052) and names each variable a repository lacks", () => {
    expect(parseConfig({}).offsite).toBeUndefined();
    const local = parseConfig({
      RESTIC_REPOSITORY: "/mnt/yedek/ymm",
      RESTIC_PASSWORD_FILE: "/etc/ymm/restic-password",
      BACKUP_DIR: "/var/lib/ymm/backups",
    }).offsite;
    expect(local).toMatchObject({
      kind: "local",
      label: "/mnt/yedek/ymm",
      password: { file: "/etc/ymm/restic-password" },
      cacheDir: "/var/lib/ymm/restic-cache",
      timeoutMs: 180 * 60_000,
    });
    expect(() => parseConfig({ RESTIC_REPOSITORY: "/mnt/yedek/ymm" })).toThrow(/RESTIC_PASSWORD_FILE must be set/);
    expect(() => parseConfig({ RESTIC_REPOSITORY: "/mnt/yedek/ymm", RESTIC_PASSWORD: "a", RESTIC_PASSWORD_FILE: "/b" })).toThrow(
      /RESTIC_PASSWORD must not/,
    );
    expect(() => parseConfig({ RESTIC_REPOSITORY: "yedek/ymm", RESTIC_PASSWORD: "a" })).toThrow(/RESTIC_REPOSITORY must be a folder/);
    expect(() => parseConfig({ RESTIC_REPOSITORY: "sftp:yedek@yedek.ornek.test:/srv/ymm", RESTIC_PASSWORD: "a" })).toThrow(
      /OFFSITE_SSH_KEY_FILE must be set[\s\S]*OFFSITE_SSH_KNOWN_HOSTS_FILE must be set/,
    );
    const sftp = parseConfig({
      RESTIC_REPOSITORY: "sftp://yedek@yedek.ornek.test:2222//srv/ymm",
      RESTIC_PASSWORD: "a",
      OFFSITE_SSH_KEY_FILE: "/etc/ymm/offsite_ed25519",
      OFFSITE_SSH_KNOWN_HOSTS_FILE: "/etc/ymm/offsite_known_hosts",
    }).offsite;
    expect(sftp?.sftp).toEqual({
      user: "yedek",
      host: "yedek.ornek.test",
      port: 2222,
      keyFile: "/etc/ymm/offsite_ed25519",
      knownHostsFile: "/etc/ymm/offsite_known_hosts",
    });
    expect(() => parseConfig({ RESTIC_REPOSITORY: "s3:https://s3.ornek.test/kova/ymm", RESTIC_PASSWORD: "a" })).toThrow(
      /AWS_ACCESS_KEY_ID must be set[\s\S]*AWS_SECRET_ACCESS_KEY must be set/,
    );
    const rest = parseConfig({
      RESTIC_REPOSITORY: "rest:https://ymm:gizli-parola@yedek.ornek.test/ymm",
      RESTIC_PASSWORD: "depo-parolası",
    }).offsite;
    expect(rest?.label).toBe("rest:https://ymm:…@yedek.ornek.test/ymm");
    expect(rest?.secrets).toEqual(["depo-parolası", "gizli-parola"]);
  });
});

describe("a database tool's environment", () => {
  it("carries PATH, HOME, the locale and libpq's PG* settings, and none of the site's secrets", () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { TWO_FACTOR_KEY: "k".repeat(64), SMTP_URL: "smtp://u:p@127.0.0.1", PGSSLMODE: "require" });
      const env = toolEnvironment({ PGPASSWORD: "parola" });
      expect(env.PATH).toBe(process.env.PATH);
      expect(env.PGSSLMODE).toBe("require");
      expect(env.PGPASSWORD).toBe("parola");
      expect(env.TWO_FACTOR_KEY).toBeUndefined();
      expect(env.SMTP_URL).toBeUndefined();
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });
});

describe("the environment", () => {
  it("is read by the config module only", () => {
    const files = execFileSync("git", ["ls-files", "app", "server"], { encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.(ts|tsx)$/.test(file) && file !== "app/.server/config.ts");
    const readers = files.filter((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        // server/main.ts sets NODE_ENV for Vite in development; that is a write, not a read of configuration.
        .some((line) => /process\.env\b/.test(line) && !/process\.env\.NODE_ENV \?\?= "development"/.test(line)),
    );
    expect(readers).toEqual([]);
  });
});
