/**
 * Throw-away databases for tests: an SQLite file, or, when the suite runs
 * with TEST_DIALECT=postgres, a new database on the PostgreSQL server of
 * TEST_DATABASE_URL (scripts/test.ts runs the suite both ways).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { reloadConfig } from "#app/.server/config.ts";

export const TEST_DIALECT: "sqlite" | "postgres" = process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshDatabase(): Promise<TestDatabase> {
  if (TEST_DIALECT === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "ymm-db-"));
    return { url: `file:${join(dir, "site.db")}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error("TEST_DIALECT=postgres needs TEST_DATABASE_URL (a database the test user may CREATE DATABASE from).");
  const name = `ymm_t_${randomBytes(6).toString("hex")}`;
  await withClient(admin, (c) => c.query(`create database ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(admin, name),
  };
}

/**
 * Drops a test database. FORCE ends our own connections to it; an autovacuum
 * worker busy in it (after a test wrote a few hundred rows) belongs to the
 * superuser and cannot be ended by the test role ("must be a member of the
 * role whose process is being terminated", 42501), so that case waits for the
 * worker to finish and tries again.
 */
async function dropDatabase(admin: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withClient(admin, (c) => c.query(`drop database if exists ${name} with (force)`));
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== "42501" || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * For tests of modules that open the app's own database (getDb): a fresh
 * DATABASE_URL before each test, closed and dropped after it.
 */
export function withFreshAppDatabase(hooks: {
  beforeEach: (fn: () => Promise<void>) => void;
  afterEach: (fn: () => Promise<void>) => void;
  closeDb: () => Promise<void>;
}): void {
  let database: TestDatabase | undefined;
  hooks.beforeEach(async () => {
    database = await freshDatabase();
    process.env.DATABASE_URL = database.url;
    reloadConfig();
  });
  hooks.afterEach(async () => {
    await hooks.closeDb();
    delete process.env.DATABASE_URL;
    reloadConfig();
    await database?.drop();
  });
}
