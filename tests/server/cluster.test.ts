/**
 * The server as it runs by default on a machine with several cores: a
 * primary and one worker process per core, sharing the port (server/cluster.ts).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { YOUNG_GENERATION_FLAGS } from "#server/node-flags.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { startServer } from "#tests/helpers/server.ts";

const cleanup = cleanupAfterEach(afterEach);

/** A GET on a connection of its own: the primary hands connections to the workers in turn. */
function getOnNewConnection(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { Connection: "close" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const listeningLines = (output: string) => output.split("\n").filter((line) => line.includes("Listening on")).length;

const workersOf = (pid: number) =>
  execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map(Number);

/** A server started as a command of its own (`node <nodeArgs> server/main.ts`), as on a first start; stopped after the test. */
async function startCommand(nodeArgs: string[], env: Record<string, string>) {
  const server = await startServer(env, { firstStart: true, nodeArgs });
  cleanup(() => server.stop());
  return server;
}

describe("several worker processes", () => {
  it("runs one worker per WORKERS, and every worker serves an edit at its next request", async () => {
    // A first start: the workers open (migrate, seed) the new database at the same time.
    const server = await startServer({ WORKERS: "2" }, { firstStart: true });
    cleanup(() => server.stop());
    const db = openTestDb(server.databaseUrl);
    cleanup(() => db.destroy());
    await expect.poll(() => workersOf(server.pid).length, { timeout: 10_000 }).toBe(2);

    const post = await addPost(db, "announcements", { title: "Küme duyurusu" }, cleanup);
    const cookie = await signIn(server);
    await postAs(
      server,
      "/adminpanel/duyurular",
      { intent: "kaydet", id: post.id, baslik: "Küme duyurusu", icerik: "Metin." },
      { Cookie: cookie },
    );
    // Both workers have the page in their caches.
    for (let i = 0; i < 4; i++) expect((await getOnNewConnection(`${server.url}/duyurular/0`)).body).toContain("Küme duyurusu");

    const saved = await postAs(
      server,
      "/adminpanel/duyurular",
      { intent: "kaydet", id: post.id, baslik: "Değişen küme duyurusu", icerik: "Metin." },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(302);
    for (let i = 0; i < 4; i++) {
      const page = await getOnNewConnection(`${server.url}/duyurular/0`);
      expect(page.status).toBe(200);
      expect(page.body).toContain("Değişen küme duyurusu");
    }
  });

  it("replaces a worker that dies, and stops every worker on SIGTERM with exit code 0", async () => {
    const server = await startServer({ WORKERS: "2" });
    cleanup(() => server.stop());
    await expect.poll(() => workersOf(server.pid).length, { timeout: 10_000 }).toBe(2);
    // One line from the primary once both workers listen (it used to be one per worker).
    await expect.poll(() => listeningLines(server.output()), { timeout: 10_000 }).toBe(1);
    const [first] = workersOf(server.pid);
    process.kill(first!, "SIGKILL");
    await expect.poll(() => workersOf(server.pid).filter((pid) => pid !== first).length, { timeout: 15_000 }).toBe(2);
    for (let i = 0; i < 4; i++) expect((await getOnNewConnection(`${server.url}/sss`)).status).toBe(200);

    const workers = workersOf(server.pid);
    expect(await server.signal("SIGTERM")).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });

  it("prints each start-up message once, from the primary, as `npm start` runs it; the workers get the server's V8 flag", async () => {
    // As package.json's start script, but without the flag: Node reads an .env file if there is one (here there is none).
    const started = await startCommand([`--env-file-if-exists=${join(tmpdir(), `ymm-none-${process.pid}`, ".env")}`], { WORKERS: "2" });
    await expect.poll(() => workersOf(started.pid).length, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => listeningLines(started.output()), { timeout: 15_000 }).toBeGreaterThan(0);
    // Both workers have started (the primary says so only then); give a late duplicate time to appear.
    await new Promise((done) => setTimeout(done, 500));

    const output = started.output();
    const count = (pattern: RegExp) => output.match(pattern)?.length ?? 0;
    expect(count(/\.env not found/g), output).toBe(1);
    expect(count(/SMTP_URL is not set/g), output).toBe(1);
    expect(count(/Listening on/g), output).toBe(1);
    expect(output).toMatch(/Listening on http:\/\/127\.0\.0\.1:\d+ \(2 workers\)/);
    // The primary only supervises; the workers, which serve, run with the flag.
    expect(count(/min-semi-space-size/g), output).toBe(0);
    for (const worker of workersOf(started.pid)) {
      expect(readFileSync(`/proc/${worker}/cmdline`, "utf8").split("\0")).toEqual(expect.arrayContaining([...YOUNG_GENERATION_FLAGS]));
    }
  });

  it("tells a single process started without the server's V8 flag about it, once, and one started with it nothing", async () => {
    const without = await startCommand([], { WORKERS: "1" });
    await expect.poll(() => listeningLines(without.output()), { timeout: 15_000 }).toBe(1);
    expect(without.output().match(/started without --min-semi-space-size=16 --max-semi-space-size=16/g)).toHaveLength(1);
    const withFlag = await startCommand([...YOUNG_GENERATION_FLAGS], { WORKERS: "1" });
    await expect.poll(() => listeningLines(withFlag.output()), { timeout: 15_000 }).toBe(1);
    expect(withFlag.output()).not.toContain("min-semi-space-size");
  });
});
