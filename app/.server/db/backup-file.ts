/**
 * Whether a backup file can be restored by this code (the restore's first step,
 * platform/restore.ts), read without changing anything: what it is (an SQLite database or a
 * pg_dump in custom format, by its first bytes), that it is whole (SQLite's integrity check;
 * pg_restore reads its table of contents and every data block), that it is a database of this site (it has
 * Kysely's migrations table), and which migrations it has: one this code does not know means
 * a newer release took it, and restoring it here would leave a schema this code cannot run.
 * Each refusal is a BackupRefused with one line that says why.
 */
import { closeSync, openSync, readSync, statSync } from "node:fs";
import Database from "better-sqlite3";
import { migrationProvider } from "#app/.server/db/migrations/index.ts";
import { PgToolError, runPgTool } from "#app/.server/db/pg-tools.ts";

export type BackupKind = "sqlite" | "postgres";

/** A backup that cannot be restored here: the message is the one line the operator reads. */
export class BackupRefused extends Error {
  override name = "BackupRefused";
}

export interface CheckedBackup {
  kind: BackupKind;
  /** The migrations the backup's database has, in order. */
  migrations: string[];
  /** This code's migrations the backup lacks: the restore runs them (a backup of an older release). */
  pending: string[];
}

/** Kysely's bookkeeping table (the Migrator's default, which migrateToLatest uses). */
const MIGRATION_TABLE = "kysely_migration";
const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");
const PG_DUMP_HEADER = Buffer.from("PGDMP", "latin1");

/** The kind of backup a file holds, by its first bytes; undefined for anything else. */
export function backupKindOf(file: string): BackupKind | undefined {
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.equals(SQLITE_HEADER)) return "sqlite";
  if (head.subarray(0, PG_DUMP_HEADER.length).equals(PG_DUMP_HEADER)) return "postgres";
  return undefined;
}

/** Checks a file before anything is changed; refuses with the reason. */
export async function checkBackup(file: string, expected: BackupKind): Promise<CheckedBackup> {
  let kind: BackupKind | undefined;
  try {
    if (!statSync(file).isFile()) throw new BackupRefused(`${file} is not a file.`);
    kind = backupKindOf(file);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
  if (!kind) throw new BackupRefused(`${file} is neither an SQLite database nor a pg_dump file in custom format.`);
  if (kind !== expected) {
    const names = { sqlite: "an SQLite", postgres: "a PostgreSQL" };
    throw new BackupRefused(`${file} is ${names[kind]} backup, and DATABASE_URL names ${names[expected]} database.`);
  }
  const migrations = kind === "sqlite" ? sqliteMigrations(file) : await postgresMigrations(file);
  return { kind, migrations, pending: await pendingMigrations(file, migrations) };
}

/** This code's migrations the backup lacks; refuses a backup with one this code does not know. */
async function pendingMigrations(file: string, applied: string[]): Promise<string[]> {
  const known = await migrationProvider.getMigrations();
  const unknown = applied.filter((name) => !(name in known));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `${file} was taken by a newer release (migration ${unknown.join(", ")} unknown here): restore it with that release.`,
    );
  }
  const have = new Set(applied);
  return Object.keys(known)
    .sort()
    .filter((name) => !have.has(name));
}

/** An SQLite backup: whole, of this site, and its migrations. */
function sqliteMigrations(file: string): string[] {
  let backup: Database.Database | undefined;
  try {
    backup = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = backup.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new BackupRefused(`${file} fails SQLite's integrity check: ${String(integrity)}.`);
    const table = backup.prepare("select count(*) as n from sqlite_master where type = 'table' and name = ?").get(MIGRATION_TABLE) as {
      n: number;
    };
    if (table.n !== 1) throw new BackupRefused(`${file} is not a database of this site (it has no migrations table).`);
    return (backup.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as { name: string }[]).map((row) => row.name);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`${file} cannot be read as an SQLite database: ${(error as Error).message}.`);
  } finally {
    backup?.close();
  }
}

/** A pg_dump backup: pg_restore reads its table of contents, it holds the migrations table, and its migrations. */
async function postgresMigrations(file: string): Promise<string[]> {
  let contents: string;
  let data: string;
  try {
    contents = await runPgTool("pg_restore", ["--list", file]);
    if (!/^\d+; \d+ \d+ TABLE DATA \S+ kysely_migration /m.test(contents)) {
      throw new BackupRefused(`${file} is not a database of this site (it has no migrations table).`);
    }
    // Every data block read (a dump cut short or damaged fails here, not half-way through the restore).
    await runPgTool("pg_restore", ["--file=/dev/null", file]);
    // The table's rows as pg_restore writes them: COPY … FROM stdin; one row a line, tab-separated; \.
    data = await runPgTool("pg_restore", ["--data-only", `--table=${MIGRATION_TABLE}`, "--file=-", file]);
  } catch (error) {
    if (error instanceof PgToolError) throw new BackupRefused(`${file} cannot be read by pg_restore (${error.message}).`);
    throw error;
  }
  const rows = /^COPY \S+ \([^)]*\) FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(data)?.[1] ?? "";
  return rows
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t")[0] ?? "")
    .sort();
}
