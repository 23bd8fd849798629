/**
 * Moved pages answer 301 (issue 22, "redirects that never break a shared
 * link"): the site layout's middleware looks every public path up in the
 * firm's redirects before any page's loader, so it works for paths that
 * other routes match first (a news item's old title, a service's old slug,
 * the founder's page under a former name) and for the firm's old site's URLs.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { recordMove } from "#app/.server/firm/moves.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { newsPath } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

const get = (path: string) => fetchPage(server.url, path);

/** Records moves as a rename would (in the database), then raises the content version as every write does. */
async function moved(...moves: [from: string, to: string][]): Promise<void> {
  for (const [from, to] of moves) await recordMove(db, from, to, "yonetici@ymm.test");
  await bumpContentVersion(db);
  cleanup(async () => {
    await db.deleteFrom("redirects").execute();
    await bumpContentVersion(db);
  });
}

describe("redirects", () => {
  it("answers 301 from a service's old slug, the founder's former path and an old site's URL, before their routes", async () => {
    // Without the redirect, an unknown service path goes to the default service (302) and /ahmet-yilmaz is not found.
    expect((await get("/hizmetler/eski-hizmet")).status).toBe(302);
    expect((await get("/ahmet-yilmaz")).status).toBe(404);
    await moved(
      ["/hizmetler/eski-hizmet", "/hizmetler/tam-tasdik"],
      ["/ahmet-yilmaz", "/kerem-ozdemir"],
      ["https://eski-site.example/hakkimizda.html?ref=1", "/misyonumuz"],
    );
    for (const [path, target] of [
      ["/hizmetler/eski-hizmet", "/hizmetler/tam-tasdik"],
      ["/ahmet-yilmaz", "/kerem-ozdemir"],
      ["/ahmet-yilmaz/", "/kerem-ozdemir"],
      ["/hakkimizda.html", "/misyonumuz"],
    ]) {
      const page = await get(path!);
      expect(page.status, path).toBe(301);
      expect(page.location, path).toBe(target);
    }
    expect((await get("/kerem-ozdemir")).status).toBe(200);
  });

  it("sends a renamed news item's old address (its old title) to the new one, even after the old page was served from the cache", async () => {
    const post = await addPost(db, "news", { title: "Eski Başlık Haberi" }, cleanup);
    const oldPath = newsPath(post.title);
    // Served once: the page cache keeps it for this content version.
    expect((await get(oldPath)).status).toBe(200);

    await db.updateTable("news").set({ title: "Yeni Başlık Haberi" }).where("id", "=", post.id).execute();
    await moved([oldPath, newsPath("Yeni Başlık Haberi")]);

    const page = await get(oldPath);
    expect(page.status).toBe(301);
    expect(page.location).toBe(newsPath("Yeni Başlık Haberi"));
    // The same path typed with its Turkish letters is the same path.
    const typed = await fetch(`${server.url}/haberler/Eski Başlık Haberi`, { redirect: "manual" });
    expect(typed.status).toBe(301);
    const landed = await get(page.location!);
    expect(landed.status).toBe(200);
    expect(landed.doc.querySelector("h1")?.text).toContain("Yeni Başlık Haberi");
  });

  it("keeps the query of a redirected address, and leaves paths without a redirect alone", async () => {
    await moved(["/eski-iletisim", "/iletisim"]);
    const page = await get("/eski-iletisim?durum=gonderildi");
    expect(page.status).toBe(301);
    expect(page.location).toBe("/iletisim?durum=gonderildi");
    expect((await get("/iletisim")).status).toBe(200);
    expect((await get("/baska-eski-sayfa")).status).toBe(404);
  });
});
