/**
 * Kırık bağlantılar (issue 44, ADR 066) on the production build: a server with
 * LINK_CHECK=loopback (only links to 127.0.0.1 are asked: no test reaches another host) checks
 * the links of published content against this test's own servers on 127.0.0.1 — a page that
 * answers, a chain of 301s to one, a 404, a server that never answers, a reset connection —
 * keeps each result, lists the broken ones on the screen with the entries that write them and
 * a link to edit each, and Genel bakış counts them; a link taken out of its entry leaves the
 * list at once. A server with LINK_CHECK unset (the default) asks nobody and says it is off.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { adminPaths, entryEditPath } from "#app/lib/admin-paths.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const cleanup = cleanupAfterEach(afterEach);

/** The links' own server on 127.0.0.1: what it was asked, by path. */
async function linkServer() {
  const asked: string[] = [];
  const ok = (_req: IncomingMessage, res: ServerResponse) => res.writeHead(200).end("tamam");
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    "/calisan": ok,
    "/eski": (_req, res) => res.writeHead(301, { location: "/ara" }).end(),
    "/ara": (_req, res) => res.writeHead(301, { location: "/yeni" }).end(),
    "/yeni": ok,
    "/sessiz": () => {},
    "/kopan": (req) => req.socket.destroy(),
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] as string;
    asked.push(path);
    const route = routes[path];
    if (route) route(req, res);
    else res.writeHead(404).end("yok");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    asked,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const until = async <T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((done) => setTimeout(done, 200));
  }
};

let links: Awaited<ReturnType<typeof linkServer>>;

beforeAll(async () => {
  links = await linkServer();
});

afterAll(async () => {
  await links.close();
});

describe("with LINK_CHECK=loopback", () => {
  let server: TestServer;
  let db: Kysely<Database>;
  let owner: string;
  let author: string;

  beforeAll(async () => {
    server = await startServer({
      LINK_CHECK: "loopback",
      LINK_CHECK_INTERVAL_MS: "1000",
      LINK_CHECK_TIMEOUT_MS: "800",
      LINK_CHECK_HOST_GAP_MS: "50",
    });
    db = openTestDb(server.databaseUrl);
    owner = await signIn(server);
    await addAdmin(db, "yazar@baglanti.test", "baglanti-testi-sifresi-2026", () => {}, "author");
    author = await signIn(server, "yazar@baglanti.test", "baglanti-testi-sifresi-2026");
  });

  afterAll(async () => {
    await db.destroy();
    await server.stop();
  });

  it("checks each link of published content and lists the broken ones with the entries that write them", async () => {
    const anchor = (path: string, text: string) => `<a href="${links.url(path)}">${text}</a>`;
    const body = `<p>${anchor("/calisan", "çalışan")} ${anchor("/eski", "taşınan")} ${anchor("/olmayan", "silinen")} ${anchor("/sessiz", "sessiz")} ${anchor("/kopan", "kopan")}</p>`;
    const post = await addPost(db, "news", { title: "Bağlantı denetimi haberi", body }, cleanup);
    await addPost(db, "announcements", { title: "Taslak duyuru", body: `<p>${anchor("/taslak", "taslak")}</p>`, status: "draft" }, cleanup);
    const rows = await until(async () => {
      const found = await db
        .selectFrom("link_checks")
        .selectAll()
        .where("url", "like", `${links.url("/")}%`)
        .execute();
      return found.length >= 5 ? found : undefined;
    });
    const byPath = new Map(rows.map((row) => [new URL(row.url).pathname, row]));
    expect(byPath.get("/calisan")).toMatchObject({ ok: 1, status: 200, error: null, first_failed_at: null });
    expect(byPath.get("/eski")).toMatchObject({ ok: 1, status: 200, final_url: links.url("/yeni") });
    expect(byPath.get("/olmayan")).toMatchObject({ ok: 0, status: 404, error: "http" });
    expect(byPath.get("/sessiz")).toMatchObject({ ok: 0, status: null, error: "timeout" });
    expect(byPath.get("/kopan")).toMatchObject({ ok: 0, status: null, error: "reset" });
    expect(byPath.get("/olmayan")?.first_failed_at).toBeTruthy();
    // A draft's links are not asked.
    expect(links.asked).not.toContain("/taslak");

    const page = await fetchPage(server.url, adminPaths.brokenLinks, { headers: { Cookie: owner } });
    expect(page.status).toBe(200);
    const rowsShown = page.doc.querySelectorAll(".broken-links-table tbody tr");
    expect(rowsShown.map((row) => row.querySelector(".broken-link-url")?.text.trim())).toEqual(
      expect.arrayContaining([links.url("/olmayan"), links.url("/sessiz"), links.url("/kopan")]),
    );
    expect(rowsShown).toHaveLength(3);
    expect(page.html).toContain("HTTP 404: Sayfa bulunamadı");
    expect(page.html).toContain("Zaman aşımı");
    expect(page.html).toContain("Bağlantı koptu");
    const edit = rowsShown[0]?.querySelector(".broken-link-places a");
    expect(edit?.getAttribute("href")).toBe(entryEditPath("haberler", post.id));
    expect(rowsShown[0]?.text).toContain("Haberler: Bağlantı denetimi haberi");

    const overview = await fetchPage(server.url, adminPaths.root, { headers: { Cookie: owner } });
    expect(overview.doc.querySelector(`a[href="${adminPaths.brokenLinks}"].overview-count`)?.text).toContain("3 bağlantı çalışmıyor");

    // Yazar: not theirs to see.
    expect((await fetchPage(server.url, adminPaths.brokenLinks, { headers: { Cookie: author } })).status).toBe(403);

    // The link taken out of the entry leaves the list at once (before the next round).
    await db
      .updateTable("news")
      .set({ body: `<p>${anchor("/calisan", "çalışan")}</p>` })
      .where("id", "=", post.id)
      .execute();
    const after = await fetchPage(server.url, adminPaths.brokenLinks, { headers: { Cookie: owner } });
    expect(after.doc.querySelectorAll(".broken-links-table tbody tr")).toHaveLength(0);
    expect(after.html).toContain("Kırık bağlantı yok.");
    // …and the next round forgets its rows.
    await until(async () => {
      const left = await db.selectFrom("link_checks").select("url").where("url", "=", links.url("/olmayan")).execute();
      return left.length === 0 ? true : undefined;
    });
  });
});

describe("with LINK_CHECK unset (the default)", () => {
  it("asks no server and says the check is off", async () => {
    const server = await startServer();
    cleanup(() => server.stop());
    const db = openTestDb(server.databaseUrl);
    cleanup(() => db.destroy());
    const asked = links.asked.length;
    await addPost(db, "news", { title: "Kapalı denetim haberi", body: `<p><a href="${links.url("/kapali")}">bağlantı</a></p>` }, cleanup);
    const owner = await signIn(server);
    await new Promise((done) => setTimeout(done, 2_000));
    expect(links.asked.length).toBe(asked);
    expect(await db.selectFrom("link_checks").selectAll().execute()).toEqual([]);
    const page = await fetchPage(server.url, adminPaths.brokenLinks, { headers: { Cookie: owner } });
    expect(page.status).toBe(200);
    expect(page.html).toContain("Bağlantı denetimi kapalı");
  });
});
