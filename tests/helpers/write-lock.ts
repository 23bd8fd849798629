/**
 * Holds the database's write lock from another connection, as a long write by another
 * instance would: the SQLite file's (BEGIN IMMEDIATE and a write), or on PostgreSQL the
 * tables a form's write takes first. The returned function lets go. For the "busy database"
 * tests: the site must answer "try again" and store nothing.
 */
import Sqlite from "better-sqlite3";
import pg from "pg";
import { parseDatabaseUrl } from "#app/.server/db/url.ts";

export async function holdWriteLock(databaseUrl: string, postgresTables: readonly string[]): Promise<() => Promise<void>> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind === "sqlite") {
    const other = new Sqlite(target.path);
    other.exec("begin immediate");
    other.prepare("insert into settings (key, value) values ('lock-test', 'x')").run();
    return async () => {
      other.exec("rollback");
      other.close();
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  await client.query("begin");
  await client.query(`lock table ${postgresTables.join(", ")} in exclusive mode`);
  return async () => {
    await client.query("rollback");
    await client.end();
  };
}
