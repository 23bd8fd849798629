/**
 * The only place that knows which database is in use. SQLite (better-sqlite3)
 * for `file:` URLs, PostgreSQL (pg, pooled) for `postgres://` URLs; every
 * query elsewhere is plain Kysely that runs on both.
 */
import { mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { migrationProvider } from "#app/.server/db/migrations/index.ts";
import type { Database } from "#app/.server/db/schema.ts";

export const DEFAULT_SQLITE_URL = "file:data/site.db";

export type DatabaseTarget = { kind: "sqlite"; path: string } | { kind: "postgres"; url: string };

/** `file:PATH` (relative to the working directory) or `postgres://…` / `postgresql://…`. */
export function parseDatabaseUrl(url: string = DEFAULT_SQLITE_URL): DatabaseTarget {
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (!path) throw new Error("DATABASE_URL: 'file:' needs a path, e.g. file:data/site.db");
    return { kind: "sqlite", path: resolve(path) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  throw new Error(
    `DATABASE_URL must start with file:, postgres:// or postgresql:// (got "${url.split(":")[0]}:…"); see README, Configuration.`,
  );
}

/** A database connection and how to tell whether it still answers. */
export interface OpenDatabase {
  db: Kysely<Database>;
  target: DatabaseTarget;
  /** True when the database answers a query within the time limit. */
  isHealthy(timeoutMs?: number): Promise<boolean>;
}

export function openDatabase(target: DatabaseTarget): Kysely<Database> {
  return open(target).db;
}

export function open(target: DatabaseTarget): OpenDatabase {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: Number(process.env.DATABASE_POOL_SIZE) || 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, target, isHealthy: (timeoutMs = 2_000) => answers(db, timeoutMs) };
  }
  mkdirSync(dirname(target.path), { recursive: true });
  const sqlite = new SqliteDatabase(target.path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const inode = statSync(target.path).ino;
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    target,
    // An open SQLite file that was deleted or replaced on disk still answers
    // queries, but nothing written to it survives: that is not healthy.
    isHealthy: async (timeoutMs = 2_000) => {
      try {
        if (statSync(target.path).ino !== inode) return false;
      } catch {
        return false;
      }
      return answers(db, timeoutMs);
    },
  };
}

async function answers(db: Kysely<Database>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
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
