/**
 * Vitest's global setup (vitest.config.ts): once per run, prepares a template
 * database of the run's dialect as the application's first start leaves it
 * (migrated, sample content seeded, search index built: the app's own prepareDatabase();
 * the tax calendar's current and next year generated, as the scheduler's first
 * round does), and hands its location to the test files; preparedDatabase() copies it, so
 * a test server or a unit test starts on it without migrating and seeding a
 * database of its own. Dropped after the run.
 */
import type { TestProject } from "vitest/node";
import { reloadConfig } from "#app/.server/config.ts";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { prepareDatabase } from "#app/.server/platform/startup.ts";
import { listGeneratedYears } from "#app/.server/repositories/tax-deadlines.ts";
import { calendarYears, ensureCalendarYears } from "#app/.server/tax/calendar/generate.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
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
    await prepareDatabase();
    const db = await getDb();
    // A server's first scheduler round would otherwise do it on every test database, raising
    // the content version at a moment no test chooses (a test counting its own writes' bumps
    // then saw one more on PostgreSQL).
    const wanted = calendarYears(istanbulDay(new Date()));
    await ensureCalendarYears(undefined, { force: true });
    const generated = await listGeneratedYears(db, wanted);
    if (generated.length !== wanted.length)
      throw new Error(`the template's tax calendar has ${generated.join(", ")}, not ${wanted.join(", ")}`);
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
