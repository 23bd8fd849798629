/**
 * The application's database: opened lazily, once per process, migrated and
 * seeded before the first query. Every repository awaits `getDb()`.
 */
import type { Kysely } from "kysely";
import { migrateToLatest, openDatabase, parseDatabaseUrl } from "./connection.ts";
import type { Database } from "./schema.ts";
import { seedIfEmpty } from "./seed.ts";

let ready: Promise<Kysely<Database>> | undefined;
let seedOnOpen = true;

/** For command-line tools: migrate on open, but never fill in the sample content. */
export function disableSeeding(): void {
  seedOnOpen = false;
}

export function getDb(): Promise<Kysely<Database>> {
  ready ??= prepare().catch((error: unknown) => {
    ready = undefined; // let the next request try again
    throw error;
  });
  return ready;
}

async function prepare(): Promise<Kysely<Database>> {
  const db = openDatabase(parseDatabaseUrl(process.env.DATABASE_URL));
  await migrateToLatest(db);
  if (seedOnOpen) await seedIfEmpty(db);
  return db;
}

/** Closes the connection (graceful shutdown, tests). */
export async function closeDb(): Promise<void> {
  const current = ready;
  ready = undefined;
  if (current) await (await current).destroy();
}
