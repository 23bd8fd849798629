import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "#app/.server/db/url.ts";
import { announcementPath } from "#app/lib/paths.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { freshDatabase, TEST_DIALECT } from "#tests/helpers/database.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { root, startServer, TEST_ADMIN, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

// What a test adds to the shared server, and servers it starts itself, are undone after it, also when it fails.
const cleanup = cleanupAfterEach(afterEach);

describe("health check", () => {
  it("answers 200 with {status: ok} while the database answers, without an info log line", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    // A later request's line shows that the log has been written past the health check.
    await (await fetch(`${server.url}/sss`, { headers: { "X-Request-Id": "after-healthz" } })).text();
    await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('"requestId":"after-healthz"');
    expect(server.output()).not.toMatch(/"path":"\/healthz"/);
  });

  it("answers 503 when the database stops answering", async () => {
    if (TEST_DIALECT === "sqlite") {
      const own = await startServer();
      try {
        const path =
          parseDatabaseUrl(own.databaseUrl).kind === "sqlite" ? (parseDatabaseUrl(own.databaseUrl) as { path: string }).path : "";
        renameSync(path, `${path}.moved`); // the volume went away under the running site
        const response = await fetch(`${own.url}/healthz`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: "unavailable" });
        renameSync(`${path}.moved`, path);
        expect((await fetch(`${own.url}/healthz`)).status).toBe(200);
      } finally {
        await own.stop();
      }
    } else {
      // PostgreSQL behind a TCP relay that the test can cut.
      const database = await freshDatabase();
      const upstream = new URL(database.url);
      const sockets = new Set<Socket>();
      const relay: Server = createServer((client) => {
        const pgSocket = connect(Number(upstream.port || 5432), upstream.hostname);
        for (const s of [client, pgSocket]) {
          sockets.add(s);
          s.on("error", () => {});
        }
        client.pipe(pgSocket).pipe(client);
      });
      await new Promise<void>((r) => relay.listen(0, "127.0.0.1", () => r()));
      const viaRelay = new URL(database.url);
      viaRelay.port = String((relay.address() as { port: number }).port);
      const own = await startServer({}, { databaseUrl: viaRelay.toString() });
      try {
        expect((await fetch(`${own.url}/healthz`)).status).toBe(200);
        relay.close();
        for (const s of sockets) s.destroy();
        const response = await fetch(`${own.url}/healthz`).catch((error) => {
          throw new Error(`${error}\n${own.output()}`);
        });
        expect(response.status).toBe(503);
      } finally {
        await own.stop();
        await database.drop();
      }
    }
  });
});

describe("graceful shutdown", () => {
  it("on SIGTERM finishes the request in flight, refuses new connections, and exits 0 within 10 s", async () => {
    const own = await startServer();
    cleanup(() => own.stop());
    const body = new URLSearchParams({
      isim: "Son",
      telefon: "0312 000 00 30",
      eposta: "son@ornek.com",
      konu: "Kapanırken",
      mesaj: "Yarım kalmasın.",
    }).toString();
    const { port } = new URL(own.url);
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise<void>((r) => socket.once("connect", () => r()));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST /iletisim HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${own.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((r) => setTimeout(r, 200)); // the request is in flight, its body half sent
    const started = Date.now();
    const exited = own.signal("SIGTERM");
    // No new connections: soon after the signal (polled, as a busy machine may take longer than a fixed wait).
    const refused = async () =>
      fetch(`${own.url}/`).then(
        () => false,
        () => true,
      );
    await expect.poll(refused, { timeout: 5_000, interval: 100 }).toBe(true);
    socket.write(body.slice(half));
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    // Stored, and the visitor is sent on to the page that says so.
    expect(answer).toMatch(/^HTTP\/1\.1 303/);
    expect(answer).toMatch(/\r\nlocation: \/iletisim\?durum=gonderildi/i);
    const db = openTestDb(own.databaseUrl);
    cleanup(() => db.destroy());
    expect(await db.selectFrom("messages").select("subject").where("subject", "=", "Kapanırken").executeTakeFirst()).toBeDefined();
  });

  it("on SIGTERM closes a connection that never sent a request (a proxy's spare one) instead of waiting for it", async () => {
    const own = await startServer();
    cleanup(() => own.stop());
    const { port } = new URL(own.url);
    const spare = connect(Number(port), "127.0.0.1");
    await new Promise<void>((r) => spare.once("connect", () => r()));
    const closed = new Promise<void>((r) => spare.once("close", () => r()));
    spare.on("error", () => {});
    // A kept-alive connection after its answer, too.
    const kept = connect(Number(port), "127.0.0.1");
    let answer = "";
    kept.on("data", (chunk) => (answer += chunk.toString()));
    kept.on("error", () => {});
    kept.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await expect.poll(() => answer, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 200/);
    const started = Date.now();
    // Exits 0, not after the 10 s limit with 1 (Node's closeIdleConnections left the spare one open).
    expect(await own.signal("SIGTERM")).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    await closed;
  });
});

describe("logs", () => {
  it("writes one JSON line per request with request id, method, path, status and duration, and no secrets", async () => {
    const response = await fetch(`${server.url}/sss?token=gizli-jeton`, { headers: { "X-Request-Id": "istek-123" } });
    expect(response.headers.get("x-request-id")).toBe("istek-123");
    await signIn(server);
    await postAs(server, "/iletisim", {
      isim: "Log",
      telefon: "0312 000 00 31",
      eposta: "log@ornek.com",
      konu: "Günlük",
      mesaj: "Bu mesaj günlüğe yazılmamalı.",
    });
    // The log is written in batches (app/.server/log.ts): the line shows within a fraction of a second.
    const entryOf = () =>
      server
        .output()
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.requestId === "istek-123");
    await expect.poll(entryOf, { timeout: 5_000 }).toBeDefined();
    const entry = entryOf();
    expect(entry).toMatchObject({ level: "info", method: "GET", path: "/sss", status: 200, msg: "request" });
    expect(typeof entry?.durationMs).toBe("number");
    const all = server.output();
    expect(all).not.toContain("gizli-jeton");
    expect(all).not.toContain(TEST_ADMIN.password);
    expect(all).not.toContain("Bu mesaj günlüğe yazılmamalı.");
  });

  it("answers a failure with a plain error page and logs its stack", async () => {
    // A real server error: a table the admin page reads is gone.
    const own = await startServer();
    try {
      const cookie = await signIn(own);
      const db = openTestDb(own.databaseUrl);
      await db.schema.dropTable("audit_log").execute();
      await db.destroy();
      const response = await fetch(`${own.url}/adminpanel/kayitlar`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain("Bir hata oluştu");
      expect(html).not.toMatch(/at .+\(.+:\d+:\d+\)/); // no stack trace for the visitor
      const loggedLine = () =>
        own
          .output()
          .split("\n")
          .find((l) => l.includes('"level":"error"') && l.includes("audit_log"));
      await expect.poll(loggedLine, { timeout: 5_000 }).toBeDefined();
      const logged = loggedLine();
      expect(JSON.parse(logged!).err.stack).toMatch(/\n\s+at /);
    } finally {
      await own.stop();
    }
  });
});

describe("caching and compression", () => {
  it("sends HTML with no-cache and an ETag, and answers a repeat with 304", async () => {
    const first = await fetch(`${server.url}/hizmetler/tam-tasdik`);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${server.url}/hizmetler/tam-tasdik`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("content-security-policy")).toBeNull();
    const other = await fetch(`${server.url}/hizmetler/denetim-hizmetleri`, { headers: { "If-None-Match": etag! } });
    expect(other.status).toBe(200);
  });

  it("gives a new ETag once the content changes", async () => {
    const db = openTestDb(server.databaseUrl);
    cleanup(() => db.destroy());
    const before = (await fetch(`${server.url}/duyurular/0`)).headers.get("etag");
    await addPost(db, "announcements", { title: "ETag değişsin" }, cleanup);
    const after = await fetch(`${server.url}/duyurular/0`, { headers: { "If-None-Match": before! } });
    expect(after.status).toBe(200);
  });

  it("keeps admin pages out of caches", async () => {
    const cookie = await signIn(server);
    const response = await fetch(`${server.url}/adminpanel`, { headers: { Cookie: cookie } });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
  });

  it("serves hashed assets for a year, immutable, compressed with brotli or gzip", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const br = await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-encoding")).toBe("br");
    const gzip = await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const page = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
  });
});

describe("client address behind a proxy", () => {
  const contact = { isim: "Vekil", telefon: "0312 000 00 32", eposta: "vekil@ornek.com", konu: "Adres", mesaj: "m" };
  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const db = openTestDb(server.databaseUrl);
    cleanup(() => db.destroy());
    await postAs(server, "/iletisim", { ...contact, konu: "Güvenilmeyen" }, { "X-Forwarded-For": "203.0.113.9" });
    cleanup(() => db.deleteFrom("messages").where("subject", "=", "Güvenilmeyen").execute());
    expect(
      (await db.selectFrom("messages").select("client_ip").where("subject", "=", "Güvenilmeyen").executeTakeFirstOrThrow()).client_ip,
    ).toBe("127.0.0.1");
  });

  it("honours X-Forwarded-For from a trusted proxy", async () => {
    const proxied = await startServer({ TRUST_PROXY: "loopback" });
    try {
      await postAs(proxied, "/iletisim", { ...contact, konu: "Güvenilen" }, { "X-Forwarded-For": "203.0.113.9" });
      const db = openTestDb(proxied.databaseUrl);
      expect(
        (await db.selectFrom("messages").select("client_ip").where("subject", "=", "Güvenilen").executeTakeFirstOrThrow()).client_ip,
      ).toBe("203.0.113.9");
      await db.destroy();
    } finally {
      await proxied.stop();
    }
  });
});

function cli(script: string, args: string[], databaseUrl: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
    encoding: "utf8",
  });
}

describe("backups", () => {
  if (TEST_DIALECT === "sqlite") {
    it("backs up while the site serves and writes, and restores that state with the server stopped", async () => {
      const own = await startServer();
      cleanup(() => own.stop()); // after the restore too: removes the database the restarted server used
      const db = openTestDb(own.databaseUrl);
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await db.destroy();
      };
      cleanup(close);
      const kept = await addPost(db, "announcements", { title: "Yedekte olan duyuru" });
      // Writes keep coming while the backup runs.
      const writing = (async () => {
        for (let i = 0; i < 20; i++)
          await postAs(own, "/iletisim", {
            isim: "Yazan",
            telefon: "0312 000 00 33",
            eposta: "y@ornek.com",
            konu: `Yazma ${i}`,
            mesaj: "m",
          });
      })();
      const backup = cli("db-backup", [], own.databaseUrl);
      await writing;
      expect(backup.status, backup.stderr).toBe(0);
      const file = /Backup written: (\S+)/.exec(backup.stdout)![1]!;
      expect(file).toMatch(/backups\/site-\d{8}T\d{6}Z\.db$/);
      const lost = await addPost(db, "announcements", { title: "Yedekten sonra eklenen" });
      await close(); // no connection of ours may stay open on the file that is restored

      await own.stop({ keepData: true }); // restore with the server stopped, as the README says
      const restored = cli("db-restore", [join(root, file)], own.databaseUrl);
      expect(restored.status, restored.stderr).toBe(0);

      const again = await startServer({}, { databaseUrl: own.databaseUrl });
      cleanup(() => again.stop());
      const page = await (await fetch(`${again.url}${announcementPath(kept.id, kept.title)}`, { redirect: "manual" })).text();
      expect(page).toContain("Yedekte olan duyuru");
      expect((await fetch(`${again.url}${announcementPath(lost.id, lost.title)}`, { redirect: "manual" })).status).toBe(302);
      const dir = join(
        parseDatabaseUrl(own.databaseUrl).kind === "sqlite" ? (parseDatabaseUrl(own.databaseUrl) as { path: string }).path : "",
        "..",
      );
      expect(readdirSync(dir).some((f) => f.startsWith("site.db.before-restore-"))).toBe(true);
    });

    it("refuses to restore a file that is not a database of this site", async () => {
      const database = await freshDatabase();
      cleanup(() => database.drop());
      const result = cli("db-restore", [join(root, "package.json")], database.url);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("Not restored");
    });
  } else {
    // db:restore restores a pg_dump itself (tests/server/restore-refusals.test.ts, the restore drill).
    it("backs PostgreSQL up with db:backup: pg_dump, verified by a restore into a scratch database", async () => {
      const folder = mkdtempSync(join(tmpdir(), "ymm-backups-"));
      cleanup(() => rmSync(folder, { recursive: true, force: true }));
      const backup = cli("db-backup", [], server.databaseUrl, { BACKUP_DIR: folder });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/^Backup written: \S+\/site-\d{8}T\d{6}Z\.dump$/m);
      expect(backup.stdout).toContain("verified (postgres-restore)");
    });
  }
});

describe("db:copy", () => {
  // Spawns the copy script over two whole databases: 6–17 s alone, more beside other test files.
  it("moves a site to another database with ids, the admin and every table, checked by row counts", { timeout: 90_000 }, async () => {
    const source = await startServer();
    cleanup(() => source.stop()); // its database too, kept for the copy
    const target = await freshDatabase();
    try {
      const cookie = await signIn(source);
      // A saved entry: its versions (history and bin) are rows too.
      const saved = await postAs(
        source,
        "/adminpanel/duyurular",
        { intent: "kaydet", baslik: "Taşınan duyuru", icerik: "Metin" },
        { Cookie: cookie },
      );
      expect(saved.status).toBeLessThan(400);
      await postAs(source, "/iletisim", { isim: "Taşınan", telefon: "0312 000 00 34", eposta: "t@ornek.com", konu: "Taşıma", mesaj: "m" });
      // A newsletter sign-up: the subscriber and the consent text it was shown (a table keyed by a number).
      expect((await postAs(source, "/bulten", { eposta: "abone@ornek.com" })).status).toBe(303);
      // An uploaded image: its ten files are rows with bytes (copied ten at a time: a second page is read).
      const form = new FormData();
      const picture = await sharp({ create: { width: 1700, height: 1000, channels: 3, background: "#446688" } })
        .jpeg()
        .toBuffer();
      form.append("dosya", new Blob([new Uint8Array(picture)]), "tasinan.jpg");
      const uploaded = await fetch(`${source.url}/adminpanel/medya`, {
        method: "POST",
        body: form,
        headers: { Origin: source.url, Cookie: cookie, Accept: "application/json" },
      });
      expect(uploaded.status).toBe(200);
      await source.stop({ keepData: true });
      // Tax figures the office changed: the target's own seeded figures are replaced by them.
      const sourceDb = openTestDb(source.databaseUrl);
      await sourceDb
        .insertInto("late_payment_rates")
        .values({ valid_from: "2027-01-01", monthly_rate: "0.03", decree: "Sınama kararı", note: null })
        .execute();
      await sourceDb.deleteFrom("holidays").where("date", "=", "2027-01-01").execute();
      // A sirküler with two categories and an attachment: link tables with two-column keys, and a file's bytes.
      const at = "2026-11-26T09:00:00.000Z";
      await sourceDb
        .insertInto("attachments")
        .values({
          id: "0123456789abcdef0123456789abcdef",
          file_name: "Taşınan ek.pdf",
          format: "pdf",
          content_type: "application/pdf",
          bytes: 4,
          data: new Uint8Array([37, 80, 68, 70]),
          text: "taşınan metin",
          has_text: 1,
          pages: 1,
          admin_email: "a@ornek.com",
          created_at: at,
        })
        .execute();
      await sourceDb
        .insertInto("circulars")
        .values({
          id: "tasinan-sirkuler",
          title: "Taşınan sirküler",
          body: "<p>Metin</p>",
          created_at: at,
          number_year: 2026,
          number_seq: 40,
        } as never)
        .execute();
      await sourceDb
        .insertInto("circular_category_links")
        .values([
          { circular_id: "tasinan-sirkuler", category_id: "kategori-kdv" },
          { circular_id: "tasinan-sirkuler", category_id: "kategori-vuk" },
        ])
        .execute();
      await sourceDb
        .insertInto("circular_attachments")
        .values({ circular_id: "tasinan-sirkuler", attachment_id: "0123456789abcdef0123456789abcdef", position: 1 })
        .execute();
      // İstatistikler's counts move with the site; the day's salt does not (the target starts its own day).
      await sourceDb
        .insertInto("analytics_daily")
        .values([
          { day: "2026-11-20", dimension: "page", value: "/sss", views: 7, visitors: 3 },
          { day: "2026-11-20", dimension: "site", value: "", views: 9, visitors: 4 },
        ])
        .execute();
      await sourceDb
        .insertInto("analytics_monthly")
        .values({ month: "2024-10", dimension: "site", value: "", views: 90, visitors: 40 })
        .execute();
      await sourceDb.insertInto("analytics_salts").values({ day: "2026-11-20", salt: "tuz" }).execute();
      // English texts (issue 43; keyed by kind and key, no id) and the English search's state, which the target builds anew.
      const english = {
        data: '{"title":"The founder","metaDescription":"","body":"<p>CPA.</p>"}',
        published_at: "2026-11-20T09:00:00.000Z",
      };
      await sourceDb
        .insertInto("english_texts")
        .values([
          { kind: "page", key: "founder", ...english, draft: null, revision: 2, updated_at: english.published_at, updated_by: null },
          {
            kind: "page",
            key: "mission",
            data: null,
            draft: english.data,
            published_at: null,
            revision: 1,
            updated_at: english.published_at,
            updated_by: null,
          },
        ])
        .execute();
      await sourceDb.insertInto("settings").values({ key: "english_search_index", value: "1:1" }).execute();
      await sourceDb.destroy();
      const copied = cli("db-copy", ["--from", source.databaseUrl, "--to", target.url], source.databaseUrl);
      expect(copied.status, copied.stderr).toBe(0);
      expect(copied.stdout).toContain("Done: every table copied");
      const again = cli("db-copy", ["--from", source.databaseUrl, "--to", target.url], source.databaseUrl);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("the target is not empty");

      const from = openTestDb(source.databaseUrl);
      const to = openTestDb(target.url);
      for (const table of [
        "announcements",
        "news",
        "questions",
        "tools",
        "messages",
        "admins",
        "audit_log",
        "media",
        "revisions",
      ] as const) {
        const ids = async (db: typeof from) => (await db.selectFrom(table).select("id").orderBy("id").execute()).map((r) => r.id);
        expect(await ids(to), table).toEqual(await ids(from));
      }
      const statistics = async (db: typeof from) => [
        await db.selectFrom("analytics_daily").selectAll().orderBy("dimension").execute(),
        await db.selectFrom("analytics_monthly").selectAll().execute(),
      ];
      expect(await statistics(to)).toEqual(await statistics(from));
      expect(await to.selectFrom("analytics_salts").selectAll().execute()).toEqual([]);
      const englishRows = async (db: typeof from) => db.selectFrom("english_texts").selectAll().orderBy("kind").orderBy("key").execute();
      expect(await englishRows(to)).toEqual(await englishRows(from));
      expect(await englishRows(to)).toHaveLength(2);
      expect(await to.selectFrom("settings").select("value").where("key", "=", "english_search_index").execute()).toEqual([]);
      const links = async (db: typeof from) => [
        await db.selectFrom("circular_category_links").selectAll().orderBy("circular_id").orderBy("category_id").execute(),
        await db.selectFrom("circular_attachments").selectAll().orderBy("circular_id").execute(),
        (await db.selectFrom("attachments").select(["id", "data"]).orderBy("id").execute()).map((a) => [
          a.id,
          Buffer.from(a.data).toString("hex"),
        ]),
      ];
      expect(await links(to)).toEqual(await links(from));
      const [categoryLinks] = await links(to);
      expect((categoryLinks as { circular_id: string }[]).filter((link) => link.circular_id === "tasinan-sirkuler")).toHaveLength(2);
      const files = async (db: typeof from) =>
        (await db.selectFrom("media_files").select(["name", "data"]).orderBy("name").execute()).map((f) => [
          f.name,
          Buffer.from(f.data).toString("base64"),
        ]);
      expect(await files(to)).toEqual(await files(from));
      expect(await files(to)).toHaveLength(10);
      const rates = async (db: typeof from) => db.selectFrom("late_payment_rates").selectAll().orderBy("valid_from").execute();
      expect(await rates(to)).toEqual(await rates(from));
      expect((await rates(to)).at(-1)?.decree).toBe("Sınama kararı");
      const holidays = async (db: typeof from) => db.selectFrom("holidays").select("date").orderBy("date").execute();
      expect(await holidays(to)).toEqual(await holidays(from));
      expect((await holidays(to)).map((h) => h.date)).not.toContain("2027-01-01");
      const consents = async (db: typeof from) => db.selectFrom("consent_texts").selectAll().orderBy("version").execute();
      expect(await consents(to)).toEqual(await consents(from));
      expect(await consents(to)).toHaveLength(1);
      expect((await to.selectFrom("subscribers").select("email").execute()).map((r) => r.email)).toEqual(["abone@ornek.com"]);
      await from.destroy();
      await to.destroy();

      const moved = await startServer({}, { databaseUrl: target.url });
      try {
        await expect(signIn(moved)).resolves.toContain("ymm_oturum=");
        expect(moved.output()).not.toContain("Created the first admin");
      } finally {
        await moved.stop();
      }
    } finally {
      await target.drop();
    }
  });
});
