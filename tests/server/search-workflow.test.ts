import { spawnSync } from "node:child_process";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { removeEntry, saveEntry } from "#app/.server/content/entries.ts";
import { restoreFromBin } from "#app/.server/content/history.ts";
import { publishDueEntries } from "#app/.server/content/scheduled.ts";
import { adminService, createService, hideService, removeService, updateService } from "#app/.server/firm/services.ts";
import { announcementPath } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { TEST_DIALECT } from "#tests/helpers/database.ts";
import { addEntry, EDITOR, type SearchSuite, search, startSearchSuite, stopSearchSuite, tagWord } from "#tests/helpers/search.ts";
import { root } from "#tests/helpers/server.ts";

// The index kept in step with the content (issue 23): only what visitors can
// open is found, from the commit of the write that made it so; and /ara's
// answers to every kind of input.
let suite: SearchSuite;
beforeAll(async () => {
  suite = await startSearchSuite();
});
afterAll(() => stopSearchSuite(suite));

const cleanup = cleanupAfterEach(afterEach);
const remove = (list: Parameters<typeof removeEntry>[0], id: string) => removeEntry(list, id, EDITOR);
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

describe(`the index follows the content (${TEST_DIALECT})`, () => {
  it("never finds drafts, scheduled entries or the bin; a scheduled one once the scheduler publishes it", async () => {
    const tag = tagWord();
    await addEntry("haberler", { title: `Taslak haber ${tag}`, text: "<p>Gizli.</p>", status: "draft" }, cleanup, remove);
    const publishAt = inFuture(60_000);
    await addEntry("duyurular", { title: `Zamanlı duyuru ${tag}`, text: "<p>Sonra.</p>", status: "scheduled", publishAt }, cleanup, remove);
    const binned = await addEntry("duyurular", { title: `Silinen duyuru ${tag}`, text: "<p>Çöpte.</p>" }, cleanup, remove);
    expect((await search(suite, tag)).titles).toEqual([`Silinen duyuru ${tag}`]);
    await removeEntry("duyurular", binned, EDITOR);
    // Removed from the search at once.
    expect((await search(suite, tag)).titles).toEqual([]);
    // Its time comes: the scheduler's round publishes it, and the search finds it.
    expect(await publishDueEntries(new Date(Date.parse(publishAt) + 1_000))).toBeGreaterThanOrEqual(1);
    expect((await search(suite, tag)).titles).toEqual([`Zamanlı duyuru ${tag}`]);
    // Back from the bin, found again.
    expect(await restoreFromBin("duyurular", binned, EDITOR)).toEqual({ ok: true });
    expect((await search(suite, tag)).titles.sort()).toEqual([`Silinen duyuru ${tag}`, `Zamanlı duyuru ${tag}`].sort());
  });

  it("indexes an edit: the new words are found, the old ones no longer; unpublishing removes it", async () => {
    const tag = tagWord();
    const id = await addEntry("duyurular", { title: `Eski başlık ${tag}`, text: "<p>Beyanname.</p>" }, cleanup, remove);
    expect(await saveEntry("duyurular", id, { title: `Yeni başlık ${tag}`, text: "<p>Tahakkuk fişi.</p>" }, EDITOR)).toMatchObject({
      ok: true,
    });
    expect((await search(suite, `eski ${tag}`)).titles).toEqual([]);
    expect((await search(suite, `tahakkuk ${tag}`)).titles).toEqual([`Yeni başlık ${tag}`]);
    expect(await saveEntry("duyurular", id, { title: `Yeni başlık ${tag}`, text: "<p>x</p>", status: "draft" }, EDITOR)).toMatchObject({
      ok: true,
    });
    expect((await search(suite, tag)).titles).toEqual([]);
  });

  it("follows the services: a new one, an edit, hiding and deleting", async () => {
    const tag = tagWord();
    const input = {
      fullTitle: `Transfer fiyatlandırması ${tag}`,
      homeTitle: "",
      homeDescription: "Raporlama.",
      metaDescription: "",
      body: "<p>Örtülü kazanç.</p>",
      slug: tag,
    };
    const created = await createService(input, EDITOR);
    if (!created.ok) throw new Error(JSON.stringify(created));
    cleanup(async () => {
      const row = await adminService(created.id);
      if (row) await removeService(created.id, row.revision, EDITOR);
    });
    expect((await search(suite, `örtülü ${tag}`)).titles).toEqual([`Transfer fiyatlandırması ${tag}`]);
    const row = await adminService(created.id);
    expect(await updateService(created.id, { ...input, body: "<p>Emsal bedel.</p>" }, row?.revision ?? 0, EDITOR)).toMatchObject({
      ok: true,
    });
    expect((await search(suite, `ortulu ${tag}`)).titles).toEqual([]);
    expect((await search(suite, `emsal ${tag}`)).titles).toEqual([`Transfer fiyatlandırması ${tag}`]);
    const updated = await adminService(created.id);
    expect(await hideService(created.id, updated?.revision ?? 0, EDITOR)).toMatchObject({ ok: true });
    expect((await search(suite, tag)).titles).toEqual([]);
  });

  it("ranks a title match above a body match, then by kind, newer above older on ties, 20 a page", async () => {
    const tag = tagWord();
    await addEntry("duyurular", { title: `Duyuru metinde ${tag}`, text: "<p>Yurt dışı hizmet ihracatı.</p>" }, cleanup, remove);
    await addEntry("haberler", { title: `İhracat haberi ${tag}`, text: "<p>Ayrıntı.</p>" }, cleanup, remove);
    // Two alike: the newer (saved later) first.
    const older = await addEntry("duyurular", { title: `İhracat bedeli ${tag}`, text: "<p>Aynı metin.</p>" }, cleanup, remove);
    const newer = await addEntry("duyurular", { title: `İhracat bedeli ${tag}`, text: "<p>Aynı metin.</p>" }, cleanup, remove);
    const page = await search(suite, `${tag} ihracat`);
    expect(page.count).toBe("4 sonuç");
    // The kinds found, in the ranking's order, each a link to narrow by it.
    expect(page.groups).toEqual(["Haberler (1)", "Duyurular (3)"]);
    // Titles with both words first (news before announcements), the body-only match last.
    expect(page.titles).toEqual([`İhracat haberi ${tag}`, `İhracat bedeli ${tag}`, `İhracat bedeli ${tag}`, `Duyuru metinde ${tag}`]);
    expect(page.places.map((place) => place.kind === "result" && place.label)).toEqual(["Haberler", "Duyurular", "Duyurular", "Duyurular"]);
    const hrefs = page.doc.querySelectorAll(".search-results a").map((a) => a.getAttribute("href") ?? "");
    const alike = (id: string) => announcementPath(id, `İhracat bedeli ${tag}`);
    expect(hrefs.slice(1, 3)).toEqual([alike(newer), alike(older)]);
    // A title holding the words as typed (a phrase) comes before one holding them apart.
    const phrase = await addEntry("duyurular", { title: `${tag} ihracat sırası`, text: "<p>.</p>" }, cleanup, remove);
    const phrased = await search(suite, `${tag} ihracat`);
    expect(phrased.places[0]).toMatchObject({ kind: "result", href: announcementPath(phrase, `${tag} ihracat sırası`) });

    // Narrowed to a kind: only its results, and the count says so.
    const narrowed = await search(suite, `${tag} ihracat`, undefined, "duyurular");
    expect(narrowed.count).toBe("Duyurular: 4 sonuç (tüm türlerde 5)");
    expect(narrowed.titles).toHaveLength(4);
    expect(narrowed.doc.querySelector('.search-kinds a[aria-current="page"]')?.text).toContain("Duyurular");
    // A kind with no match says so by its name; the other kinds stay a link away.
    const none = await search(suite, `${tag} ihracat`, undefined, "hizmetler");
    expect(none.count).toBe("Hizmetler: 0 sonuç (tüm türlerde 5)");
    expect(none.titles).toEqual([]);
    expect(none.groups).toEqual(["Haberler (1)", "Duyurular (4)"]);
    // A kind the search does not have shows every kind.
    expect((await search(suite, `${tag} ihracat`, undefined, "yok")).titles).toHaveLength(5);

    const many = tagWord();
    for (let n = 1; n <= 23; n++) await addEntry("duyurular", { title: `Sayfalama ${many} ${n}`, text: "<p>.</p>" }, cleanup, remove);
    const first = await search(suite, many);
    expect(first.count).toBe("23 sonuç · Sayfa 1 / 2");
    expect(first.titles).toHaveLength(20);
    const next = first.doc.querySelector('.search-pages a[rel="next"]')?.getAttribute("href");
    expect(next).toBe(`/ara?q=${many}&sayfa=2`);
    const second = await search(suite, many, 2);
    expect(second.titles).toHaveLength(3);
    expect(new Set([...first.titles, ...second.titles]).size).toBe(23);
  });
});

describe(`what /ara answers (${TEST_DIALECT})`, () => {
  it("takes FTS syntax as plain text and never fails", async () => {
    const tag = tagWord();
    await addEntry("duyurular", { title: `Near ve yakın ${tag}`, text: "<p>a-b c:d e&f</p>" }, cleanup, remove);
    for (const query of [
      '"',
      "NEAR(",
      "*",
      "-",
      ":",
      "&",
      "!",
      "'",
      "(",
      ")",
      "^",
      "\\",
      'a"b',
      "NOT",
      "OR",
      "AND",
      "c:d",
      "!x",
      "a & | b",
      "tevki*",
      "-x",
      `"${tag}`,
      `NEAR(${tag}`,
      `${tag}*`,
    ]) {
      const page = await search(suite, query);
      expect([200, 400], query).toContain(page.status);
    }
    expect((await search(suite, `NEAR( ${tag}`)).titles).toEqual([`Near ve yakın ${tag}`]);
    expect((await search(suite, `"${tag}"`)).titles).toEqual([`Near ve yakın ${tag}`]);
    expect((await search(suite, `${tag} AND OR NOT`)).titles).toEqual([]);
  });

  it("refuses a query too long, with control characters or without letters, with a Turkish message", async () => {
    const long = await search(suite, "vergi ".repeat(40));
    expect(long.status).toBe(400);
    expect(long.message).toMatch(/en çok 200 karakter/);
    const control = await search(suite, "kdv\u0001iade");
    expect(control.status).toBe(400);
    expect(control.message).toMatch(/kontrol karakteri/);
    for (const query of ['"', "*", "!!!", "--", "()"]) {
      const page = await search(suite, query);
      expect(page.status, query).toBe(400);
      expect(page.message).toMatch(/harf ya da rakam yok/);
    }
    const empty = await search(suite, "");
    expect(empty.status).toBe(200);
    expect(empty.message).toBeUndefined();
    const none = await search(suite, "olmayankelimezzz");
    expect(none.doc.querySelector(".search-empty")?.text).toMatch(/sonuç bulunamadı/);
  });

  it("never lets a query or a text inject markup; the snippet marks only matching words", async () => {
    const tag = tagWord();
    await addEntry(
      "duyurular",
      { title: `Kaçış ${tag}`, text: `<p>Metin &lt;img src=x onerror=alert(1)&gt; ${tag} sonu.</p>` },
      cleanup,
      remove,
    );
    const found = await search(suite, `${tag} img`);
    expect(found.titles).toEqual([`Kaçış ${tag}`]);
    expect(found.html).not.toContain("<img src=x");
    expect(found.html).toContain("&lt;</span><mark>img</mark><span> src=x onerror=alert(1)&gt; </span><mark>");
    for (const query of ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', `<b>${tag}</b>`]) {
      const page = await search(suite, query);
      expect(page.html).not.toMatch(/<script>alert|<img src=x|<b>etiket/);
      expect(page.doc.querySelector("#search-query")?.getAttribute("value")).toBe(query);
    }
  });

  it("is noindex and reachable from every page's header (a field on desktop, a link on phones)", async () => {
    const page = await search(suite, "kdv");
    expect(page.doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    const home = await search(suite, "");
    const header = home.doc.querySelector(".topbar search form");
    expect(header?.getAttribute("action")).toBe("/ara");
    expect(home.doc.querySelector('label[for="topbar-search-q"]')?.text.trim()).toBe("Sitede ara");
    expect(home.doc.querySelector(".nav-search-link")?.getAttribute("href")).toBe("/ara");
  });
});

describe(`npm run search:reindex (${TEST_DIALECT})`, () => {
  it("rebuilds the whole index from the content", async () => {
    const tag = tagWord();
    await addEntry("duyurular", { title: `Yeniden dizin ${tag}`, text: "<p>Metin.</p>" }, cleanup, remove);
    if (TEST_DIALECT === "sqlite") await sql`delete from search_fts`.execute(suite.db);
    await suite.db.deleteFrom("search_documents").execute();
    expect((await search(suite, tag)).titles).toEqual([]);
    const run = spawnSync(process.execPath, ["scripts/search-reindex.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: suite.server.databaseUrl },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^Search index rebuilt: \d+ documents in \d+ ms\.\n$/);
    expect((await search(suite, tag)).titles).toEqual([`Yeniden dizin ${tag}`]);
    expect((await search(suite, "tam tasdik")).groups).toContain("Hizmetler (1)");
  });
});
