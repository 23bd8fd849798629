/**
 * The backup engine (ADR 052) on a real database of each dialect (a prepared
 * copy per test, tests/helpers/database.ts): a verified backup of every table
 * with its manifest, private files; a copy whose bytes are flipped fails its
 * check, is put apart in failed/ and never counts; a full disk (a file size
 * limit on the backup's process, prlimit) fails cleanly with the earlier
 * backups untouched; the schedule takes the day's backup at BACKUP_TIME in
 * Istanbul (a clock passed in), one of two instances at a time; retention
 * prunes the files.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { latestBackup, listBackups } from "#app/.server/backups/list.ts";
import { type BackupManifest, readManifest, recordOffsite, writeManifest } from "#app/.server/backups/manifest.ts";
import { pruneBackups } from "#app/.server/backups/retention.ts";
import { LEASE_KEY, runScheduledBackupIfDue, type ScheduledOutcome } from "#app/.server/backups/schedule.ts";
import { BackupError, takeBackup } from "#app/.server/backups/take.ts";
import { recheckBackup } from "#app/.server/backups/verify.ts";
import { reloadConfig } from "#app/.server/config.ts";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { getSetting } from "#app/.server/repositories/settings.ts";
import { TEST_DIALECT, withFreshAppDatabase } from "#tests/helpers/database.ts";

/**
 * `next`: the next copy's bytes are damaged right after it is written, before its check.
 * `counts`: the next copy's snapshot counts are told one row short (a copy of another moment than the one counted).
 */
const damage = vi.hoisted(() => ({ next: false, counts: false }));

vi.mock("#app/.server/db/snapshot.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("#app/.server/db/snapshot.ts")>();
  const once = (path: string, facts: { tables: Record<string, number> }) => {
    if (damage.counts) {
      damage.counts = false;
      facts.tables.admins = (facts.tables.admins ?? 0) + 1;
    }
    if (!damage.next) return;
    damage.next = false;
    flipBytes(path);
  };
  return {
    ...real,
    copySqliteSnapshot: async (source: string, destination: string) => {
      const facts = await real.copySqliteSnapshot(source, destination);
      once(destination, facts);
      return facts;
    },
    dumpPostgresSnapshot: async (url: string, destination: string, timeoutMs: number) => {
      const facts = await real.dumpPostgresSnapshot(url, destination, timeoutMs);
      once(destination, facts);
      return facts;
    },
  };
});

const root = resolve(import.meta.dirname, "../..");
const EXTENSION = TEST_DIALECT === "sqlite" ? "db" : "dump";

/**
 * Damages a backup file. SQLite: the first byte of every page after the first
 * (a b-tree page's type), so no table can be read; PostgreSQL: 64 bytes in
 * the middle of the dump (inside a table's compressed data).
 */
function flipBytes(path: string): void {
  const bytes = readFileSync(path);
  if (TEST_DIALECT === "sqlite") {
    const header = bytes.readUInt16BE(16);
    const pageSize = header === 1 ? 65_536 : header;
    for (let offset = pageSize; offset < bytes.length; offset += pageSize) bytes[offset] = 0x00;
  } else {
    const middle = Math.floor(bytes.length / 2);
    for (let i = middle; i < middle + 64; i++) bytes[i] = (bytes[i] ?? 0) ^ 0xff;
  }
  writeFileSync(path, bytes);
}

const mode = (path: string) => `0${(statSync(path).mode & 0o777).toString(8)}`;
const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

let folder: string;
let parent: string;
let umask: number;

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), "ymm-backups-"));
  folder = join(parent, "backups"); // made by the first backup
  process.env.BACKUP_DIR = folder;
  process.env.BACKUP_TIME = "03:30";
  reloadConfig();
  // A permissive umask, as a process that never set one has: the modes below must come from the code.
  umask = process.umask(0o022);
});

afterEach(() => {
  process.umask(umask);
  delete process.env.BACKUP_DIR;
  delete process.env.BACKUP_TIME;
  reloadConfig();
  rmSync(parent, { recursive: true, force: true });
});

/** Row counts read through the application's own connection. */
async function countOf(table: "admins" | "kysely_migration"): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(await getDb());
  return Number(rows[0]?.n);
}

async function lastMigration(): Promise<string> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(await getDb());
  return rows[0]?.name ?? "";
}

describe("takeBackup", () => {
  it("writes a verified copy of every table with its manifest, 0600 files in a 0700 folder", async () => {
    const manifest = await takeBackup({ trigger: "manual", now: new Date("2026-03-10T09:15:00Z") });
    const path = join(folder, `site-20260310T091500Z.${EXTENSION}`);
    expect(manifest).toMatchObject({
      version: 1,
      file: `site-20260310T091500Z.${EXTENSION}`,
      kind: TEST_DIALECT,
      trigger: "manual",
      takenAt: "2026-03-10T09:15:00.000Z",
      verified: true,
      verification: TEST_DIALECT === "sqlite" ? "sqlite-integrity" : "postgres-restore",
      sizeBytes: statSync(path).size,
      sha256: sha256(path),
      lastMigration: await lastMigration(),
    });
    expect(manifest.problem).toBeUndefined();
    expect(manifest.tables.admins).toBe(await countOf("admins"));
    expect(manifest.tables.kysely_migration).toBe(await countOf("kysely_migration"));
    expect(Object.keys(manifest.tables)).toEqual(
      expect.arrayContaining(["announcements", "media", "messages", "subscribers", "search_documents"]),
    );
    expect(readManifest(path)).toEqual(manifest);
    expect({ folder: mode(folder), file: mode(path), manifest: mode(`${path}.json`) }).toEqual({
      folder: "0700",
      file: "0600",
      manifest: "0600",
    });
    // Nothing else is left in the folder (no temporary copy).
    expect(readdirSync(folder).sort()).toEqual([manifest.file, `${manifest.file}.json`]);
    expect(listBackups()).toMatchObject([{ name: manifest.file, status: "verified" }]);
    expect(latestBackup()).toEqual({ name: manifest.file, at: manifest.takenAt, bytes: manifest.sizeBytes });
  });

  it("records the off-site copy's outcome in the manifest", async () => {
    const manifest = await takeBackup({ trigger: "upgrade" });
    const result = { status: "copied" as const, snapshot: "4f2a9c1e", at: "2026-03-10T09:16:00.000Z" };
    expect(recordOffsite(manifest.file, result)).toEqual({ ...manifest, offsite: result });
    expect(readManifest(join(folder, manifest.file))?.offsite).toEqual(result);
    expect(mode(join(folder, `${manifest.file}.json`))).toBe("0600");
  });

  it("counts a copy without a manifest (from before ADR 052) as unverified, never as the last backup", async () => {
    const manifest = await takeBackup({ trigger: "manual", now: new Date("2026-03-10T09:15:00Z") });
    const legacy = join(folder, `site-20260311T091500Z.${EXTENSION}`);
    copyFileSync(join(folder, manifest.file), legacy);
    expect(listBackups().map((entry) => [entry.name, entry.status])).toEqual([
      [`site-20260311T091500Z.${EXTENSION}`, "unverified"],
      [manifest.file, "verified"],
    ]);
    expect(latestBackup()?.name).toBe(manifest.file);
  });
});

describe("a backup whose bytes are flipped", () => {
  it("fails its check when taken: put apart in failed/ with the reason, reported, never counted; the earlier backup untouched", async () => {
    const earlier = await takeBackup({ trigger: "manual", now: new Date("2026-03-10T09:15:00Z") });
    const earlierSha = sha256(join(folder, earlier.file));
    damage.next = true;
    const failure = await takeBackup({ trigger: "manual", now: new Date("2026-03-11T09:15:00Z") }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BackupError);
    const name = `site-20260311T091500Z.${EXTENSION}`;
    expect((failure as Error).message).toContain(`Yedek doğrulanamadı ve ayrı tutuldu (${join(folder, "failed", name)})`);
    expect((failure as Error).message).toMatch(TEST_DIALECT === "sqlite" ? /bozuk|Bütünlük/ : /okunamadı ya da bozuk|geri yüklenemedi/);

    const failed = readManifest(join(folder, "failed", name)) as BackupManifest;
    expect(failed).toMatchObject({ file: name, verified: false });
    expect(failed.problem).toBeTruthy();
    expect(existsSync(join(folder, "failed", name))).toBe(true);
    expect(readdirSync(folder).sort()).toEqual(["failed", earlier.file, `${earlier.file}.json`]);
    expect({ failed: mode(join(folder, "failed")), file: mode(join(folder, "failed", name)) }).toEqual({ failed: "0700", file: "0600" });
    expect(listBackups().map((entry) => [entry.name, entry.status])).toEqual([
      [name, "failed"],
      [earlier.file, "verified"],
    ]);
    expect(latestBackup()?.name).toBe(earlier.file);
    expect(sha256(join(folder, earlier.file))).toBe(earlierSha);
  });

  it("a copy whose rows differ from the snapshot counted fails too, naming the table", async () => {
    damage.counts = true;
    const failure = await takeBackup({ trigger: "manual", now: new Date("2026-03-11T09:15:00Z") }).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    const admins = await countOf("admins");
    expect(failure?.message).toContain(
      `Satır sayıları kaynaktakilerle aynı değil: admins: kaynakta ${admins + 1}, yedekte ${admins} satır.`,
    );
    expect(listBackups().map((entry) => entry.status)).toEqual(["failed"]);
    expect(latestBackup()).toBeUndefined();
  });

  it("fails when checked again after its disk changed it: moved to failed/ with the reason; the older backup counts", async () => {
    const older = await takeBackup({ trigger: "manual", now: new Date("2026-03-10T09:15:00Z") });
    const newer = await takeBackup({ trigger: "manual", now: new Date("2026-03-11T09:15:00Z") });
    expect(latestBackup()?.name).toBe(newer.file);
    expect(await recheckBackup(newer.file)).toEqual(newer);

    flipBytes(join(folder, newer.file));
    const checked = await recheckBackup(newer.file);
    expect(checked).toMatchObject({ verified: false, problem: expect.stringContaining("alındığı andaki hâlinden farklı") });
    expect(existsSync(join(folder, newer.file))).toBe(false);
    expect(readManifest(join(folder, "failed", newer.file))).toEqual(checked);
    expect(listBackups().map((entry) => [entry.name, entry.status])).toEqual([
      [newer.file, "failed"],
      [older.file, "verified"],
    ]);
    expect(latestBackup()?.name).toBe(older.file);
  });
});

describe("a full disk", () => {
  it("fails cleanly: the reason in Turkish, no file left, the earlier backups untouched", { timeout: 60_000 }, async () => {
    const earlier = await takeBackup({ trigger: "manual", now: new Date("2026-03-10T09:15:00Z") });
    const before = Object.fromEntries(readdirSync(folder).map((name) => [name, sha256(join(folder, name))]));
    // A file size limit on the backup's process (and pg_dump, its child): writing past 64 KB fails as on a full disk, also for root.
    const { NODE_COMPILE_CACHE: _cache, ...env } = process.env;
    const run = spawnSync("prlimit", [`--fsize=${64 * 1024}`, "--", process.execPath, "scripts/db-backup.ts"], {
      cwd: root,
      env: { ...env, BACKUP_DIR: folder },
      encoding: "utf8",
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).not.toContain("Backup written");
    expect(run.stderr).toContain(
      `Yedek alınamadı: yedeklerin klasörüne (${folder}) yazılamadı: diskte yer kalmamış, dosya boyutu sınırına ulaşılmış ya da disk hata vermiş olabilir.`,
    );
    expect(run.stderr).toContain("Önceki yedeklere dokunulmadı.");
    expect(Object.fromEntries(readdirSync(folder).map((name) => [name, sha256(join(folder, name))]))).toEqual(before);
    expect(latestBackup()?.name).toBe(earlier.file);
  });
});

describe("the daily schedule (BACKUP_TIME=03:30, Istanbul)", () => {
  const at = (iso: string) => new Date(iso);

  it("takes the day's backup once the quiet hour has come, once a day, one of two instances", async () => {
    // A first round meets no lease: the last quiet hour (9 March) counts as done, nothing is taken.
    expect(await runScheduledBackupIfDue(at("2026-03-10T00:00:00Z"))).toEqual({ kind: "waiting" });
    expect(JSON.parse((await getSetting(await getDb(), LEASE_KEY)) ?? "{}")).toMatchObject({ day: "2026-03-09", done: true });
    expect(await runScheduledBackupIfDue(at("2026-03-10T00:29:59Z"))).toEqual({ kind: "waiting" }); // 03:29:59
    expect(listBackups()).toEqual([]);

    const taken = await runScheduledBackupIfDue(at("2026-03-10T00:30:00Z")); // 03:30
    expect(taken).toMatchObject({
      kind: "taken",
      manifest: { file: `site-20260310T003000Z.${EXTENSION}`, trigger: "schedule", verified: true },
    });
    expect(JSON.parse((await getSetting(await getDb(), LEASE_KEY)) ?? "{}")).toMatchObject({ day: "2026-03-10", done: true });

    // Later that day, two instances at once: nothing more.
    const later = await Promise.all([
      runScheduledBackupIfDue(at("2026-03-10T09:00:00Z")),
      runScheduledBackupIfDue(at("2026-03-10T09:00:00Z")),
    ]);
    expect(later).toEqual([{ kind: "waiting" }, { kind: "waiting" }]);

    expect(await runScheduledBackupIfDue(at("2026-03-11T00:29:00Z"))).toEqual({ kind: "waiting" });
    // The next quiet hour, two instances at once: one backup.
    const next = await Promise.all([
      runScheduledBackupIfDue(at("2026-03-11T00:30:00Z")),
      runScheduledBackupIfDue(at("2026-03-11T00:30:00Z")),
    ]);
    expect(next.map((outcome) => outcome.kind).sort()).toEqual(["taken", "waiting"]);
    expect(listBackups().map((entry) => entry.name)).toEqual([`site-20260311T003000Z.${EXTENSION}`, `site-20260310T003000Z.${EXTENSION}`]);
  });

  if (TEST_DIALECT === "postgres") {
    it("of two rounds that both read the lease before either writes it, one takes the day's backup (compare-and-set)", async () => {
      await runScheduledBackupIfDue(at("2026-03-09T12:00:00Z")); // the lease: 9 March done
      // The test holds the lease's row: both rounds read it (a plain read does not wait) and then wait to write it.
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      let outcomes: ScheduledOutcome[];
      try {
        await holder.query("begin");
        await holder.query("select value from settings where key = $1 for update", [LEASE_KEY]);
        const rounds = Promise.all([
          runScheduledBackupIfDue(at("2026-03-10T00:30:00Z")),
          runScheduledBackupIfDue(at("2026-03-10T00:30:00Z")),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await holder.query("commit");
        outcomes = await rounds;
      } finally {
        await holder.end();
      }
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["taken", "waiting"]);
      expect(listBackups()).toHaveLength(1);
    });
  }

  it("takes a missed day's backup when the server comes back after the quiet hour", async () => {
    await runScheduledBackupIfDue(at("2026-03-09T12:00:00Z")); // the lease: 9 March done
    // Down at 03:30 on the 10th, back at 14:00 Istanbul.
    const outcome = await runScheduledBackupIfDue(at("2026-03-10T11:00:00Z"));
    expect(outcome).toMatchObject({ kind: "taken", manifest: { takenAt: "2026-03-10T11:00:00.000Z" } });
  });

  it("does nothing with BACKUP_TIME=off", async () => {
    process.env.BACKUP_TIME = "off";
    reloadConfig();
    expect(await runScheduledBackupIfDue(at("2026-03-10T00:30:00Z"))).toEqual({ kind: "off" });
    expect(await getSetting(await getDb(), LEASE_KEY)).toBeUndefined();
  });
});

describe("pruning", () => {
  it("deletes the verified backups retention does not keep, file and manifest; leaves unverified and failed ones", async () => {
    // One real backup, and two more days of it as copies with their manifests (a backup costs seconds on PostgreSQL).
    const first = await takeBackup({ trigger: "schedule", now: new Date("2026-03-07T00:30:00Z") });
    const copyAs = (target: string, manifest: BackupManifest) => {
      copyFileSync(join(folder, first.file), target);
      writeManifest(target, manifest);
    };
    for (const day of ["08", "09"]) {
      const file = `site-202603${day}T003000Z.${EXTENSION}`;
      copyAs(join(folder, file), { ...first, file, takenAt: `2026-03-${day}T00:30:00.000Z` });
    }
    const failedFile = `site-20260306T003000Z.${EXTENSION}`;
    mkdirSync(join(folder, "failed"), { mode: 0o700 });
    copyAs(join(folder, "failed", failedFile), {
      ...first,
      file: failedFile,
      takenAt: "2026-03-06T00:30:00.000Z",
      verified: false,
      problem: "x",
    });
    const legacy = join(folder, `site-20260101T000000Z.${EXTENSION}`);
    copyFileSync(join(folder, first.file), legacy);

    const removed = pruneBackups(new Date("2026-03-09T12:00:00Z"), { daily: 2, weekly: 0, monthly: 0 });
    const oldest = join(folder, first.file);
    expect(removed.sort()).toEqual([oldest, `${oldest}.json`]);
    expect(listBackups().map((entry) => [entry.name, entry.status])).toEqual([
      [`site-20260309T003000Z.${EXTENSION}`, "verified"],
      [`site-20260308T003000Z.${EXTENSION}`, "verified"],
      [failedFile, "failed"],
      [`site-20260101T000000Z.${EXTENSION}`, "unverified"],
    ]);
  });
});
