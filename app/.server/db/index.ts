/**
 * The application's database: opened lazily, once per process, migrated and
 * seeded before the first query. Reads use `getDb()`; every write goes
 * through `transaction()`, which use cases call and pass on to repositories.
 */
import { type Kysely, PostgresAdapter, sql, type Transaction } from "kysely";
import { config } from "#app/.server/config.ts";
import { isBusyError, migrateToLatest, type OpenDatabase, open } from "#app/.server/db/connection.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { seedIfEmpty } from "#app/.server/db/seed.ts";

/** What repositories take: the database, or the transaction a use case opened. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** A lock stayed taken for DATABASE_WRITE_WAIT_MS: nothing was written; the visitor may try again. */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
}

let ready: Promise<OpenDatabase> | undefined;
let seedOnOpen = true;
let seededOnOpen = false;

/** For command-line tools: migrate on open, but never fill in the sample content. */
export function disableSeeding(): void {
  seedOnOpen = false;
}

function prepared(): Promise<OpenDatabase> {
  ready ??= prepare().catch((error: unknown) => {
    ready = undefined; // let the next request try again
    throw error;
  });
  return ready;
}

export async function getDb(): Promise<Kysely<Database>> {
  return (await prepared()).db;
}

/**
 * Makes transactions that pass the same `key` run one after another: on
 * PostgreSQL an advisory lock held until the transaction ends (read committed
 * lets two "is it there already? no: insert" transactions pass each other);
 * on SQLite every write transaction already holds the one write lock.
 */
export async function serializeOn(trx: Transaction<Database>, key: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/**
 * Runs `work` in one transaction. While another process holds SQLite's write
 * lock, it waits without blocking the event loop (reads go on being served)
 * and starts again, up to DATABASE_WRITE_WAIT_MS; then it throws
 * DatabaseBusyError, and nothing of it was written. On PostgreSQL a row or
 * table lock is waited for as long (lock_timeout), with the same outcome.
 */
export async function transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const { db, target } = await prepared();
  const waitMs = config().databaseWriteWaitMs;
  if (target.kind === "postgres") {
    return retryWhileBusy(
      () =>
        db.transaction().execute(async (trx) => {
          await sql.raw(`set local lock_timeout = ${Math.max(1, waitMs)}`).execute(trx);
          return work(trx);
        }),
      0,
    );
  }
  return retryWhileBusy(() => db.transaction().execute(work), waitMs);
}

/**
 * Several reads that belong together, for a use case that only reads. On
 * PostgreSQL one READ ONLY transaction (so the reads may set planner options
 * with `set local`); on SQLite the connection itself (each statement reads a
 * consistent state, and a transaction would take the write lock).
 */
export async function readOnly<T>(work: (db: Executor) => Promise<T>): Promise<T> {
  const { db, target } = await prepared();
  if (target.kind !== "postgres") return work(db);
  return db.transaction().setAccessMode("read only").execute(work);
}

export async function retryWhileBusy<T>(attempt: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusyError(error)) throw error;
      if (Date.now() + delay > deadline) throw new DatabaseBusyError("The database is locked by another process; nothing was written.");
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Whether the database answers (for /healthz). */
export async function isDatabaseHealthy(): Promise<boolean> {
  try {
    return await (await prepared()).isHealthy();
  } catch {
    return false;
  }
}

/** Migrations and seeding (and the start's other steps, platform/startup.ts) may meet another instance starting at the same time. */
const START_WAIT_MS = 60_000;

/** A write of a process's start (platform/startup.ts): it waits for another instance's start as the migrations do. */
export async function startTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const { db } = await prepared();
  return retryWhileBusy(() => db.transaction().execute(work), START_WAIT_MS);
}

/**
 * Whether this process's open wrote the sample content (behind the use cases'
 * back): the start then builds the search index whatever its state says
 * (platform/startup.ts; the database layer knows nothing of the search).
 */
export async function wasSeededOnOpen(): Promise<boolean> {
  await prepared();
  return seededOnOpen;
}

async function prepare(): Promise<OpenDatabase> {
  const { database, databasePoolSize } = config();
  // Opening sets pragmas, which another process's write (a sibling worker's
  // maintenance at start) can briefly refuse: wait as for any write.
  const opened = await retryWhileBusy(async () => open(database, { poolSize: databasePoolSize }), START_WAIT_MS);
  try {
    await retryWhileBusy(() => migrateToLatest(opened.db), START_WAIT_MS);
    seededOnOpen = seedOnOpen && (await retryWhileBusy(() => seedIfEmpty(opened.db), START_WAIT_MS));
  } catch (error) {
    await opened.db.destroy().catch(() => {});
    throw error;
  }
  return opened;
}

/** Closes the connection (graceful shutdown, tests). */
export async function closeDb(): Promise<void> {
  const current = ready;
  ready = undefined;
  if (current) await (await current.catch(() => undefined))?.db.destroy();
}
