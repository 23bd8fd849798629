/**
 * The admin lists at real size (search, status filter, pages), an entry's
 * history with its restore, and the bin, over HTTP on the production build
 * as a browser without JavaScript uses them.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database, PostStatus } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { recordAudit } from "#app/.server/repositories/audit.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { type EntryFields, insertEntry, updateEntry } from "#app/.server/repositories/entries.ts";
import { addRevision } from "#app/.server/repositories/revisions.ts";
import type { ListName } from "#app/lib/content-lists.ts";
import { postAs, signIn } from "#tests/helpers/admin.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, openTestDb } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { startServer, TEST_ADMIN, type TestServer } from "#tests/helpers/server.ts";

let server: TestServer;
let db: Kysely<Database>;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  db = openTestDb(server.databaseUrl);
  cookie = await signIn(server);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const cleanup = cleanupAfterEach(afterEach);

/** A word no sample entry or other test has, to find a test's own entries. */
const tag = () => `zq${Math.random().toString(36).slice(2, 8)}`;

const get = (path: string, withCookie = true) => fetchPage(server.url, path, withCookie ? { headers: { Cookie: cookie } } : {});
const post = (path: string, fields: Record<string, string>) => postAs(server, path, fields, { Cookie: cookie });

const TABLES = { duyurular: "announcements", haberler: "news" } as const;

/** Removes an entry the test made, with its history (so the bin holds nothing of it). */
function forget(list: "duyurular" | "haberler", id: string) {
  cleanup(async () => {
    await db.deleteFrom(TABLES[list]).where("id", "=", id).execute();
    await db.deleteFrom("revisions").where("list", "=", list).where("entry_id", "=", id).execute();
    await bumpContentVersion(db);
  });
}

/** `count` news items in one go, the last one the newest (all newer than the sample content). */
async function addNews(
  count: number,
  make: (i: number) => { title: string; body?: string; status?: PostStatus; published_at?: string | null },
) {
  const start = Date.UTC(2098, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => {
    const item = make(i);
    const created = new Date(start + i * 60_000).toISOString();
    const status = item.status ?? "published";
    return {
      id: newId(),
      title: item.title,
      body: item.body ?? `<p>${item.title} metni.</p>`,
      status,
      published_at: item.published_at !== undefined ? item.published_at : status === "draft" ? null : created,
      created_at: created,
      updated_at: created,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto("news")
      .values(rows.slice(i, i + 200))
      .execute();
  await bumpContentVersion(db);
  cleanup(async () => {
    const ids = rows.map((row) => row.id);
    await db.deleteFrom("news").where("id", "in", ids).execute();
    await db.deleteFrom("revisions").where("list", "=", "haberler").where("entry_id", "in", ids).execute();
    await bumpContentVersion(db);
  });
  return rows;
}

const fields = (title: string, text: string, status: PostStatus = "published"): EntryFields => ({
  title,
  text,
  status,
  published_at: status === "published" ? "2026-03-02T09:00:00.000Z" : null,
  meta_description: null,
  cover_media_id: null,
  cover_alt: null,
});

/** An entry saved once per version, as the admin's saves leave it: the row and its numbered revisions. */
async function entryWithHistory(list: "duyurular" | "haberler", versions: { title: string; text: string }[]) {
  const id = newId();
  forget(list, id);
  for (const [i, version] of versions.entries()) {
    const at = new Date(Date.UTC(2026, 2, 2, 9, i)).toISOString();
    const entry = fields(version.title, version.text);
    if (i === 0) await insertEntry(db, list, { id, ...entry, created_at: at, updated_at: at });
    else await updateEntry(db, list, id, entry, at);
    await addRevision(db, {
      list,
      entryId: id,
      action: i === 0 ? "create" : "update",
      fields: entry,
      adminEmail: TEST_ADMIN.email,
      createdAt: at,
    });
  }
  await bumpContentVersion(db);
  return id;
}

const rows = (page: Page) => page.doc.querySelectorAll("table.admin-table tbody tr");
const cells = (page: Page, column: number) => rows(page).map((row) => row.querySelectorAll("td")[column]?.text.trim() ?? "");
const countText = (page: Page) => page.doc.querySelector(".admin-list-count")?.text.trim();
const statusText = (page: Page) => page.doc.querySelector('[role="status"]')?.text.replace(/\s+/g, " ").trim();
const alertText = (page: Page) => page.doc.querySelector('[role="alert"]')?.text.trim();
const pageLinks = (page: Page) => page.doc.querySelector('nav[aria-label="Sayfalar"]');
const historyPath = (list: ListName, id: string) => `/adminpanel/gecmis/${list}/${id}`;

describe("admin lists at real size", () => {
  it("shows 25 entries a page with counts and page links, newest first", async () => {
    const news = await addNews(240, (i) => ({ title: `Sayfa testi ${i}` }));
    const total = Number(
      (
        await db
          .selectFrom("news")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await get("/adminpanel/haberler");
    expect(first.status).toBe(200);
    expect(rows(first)).toHaveLength(25);
    expect(cells(first, 0).slice(0, 2)).toEqual(["Sayfa testi 239", "Sayfa testi 238"]);
    expect(countText(first)).toBe(`${total} kayıttan 1–25 arası`);
    const nav = pageLinks(first);
    expect(nav?.querySelector('[aria-current="page"]')?.text).toBe("1");
    expect(nav?.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("/adminpanel/haberler?sayfa=2");

    const second = await get("/adminpanel/haberler?sayfa=2");
    expect(countText(second)).toBe(`${total} kayıttan 26–50 arası`);
    expect(cells(second, 0)[0]).toBe(news[214]!.title);
    expect(pageLinks(second)?.querySelector('[aria-current="page"]')?.text).toBe("2");
    expect(pageLinks(second)?.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe("/adminpanel/haberler");

    const beyond = await get("/adminpanel/haberler?sayfa=9999");
    expect(beyond.status).toBe(200);
    expect(pageLinks(beyond)?.querySelector('[aria-current="page"]')?.text).toBe(String(Math.ceil(total / 25)));
  });

  it("searches the Turkish way and filters by state, keeping both in the page links and row links", async () => {
    const word = tag();
    const states: PostStatus[] = ["draft", "published", "scheduled"];
    await addNews(120, (i) => ({
      title: i === 7 ? `İSTANBUL ŞUBESİ ${word}` : `Beyanname ${word} ${i}`,
      status: states[i % 3],
      published_at: i % 3 === 2 ? "2099-03-01T09:30:00.000Z" : undefined,
    }));

    const turkish = await get(`/adminpanel/haberler?ara=${encodeURIComponent(`istanbul şubesi ${word}`)}`);
    expect(cells(turkish, 0)).toEqual([`İSTANBUL ŞUBESİ ${word}`]);
    expect(countText(turkish)).toBe("1 kayıttan 1–1 arası");
    expect(pageLinks(turkish)).toBeNull();

    const drafts = await get(`/adminpanel/haberler?ara=${word}&filtre=taslak&sayfa=2`);
    expect(countText(drafts)).toBe("40 kayıttan 26–40 arası");
    expect(rows(drafts)).toHaveLength(15);
    expect(new Set(cells(drafts, 1))).toEqual(new Set(["Taslak"]));
    expect(drafts.doc.querySelector("#liste-ara")?.getAttribute("value")).toBe(word);
    expect(drafts.doc.querySelector('#liste-durum option[value="taslak"]')?.hasAttribute("selected")).toBe(true);
    expect(drafts.doc.querySelector('form[role="search"]')?.getAttribute("method")).toBe("get");
    const nav = pageLinks(drafts);
    expect(nav?.querySelector('[aria-current="page"]')?.text).toBe("2");
    expect(nav?.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe(`/adminpanel/haberler?ara=${word}&filtre=taslak`);
    const edit = drafts.doc.querySelector('a[aria-label^="Düzenle:"]')?.getAttribute("href") ?? "";
    const editUrl = new URL(edit, server.url);
    expect(editUrl.pathname).toBe("/adminpanel/haberler");
    expect(Object.fromEntries(editUrl.searchParams)).toEqual({ duzenle: expect.any(String), ara: word, filtre: "taslak", sayfa: "2" });

    const scheduled = await get(`/adminpanel/haberler?ara=${word}&filtre=zamanlanmis`);
    expect(countText(scheduled)).toBe("40 kayıttan 1–25 arası");
    // 09:30 UTC is 12:30 in Istanbul.
    expect(new Set(cells(scheduled, 1))).toEqual(new Set(["Zamanlanmış: 01.03.2099 12:30"]));
    const published = await get(`/adminpanel/haberler?ara=${word}&filtre=yayinda`);
    expect(new Set(cells(published, 1))).toEqual(new Set(["Yayında"]));
    expect(cells(published, 2)[0]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);

    const none = await get(`/adminpanel/haberler?ara=${word}yok`);
    expect(countText(none)).toBe("Aramanıza uyan kayıt yok.");
    expect(rows(none)).toHaveLength(0);
  });

  it("searches the text of bodies, not their markup", async () => {
    const word = tag();
    await addNews(3, (i) => ({
      title: `Gövde ${word} ${i}`,
      body:
        i === 1 ? `<p>Kurumlar <strong>vergisi</strong> <a href="https://www.gib.gov.tr/${word}gizli">oranları</a></p>` : "<p>Başka</p>",
    }));
    const byText = await get(`/adminpanel/haberler?ara=${encodeURIComponent(`kurumlar vergisi oranlari ${word}`)}`);
    expect(cells(byText, 0)).toEqual([`Gövde ${word} 1`]);
    const byMarkup = await get(`/adminpanel/haberler?ara=${word}gizli`);
    expect(rows(byMarkup)).toHaveLength(0);
  });

  it("comes back to the same search, filter and page after a save and a delete", async () => {
    const word = tag();
    const [entry] = await addNews(1, () => ({ title: `Korunan filtre ${word}` }));
    const query = `ara=${word}&filtre=yayinda&sayfa=1`;
    const saved = await post(`/adminpanel/haberler?duzenle=${entry!.id}&${query}`, {
      intent: "kaydet",
      id: entry!.id,
      baslik: `Korunan filtre ${word} (düzeltildi)`,
      icerik: "Yeni metin",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/adminpanel/haberler?durum=guncellendi&ara=${word}&filtre=yayinda`);

    const deleted = await post(`/adminpanel/haberler?sil=${entry!.id}&ara=${word}&sayfa=3`, { intent: "sil", id: entry!.id });
    expect(deleted.headers.get("location")).toBe(`/adminpanel/haberler?durum=silindi&ara=${word}&sayfa=3`);
  });

  it("asks before a delete that the entry goes to the bin for 30 days, and says where it went", async () => {
    const [entry] = await addNews(1, () => ({ title: `Çöpe gidecek ${tag()}` }));
    const confirm = await get(`/adminpanel/haberler?sil=${entry!.id}`);
    const text = confirm.doc.querySelector(".admin-confirm")?.text.replace(/\s+/g, " ") ?? "";
    expect(text).toContain(`“${entry!.title}” çöp kutusuna taşınacak. 30 gün içinde Çöp kutusu’ndan geri yükleyebilirsiniz`);
    expect(text).not.toContain("geri alınamaz");

    const deleted = await post("/adminpanel/haberler", { intent: "sil", id: entry!.id });
    const after = await get(deleted.headers.get("location") ?? "");
    expect(statusText(after)).toBe("Kayıt çöp kutusuna taşındı. Çöp kutusunu aç");
    expect(after.doc.querySelector('[role="status"] a')?.getAttribute("href")).toBe("/adminpanel/cop-kutusu");
  });

  it("offers the bin in the admin navigation", async () => {
    const page = await get("/adminpanel/sorular");
    const link = page.doc.querySelectorAll('nav[aria-label="Yönetim bölümleri"] a').find((a) => a.text.trim() === "Çöp kutusu");
    expect(link?.getAttribute("href")).toBe("/adminpanel/cop-kutusu");
  });
});

describe("an entry's history", () => {
  it("lists the versions newest first, with the action, who and when, linked from the list", async () => {
    const id = await entryWithHistory("haberler", [
      { title: `Geçmiş birinci ${tag()}`, text: "<p>Bir</p>" },
      { title: "Geçmiş ikinci", text: "<p>İki</p>" },
      { title: "Geçmiş üçüncü", text: "<p>Üç</p>" },
    ]);
    const list = await get(`/adminpanel/haberler?ara=${encodeURIComponent("geçmiş üçüncü")}`);
    expect(list.doc.querySelector('a[aria-label="Geçmiş: Geçmiş üçüncü"]')?.getAttribute("href")).toBe(historyPath("haberler", id));

    const page = await get(historyPath("haberler", id));
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe("Geçmiş: “Geçmiş üçüncü”");
    expect(rows(page).map((row) => row.querySelectorAll("td").map((td) => td.text.trim()))).toEqual([
      ["3 (şimdiki)", "Güncellendi", TEST_ADMIN.email, "02.03.2026 12:02", "Görüntüle"],
      ["2", "Güncellendi", TEST_ADMIN.email, "02.03.2026 12:01", "Görüntüle"],
      ["1", "Oluşturuldu", TEST_ADMIN.email, "02.03.2026 12:00", "Görüntüle"],
    ]);
  });

  it("shows a version's content sanitized, never as it was stored", async () => {
    const id = await entryWithHistory("duyurular", [{ title: "Temiz gösterim", text: "<p>Eski metin</p>" }]);
    // A snapshot written before sanitizing existed (or behind the application's back).
    await addRevision(db, {
      list: "duyurular",
      entryId: id,
      action: "update",
      fields: fields(
        "Kirli sürüm",
        '<p onclick="x()">Görünür</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bağ</a>',
      ),
      adminEmail: "",
      createdAt: "2026-03-03T09:00:00.000Z",
    });
    const page = await get(`${historyPath("duyurular", id)}?surum=2`);
    const version = page.doc.querySelector(".admin-version");
    expect(version?.querySelector("h2")?.text).toBe("Sürüm 2: Güncellendi");
    expect(version?.text).toContain("Kirli sürüm");
    expect(version?.text).toContain("Örnek içerik");
    expect(version?.querySelector(".rich-text")?.innerHTML).toBe("<p>Görünür</p>bağ");
    expect(page.html).not.toMatch(/<script>alert|onerror=|onclick=|javascript:alert/);
  });

  it("restores an old version after a confirmation, as a new version, and says so", async () => {
    const id = await entryWithHistory("duyurular", [
      { title: "Sürüm bir", text: "<p>İlk metin</p>" },
      { title: "Sürüm iki", text: "<p>İkinci metin</p>" },
    ]);
    const path = historyPath("duyurular", id);
    const current = await get(`${path}?surum=2`);
    expect(current.doc.querySelector(".admin-version")?.text).not.toContain("Bu sürümü geri yükle");
    const view = await get(`${path}?surum=1`);
    expect(view.doc.querySelector('.admin-version a[href$="geri-yukle"]')?.text).toBe("Bu sürümü geri yükle");
    const confirm = await get(`${path}?surum=1&geri-yukle`);
    expect(confirm.doc.querySelector(".admin-confirm h2")?.text).toBe("Sürüm 1 geri yüklensin mi?");
    expect(confirm.doc.querySelector('.admin-confirm form input[name="surum"]')?.getAttribute("value")).toBe("1");

    const restored = await post(`${path}?surum=1&geri-yukle`, { intent: "geri-yukle", surum: "1" });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`${path}?durum=geri-yuklendi`);
    const after = await get(restored.headers.get("location") ?? "");
    expect(statusText(after)).toBe("Seçtiğiniz sürüm geri yüklendi ve en üstte yeni bir sürüm olarak kaydedildi.");
    expect(cells(after, 1)).toEqual(["Geri yüklendi", "Güncellendi", "Oluşturuldu"]);
    const row = await db.selectFrom("announcements").select(["title", "body"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: "Sürüm bir", body: "<p>İlk metin</p>" });

    const audit = await get("/adminpanel/kayitlar");
    expect(audit.doc.querySelectorAll("tbody tr").some((tr) => tr.text.includes("Geri yükleme") && tr.text.includes(id))).toBe(true);
  });

  it("refuses a restore whose title another news item has now, with a clear message", async () => {
    const title = `Ortak başlık ${tag()}`;
    const id = await entryWithHistory("haberler", [
      { title, text: "<p>a</p>" },
      { title: `${title} (eski)`, text: "<p>b</p>" },
    ]);
    const other = await entryWithHistory("haberler", [{ title, text: "<p>c</p>" }]);
    expect(other).not.toBe(id);
    const refused = await fetchPage(server.url, historyPath("haberler", id), {
      method: "POST",
      body: new URLSearchParams({ intent: "geri-yukle", surum: "1" }),
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(409);
    expect(alertText(refused)).toContain("başka bir kayıt kullanıyor");
    expect((await db.selectFrom("news").select("title").where("id", "=", id).executeTakeFirstOrThrow()).title).toBe(`${title} (eski)`);
  });

  it("is shown only with a session, and refuses a restore without one", async () => {
    const id = await entryWithHistory("duyurular", [
      { title: "Oturumsuz bir", text: "<p>1</p>" },
      { title: "Oturumsuz iki", text: "<p>2</p>" },
    ]);
    const page = await get(historyPath("duyurular", id), false);
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/adminpanel\/giris\?geri=%2Fadminpanel/);
    expect(page.html).not.toContain("Oturumsuz");
    const refused = await postAs(server, historyPath("duyurular", id), { intent: "geri-yukle", surum: "1" });
    expect(refused.status).toBe(401);
    expect((await db.selectFrom("announcements").select("title").where("id", "=", id).executeTakeFirstOrThrow()).title).toBe(
      "Oturumsuz iki",
    );
  });

  it("answers an unknown list or entry with not found", async () => {
    expect((await get("/adminpanel/gecmis/bilinmeyen/x")).status).toBe(404);
    expect((await get("/adminpanel/gecmis/duyurular/olmayan-kayit")).status).toBe(404);
  });

  it("says when an entry has no history yet (sample content)", async () => {
    const post = await addPost(db, "announcements", { title: "Geçmişsiz duyuru" }, cleanup);
    const page = await get(historyPath("duyurular", post.id));
    expect(page.status).toBe(200);
    expect(page.html).toContain("Bu kaydın henüz kayıtlı bir geçmişi yok.");
  });
});

describe("the bin", () => {
  it("lists a deleted entry with who deleted it and when it goes for good, and restores it", async () => {
    const title = `Çöpteki haber ${tag()}`;
    const id = await entryWithHistory("haberler", [{ title, text: "<p>Metin</p>" }]);
    const deleted = await post("/adminpanel/haberler", { intent: "sil", id });
    expect(deleted.status).toBe(302);

    const bin = await get("/adminpanel/cop-kutusu");
    expect(bin.status).toBe(200);
    const row = rows(bin).find((tr) => tr.querySelector("td")?.text === title);
    const [, list, by, at, purge] = row?.querySelectorAll("td").map((td) => td.text.trim()) ?? [];
    expect([list, by]).toEqual(["Haberler", TEST_ADMIN.email]);
    const deletedAt = await db
      .selectFrom("revisions")
      .select("created_at")
      .where("entry_id", "=", id)
      .where("action", "=", "delete")
      .executeTakeFirstOrThrow();
    const inIstanbul = (iso: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("tr-TR", {
        timeZone: "Europe/Istanbul",
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        ...options,
      }).format(new Date(iso));
    expect(at).toBe(inIstanbul(deletedAt.created_at, { hour: "2-digit", minute: "2-digit" }));
    expect(purge).toBe(inIstanbul(new Date(Date.parse(deletedAt.created_at) + 30 * 86_400_000).toISOString(), {}));

    // Its history is still there and points to the bin.
    const history = await get(historyPath("haberler", id));
    expect(history.doc.querySelector(".admin-notice a")?.getAttribute("href")).toBe("/adminpanel/cop-kutusu");
    expect(history.html).not.toContain("Bu sürümü geri yükle");

    const restored = await post("/adminpanel/cop-kutusu", { intent: "geri-yukle", liste: "haberler", id });
    expect(restored.status).toBe(302);
    const after = await get(restored.headers.get("location") ?? "");
    expect(statusText(after)).toBe("Kayıt geri yüklendi (Haberler). Kaydı aç");
    expect(after.doc.querySelector('[role="status"] a')?.getAttribute("href")).toBe(`/adminpanel/haberler?duzenle=${id}`);
    expect(rows(after).some((tr) => tr.text.includes(title))).toBe(false);
    expect((await db.selectFrom("news").select("title").where("id", "=", id).executeTakeFirst())?.title).toBe(title);

    const again = await fetchPage(server.url, "/adminpanel/cop-kutusu", {
      method: "POST",
      body: new URLSearchParams({ intent: "geri-yukle", liste: "haberler", id }),
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(again.status).toBe(404);
    expect(alertText(again)).toContain("çöp kutusunda artık yok");
  });

  it("refuses to restore a news item whose title is taken now", async () => {
    const title = `Çakışan başlık ${tag()}`;
    const id = await entryWithHistory("haberler", [{ title, text: "<p>a</p>" }]);
    await post("/adminpanel/haberler", { intent: "sil", id });
    await entryWithHistory("haberler", [{ title, text: "<p>yeni</p>" }]);
    const refused = await fetchPage(server.url, "/adminpanel/cop-kutusu", {
      method: "POST",
      body: new URLSearchParams({ intent: "geri-yukle", liste: "haberler", id }),
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(409);
    expect(alertText(refused)).toContain("aynı başlıkta başka bir kayıt var");
    expect(await db.selectFrom("news").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  });

  it("is shown only with a session, and refuses a restore without one", async () => {
    const id = await entryWithHistory("duyurular", [{ title: `Oturumsuz çöp ${tag()}`, text: "<p>x</p>" }]);
    await post("/adminpanel?index", { intent: "sil", id });
    const page = await get("/adminpanel/cop-kutusu", false);
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/adminpanel\/giris\?geri=%2Fadminpanel/);
    const refused = await postAs(server, "/adminpanel/cop-kutusu", { intent: "geri-yukle", liste: "duyurular", id });
    expect(refused.status).toBe(401);
    expect(await db.selectFrom("announcements").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  });

  it("refuses an unknown list or a missing entry with a message, not a crash", async () => {
    const response = await fetchPage(server.url, "/adminpanel/cop-kutusu", {
      method: "POST",
      body: new URLSearchParams({ intent: "geri-yukle", liste: "bilinmeyen", id: "x" }),
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(400);
    expect(alertText(response)).toBe("Geri yüklenecek kayıt belirtilmedi.");
  });
});

describe("the audit log", () => {
  it("names restores, scheduled publications and uploads in Turkish", async () => {
    const ids = { restore: newId(), publish: newId(), upload: newId() };
    for (const [action, entryId] of Object.entries(ids)) {
      await recordAudit(db, { adminEmail: TEST_ADMIN.email, action: action as keyof typeof ids, list: "haberler", entryId });
    }
    cleanup(() => db.deleteFrom("audit_log").where("entry_id", "in", Object.values(ids)).execute());
    const page = await get("/adminpanel/kayitlar");
    const actionOf = (entryId: string) =>
      rows(page)
        .find((tr) => tr.text.includes(entryId))
        ?.querySelectorAll("td")[2]
        ?.text.trim();
    expect([actionOf(ids.restore), actionOf(ids.publish), actionOf(ids.upload)]).toEqual([
      "Geri yükleme",
      "Zamanlanmış yayın",
      "Görsel yükleme",
    ]);
  });
});
