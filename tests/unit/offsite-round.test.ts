/**
 * The off-site copies wired to the backups (issue 40 point 3, ADR 052), on a real database
 * of each dialect and Debian's restic with a local repository (SFTP is offsite.test.ts's):
 * a scheduled backup is copied and its manifest says so; a broken repository is recorded as
 * a failed copy in Turkish while the local backup stays verified, and the timer an hour later,
 * or the next backup's round, copies what is pending; the repository is pruned to the same set as BACKUP_DIR; the weekly
 * `restic check` runs once a week on one of two instances and records a failure; and
 * `npm run db:restore -- --snapshot ID` restores what was backed up.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listBackups } from "#app/.server/backups/list.ts";
import { readManifest } from "#app/.server/backups/manifest.ts";
import { initOffsite, listOffsite } from "#app/.server/backups/offsite.ts";
import { CHECK_EVERY_MS, lastOffsiteCheck, runOffsiteCheckIfDue } from "#app/.server/backups/offsite-check.ts";
import { backUpAndCopy, COPY_RETRY_AFTER_MS, retryFailedCopiesIfDue } from "#app/.server/backups/offsite-copies.ts";
import { runScheduledBackupIfDue } from "#app/.server/backups/schedule.ts";
import { recheckBackup } from "#app/.server/backups/verify.ts";
import { reloadConfig } from "#app/.server/config.ts";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { getSetting, putSetting } from "#app/.server/repositories/settings.ts";
import { TEST_DIALECT, withFreshAppDatabase } from "#tests/helpers/database.ts";

const root = resolve(import.meta.dirname, "../..");
const EXTENSION = TEST_DIALECT === "sqlite" ? "db" : "dump";
const PASSWORD = "depo-şifresi-Tur-5512";
const RESTIC = execFileSync("sh", ["-c", "command -v restic"], { encoding: "utf8" }).trim();

let parent: string;
let folder: string;
let repository: string;

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

/** The variables set for a test, removed after it. */
const variables: Record<string, string> = {};
function setEnv(values: Record<string, string>) {
  Object.assign(variables, values);
  Object.assign(process.env, values);
  reloadConfig();
}

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), "ymm-offsite-round-"));
  folder = join(parent, "backups");
  repository = join(parent, "repo");
  const passwordFile = join(parent, "restic-password");
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  setEnv({ BACKUP_DIR: folder, BACKUP_TIME: "03:30", RESTIC_REPOSITORY: repository, RESTIC_PASSWORD_FILE: passwordFile });
});

afterEach(() => {
  for (const name of Object.keys(variables)) {
    delete process.env[name];
    delete variables[name];
  }
  reloadConfig();
  rmSync(parent, { recursive: true, force: true });
});

const at = (iso: string) => new Date(iso);
const name = (stamp: string) => `site-${stamp}.${EXTENSION}`;

describe("a scheduled backup with off-site copies set up", () => {
  it("is copied as one snapshot and its manifest records `copied` with the snapshot's id", { timeout: 60_000 }, async () => {
    await initOffsite();
    expect(await runScheduledBackupIfDue(at("2026-03-09T12:00:00Z"))).toEqual({ kind: "waiting" }); // the lease: 9 March done
    const outcome = await runScheduledBackupIfDue(at("2026-03-10T00:30:00Z"));
    if (outcome.kind !== "taken") throw new Error(`no backup: ${JSON.stringify(outcome)}`);
    const [snapshot] = await listOffsite();
    expect(snapshot?.files).toEqual([name("20260310T003000Z"), `${name("20260310T003000Z")}.json`]);
    expect(outcome.manifest.offsite).toMatchObject({ status: "copied", snapshot: snapshot?.id });
    expect(readManifest(join(folder, name("20260310T003000Z")))?.offsite).toEqual(outcome.manifest.offsite);
    expect(outcome.offsite).toEqual({
      copied: [{ file: name("20260310T003000Z"), snapshot: snapshot?.id }],
      failed: undefined,
      pruned: true,
    });
  });

  it("whose repository is broken records `failed` in Turkish, stays verified, and is copied by the next round", {
    timeout: 90_000,
  }, async () => {
    // No repository where RESTIC_REPOSITORY points (a disk not mounted): never made by a copy.
    await runScheduledBackupIfDue(at("2026-03-09T12:00:00Z"));
    const outcome = await runScheduledBackupIfDue(at("2026-03-10T00:30:00Z"));
    if (outcome.kind !== "taken") throw new Error(`no backup: ${JSON.stringify(outcome)}`);
    const problem = `Site dışı yedek deposu bulunamadı (${repository}): orada bir restic deposu yok. Disk takılı değil, adres yanlış ya da depo henüz oluşturulmadı (npm run offsite:init).`;
    expect(outcome.manifest.offsite).toMatchObject({ status: "failed", problem });
    expect(outcome.manifest.offsite?.snapshot).toBeUndefined();
    expect(JSON.stringify(outcome.manifest)).not.toContain(PASSWORD);
    expect(outcome.offsite?.pruned).toBe(false);
    // The local backup is whole and counts: verified in the list, its check passes again, the day done.
    expect(listBackups().map((entry) => [entry.name, entry.status])).toEqual([[name("20260310T003000Z"), "verified"]]);
    expect((await recheckBackup(name("20260310T003000Z"))).verified).toBe(true);
    expect(JSON.parse((await getSetting(await getDb(), "backup_schedule")) ?? "{}")).toMatchObject({ day: "2026-03-10", done: true });

    // The disk is back: the timer tries the failed copy again an hour after it failed.
    await initOffsite();
    const failedAt = Date.parse(outcome.manifest.offsite?.at ?? "");
    expect(await retryFailedCopiesIfDue(new Date(failedAt + COPY_RETRY_AFTER_MS - 60_000))).toBeUndefined();
    const retried = await retryFailedCopiesIfDue(new Date(failedAt + COPY_RETRY_AFTER_MS));
    expect(retried?.copied.map((copy) => copy.file)).toEqual([name("20260310T003000Z")]);
    expect(readManifest(join(folder, name("20260310T003000Z")))?.offsite?.status).toBe("copied");
    expect(await retryFailedCopiesIfDue(new Date(failedAt + 2 * COPY_RETRY_AFTER_MS))).toBeUndefined();

    // A failed copy is also taken along by the next backup: "Şimdi yedekle" with the disk away, then back.
    const snapshotsBefore = (await listOffsite()).map((s) => s.files[0]);
    setEnv({ RESTIC_REPOSITORY: join(parent, "not-mounted") });
    const away = await backUpAndCopy({ trigger: "manual", now: at("2026-03-11T09:00:00Z") });
    expect(away.offsite?.status).toBe("failed");
    setEnv({ RESTIC_REPOSITORY: repository });
    const back = await backUpAndCopy({ trigger: "manual", now: at("2026-03-12T09:00:00Z") });
    expect(back.offsite?.status).toBe("copied");
    expect(readManifest(join(folder, name("20260311T090000Z")))?.offsite?.status).toBe("copied");
    expect((await listOffsite()).map((s) => s.files[0])).toEqual([...snapshotsBefore, name("20260311T090000Z"), name("20260312T090000Z")]);
  });

  it("prunes the repository to the same set as BACKUP_DIR", { timeout: 120_000 }, async () => {
    setEnv({ BACKUP_KEEP_DAILY: "2", BACKUP_KEEP_WEEKLY: "2", BACKUP_KEEP_MONTHLY: "1" });
    await initOffsite();
    await runScheduledBackupIfDue(at("2026-03-06T12:00:00Z"));
    // Saturday 7 to Tuesday 10 March, 03:30 in Istanbul.
    for (const day of ["07", "08", "09", "10"]) {
      const outcome = await runScheduledBackupIfDue(at(`2026-03-${day}T00:30:00Z`));
      expect(outcome.kind === "taken" && outcome.manifest.offsite?.status).toBe("copied");
    }
    // Daily: 10 and 9; weekly: week 11 (10) and week 10 (Sunday 8); monthly: March (10). Saturday 7 goes.
    const kept = ["20260308T003000Z", "20260309T003000Z", "20260310T003000Z"].map(name);
    expect(
      listBackups()
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(kept);
    expect((await listOffsite()).map((s) => s.files[0])).toEqual(kept);
  });
});

describe("the weekly check of the repository", () => {
  it("runs once a week on one of two instances and records its outcome", { timeout: 60_000 }, async () => {
    await initOffsite();
    expect(await lastOffsiteCheck()).toBeUndefined();
    const first = at("2026-03-10T01:00:00Z");
    const both = await Promise.all([runOffsiteCheckIfDue(first), runOffsiteCheckIfDue(first)]);
    expect(both.map((outcome) => outcome.kind).sort()).toEqual(["checked", "waiting"]);
    expect(await lastOffsiteCheck()).toEqual({ at: first.toISOString(), ok: true });

    expect(await runOffsiteCheckIfDue(new Date(first.getTime() + CHECK_EVERY_MS - 60_000))).toEqual({ kind: "waiting" });
    const next = new Date(first.getTime() + CHECK_EVERY_MS);
    const again = await Promise.all([runOffsiteCheckIfDue(next), runOffsiteCheckIfDue(next)]);
    expect(again.map((outcome) => outcome.kind).sort()).toEqual(["checked", "waiting"]);
    expect(await lastOffsiteCheck()).toEqual({ at: next.toISOString(), ok: true });
  });

  it("records a check that found the repository damaged, in Turkish", { timeout: 60_000 }, async () => {
    await initOffsite();
    await backUpAndCopy({ trigger: "manual", now: at("2026-03-10T09:00:00Z") });
    // The backup disk changed the packs (bytes added at their end): the check's pass over the
    // packs finds it without reading their data. (A pack deleted instead makes restic retry its
    // reads for minutes before it gives up: the time limit, OFFSITE_TIMEOUT_MINUTES, ends that.)
    const packs = readdirSync(join(repository, "data"), { recursive: true, encoding: "utf8" }).filter((p) => /[0-9a-f]{64}$/.test(p));
    expect(packs.length).toBeGreaterThan(0);
    for (const pack of packs) appendFileSync(join(repository, "data", pack), "extra");
    const outcome = await runOffsiteCheckIfDue(at("2026-03-10T10:00:00Z"));
    const check = {
      at: "2026-03-10T10:00:00.000Z",
      ok: false,
      problem: `Site dışı yedek deposunun denetimi hata buldu (${repository}): bazı kopyalar bozuk olabilir. Ayrıntı sunucu günlüğünde; depo onarılana kadar yerel yedeklere güvenin.`,
    };
    expect(outcome).toEqual({ kind: "checked", check });
    expect(await lastOffsiteCheck()).toEqual(check);
  });

  it("does nothing without off-site copies set up", async () => {
    setEnv({ RESTIC_REPOSITORY: "" });
    expect(await runOffsiteCheckIfDue(at("2026-03-10T10:00:00Z"))).toEqual({ kind: "off" });
    expect(await getSetting(await getDb(), "offsite_check")).toBeUndefined();
  });
});

/** Every table's row count through the application's connection. */
async function counts(tables: string[]): Promise<Record<string, number>> {
  const db = await getDb();
  const out: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    out[table] = Number(rows[0]?.n);
  }
  return out;
}

describe("npm run db:restore -- --snapshot ID", () => {
  it("restores what was backed up from the off-site copy, and leaves no temporary copy", { timeout: 120_000 }, async () => {
    await initOffsite();
    const manifest = await backUpAndCopy({ trigger: "manual", now: at("2026-03-10T09:00:00Z") });
    const snapshot = manifest.offsite?.snapshot as string;
    expect(snapshot).toMatch(/^[0-9a-f]{64}$/);
    // After the backup the site changed: a row the restore must take away.
    await putSetting(await getDb(), "after_backup", "yedekten sonra");
    await closeDb();

    const list = spawnSync(process.execPath, ["scripts/offsite-list.ts"], { cwd: root, env: process.env, encoding: "utf8" });
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toContain(`10 Mart 2026 12:00  ${snapshot}  ${manifest.file}`);
    expect(list.stdout).toContain("npm run db:restore -- --snapshot <kimlik>");

    // restic as the script finds it on PATH, noting the mode of the folder it restores into.
    const wrapper = join(parent, "bin");
    const modes = join(parent, "target-modes");
    mkdirSync(wrapper);
    writeFileSync(
      join(wrapper, "restic"),
      `#!/bin/sh\nprev=\nfor a in "$@"; do [ "$prev" = --target ] && stat -c %a "$a" >> ${modes}; prev=$a; done\nexec ${RESTIC} "$@"\n`,
      { mode: 0o755 },
    );
    const run = spawnSync(process.execPath, ["scripts/db-restore.ts", "--snapshot", snapshot.slice(0, 12)], {
      cwd: root,
      env: { ...process.env, PATH: `${wrapper}:${process.env.PATH}` },
      encoding: "utf8",
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(readFileSync(modes, "utf8")).toBe("700\n");
    expect(run.stdout).toContain(`Restored off-site snapshot ${snapshot.slice(0, 12)} (${manifest.file})`);
    expect(await getSetting(await getDb(), "after_backup")).toBeUndefined();
    const tables = Object.keys(manifest.tables).filter((table) => table !== "settings");
    expect(await counts(tables)).toEqual(Object.fromEntries(tables.map((table) => [table, manifest.tables[table]])));
    expect(readdirSync(folder).filter((entry) => entry.startsWith(".offsite-restore-"))).toEqual([]);

    // An unknown snapshot: refused in Turkish, nothing changed.
    mkdirSync(folder, { recursive: true });
    const unknown = spawnSync(process.execPath, ["scripts/db-restore.ts", "--snapshot", "0123abcd"], {
      cwd: root,
      env: process.env,
      encoding: "utf8",
    });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("Not restored: Bu site dışı kopya depoda yok (0123abcd)");
    expect(readdirSync(folder).filter((entry) => entry.startsWith(".offsite-restore-"))).toEqual([]);
  });
});

describe("npm run db:backup with off-site copies set up", () => {
  it("copies a manual backup and says so, and leaves an upgrade's to the next round", { timeout: 120_000 }, async () => {
    await initOffsite();
    await closeDb();
    const backup = (trigger: string) =>
      spawnSync(process.execPath, ["scripts/db-backup.ts", `--trigger=${trigger}`], { cwd: root, env: process.env, encoding: "utf8" });
    const upgrade = backup("upgrade");
    expect(upgrade.status, upgrade.stderr).toBe(0);
    const upgradeFile = /Backup written: (\S+)/.exec(upgrade.stdout)?.[1] as string;
    expect(readManifest(resolve(root, upgradeFile))?.offsite).toBeUndefined();
    expect(await listOffsite()).toEqual([]);

    const manual = backup("manual");
    expect(manual.status, manual.stderr).toBe(0);
    const manualFile = /Backup written: (\S+)/.exec(manual.stdout)?.[1] as string;
    const copied = readManifest(resolve(root, manualFile))?.offsite;
    expect(copied?.status).toBe("copied");
    expect(manual.stdout).toContain(`Copied off the machine: restic snapshot ${copied?.snapshot}.`);
    // The upgrade's backup went with it, and the repository was pruned: of one day, restic's
    // daily rule keeps the newest (BACKUP_DIR's pruning does the same after the next scheduled backup).
    expect(readManifest(resolve(root, upgradeFile))?.offsite?.status).toBe("copied");
    expect((await listOffsite()).map((s) => s.id)).toEqual([copied?.snapshot]);
  });
});
