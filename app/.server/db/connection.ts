import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { migrationProvider } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

export const DEFAULT_DATABASE_URL = "file:data/site.db";

export type DatabaseTarget = { kind: "sqlite"; path: string };

/** Reads DATABASE_URL: `file:PATH` (relative to the working directory) for SQLite. */
export function parseDatabaseUrl(url: string = DEFAULT_DATABASE_URL): DatabaseTarget {
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (!path) throw new Error("DATABASE_URL: 'file:' needs a path, e.g. file:data/site.db");
    return { kind: "sqlite", path: resolve(path) };
  }
  throw new Error(
    `DATABASE_URL must start with "file:" (got "${url.split(":")[0]}:…"); see README, Configuration.`,
  );
}

export function openDatabase(target: DatabaseTarget): Kysely<Database> {
  mkdirSync(dirname(target.path), { recursive: true });
  const sqlite = new SqliteDatabase(target.path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}
