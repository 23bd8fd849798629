/**
 * ANALYTICS_BENCH_SIGNAL=1 (npm run bench): SIGUSR2 pauses and resumes
 * counting in the process, so the bench compares counting on and off in one
 * process (ADR 029). Off by default: nothing but the bench sets it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "#tests/helpers/db.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ ANALYTICS_FLUSH_MS: "100", ANALYTICS_BENCH_SIGNAL: "1" });
});

afterAll(async () => {
  await server?.stop();
});

async function viewsOf(path: string): Promise<number> {
  const db = openTestDb(server.databaseUrl);
  try {
    const row = await db
      .selectFrom("analytics_daily")
      .select("views")
      .where("dimension", "=", "page")
      .where("value", "=", path)
      .executeTakeFirst();
    return Number(row?.views ?? 0);
  } finally {
    await db.destroy();
  }
}

const view = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
};

/** Waits for the process to say it took the signal, as the bench does. */
async function toggle(expected: "paused" | "on") {
  process.kill(server.pid, "SIGUSR2");
  await expect.poll(() => server.output(), { timeout: 5_000 }).toMatch(new RegExp(`"counting":"${expected}"`));
}

describe("the bench's signal", () => {
  it("pauses counting on SIGUSR2 and resumes it on the next, in a process started with ANALYTICS_BENCH_SIGNAL=1", async () => {
    await view("/sss");
    await expect.poll(() => viewsOf("/sss"), { timeout: 5_000 }).toBe(1);
    await toggle("paused");
    await view("/sss");
    await view("/sss");
    await new Promise((resolve) => setTimeout(resolve, 400)); // several flushes
    expect(await viewsOf("/sss")).toBe(1);
    await toggle("on");
    await view("/sss");
    await expect.poll(() => viewsOf("/sss"), { timeout: 5_000 }).toBe(2);
  });
});
