/**
 * The application's database: opened lazily, once per process, migrated and
 * seeded before the first query. Every repository awaits `getDb()`.
 */
import type { Kysely } from "kysely";
import { migrateToLatest, type OpenDatabase, open, parseDatabaseUrl } from "#app/.server/db/connection.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { seedIfEmpty } from "#app/.server/db/seed.ts";

let ready: Promise<OpenDatabase> | undefined;
let seedOnOpen = true;

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

/** Whether the database answers (for /healthz). */
export async function isDatabaseHealthy(): Promise<boolean> {
  try {
    return await (await prepared()).isHealthy();
  } catch {
    return false;
  }
}

async function prepare(): Promise<OpenDatabase> {
  const opened = open(parseDatabaseUrl(process.env.DATABASE_URL));
  try {
    await migrateToLatest(opened.db);
    if (seedOnOpen) await seedIfEmpty(opened.db);
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
