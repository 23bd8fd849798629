/**
 * A backup's database half (ADR 052): a copy of the whole database taken at
 * one snapshot, with every table's row count read in that same snapshot, and
 * the reading of a copy for its check. The backups feature
 * (`app/.server/backups/`) names the files, writes the manifests and decides
 * what counts; this file only speaks to the databases (SQL lives in db/).
 *
 * - SQLite: one connection of its own opens a read transaction, counts every
 *   table, then runs SQLite's online backup API through that same connection.
 *   Holding the read transaction, the backup reads the snapshot the counts
 *   read: writes of the site meanwhile go to the WAL and are in neither.
 * - PostgreSQL: a REPEATABLE READ transaction exports its snapshot and counts
 *   every table in it; `pg_dump --snapshot` dumps exactly that snapshot while
 *   the transaction stays open. A dump is checked by `pg_restore --list` and a
 *   full read, and, where the user may CREATE DATABASE, by a restore into a
 *   scratch database whose tables are counted, then dropped.
 *
 * The PostgreSQL tools run through db/pg-tools.ts (a time limit, no secrets in
 * their environment, the URL's password in PGPASSWORD, never in the process list).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { runPgTool, withDatabase } from "#app/.server/db/pg-tools.ts";

export interface SnapshotFacts {
  /** Every table's rows, by name (SQLite's own tables and the search's virtual table aside: its shadow tables are counted). */
  tables: Record<string, number>;
  /** The newest migration applied, "" when none. */
  lastMigration: string;
}

const MIGRATIONS_TABLE = "kysely_migration";

// --- SQLite ---------------------------------------------------------------------

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function sqliteFacts(db: SqliteDatabase.Database): SnapshotFacts {
  const names = db
    .prepare(
      "select name from sqlite_schema where type = 'table' and name not like 'sqlite\\_%' escape '\\' and coalesce(sql, '') not like 'create virtual%' order by name",
    )
    .pluck()
    .all() as string[];
  const tables: Record<string, number> = {};
  for (const name of names)
    tables[name] = Number(
      db
        .prepare(`select count(*) from ${quoted(name)}`)
        .pluck()
        .get(),
    );
  const lastMigration = names.includes(MIGRATIONS_TABLE)
    ? String(db.prepare(`select name from ${MIGRATIONS_TABLE} order by name desc limit 1`).pluck().get() ?? "")
    : "";
  return { tables, lastMigration };
}

/**
 * In the child process only (snapshot-child.ts): copies the SQLite database at
 * `source` into `destination` (an empty file that exists: its mode stays) and
 * returns the counts of the snapshot copied.
 */
export async function copySqliteSnapshotHere(source: string, destination: string): Promise<SnapshotFacts> {
  const db = new SqliteDatabase(source, { fileMustExist: true, timeout: 5_000 });
  try {
    db.exec("begin"); // deferred: the first read below fixes the snapshot
    const facts = sqliteFacts(db);
    await db.backup(destination);
    db.exec("commit");
    return facts;
  } finally {
    db.close();
  }
}

export interface SqliteCopyCheck extends SnapshotFacts {
  /** What `PRAGMA integrity_check` found; empty when it said "ok". */
  problems: string[];
}

/** In the child process only: see readSqliteCopy. */
export function readSqliteCopyHere(path: string, { settle }: { settle: boolean }): SqliteCopyCheck {
  const db = new SqliteDatabase(path, { fileMustExist: true, readonly: !settle });
  try {
    if (settle) db.pragma("journal_mode = DELETE");
    const rows = db.pragma("integrity_check(20)") as { integrity_check: string }[];
    const problems = rows.map((row) => row.integrity_check).filter((text) => text !== "ok");
    return { ...sqliteFacts(db), problems };
  } finally {
    db.close();
  }
}

/** What the child process is asked to do. */
export type SqliteJob = { kind: "copy"; source: string; destination: string } | { kind: "read"; path: string; settle: boolean };
/** Its one line of answer on standard output. */
export type SqliteAnswer = { ok: true; result: unknown } | { ok: false; message: string; code?: string };

/**
 * better-sqlite3 is synchronous: counting a large database's tables and its
 * integrity check would hold the server's event loop for seconds (1.4 s for
 * 10 000 entries, ADR 052). Both run in a Node process of their own
 * (`node snapshot-child.ts`, from the source as the scripts run); an error
 * comes back with SQLite's code, so a full disk is told as one.
 */
function inChild<T>(job: SqliteJob): Promise<T> {
  const file = fileURLToPath(import.meta.resolve("#app/.server/db/snapshot-child.ts"));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, JSON.stringify(job)], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      let answer: SqliteAnswer | undefined;
      try {
        answer = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as SqliteAnswer;
      } catch {
        answer = undefined;
      }
      if (answer?.ok) resolve(answer.result as T);
      else if (answer) reject(Object.assign(new Error(answer.message), answer.code ? { code: answer.code } : {}));
      else reject(new Error(`The copy's process ended (${signal ?? code}) without an answer: ${stderr.trim().slice(-300)}`));
    });
  });
}

/**
 * Copies the SQLite database at `source` into `destination` (an empty file
 * that exists: its mode stays) and returns the counts of the snapshot copied.
 */
export const copySqliteSnapshot = (source: string, destination: string): Promise<SnapshotFacts> =>
  inChild({ kind: "copy", source, destination });

/**
 * Reads a copy for its check: `PRAGMA integrity_check` and every table's rows.
 * `settle` first makes a fresh copy one self-contained file (rollback journal,
 * no -wal beside it); a stored backup is opened read-only and left as it is.
 * Rejects with what SQLite says of a file that is no database or is damaged.
 */
export const readSqliteCopy = (path: string, { settle }: { settle: boolean }): Promise<SqliteCopyCheck> =>
  inChild({ kind: "read", path, settle });

// --- PostgreSQL -------------------------------------------------------------------

async function postgresFacts(client: pg.Client): Promise<SnapshotFacts> {
  const names = (
    await client.query<{ name: string }>(
      "select tablename as name from pg_catalog.pg_tables where schemaname = current_schema() order by tablename",
    )
  ).rows.map((row) => row.name);
  const tables: Record<string, number> = {};
  for (const name of names) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${client.escapeIdentifier(name)}`);
    tables[name] = Number(rows[0]?.n ?? 0);
  }
  const lastMigration = names.includes(MIGRATIONS_TABLE)
    ? ((await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by name desc limit 1`)).rows[0]?.name ?? "")
    : "";
  return { tables, lastMigration };
}

async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Dumps the database at `url` into `destination` (pg_dump's custom format;
 * an existing file is overwritten and keeps its mode) and returns the counts
 * of the snapshot dumped.
 */
export function dumpPostgresSnapshot(url: string, destination: string, timeoutMs: number): Promise<SnapshotFacts> {
  return connected(url, async (client) => {
    await client.query("begin isolation level repeatable read, read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]?.id ?? "";
    const facts = await postgresFacts(client);
    await runPgTool("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, `--file=${destination}`], { url, timeoutMs });
    await client.query("commit");
    return facts;
  });
}

/**
 * Reads a dump through: its table of contents (`pg_restore --list`) and every
 * byte of its data (a restore into /dev/null, which inflates each table's
 * data). Returns the tables whose data the dump holds.
 */
export async function readPostgresDump(path: string, timeoutMs: number): Promise<string[]> {
  const list = await runPgTool("pg_restore", ["--list", path], { timeoutMs });
  const tables = [...list.matchAll(/^\d+; \d+ \d+ TABLE DATA \S+ (\S+) /gm)].map((match) => match[1] ?? "");
  await runPgTool("pg_restore", ["--file=/dev/null", path], { timeoutMs });
  return tables.sort();
}

/**
 * Restores a dump into a new scratch database on the server of `url`, counts
 * its tables and drops it again. Undefined when the user may not create a
 * database (then the read above is the check).
 */
export async function restoreIntoScratch(url: string, path: string, timeoutMs: number): Promise<SnapshotFacts | undefined> {
  const name = `ymm_backup_check_${randomBytes(6).toString("hex")}`;
  const created = await connected(url, async (client) => {
    try {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === "42501") return false; // permission denied to create database
      throw error;
    }
  });
  if (!created) return undefined;
  const scratch = withDatabase(url, name);
  try {
    await runPgTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", path], {
      url: scratch,
      timeoutMs,
    });
    return await connected(scratch, postgresFacts);
  } finally {
    await connected(url, (client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)).catch(() => {});
  }
}
