/**
 * Throw-away databases for tests: an SQLite file, or, when the suite runs
 * with TEST_DIALECT=postgres, a new database on the PostgreSQL server of
 * TEST_DATABASE_URL (scripts/test.ts runs the suite both ways).
 */
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { reloadConfig } from "#app/.server/config.ts";

export const TEST_DIALECT: "sqlite" | "postgres" = process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database: the application migrates (and a server start seeds) it as on a first start. */
export async function freshDatabase(): Promise<TestDatabase> {
  return newDatabase();
}

/**
 * A database as the application's first start leaves it (migrated, the sample
 * content seeded, the search index built, the tax calendar generated), copied from the template Vitest's
 * global setup prepared once for the run (tests/helpers/global-setup.ts): what
 * a test server or a unit test starts on, unless its point is the first start
 * itself (then freshDatabase()). Starting on it, the app finds nothing to
 * migrate, seed or index.
 */
export async function preparedDatabase(): Promise<TestDatabase> {
  return newDatabase(inject("templateDatabase"));
}

async function newDatabase(templateUrl?: string): Promise<TestDatabase> {
  if (TEST_DIALECT === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "ymm-db-"));
    const file = join(dir, "site.db");
    if (templateUrl) {
      const template = templateUrl.replace(/^file:/, "");
      copyFileSync(template, file);
      if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, `${file}-wal`);
    }
    return { url: `file:${file}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error("TEST_DIALECT=postgres needs TEST_DATABASE_URL (a database the test user may CREATE DATABASE from).");
  return newPostgresDatabase(admin, templateUrl);
}

/**
 * A new database (empty, or a copy of `templateUrl`) on the PostgreSQL server of `admin`
 * (a URL whose user may CREATE DATABASE), whatever TEST_DIALECT says: the deploy tests
 * move a site to one.
 */
export async function newPostgresDatabase(admin: string, templateUrl?: string): Promise<TestDatabase> {
  const name = `ymm_t_${randomBytes(6).toString("hex")}`;
  const template = templateUrl ? new URL(templateUrl).pathname.slice(1) : undefined;
  await createDatabase(admin, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(admin, name),
  };
}

/**
 * Creates a test database. Copying a template fails while another session is
 * connected to the template (55006): none of ours is after the global setup,
 * but an autovacuum worker may be, briefly; that case waits and tries again.
 */
async function createDatabase(admin: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withClient(admin, (c) => c.query(statement));
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== "55006" || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
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
 * DATABASE_URL before each test, closed and dropped after it. The database is
 * a prepared one (preparedDatabase), or with `firstStart` an empty one that
 * getDb migrates and seeds as on a first start.
 */
export function withFreshAppDatabase(hooks: {
  beforeEach: (fn: () => Promise<void>) => void;
  afterEach: (fn: () => Promise<void>) => void;
  closeDb: () => Promise<void>;
  firstStart?: boolean;
}): void {
  let database: TestDatabase | undefined;
  hooks.beforeEach(async () => {
    database = hooks.firstStart ? await freshDatabase() : await preparedDatabase();
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
