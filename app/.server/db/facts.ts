/**
 * What Sistem durumu tells of the database (overview/system-status.ts): its
 * kind, its size, the folder whose disk it fills, and the migrations — those
 * of this code not applied yet, and those applied that this code does not
 * know (a newer version ran on it). The start migrates, so both lists are
 * empty unless something went wrong.
 */
import { statSync } from "node:fs";
import { dirname } from "node:path";
import { sql } from "kysely";
import { config } from "#app/.server/config.ts";
import { getDb } from "#app/.server/db/index.ts";
import { migrationProvider } from "#app/.server/db/migrations/index.ts";

export interface DatabaseFacts {
  kind: "sqlite" | "postgres";
  /** On disk: an SQLite file with its -wal; PostgreSQL's own count (pg_database_size). */
  bytes: number;
  /** The folder whose free space matters: the SQLite file's; for PostgreSQL (on its own server), the backups'. */
  folder: string;
  /** This code's migrations not applied to the database. */
  pending: string[];
  /** Migrations applied to the database that this code does not have. */
  unknown: string[];
}

/** Kysely's bookkeeping table (the Migrator's default, which migrateToLatest uses). */
const MIGRATION_TABLE = "kysely_migration";

const fileSize = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

export async function databaseFacts(): Promise<DatabaseFacts> {
  const db = await getDb();
  const target = config().database;
  // The names Kysely's Migrator compares (its getMigrations() would first introspect every table
  // and column to see whether its own table exists: too much for Genel bakış, which asks each time).
  const [known, applied] = await Promise.all([
    migrationProvider.getMigrations(),
    sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db),
  ]);
  const appliedNames = new Set(applied.rows.map((row) => row.name));
  const pending = Object.keys(known).filter((name) => !appliedNames.has(name));
  const unknown = [...appliedNames].filter((name) => !(name in known));
  if (target.kind === "sqlite") {
    return {
      kind: "sqlite",
      bytes: fileSize(target.path) + fileSize(`${target.path}-wal`),
      folder: dirname(target.path),
      pending,
      unknown,
    };
  }
  const size = await sql<{ bytes: string | number }>`select pg_database_size(current_database()) as bytes`.execute(db);
  return { kind: "postgres", bytes: Number(size.rows[0]?.bytes ?? 0), folder: config().backupDir, pending, unknown };
}
