/**
 * npm run db:copy -- --from file:data/site.db --to postgres://user:pass@host/db
 * Moves a site to another database (typically SQLite → PostgreSQL): migrates
 * the target, then copies every table with its ids, one transaction per
 * table, and checks the row counts. The target must be empty.
 */
import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { migrateToLatest, open } from "#app/.server/db/connection.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { parseDatabaseUrl } from "#app/.server/db/url.ts";

// Parents before children (sessions refer to admins).
const TABLES = [
  "settings",
  "admins",
  "sessions",
  "announcements",
  "news",
  "questions",
  "tools",
  "messages",
  "subscribers",
  "outbox",
  "rate_limits",
  "audit_log",
] as const satisfies readonly (keyof Database)[];

const usage = "Usage: npm run db:copy -- --from file:data/site.db --to postgres://user:pass@host:5432/db";
let from: string | undefined;
let to: string | undefined;
try {
  ({
    values: { from, to },
  } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!from || !to) {
  console.error(usage);
  process.exit(2);
}

const count = async (db: Kysely<Database>, table: (typeof TABLES)[number]) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const source = open(parseDatabaseUrl(from), { blockOnLockMs: 5_000 }).db;
const target = open(parseDatabaseUrl(to), { blockOnLockMs: 5_000 }).db;
try {
  await migrateToLatest(source);
  await migrateToLatest(target);
  for (const table of TABLES) {
    if ((await count(target, table)) > 0) throw new Error(`the target is not empty (table ${table} has rows); nothing was copied`);
  }
  for (const table of TABLES) {
    const rows = await source.selectFrom(table).selectAll().execute();
    await target.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 200) {
        // One loop over tables of different shapes: the rows come from the same table of the same schema.
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + 200) as never)
          .execute();
      }
      const copied = Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
      if (copied !== rows.length) throw new Error(`${table}: ${copied} rows in the target, ${rows.length} in the source`);
    });
    console.log(`${table}: ${rows.length} rows copied`);
  }
  console.log("Done: every table copied and its row count checked.");
} catch (error) {
  console.error(`Copy failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await source.destroy();
  await target.destroy();
}
