/**
 * The daily backup on the production build (ADR 052): two instances started
 * at once on one database (PostgreSQL when the suite runs on it), each with a
 * backups folder of its own as on two machines, both finding the day's backup
 * due: one takes it, verified, and marks the day done; the other takes none.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackupEntry, listBackups } from "#app/.server/backups/list.ts";
import { LEASE_KEY } from "#app/.server/backups/schedule.ts";
import { istanbulDay } from "#app/lib/istanbul-time.ts";
import { preparedDatabase, TEST_DIALECT, type TestDatabase } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

const DAY = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let servers: TestServer[] = [];

beforeAll(async () => {
  database = await preparedDatabase();
  // Yesterday's backup was taken; today's quiet hour (00:00 in Istanbul) has passed.
  const db = openTestDb(database.url);
  const yesterday = new Date(Date.now() - DAY);
  const lease = { day: istanbulDay(yesterday), claimedAt: yesterday.toISOString(), done: true };
  await db
    .insertInto("settings")
    .values({ key: LEASE_KEY, value: JSON.stringify(lease) })
    .execute();
  await db.destroy();
  servers = await Promise.all([1, 2].map(() => startServer({ BACKUP_TIME: "00:00" }, { databaseUrl: database.url })));
});

afterAll(async () => {
  for (const server of servers) await server.stop({ keepData: false });
  await database?.drop();
});

async function until<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe(`two instances on one ${TEST_DIALECT === "postgres" ? "PostgreSQL" : "SQLite"} database`, () => {
  it("take one backup of the day between them, verified, and mark the day done", { timeout: 90_000 }, async () => {
    const db = openTestDb(database.url);
    try {
      const lease = await until(
        async () =>
          JSON.parse((await db.selectFrom("settings").select("value").where("key", "=", LEASE_KEY).executeTakeFirst())?.value ?? "{}"),
        (value: { day?: string; done?: boolean }) => value.day === istanbulDay(new Date()) && value.done === true,
        "the day's backup to be marked done",
      );
      expect(lease.done).toBe(true);
    } finally {
      await db.destroy();
    }
    const each = servers.map((server): BackupEntry[] => listBackups(join(server.dataDir, "backups")));
    const all = each.flat();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: "verified", manifest: { trigger: "schedule", kind: TEST_DIALECT, verified: true } });
    expect(each.map((entries) => entries.length).sort()).toEqual([0, 1]);
    expect(servers.map((server) => server.output()).join("\n")).not.toMatch(/backup failed/);
  });
});
