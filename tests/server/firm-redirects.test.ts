/**
 * Yönlendirmeler over HTTP against the production build: a redirect typed by
 * hand (refused onto itself, in a loop, from a live page or to another
 * host; chains collapsed), deleted, imported from CSV with a report per
 * line; which paths are live (isLivePath); and the 301 a renamed news item
 * leaves behind, asserted on the stored rows and the firm's snapshot (the
 * public answer is the public pages' middleware).
 */
import { parse } from "node-html-parser";
import { afterEach, describe, expect, it } from "vitest";
import { isLivePath } from "#app/.server/firm/live-paths.ts";
import { loadFirm } from "#app/.server/firm-snapshot/snapshot.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { founderPathFor, newsPath } from "#app/lib/paths.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost } from "#tests/helpers/db.ts";
import { alertText, fetchPage, type Page, statusText } from "#tests/helpers/html.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
const PATH = adminPaths.redirects;

let counter = 0;
function tag(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

const rows = () => suite.db.selectFrom("redirects").select(["from_path", "to_path", "kind", "created_by"]).orderBy("from_path").execute();
const target = async (from: string) => (await loadFirm(suite.db)).redirects.get(from);

/** Every test starts and ends without redirects. */
function clearRedirects() {
  cleanup(() => suite.db.deleteFrom("redirects").execute());
}

const add = (from: string, to: string) => suite.post(PATH, { intent: "ekle", eski: from, yeni: to });

async function uploadCsv(content: string | Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set("intent", "ice-aktar");
  form.set("dosya", new File([content], "eski-site.csv", { type: "text/csv" }));
  const response = await fetch(`${suite.server.url}${PATH}`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Cookie: suite.cookie, Origin: suite.server.url },
  });
  const html = await response.text();
  const page: Page = { status: response.status, location: null, html, doc: parse(html), headers: response.headers };
  return { status: response.status, page };
}

describe("a redirect added by hand", () => {
  it("stores an old site's full address as its path, and this site's full address as a path", async () => {
    clearRedirects();
    const response = await add("https://eski-site.example/Hizmetlerimiz.aspx?id=3", "https://ymm.test/iletisim");
    expect(response.status).toBe(303);
    expect(await rows()).toEqual([
      { from_path: "/Hizmetlerimiz.aspx", to_path: "/iletisim", kind: "manual", created_by: TEST_ADMIN.email },
    ]);
    expect(await target("/Hizmetlerimiz.aspx")).toBe("/iletisim");
    const page = await suite.get(`${PATH}?durum=eklendi`);
    expect(statusText(page)).toBe("Yönlendirme eklendi.");
    expect(page.doc.querySelector("table.redirect-table")?.text).toContain("Elle");
  });

  it.each([
    ["to another host", "/eski-sayfa", "https://baska-site.example/x", "yeni", "başka bir siteye"],
    ["to a protocol-relative address", "/eski-sayfa", "//baska-site.example/x", "yeni", "başka bir siteye"],
    ["onto itself", "/eski-sayfa", "/eski-sayfa/", "yeni", "kendisine"],
    ["from a fixed page", "/iletisim", "/sss", "eski", "yayındaki bir sayfanın adresi"],
    ["from a fixed page in other letters", "/SSS", "/iletisim", "eski", "yayındaki bir sayfanın adresi"],
    ["from a visible service", "/hizmetler/kdv-iadesi-tasdik-raporu", "/iletisim", "eski", "bir hizmet sayfası"],
    ["from the admin area", "/adminpanel/giris", "/iletisim", "eski", "sitenin kendi adresi"],
    ["from no path at all", "javascript:alert(1)", "/iletisim", "eski", "site yolu"],
  ])("refuses a redirect %s, with the message at its field", async (_what, from, to, field, message) => {
    clearRedirects();
    const response = await add(from, to);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`id="yonlendirme-${field}-hata"`);
    expect(html).toContain(message);
    expect(await rows()).toEqual([]);
  });

  it("follows a redirected target to its end, refuses a loop, and points what led to its source at its end", async () => {
    clearRedirects();
    expect((await add("/b", "/c")).status).toBe(303);
    // /a → /b, and /b → /c: stored /a → /c.
    expect((await add("/a", "/b")).status).toBe(303);
    expect(await target("/a")).toBe("/c");
    // /c → /a would come back to /c.
    const loop = await add("/c", "/a");
    expect(loop.status).toBe(400);
    expect(await loop.text()).toContain("döngü");
    // /c → /d: /a and /b, which ended at /c, now end at /d.
    expect((await add("/c", "/d")).status).toBe(303);
    expect((await rows()).map((r) => [r.from_path, r.to_path])).toEqual([
      ["/a", "/d"],
      ["/b", "/d"],
      ["/c", "/d"],
    ]);
  });

  it("deletes a redirect after a confirmation", async () => {
    clearRedirects();
    await add("/silinecek-eski", "/iletisim");
    const confirm = await suite.get(`${PATH}?sil=${encodeURIComponent("/silinecek-eski")}`);
    expect(confirm.doc.querySelector("#yonlendirme-sil")?.text).toBe("Yönlendirme silinsin mi?");
    const response = await suite.post(PATH, { intent: "sil", eski: "/silinecek-eski" });
    expect(response.status).toBe(303);
    expect(await rows()).toEqual([]);
    expect((await suite.post(PATH, { intent: "sil", eski: "/silinecek-eski" })).status).toBe(404);
  });
});

describe("which paths are live", () => {
  it("knows fixed pages, the founder's page, visible services, published news and announcements, the sitemap's files, and nothing else", async () => {
    const news = await addPost(suite.db, "news", { title: `Canlı haber ${tag()}` }, cleanup);
    const draft = await addPost(suite.db, "news", { title: `Taslak haber ${tag()}`, status: "draft" }, cleanup);
    const announcement = await addPost(suite.db, "announcements", { title: "Canlı duyuru" }, cleanup);
    const settings = JSON.parse((await suite.db.selectFrom("firm_settings").select("data").executeTakeFirstOrThrow()).data);
    const service = await suite.db.selectFrom("services").selectAll().orderBy("position").executeTakeFirstOrThrow();
    const live = async (path: string) => isLivePath(suite.db, path);
    for (const path of [
      "/",
      "/iletisim",
      "/sss/",
      "/duyurular",
      "/araclar/mtv",
      "/vergi-takvimi.ics",
      "/haberler/rss.xml",
      `/hizmetler/${service.slug}`,
    ]) {
      expect(await live(path), path).toBe(true);
    }
    expect(await live(founderPathFor(settings.founderName))).toBe(true);
    expect(await live(newsPath(news.title))).toBe(true);
    expect(await live(`https://ymm.test${newsPath(news.title)}`)).toBe(true);
    expect(await live(newsPath(draft.title))).toBe(false);
    expect(await live(`/duyurular/${announcement.id}-canli-duyuru`)).toBe(true);
    expect(await live("/duyurular/id0000000000000000")).toBe(false);
    expect(await live("/hizmetler/boyle-bir-hizmet-yok")).toBe(false);
    expect(await live("/eski-site/hakkimizda.html")).toBe(false);
    // The sitemap's index and every name its files may take, listed now or not yet (ADR 047).
    for (const path of ["/sitemap.xml", "/sitemap-sirkuler-1.xml", "/sitemap-haberler-12.xml", "/sitemap-bulten-1.xml"]) {
      expect(await live(path), path).toBe(true);
    }
    for (const path of ["/sitemap-bilinmeyen-1.xml", "/sitemap-sirkuler-01.xml", "/eski-site/sitemap.xml"])
      expect(await live(path), path).toBe(false);

    await suite.db.updateTable("services").set({ hidden: 1 }).where("id", "=", service.id).execute();
    cleanup(() => suite.db.updateTable("services").set({ hidden: 0 }).where("id", "=", service.id).execute());
    expect(await live(`/hizmetler/${service.slug}`)).toBe(false);
  });
});

describe("a CSV file of an old site's addresses", () => {
  it("adds the rows it can and names each refused line with its reason", async () => {
    clearRedirects();
    const csv = [
      "eski;yeni",
      "https://eski-site.example/kurumsal.html;/misyonumuz",
      "/eski-haberler;https://ymm.test/haberler",
      "/iletisim;/sss",
      "/bir-yer;https://baska.example/",
      "/dongu-a;/dongu-a",
      "/uc;/sutun;/fazla",
      "",
      '"/tirnakli yol";/kvkk',
    ].join("\r\n");
    const { status, page } = await uploadCsv(`\uFEFF${csv}`);
    expect(status).toBe(200);
    expect(statusText(page)).toBe("3 yönlendirme eklendi, 4 satır reddedildi.");
    const report = page.doc
      .querySelectorAll("table.redirect-report tbody tr")
      .map((tr) => tr.querySelectorAll("td").map((td) => td.text.trim()));
    expect(report.map((cells) => [cells[0], cells[3]?.split(":")[0]])).toEqual([
      ["2", "Eklendi"],
      ["3", "Eklendi"],
      ["4", "Reddedildi"],
      ["5", "Reddedildi"],
      ["6", "Reddedildi"],
      ["7", "Reddedildi"],
      ["9", "Eklendi"],
    ]);
    expect(report[2]?.[3]).toContain("yayındaki bir sayfanın adresi");
    expect(report[3]?.[3]).toContain("başka bir siteye");
    expect(report[5]?.[3]).toContain("ikiden fazla sütun");
    expect((await rows()).map((r) => [r.from_path, r.to_path, r.kind])).toEqual([
      ["/eski-haberler", "/haberler", "manual"],
      ["/kurumsal.html", "/misyonumuz", "manual"],
      ["/tirnakli%20yol", "/kvkk", "manual"],
    ]);
    const audit = await suite.db
      .selectFrom("audit_log")
      .select("details")
      .where("list", "=", "yonlendirmeler")
      .where("action", "=", "import")
      .execute();
    expect(audit.map((a) => JSON.parse(a.details ?? "{}"))).toContainEqual({ added: 3, refused: 4 });
  });

  it("reads commas and a file without a header", async () => {
    clearRedirects();
    const { page } = await uploadCsv("/virgul-bir,/sss\n/virgul-iki,/kvkk\n");
    expect(statusText(page)).toBe("2 yönlendirme eklendi, 0 satır reddedildi.");
    expect((await rows()).map((r) => r.from_path)).toEqual(["/virgul-bir", "/virgul-iki"]);
  });

  it.each([
    ["a broken quote", '/a;/b\n"/kapanmamis;/c\n', "tırnak"],
    ["a file that is not UTF-8", new Uint8Array([0x2f, 0x61, 0x3b, 0x2f, 0xfe, 0x0a]), "UTF-8"],
    ["more than 2000 rows", Array.from({ length: 2001 }, (_, i) => `/eski-${i};/sss`).join("\n"), "en fazla 2000"],
    ["an empty file", "\n\n", "boş"],
  ])("adds nothing from %s and says why", async (_what, content, message) => {
    clearRedirects();
    const { status, page } = await uploadCsv(content);
    expect(status).toBe(400);
    expect(alertText(page)).toContain(message);
    expect(await rows()).toEqual([]);
  });
});

describe("a renamed news item", () => {
  const editNews = (id: string, title: string, status = "yayinda") =>
    suite.post("/adminpanel/haberler", { intent: "kaydet", id, baslik: title, icerik: "Metin", durum: status });

  it("leaves a 301 from its old address while it was public, collapses chains, and gives the address back to a new item", async () => {
    clearRedirects();
    const first = `Haberin ilk başlığı ${tag()}`;
    const second = `Haberin ikinci başlığı ${tag()}`;
    const third = `Haberin üçüncü başlığı ${tag()}`;
    const news = await addPost(suite.db, "news", { title: first }, cleanup);
    expect((await editNews(news.id, second)).status).toBe(302);
    expect(await target(newsPath(first))).toBe(newsPath(second));
    expect((await editNews(news.id, third)).status).toBe(302);
    const stored = (await rows()).map((r) => `${decodeURI(r.from_path)} → ${decodeURI(r.to_path)} (${r.kind})`).sort();
    expect(stored).toEqual(
      [`${newsPath(first)} → ${newsPath(third)} (auto)`, `${newsPath(second)} → ${newsPath(third)} (auto)`].map(decodeURI).sort(),
    );
    // Another item takes the first title: its address is its page again.
    const created = await suite.post("/adminpanel/haberler", { intent: "kaydet", baslik: first, icerik: "Yeni", durum: "yayinda" });
    expect(created.status).toBe(302);
    cleanup(() => suite.db.deleteFrom("news").where("title", "=", first).execute());
    expect(await target(newsPath(first))).toBeUndefined();
    expect(await target(newsPath(second))).toBe(newsPath(third));
  });

  it("leaves no redirect for a draft's rename, nor for a deleted item", async () => {
    clearRedirects();
    const draft = await addPost(suite.db, "news", { title: `Taslak başlık ${tag()}`, status: "draft" }, cleanup);
    expect((await editNews(draft.id, `Taslağın yeni başlığı ${tag()}`, "taslak")).status).toBe(302);
    const published = await addPost(suite.db, "news", { title: `Silinecek haber ${tag()}` }, cleanup);
    expect((await suite.post("/adminpanel/haberler", { intent: "sil", id: published.id })).status).toBe(302);
    expect(await rows()).toEqual([]);
  });
});

describe("the screen", () => {
  it("is not shown without a session", async () => {
    const page = await fetchPage(suite.server.url, PATH);
    expect(page.status).toBe(302);
  });
});
