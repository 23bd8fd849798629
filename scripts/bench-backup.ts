/**
 * `npm run bench:backup`: how long a backup and a restore take, and how big a backup is
 * (issue 40, ADR 052's measured cost), on this machine, through the commands an operator
 * runs: `npm run db:backup` (copy at one snapshot, verification, manifest) and
 * `npm run db:restore -- FILE` (check, keep the replaced database, restore, migrate, index).
 *
 *   npm run bench:backup                                                  # SQLite
 *   BENCH_DATABASE_URL=postgres://u:p@127.0.0.1/db npm run bench:backup   # PostgreSQL too
 *   BENCH_BACKUP_ITEMS=2000 npm run bench:backup                          # a smaller large site
 *   BENCH_SKIP_SQLITE=1 BENCH_DATABASE_URL=… npm run bench:backup         # PostgreSQL only
 *
 * Two sites per database, each in a throw-away database (SQLite in a temporary folder; on
 * PostgreSQL a new database, dropped after, so the user of BENCH_DATABASE_URL must be allowed
 * to CREATE DATABASE — which also makes the backup's check a scratch restore):
 * - the sample: a new site's database, migrated and seeded as on its first start;
 * - the large site: BENCH_BACKUP_ITEMS (10 000) items and 300 attachments of 150 KB of random
 *   bytes each (a PDF's compressed streams do not compress again), scripts/lib/corpus-database.ts.
 * The times are wall-clock times of the commands, Node's start-up included; "own" is what each
 * command says it took. Nothing leaves the machine (no RESTIC_REPOSITORY). Exit code 0.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrateToLatest, open } from "#app/.server/db/connection.ts";
import { seedIfEmpty } from "#app/.server/db/seed.ts";
import { parseDatabaseUrl } from "#app/.server/db/url.ts";
import { rebuildSearchIndex } from "#app/.server/platform/search-index.ts";
import { fillCorpus, settleDatabase, withScratchPostgres } from "./lib/corpus-database.ts";

const ITEMS = positiveInt("BENCH_BACKUP_ITEMS", 10_000);
const ATTACHMENTS = 300;
const ATTACHMENT_BYTES = 150 * 1024;
const root = resolve(import.meta.dirname, "..");

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`bench:backup: ${name} must be a positive whole number, not "${raw}"`);
    process.exit(1);
  }
  return value;
}

const work = mkdtempSync(join(tmpdir(), "ymm-bench-backup-"));

interface Row {
  label: string;
  backupSeconds: number;
  backupOwn: string;
  bytes: number;
  verification: string;
  restoreSeconds: number;
  restoreOwn: string;
}

/** Runs one of the site's scripts as an operator would, with only what it needs in its environment. */
function script(name: string, args: string[], env: Record<string, string>): { seconds: number; stdout: string } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(root, "scripts", name), ...args], {
    cwd: root,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? work, TMPDIR: work, ...env },
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${name} failed (${run.status}):\n${run.stdout}${run.stderr}`);
  return { seconds, stdout: run.stdout };
}

async function prepare(databaseUrl: string, large: boolean): Promise<void> {
  const { db } = open(parseDatabaseUrl(databaseUrl), { blockOnLockMs: 5_000 });
  try {
    await migrateToLatest(db);
    if (large) {
      const started = performance.now();
      await fillCorpus(db, { items: ITEMS, attachments: ATTACHMENTS, attachmentData: () => randomBytes(ATTACHMENT_BYTES) });
      await db.transaction().execute((trx) => rebuildSearchIndex(trx));
      console.log(`  ${ITEMS} items and ${ATTACHMENTS} attachments written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else {
      await seedIfEmpty(db);
      await db.transaction().execute((trx) => rebuildSearchIndex(trx));
    }
    await settleDatabase(db, databaseUrl.startsWith("postgres"));
  } finally {
    await db.destroy();
  }
}

async function measure(label: string, databaseUrl: string, large: boolean): Promise<Row> {
  console.log(`${label}…`);
  await prepare(databaseUrl, large);
  const backupDir = join(work, `backups-${randomBytes(3).toString("hex")}`);
  mkdirSync(backupDir, { mode: 0o700 });
  const env = { DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir };
  const backup = script("db-backup.ts", [], env);
  const file = /^Backup written: (.+)$/m.exec(backup.stdout)?.[1] ?? "";
  const facts = /verified \(([^)]+)\) in ([\d.]+) s/.exec(backup.stdout);
  const restore = script("db-restore.ts", [resolve(root, file)], env);
  return {
    label,
    backupSeconds: backup.seconds,
    backupOwn: facts?.[2] ?? "?",
    bytes: statSync(resolve(root, file)).size,
    verification: facts?.[1] ?? "?",
    restoreSeconds: restore.seconds,
    restoreOwn: / in ([\d.]+) s\./.exec(restore.stdout)?.[1] ?? "?",
  };
}

async function main() {
  const rows: Row[] = [];
  const site = (large: boolean) => (large ? `${ITEMS.toLocaleString("en")} items + ${ATTACHMENTS} attachments` : "sample");
  for (const large of [false, true]) {
    if (!process.env.BENCH_SKIP_SQLITE)
      rows.push(await measure(`SQLite, ${site(large)}`, `file:${join(work, `site-${rows.length}.db`)}`, large));
  }
  const admin = process.env.BENCH_DATABASE_URL;
  for (const large of [false, true]) {
    if (admin) rows.push(await withScratchPostgres(admin, "ymm_bench_backup", (url) => measure(`PostgreSQL, ${site(large)}`, url, large)));
  }
  console.log("\n| Site | Backup (command) | Backup (own) | File | Check | Restore (command) | Restore (own) |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.backupSeconds.toFixed(1)} s | ${row.backupOwn} s | ${(row.bytes / 1e6).toFixed(1)} MB | ${row.verification} | ${row.restoreSeconds.toFixed(1)} s | ${row.restoreOwn} s |`,
    );
  }
  console.log("\nOn PostgreSQL the restore's time includes its pg_dump of the database it replaces (kept in BACKUP_DIR).");
}

try {
  await main();
} finally {
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
}
