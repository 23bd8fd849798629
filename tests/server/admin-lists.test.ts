/**
 * The admin lists at real size (search, status filter, pages), over HTTP on
 * the production build as a browser without JavaScript uses them. Histories
 * and the bin: admin-history.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { PostStatus } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { type Page, statusText, tableCells, tableRows } from "#tests/helpers/html.ts";

const suite = signedInServer();

const cleanup = cleanupAfterEach(afterEach);

/** A word no sample entry or other test has, to find a test's own entries. */
const tag = () => `zq${Math.random().toString(36).slice(2, 8)}`;

const { get, post } = suite;

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
    await suite.db
      .insertInto("news")
      .values(rows.slice(i, i + 200))
      .execute();
  await bumpContentVersion(suite.db);
  cleanup(async () => {
    const ids = rows.map((row) => row.id);
    await suite.db.deleteFrom("news").where("id", "in", ids).execute();
    await suite.db.deleteFrom("revisions").where("list", "=", "haberler").where("entry_id", "in", ids).execute();
    await bumpContentVersion(suite.db);
  });
  return rows;
}

const countText = (page: Page) => page.doc.querySelector(".admin-list-count")?.text.trim();
const pageLinks = (page: Page) => page.doc.querySelector('nav[aria-label="Sayfalar"]');

describe("admin lists at real size", () => {
  it("shows 25 entries a page with counts and page links, newest first", async () => {
    const news = await addNews(240, (i) => ({ title: `Sayfa testi ${i}` }));
    const total = Number(
      (
        await suite.db
          .selectFrom("news")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await get("/adminpanel/haberler");
    expect(first.status).toBe(200);
    expect(tableRows(first)).toHaveLength(25);
    expect(tableCells(first, 0).slice(0, 2)).toEqual(["Sayfa testi 239", "Sayfa testi 238"]);
    expect(countText(first)).toBe(`${total} kayıttan 1–25 arası`);
    const nav = pageLinks(first);
    expect(nav?.querySelector('[aria-current="page"]')?.text).toBe("1");
    expect(nav?.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("/adminpanel/haberler?sayfa=2");

    const second = await get("/adminpanel/haberler?sayfa=2");
    expect(countText(second)).toBe(`${total} kayıttan 26–50 arası`);
    expect(tableCells(second, 0)[0]).toBe(news[214]!.title);
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
    expect(tableCells(turkish, 0)).toEqual([`İSTANBUL ŞUBESİ ${word}`]);
    expect(countText(turkish)).toBe("1 kayıttan 1–1 arası");
    expect(pageLinks(turkish)).toBeNull();

    const drafts = await get(`/adminpanel/haberler?ara=${word}&filtre=taslak&sayfa=2`);
    expect(countText(drafts)).toBe("40 kayıttan 26–40 arası");
    expect(tableRows(drafts)).toHaveLength(15);
    expect(new Set(tableCells(drafts, 1))).toEqual(new Set(["Taslak"]));
    expect(drafts.doc.querySelector("#liste-ara")?.getAttribute("value")).toBe(word);
    expect(drafts.doc.querySelector('#liste-durum option[value="taslak"]')?.hasAttribute("selected")).toBe(true);
    expect(drafts.doc.querySelector('form[role="search"]')?.getAttribute("method")).toBe("get");
    const nav = pageLinks(drafts);
    expect(nav?.querySelector('[aria-current="page"]')?.text).toBe("2");
    expect(nav?.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe(`/adminpanel/haberler?ara=${word}&filtre=taslak`);
    const edit = drafts.doc.querySelector('a[aria-label^="Düzenle:"]')?.getAttribute("href") ?? "";
    const editUrl = new URL(edit, suite.server.url);
    expect(editUrl.pathname).toBe("/adminpanel/haberler");
    expect(Object.fromEntries(editUrl.searchParams)).toEqual({ duzenle: expect.any(String), ara: word, filtre: "taslak", sayfa: "2" });

    const scheduled = await get(`/adminpanel/haberler?ara=${word}&filtre=zamanlanmis`);
    expect(countText(scheduled)).toBe("40 kayıttan 1–25 arası");
    // 09:30 UTC is 12:30 in Istanbul.
    expect(new Set(tableCells(scheduled, 1))).toEqual(new Set(["Zamanlanmış: 01.03.2099 12:30"]));
    const published = await get(`/adminpanel/haberler?ara=${word}&filtre=yayinda`);
    expect(new Set(tableCells(published, 1))).toEqual(new Set(["Yayında"]));
    expect(tableCells(published, 2)[0]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);

    const none = await get(`/adminpanel/haberler?ara=${word}yok`);
    expect(countText(none)).toBe("Aramanıza uyan kayıt yok.");
    expect(tableRows(none)).toHaveLength(0);
  });

  it("searches the text of bodies, not their markup", async () => {
    const word = tag();
    await addNews(3, (i) => ({
      title: `Gövde ${word} ${i}`,
      body:
        i === 1 ? `<p>Kurumlar <strong>vergisi</strong> <a href="https://www.gib.gov.tr/${word}gizli">oranları</a></p>` : "<p>Başka</p>",
    }));
    const byText = await get(`/adminpanel/haberler?ara=${encodeURIComponent(`kurumlar vergisi oranlari ${word}`)}`);
    expect(tableCells(byText, 0)).toEqual([`Gövde ${word} 1`]);
    const byMarkup = await get(`/adminpanel/haberler?ara=${word}gizli`);
    expect(tableRows(byMarkup)).toHaveLength(0);
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

  it("lists the account screens in the menu's Hesabım group, the current one marked, with tabs between them", async () => {
    const accountGroup = (page: Page) =>
      page.doc
        .querySelectorAll('nav[aria-label="Yönetim bölümleri"] .admin-nav-group')
        .find((group) => group.querySelector(".admin-nav-heading")?.text === "Hesabım");
    for (const path of ["/adminpanel/sifre", "/adminpanel/iki-adimli-dogrulama", "/adminpanel/oturumlar"]) {
      const page = await get(path);
      const links = accountGroup(page)?.querySelectorAll("a") ?? [];
      expect(links.map((a) => a.text.trim())).toEqual(["Şifre", "İki adımlı doğrulama", "Oturumlar"]);
      expect(links.find((a) => a.getAttribute("aria-current") === "page")?.getAttribute("href"), path).toBe(path);
      const tabs = page.doc.querySelectorAll('nav[aria-label="Hesabım"] a');
      expect(tabs.map((a) => a.text.trim())).toEqual(["Şifre", "İki adımlı doğrulama", "Oturumlar"]);
      expect(tabs.find((a) => a.getAttribute("aria-current") === "page")?.getAttribute("href")).toBe(path);
    }
    const elsewhere = await get("/adminpanel/sorular");
    expect(accountGroup(elsewhere)?.querySelectorAll('a[aria-current="page"]')).toEqual([]);
  });

  it("offers the bin in the admin navigation", async () => {
    const page = await get("/adminpanel/sorular");
    const link = page.doc.querySelectorAll('nav[aria-label="Yönetim bölümleri"] a').find((a) => a.text.trim() === "Çöp kutusu");
    expect(link?.getAttribute("href")).toBe("/adminpanel/cop-kutusu");
  });

  it("shows a status message only for its own codes: an address's ?durum=constructor is no message and no error", async () => {
    for (const path of [
      "/adminpanel/haberler?durum=constructor",
      "/adminpanel/medya?durum=toString",
      "/adminpanel/yoneticiler?durum=__proto__",
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(statusText(page) ?? "", path).toBe("");
    }
    expect(statusText(await get("/adminpanel/haberler?durum=eklendi"))).toBe("Kayıt eklendi.");
  });
});
