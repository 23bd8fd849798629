/**
 * The server as it runs by default on a machine with several cores: a
 * primary and one worker process per core, sharing the port (server/cluster.ts).
 */
import { execFileSync } from "node:child_process";
import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
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

describe("several worker processes", () => {
  it("runs one worker per WORKERS, and every worker serves an edit at its next request", async () => {
    const server = await startServer({ WORKERS: "2" });
    cleanup(() => server.stop());
    const db = openTestDb(server.databaseUrl);
    cleanup(() => db.destroy());
    await expect.poll(() => workersOf(server.pid).length, { timeout: 10_000 }).toBe(2);

    const post = await addPost(db, "announcements", { title: "Küme duyurusu" }, cleanup);
    const cookie = await signIn(server);
    await postAs(
      server,
      "/adminpanel?index",
      { intent: "kaydet", id: post.id, baslik: "Küme duyurusu", icerik: "Metin." },
      { Cookie: cookie },
    );
    // Both workers have the page in their caches.
    for (let i = 0; i < 4; i++) expect((await getOnNewConnection(`${server.url}/duyurular/0`)).body).toContain("Küme duyurusu");

    const saved = await postAs(
      server,
      "/adminpanel?index",
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
    await expect.poll(() => listeningLines(server.output()), { timeout: 10_000 }).toBe(2);
    const [first] = workersOf(server.pid);
    process.kill(first!, "SIGKILL");
    await expect.poll(() => workersOf(server.pid).filter((pid) => pid !== first).length, { timeout: 15_000 }).toBe(2);
    for (let i = 0; i < 4; i++) expect((await getOnNewConnection(`${server.url}/sss`)).status).toBe(200);

    const workers = workersOf(server.pid);
    expect(await server.signal("SIGTERM")).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
