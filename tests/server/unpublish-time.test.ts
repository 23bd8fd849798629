import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "#app/.server/config.ts";
import { removeEntry, saveEntry } from "#app/.server/content/entries.ts";
import { unpublishDueEntries } from "#app/.server/content/scheduled.ts";
import { closeDb } from "#app/.server/db/index.ts";
import { announcementPath, circularPath, paths } from "#app/lib/paths.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { circularFields, EDITOR, tagWord } from "#tests/helpers/search.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { sitemapText } from "#tests/helpers/sitemap.ts";

// Scheduled unpublishing (issue 44, ADR 067): an announcement leaves every public surface at its
// time, on two instances sharing one database, through their page caches. The scheduler's own
// round is slowed to a minute, so what takes it down is the clock the test passes in, or (the
// second test) the public pages' version read at the time itself.
const SLOW_SCHEDULER = { SCHEDULER_INTERVAL_MS: "60000" };
const HOUR = 60 * 60 * 1000;

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startServer(SLOW_SCHEDULER);
  b = await startServer(SLOW_SCHEDULER, { databaseUrl: a.databaseUrl });
  // This process writes through the use cases on the servers' database.
  process.env.DATABASE_URL = a.databaseUrl;
  reloadConfig();
});

afterAll(async () => {
  await closeDb();
  delete process.env.DATABASE_URL;
  reloadConfig();
  await b?.stop({ keepData: true });
  await a?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

/** A published announcement that leaves the site at `unpublishAt`, saved as the admin's form saves it. */
async function announce(unpublishAt: number) {
  const tag = tagWord();
  const title = `Son başvuru ${tag}`;
  const saved = await saveEntry(
    "duyurular",
    undefined,
    { title, text: `<p>${tag} için son gün yaklaşıyor.</p>`, status: "published", unpublishAt: new Date(unpublishAt).toISOString() },
    EDITOR,
  );
  if (!saved.ok) throw new Error(`saveEntry failed: ${JSON.stringify(saved)}`);
  cleanup(() => removeEntry("duyurular", saved.id, EDITOR));
  return { id: saved.id, tag, title, path: announcementPath(saved.id, title) };
}

type Announcement = Awaited<ReturnType<typeof announce>>;

/** Where a visitor of one instance meets it: its page, the list, the home tab, both feeds, the search, the sitemap. */
async function seenOn(server: TestServer, post: Announcement) {
  const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  const [own, list, home, rss, atom, search, sitemap] = await Promise.all([
    fetch(`${server.url}${post.path}`, { redirect: "manual" }).then((response) => response.status),
    fetchPage(server.url, "/duyurular/0"),
    fetchPage(server.url, paths.home),
    text(paths.feeds.announcementsRss),
    text(paths.feeds.announcementsAtom),
    fetchPage(server.url, `${paths.search}?q=${post.tag}`),
    sitemapText(server.url),
  ]);
  return {
    own,
    list: list.doc.querySelector("h1")?.text === post.title,
    home: home.doc.querySelectorAll("#panel-duyurular .entry-list a").some((link) => link.text === post.title),
    rss: rss.includes(post.title),
    atom: atom.includes(post.title),
    search: search.doc.querySelectorAll(".search-result-title").some((link) => link.text.includes(post.title)),
    sitemap: sitemap.includes(`/duyurular/${post.id}`),
  };
}

const SHOWN = { own: 200, list: true, home: true, rss: true, atom: true, search: true, sitemap: true };
/** Gone from every surface; its own address answers as an unknown announcement's (a redirect to the list). */
const gone = async (server: TestServer) => ({
  own: (await fetch(`${server.url}${announcementPath("yok", "Olmayan duyuru")}`, { redirect: "manual" })).status,
  list: false,
  home: false,
  rss: false,
  atom: false,
  search: false,
  sitemap: false,
});

describe(`scheduled unpublishing on two instances sharing one ${TEST_DIALECT === "postgres" ? "PostgreSQL" : "SQLite"} database`, () => {
  it("takes an announcement off every public surface when the clock passed in reaches its time, and keeps it in the admin", async () => {
    const db = openTestDb(a.databaseUrl);
    cleanup(() => db.destroy());
    const post = await announce(Date.now() + HOUR);
    // Seen everywhere, and kept in both page caches, before its time.
    for (const server of [a, b]) expect(await seenOn(server, post)).toEqual(SHOWN);
    // Not yet: an earlier clock takes nothing down.
    expect(await unpublishDueEntries(new Date(Date.now() + HOUR / 2))).toBe(0);
    expect(await seenOn(a, post)).toEqual(SHOWN);

    expect(await unpublishDueEntries(new Date(Date.now() + 2 * HOUR))).toBe(1);
    for (const server of [a, b]) expect(await seenOn(server, post)).toEqual(await gone(server));
    // Once: a second round (another instance's) finds nothing to do.
    expect(await unpublishDueEntries(new Date(Date.now() + 2 * HOUR))).toBe(0);

    // In the admin: a draft that keeps its time, with the scheduler's version and audit row.
    const row = await db.selectFrom("announcements").select(["status", "unpublish_at"]).where("id", "=", post.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("draft");
    expect(row.unpublish_at).not.toBeNull();
    const revisions = await db.selectFrom("revisions").select("action").where("entry_id", "=", post.id).orderBy("version").execute();
    expect(revisions.map((r) => r.action)).toEqual(["create", "unpublish"]);
    const audit = await db.selectFrom("audit_log").select("action").where("entry_id", "=", post.id).execute();
    expect(audit.map((r) => r.action)).toContain("unpublish");
  });

  it("takes a sirküler off its page, the list, its feed, the search and the sitemap at its time (the clock passed in)", async () => {
    const tag = tagWord();
    const title = `Süre uzatımı ${tag}`;
    const fields = circularFields({ seq: 90 });
    const saved = await saveEntry(
      "sirkuler",
      undefined,
      {
        title,
        text: `<p>${tag} sirküler metni.</p>`,
        status: "published",
        unpublishAt: new Date(Date.now() + HOUR).toISOString(),
        circular: fields,
      },
      EDITOR,
    );
    if (!saved.ok) throw new Error(`saveEntry failed: ${JSON.stringify(saved)}`);
    cleanup(() => removeEntry("sirkuler", saved.id, EDITOR));
    const path = circularPath(fields);
    const seen = async (server: TestServer) => ({
      own: (await fetch(`${server.url}${path}`, { redirect: "manual" })).status,
      list: (await (await fetch(`${server.url}${paths.circulars}`)).text()).includes(tag),
      rss: (await (await fetch(`${server.url}${paths.feeds.circularsRss}`)).text()).includes(tag),
      search: (await fetchPage(server.url, `${paths.search}?q=${tag}`)).doc.querySelectorAll(".search-result-title").length > 0,
      sitemap: (await sitemapText(server.url)).includes(path),
    });
    for (const server of [a, b]) expect(await seen(server)).toEqual({ own: 200, list: true, rss: true, search: true, sitemap: true });
    expect(await unpublishDueEntries(new Date(Date.now() + 2 * HOUR))).toBe(1);
    for (const server of [a, b]) expect(await seen(server)).toEqual({ own: 404, list: false, rss: false, search: false, sitemap: false });
  });

  it("leaves at its own time without the scheduler's round: the public pages' next read takes it down on each instance", async () => {
    const at = Date.now() + 4_000;
    const post = await announce(at);
    for (const server of [a, b]) expect(await seenOn(server, post)).toEqual(SHOWN);
    expect(Date.now(), "the checks ran past the unpublish time: the machine is too slow for this test").toBeLessThan(at);
    await expect
      .poll(async () => [await seenOn(a, post), await seenOn(b, post)], { timeout: 12_000, interval: 250 })
      .toEqual([await gone(a), await gone(b)]);
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    // Taken down by the read, not by a round (the scheduler's is a minute away), once; marked in the admin.
    const db = openTestDb(a.databaseUrl);
    cleanup(() => db.destroy());
    const revisions = await db.selectFrom("revisions").select("action").where("entry_id", "=", post.id).orderBy("version").execute();
    expect(revisions.map((r) => r.action)).toEqual(["create", "unpublish"]);
    const cookie = await signIn(b);
    const admin = await fetchPage(b.url, `/adminpanel/duyurular?duzenle=${post.id}`, { headers: { Cookie: cookie } });
    expect(admin.status).toBe(200);
    expect(admin.doc.querySelector(".entry-state")?.text).toContain("Yayından kalktı (");
    expect(admin.doc.querySelectorAll(".entry-status").some((cell) => cell.text.startsWith("Yayından kalktı ("))).toBe(true);
  });

  it("refuses a time to leave that has passed for a public entry, and one before its publication", async () => {
    const past = await saveEntry(
      "duyurular",
      undefined,
      { title: `Geçmiş ${tagWord()}`, text: "<p>Metin.</p>", status: "published", unpublishAt: new Date(Date.now() - HOUR).toISOString() },
      EDITOR,
    );
    expect(past).toMatchObject({ ok: false, reason: "unpublish" });
    const beforePublication = await saveEntry(
      "duyurular",
      undefined,
      {
        title: `Önce ${tagWord()}`,
        text: "<p>Metin.</p>",
        status: "scheduled",
        publishAt: new Date(Date.now() + 2 * HOUR).toISOString(),
        unpublishAt: new Date(Date.now() + HOUR).toISOString(),
      },
      EDITOR,
    );
    expect(beforePublication).toMatchObject({ ok: false, reason: "unpublish" });
  });
});
