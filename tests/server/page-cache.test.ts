/**
 * The page cache as a visitor meets it: public pages from memory until the
 * content changes, in every encoding, with validators; nothing personal kept.
 */
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Kysely } from "kysely";
import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/.server/db/schema.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
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

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: { "Accept-Encoding": "identity", ...headers } });

describe("page cache", () => {
  it("answers from memory until a content write raises the version, then shows the change at once", async () => {
    const post = await addPost(db, "announcements", { title: "Önbellek duyurusu" }, cleanup);
    await db.updateTable("content_version").set({ version: 1000 }).execute();
    expect(await (await get("/duyurular/0")).text()).toContain("Önbellek duyurusu");

    // A change behind the application's back is not seen: the page comes from memory.
    await db.updateTable("announcements").set({ title: "Gizlice değişti" }).where("id", "=", post.id).execute();
    expect(await (await get("/duyurular/0")).text()).toContain("Önbellek duyurusu");

    // An edit through the admin raises the version in the same transaction: the next request shows it.
    const cookie = await signIn(server);
    const saved = await postAs(
      server,
      "/adminpanel/duyurular",
      { intent: "kaydet", id: post.id, baslik: "Yeni başlık", icerik: "Metin." },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(302);
    const page = await (await get("/duyurular/0")).text();
    expect(page).toContain("Yeni başlık");
    expect(page).not.toContain("Önbellek duyurusu");
  });

  it("serves brotli, gzip and identity of the same bytes, varies on Accept-Encoding, and answers 304 to its ETag", async () => {
    const identity = await get("/sss");
    const text = await identity.text();
    const etag = identity.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(identity.headers.get("cache-control")).toBe("no-cache");
    expect(identity.headers.get("vary")).toMatch(/accept-encoding/i);

    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await fetch(`${server.url}/sss`, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      // fetch decodes for us; the bytes on the wire are checked through a raw request below.
      expect(await response.text()).toBe(text);
      expect(decode).toBeTypeOf("function");
    }

    const raw = await rawGet("/sss", "gzip");
    expect(raw.headers["content-encoding"]).toBe("gzip");
    // Compressed once, by the cache: the compression middleware did not compress it again.
    expect(gunzipSync(raw.body).toString()).toBe(text);
    expect(Number(raw.headers["content-length"])).toBe(raw.body.length);

    const again = await get("/sss", { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const head = await fetch(`${server.url}/sss`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
  });

  it("serves a page asked for again with brotli's smallest bytes, of the same text", async () => {
    const first = await rawGet("/haberler", "br");
    expect(first.headers["content-encoding"]).toBe("br");
    const text = brotliDecompressSync(first.body).toString();
    // Asked for again from the cache: compressed once more at brotli's best, off the event loop.
    let latest = first;
    for (let attempt = 0; attempt < 50 && latest.body.length >= first.body.length; attempt++) {
      latest = await rawGet("/haberler", "br");
      if (latest.body.length >= first.body.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(latest.body.length).toBeLessThan(first.body.length);
    expect(Number(latest.headers["content-length"])).toBe(latest.body.length);
    expect(brotliDecompressSync(latest.body).toString()).toBe(text);
    expect(latest.headers.etag).toBe(first.headers.etag);
  });

  it("gives a page one entry whatever parameters it does not read, and one per value of those it reads", async () => {
    const plain = await get("/sss");
    const tracked = await get("/sss?utm_source=bulten&fbclid=x");
    expect(tracked.headers.get("etag")).toBe(plain.headers.get("etag"));
    const news = parse(await (await get("/?sekme=haberler")).text());
    expect(news.querySelector('[role="tab"][aria-selected="true"]')?.text).toContain("Haberler");
    const announcements = parse(await (await get("/?sekme=duyurular&utm=1")).text());
    expect(announcements.querySelector('[role="tab"][aria-selected="true"]')?.text).toContain("Duyurular");
  });

  it("keeps no per-visitor page: the admin area, token pages and form answers are rendered for each request", async () => {
    const cookie = await signIn(server);
    const admin = await get("/adminpanel", { Cookie: cookie });
    expect(admin.headers.get("cache-control")).toBe("private, no-store");
    const nonce = /nonce="([^"]+)"/.exec(await admin.text())?.[1];
    const adminAgain = await (await get("/adminpanel", { Cookie: cookie })).text();
    expect(nonce).toBeTruthy();
    expect(adminAgain).not.toContain(`nonce="${nonce}"`);

    const token = await get("/bulten/onay?token=gecersiz");
    expect(token.headers.get("cache-control")).toBe("private, no-store");

    // A refused form is answered with the typed values; the next visitor gets a clean form.
    const refused = await postAs(server, "/iletisim", { isim: "Gizli Ad", telefon: "1", eposta: "x", konu: "", mesaj: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Gizli Ad");
    expect(await (await get("/iletisim")).text()).not.toContain("Gizli Ad");
  });

  it("sends public pages a Content-Security-Policy without a nonce that allows exactly their inline styles and loader", async () => {
    const response = await get("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const html = await response.text();
    expect(csp).not.toMatch(/nonce|unsafe-inline/);
    expect(csp).toContain("script-src 'self'");
    const doc = parse(html);
    const styles = doc.querySelectorAll("style").map((s) => s.innerHTML);
    expect(styles.length).toBeGreaterThan(0);
    for (const css of styles) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(css).digest("base64")}'`);
    }
    // Besides data blocks (JSON-LD), one inline script runs: the enhancement's loader, allowed by its hash.
    const code = doc.querySelectorAll("script").filter((script) => script.getAttribute("type") !== "application/ld+json");
    expect(code.map((script) => script.hasAttribute("src"))).toEqual([false]);
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash("sha256").update(code[0]!.innerHTML).digest("base64")}'`);
  });
});

/** A GET whose body is not decoded, to see the bytes on the wire. */
async function rawGet(path: string, encoding: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const { request } = await import("node:http");
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the floor page (FLOOR_PAGE=1, for npm run lighthouse and npm run bench)", () => {
  it("is not there by default", async () => {
    expect((await get("/__taban")).status).toBe(404);
  });

  it("is answered like a cached page: the public pages' headers, Content-Security-Policy and compression", async () => {
    const measured = await startServer({ FLOOR_PAGE: "1" });
    try {
      const page = await fetch(`${measured.url}/sss`, { headers: { "Accept-Encoding": "br" } });
      const floor = await fetch(`${measured.url}/__taban`, { headers: { "Accept-Encoding": "br" } });
      expect(floor.status).toBe(200);
      expect(floor.headers.get("content-encoding")).toBe("br");
      for (const name of ["content-type", "cache-control", "x-content-type-options", "x-frame-options", "vary"]) {
        expect(floor.headers.get(name), name).toBe(page.headers.get(name));
      }
      // The same policy, but for the hash of the stylesheet, which is each page's own (.server/web/page-css.ts).
      const policy = (response: Response) =>
        response.headers.get("content-security-policy")?.replace(/(style-src 'self') 'sha256-[^']+'/, "$1");
      expect(policy(floor)).toBe(policy(page));
      const html = parse(await floor.text());
      expect(html.querySelector("h1")?.text).toBe("Taban ölçümü");
      expect(html.querySelectorAll("script, link[rel=stylesheet], style")).toHaveLength(0);
    } finally {
      await measured.stop();
    }
  });
});

describe("React Router's own requests", () => {
  it("are never answered from the page cache: the route manifest depends on its query", async () => {
    const admin = await (await get("/adminpanel/giris")).text();
    const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(admin)?.[1];
    expect(version).toBeTruthy();
    const manifest = async (path: string) => (await get(`/__manifest?paths=${encodeURIComponent(path)}&version=${version}`)).text();
    const lists = await manifest("/adminpanel/sorular");
    const messages = await manifest("/adminpanel/mesajlar");
    expect(lists).toContain("routes/admin/list");
    expect(messages).toContain("routes/admin/messages");
    expect(messages).not.toBe(lists);
  });
});
