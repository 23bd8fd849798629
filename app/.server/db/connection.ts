/**
 * The only place that knows which database is in use. SQLite (better-sqlite3)
 * for `file:` URLs, PostgreSQL (pg, pooled) for `postgres://` URLs; every
 * query elsewhere is plain Kysely that runs on both.
 */
import { statSync } from "node:fs";
import SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  type QueryResult,
  SqliteAdapter,
  SqliteDialect,
  sql,
} from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { migrationProvider } from "#app/.server/db/migrations/index.ts";
import { prepareSqliteFile } from "#app/.server/db/private-files.ts";
import type { Database } from "#app/.server/db/schema.ts";
import type { DatabaseTarget } from "#app/.server/db/url.ts";

/** A database connection and how to tell whether it still answers. */
export interface OpenDatabase {
  db: Kysely<Database>;
  target: DatabaseTarget;
  /** True when the database answers a query within the time limit. */
  isHealthy(timeoutMs?: number): Promise<boolean>;
}

/**
 * One better-sqlite3 connection for Kysely, with two differences from
 * Kysely's own SQLite driver:
 * - transactions start with BEGIN IMMEDIATE: a transaction takes the write
 *   lock first or fails at once with SQLITE_BUSY (busy_timeout is 0), so it
 *   never reads a snapshot it cannot then write from, and never waits for the
 *   lock inside better-sqlite3, which would block the event loop; waiting is
 *   done asynchronously by `transaction()` in db/index.ts;
 * - prepared statements are kept and reused (by SQL text, a bounded number):
 *   preparing was a third of the time of a page served from the page cache.
 */
class SqliteConnection implements DatabaseConnection {
  readonly #db: SqliteDatabase.Database;
  readonly #statements = new Map<string, SqliteDatabase.Statement>();

  constructor(db: SqliteDatabase.Database) {
    this.#db = db;
  }

  #prepare(text: string): SqliteDatabase.Statement {
    let statement = this.#statements.get(text);
    if (!statement) {
      statement = this.#db.prepare(text);
      if (this.#statements.size >= 500) this.#statements.clear();
      this.#statements.set(text, statement);
    }
    return statement;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(query.sql);
    const parameters = query.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported by this SQLite connection.");
  }
}

class ImmediateSqliteDriver implements Driver {
  readonly #connection: SqliteConnection;
  readonly #db: SqliteDatabase.Database;

  constructor(db: SqliteDatabase.Database) {
    this.#db = db;
    this.#connection = new SqliteConnection(db);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    this.#db.close();
  }
}

/**
 * SQLite does run DDL in transactions, which Kysely's adapter does not claim:
 * saying so makes the migrator run in one BEGIN IMMEDIATE transaction, so two
 * processes that start on a new database at once (the workers of
 * server/cluster.ts) migrate it one after the other instead of both at once.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #db: SqliteDatabase.Database;
  constructor(db: SqliteDatabase.Database) {
    super({ database: db });
    this.#db = db;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#db);
  }
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

export interface OpenOptions {
  /** PostgreSQL connections in the pool. */
  poolSize?: number;
  /**
   * SQLite: how long a statement may block waiting for a lock. 0 for the
   * server (it waits asynchronously instead); a tool or a test's second
   * connection, which has no visitors to keep serving, may simply wait.
   */
  blockOnLockMs?: number;
}

export function open(target: DatabaseTarget, options: OpenOptions = {}): OpenDatabase {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000 });
    // A client that loses its connection — idle in the pool, or checked out
    // between two queries — must not crash the process; the query that uses
    // it fails instead, and the pool replaces it.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, target, isHealthy: (timeoutMs = 2_000) => answers(db, timeoutMs) };
  }
  // A new database is created 0600 in a 0700 folder; its -wal and -shm take its mode (private-files.ts).
  prepareSqliteFile(target.path);
  const sqlite = new SqliteDatabase(target.path);
  try {
    sqlite.pragma("journal_mode = WAL");
    // FULL: a transaction reported committed survives a power loss (NORMAL may
    // lose the last ones in WAL mode). Cost measured in docs/decisions/008.
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    // Never wait for a lock inside the driver (it is synchronous); see above.
    sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.blockOnLockMs ?? 0))}`);
  } catch (error) {
    // Busy: the caller tries again with a new handle; this one must not stay open.
    sqlite.close();
    throw error;
  }
  const inode = statSync(target.path).ino;
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect(sqlite) });
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

/**
 * Whether an error means "another connection holds the lock; try again
 * later": SQLite's BUSY/LOCKED, PostgreSQL's lock_not_available (55P03).
 */
export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED") || code === "55P03");
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
  if (isBusyError(error)) throw error; // the caller waits and tries again
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}
