/**
 * Vitest's global setup (vitest.config.ts): once per run, prepares a template
 * database of the run's dialect as the application's first start leaves it
 * (migrated, sample content seeded, search index built: the app's own getDb()),
 * and hands its location to the test files; preparedDatabase() copies it, so
 * a test server or a unit test starts on it without migrating and seeding a
 * database of its own. Dropped after the run.
 */
import type { TestProject } from "vitest/node";
import { reloadConfig } from "#app/.server/config.ts";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { freshDatabase } from "#tests/helpers/database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The template preparedDatabase() copies: an SQLite file path or a PostgreSQL database name. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await freshDatabase();
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = template.url;
  reloadConfig();
  try {
    await getDb();
  } finally {
    await closeDb();
    // The test processes start from this process's environment: leave it as it was.
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
    reloadConfig();
  }
  project.provide("templateDatabase", template.url);
  return () => template.drop();
}
