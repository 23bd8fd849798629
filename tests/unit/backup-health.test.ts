/**
 * The backups' health (issue 40, backups/health.ts) with a clock passed in:
 * red with no verified backup, at 26 hours and a millisecond after the last
 * verified one (not at 26 hours), on a failed latest off-site copy (the
 * newest manifest that has one, so a later successful copy clears it), and
 * never on a failed or unverified backup newer than the verified one alone.
 * Also the restore's command Yedekler shows, quoted for the shell.
 */
import { describe, expect, it } from "vitest";
import { healthOf, STALE_AFTER_MS } from "#app/.server/backups/health.ts";
import type { BackupEntry } from "#app/.server/backups/list.ts";
import type { BackupManifest, OffsiteResult } from "#app/.server/backups/manifest.ts";
import { restoreCommand, shellQuoted } from "#app/.server/backups/screen.ts";

const HOUR = 60 * 60 * 1000;
const NOW = new Date("2026-11-29T09:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

function backup(takenAt: string, status: BackupEntry["status"] = "verified", offsite?: OffsiteResult): BackupEntry {
  const name = `site-${takenAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}.db`;
  const manifest = {
    version: 1,
    file: name,
    kind: "sqlite",
    trigger: "schedule",
    takenAt,
    finishedAt: takenAt,
    sizeBytes: 2048,
    sha256: "0".repeat(64),
    verified: status === "verified",
    tables: {},
    lastMigration: "001",
    ...(offsite ? { offsite } : {}),
  } satisfies BackupManifest;
  return { name, path: `/yedekler/${name}`, takenAt, sizeBytes: 2048, status, ...(status === "unverified" ? {} : { manifest }) };
}

const health = (backups: BackupEntry[], offsiteConfigured = false) => healthOf({ backups, offsiteConfigured, now: NOW });

describe("the last verified backup", () => {
  it("is red with no backup at all, and with only failed or unverified ones", () => {
    for (const backups of [[], [backup(ago(HOUR), "failed"), backup(ago(2 * HOUR), "unverified")]]) {
      const result = health(backups);
      expect(result.red).toBe(true);
      expect(result.stale).toBe(true);
      expect(result.lastVerified).toBeUndefined();
      expect(result.problems).toEqual(["Doğrulanmış bir yedek yok: site henüz yedek almadı ya da aldığı yedekler doğrulanamadı."]);
    }
  });

  it("is fine up to 26 hours and red a millisecond later, naming the age and the time in Istanbul", () => {
    const atLimit = health([backup(ago(STALE_AFTER_MS))]);
    expect(atLimit).toMatchObject({ red: false, stale: false, problems: [] });
    expect(atLimit.lastVerified).toEqual({ name: "site-20261128T070000Z.db", takenAt: "2026-11-28T07:00:00.000Z", sizeBytes: 2048 });
    const late = health([backup(ago(STALE_AFTER_MS + 1))]);
    expect(late.red).toBe(true);
    expect(late.stale).toBe(true);
    expect(late.problems).toEqual([
      "Son doğrulanmış yedek 26 saat önce alındı (28.11.2026 09:59): günlük yedek bir günden uzun süredir alınmıyor.",
    ]);
    expect(health([backup(ago(27 * HOUR))]).problems[0]).toMatch(/^Son doğrulanmış yedek 27 saat önce alındı \(28\.11\.2026 09:00\)/);
  });

  it("counts the newest verified backup, not a newer failed one", () => {
    const result = health([backup(ago(HOUR), "failed"), backup(ago(30 * HOUR)), backup(ago(3 * HOUR))]);
    expect(result.lastVerified?.takenAt).toBe(ago(30 * HOUR));
    expect(result.red).toBe(true);
  });
});

describe("the latest off-site copy", () => {
  const copied = (at: string): OffsiteResult => ({ status: "copied", snapshot: "a1b2c3d4e5f6", at });
  const failed = (at: string): OffsiteResult => ({ status: "failed", at, problem: "Uzak depoya bağlanılamadı (sftp)." });

  it("is red when the newest manifest with an off-site outcome says it failed, with the reason", () => {
    const result = health(
      [backup(ago(HOUR), "verified", failed(ago(HOUR - 60_000))), backup(ago(25 * HOUR), "verified", copied(ago(24 * HOUR)))],
      true,
    );
    expect(result.red).toBe(true);
    expect(result.stale).toBe(false);
    expect(result.offsiteConfigured).toBe(true);
    expect(result.latestOffsite).toMatchObject({ status: "failed", name: "site-20261129T080000Z.db" });
    expect(result.problems).toEqual([
      "Son uzak kopya başarısız oldu (site-20261129T080000Z.db, 29.11.2026 11:01). Uzak depoya bağlanılamadı (sftp).",
    ]);
  });

  it("is fine once a later copy succeeded, and a backup without an outcome yet does not hide the last one", () => {
    const result = health(
      [backup(ago(HOUR)), backup(ago(2 * HOUR), "verified", copied(ago(HOUR))), backup(ago(25 * HOUR), "verified", failed(ago(24 * HOUR)))],
      true,
    );
    expect(result.red).toBe(false);
    expect(result.latestOffsite).toMatchObject({ status: "copied", snapshot: "a1b2c3d4e5f6" });
  });

  it("adds its sentence to a stale backup's, and is no problem when off-site copies are not set up", () => {
    expect(health([backup(ago(30 * HOUR), "verified", failed(ago(29 * HOUR)))], true).problems).toHaveLength(2);
    const local = health([backup(ago(HOUR))]);
    expect(local).toMatchObject({ red: false, offsiteConfigured: false, latestOffsite: undefined });
  });
});

describe("the restore's command", () => {
  it("is npm run db:restore in a checkout and the operator guide's form on an installation", () => {
    expect(restoreCommand("/srv/veri/yedekler/site-20261129T003000Z.db", false)[1]).toBe(
      "npm run db:restore -- /srv/veri/yedekler/site-20261129T003000Z.db",
    );
    expect(restoreCommand("/var/lib/ymm/backups/site-20261129T003000Z.dump", true)).toEqual([
      "sudo systemctl stop ymm",
      "cd /opt/ymm/current && sudo -u ymm node --env-file=/etc/ymm/ymm.env scripts/db-restore.ts /var/lib/ymm/backups/site-20261129T003000Z.dump",
      "sudo systemctl start ymm",
    ]);
  });

  it("quotes a path the shell would split or expand", () => {
    expect(shellQuoted("/srv/ofis yedek/site-x.db")).toBe("'/srv/ofis yedek/site-x.db'");
    expect(shellQuoted("/srv/$HOME'x/site.db")).toBe(`'/srv/$HOME'"'"'x/site.db'`);
  });
});

describe("the weekly check of the off-site repository", () => {
  const fresh = [backup(ago(HOUR))];
  const failedCheck = { at: ago(2 * HOUR), ok: false, problem: "Uzak depoda bozuk veri bulundu." };

  it("is red when the last check found a problem, with the time and the reason", () => {
    const result = healthOf({ backups: fresh, offsiteConfigured: true, lastCheck: failedCheck, now: NOW });
    expect(result.red).toBe(true);
    expect(result.lastCheck).toEqual(failedCheck);
    expect(result.problems).toEqual([
      "Uzak depodaki yedeklerin haftalık denetimi sorun buldu (29.11.2026 10:00). Uzak depoda bozuk veri bulundu.",
    ]);
  });

  it("is fine after a check that passed, and ignores an old result once off-site copies are no longer set up", () => {
    expect(healthOf({ backups: fresh, offsiteConfigured: true, lastCheck: { at: ago(HOUR), ok: true }, now: NOW })).toMatchObject({
      red: false,
      problems: [],
    });
    const removed = healthOf({ backups: fresh, offsiteConfigured: false, lastCheck: failedCheck, now: NOW });
    expect(removed).toMatchObject({ red: false, problems: [], lastCheck: undefined });
  });
});
