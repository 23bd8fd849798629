/**
 * The admin entry form and Önizle over HTTP, on the production build: drafts,
 * publishing and scheduling in Istanbul time, validation messages next to
 * their fields, the no-JavaScript textarea, the preview (admins only, never
 * cached or indexed, sanitized) and the way back to an edit screen after
 * signing in again.
 */
import { parse } from "node-html-parser";
import { afterEach, describe, expect, it } from "vitest";
import { announcementPath } from "#app/lib/paths.ts";
import { postAs } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, addQuestion } from "#tests/helpers/db.ts";
import { fetchPage, type Page } from "#tests/helpers/html.ts";
import { TEST_ADMIN } from "#tests/helpers/server.ts";

const suite = signedInServer();

const cleanup = cleanupAfterEach(afterEach);

type PostTable = "announcements" | "news";
const ADMIN_PATH = { announcements: "/adminpanel/duyurular", news: "/adminpanel/haberler" } as const;

/** A unique title, and the rows saved under it removed after the test. */
function titled(table: PostTable | "questions", label: string): string {
  const title = `${label} ${Math.random().toString(36).slice(2, 8)}`;
  cleanup(async () => {
    const rows = await suite.db.selectFrom(table).select("id").where("title", "=", title).execute();
    for (const { id } of rows) {
      await suite.db.deleteFrom(table).where("id", "=", id).execute();
      await suite.db.deleteFrom("revisions").where("entry_id", "=", id).execute();
    }
  });
  return title;
}

const save = (table: PostTable, fields: Record<string, string>) =>
  postAs(suite.server, ADMIN_PATH[table], { intent: "kaydet", ...fields }, { Cookie: suite.cookie });

const rowOf = (table: PostTable, title: string) => suite.db.selectFrom(table).selectAll().where("title", "=", title).executeTakeFirst();

const page = (path: string, init: RequestInit = {}) =>
  fetchPage(suite.server.url, path, { ...init, headers: { Cookie: suite.cookie, ...init.headers } });

/** Next year's 1 December, 10:00 in Istanbul, as the form's datetime-local sends it, and the UTC instant it is. */
function nextDecemberFirst() {
  const year = new Date().getUTCFullYear() + 1;
  return { local: `${year}-12-01T10:00`, utc: `${year}-12-01T07:00:00.000Z` };
}

/** A response already fetched (a POST's answer), parsed. */
async function pageOf(response: Response): Promise<Page> {
  const html = await response.text();
  return { status: response.status, location: response.headers.get("location"), html, doc: parse(html), headers: response.headers };
}

const errorOf = (page: Page, field: string) => page.doc.querySelector(`#kayit-${field}-hata`)?.text.trim();

describe("saving from the admin form", () => {
  it("offers a new entry as Taslak, with the textarea a browser without JavaScript uses", async () => {
    const form = await page("/adminpanel/haberler?yeni");
    expect(form.status).toBe(200);
    expect(form.doc.querySelector('textarea[name="icerik"]')).not.toBeNull();
    expect(form.doc.querySelector('input[name="durum"][value="taslak"]')?.hasAttribute("checked")).toBe(true);
    expect(form.doc.querySelectorAll('input[name="durum"]').map((r) => r.getAttribute("value"))).toEqual([
      "taslak",
      "yayinda",
      "zamanlanmis",
    ]);
    expect(form.doc.querySelector('input[name="yayin_zamani"]')?.getAttribute("type")).toBe("datetime-local");
    expect(form.doc.querySelector('textarea[name="meta_aciklama"]')).not.toBeNull();
    expect(form.doc.querySelector('input[name="kapak"]')?.getAttribute("type")).toBe("hidden");
    const preview = form.doc.querySelectorAll("button").find((b) => b.text.includes("Önizle"));
    expect(preview?.getAttribute("formaction")).toBe("/adminpanel/onizleme?liste=haberler");
    expect(preview?.getAttribute("formtarget")).toBe("_blank");
    expect(form.doc.querySelector(".entry-state")?.text).toContain("henüz kaydedilmedi");
  });

  it("says what the cover image does (shown at the top, and beside the link when the page is shared), not its tag name", async () => {
    const form = await page("/adminpanel/haberler?yeni");
    const cover = form.doc.querySelector("fieldset.cover-field");
    const hint = form.doc.getElementById(cover?.getAttribute("aria-describedby") ?? "");
    expect(hint?.text.replace(/\s+/g, " ").trim()).toBe(
      "Yazının başında gösterilir. Sayfa sosyal medyada ya da mesajlaşma uygulamalarında paylaşıldığında bağlantının yanında görünen görsel de budur.",
    );
    expect(cover?.text).not.toContain("og:image");
  });

  it("saves the plain text of the no-JavaScript textarea as paragraphs, through the form's own action", async () => {
    const form = await page("/adminpanel/duyurular?yeni");
    const action = form.doc.querySelector("form.entry-form")?.getAttribute("action");
    // The list route's own action, at the list's own path (/adminpanel is Genel bakış, which has none).
    expect(action).toMatch(/^\/adminpanel\/duyurular(\?|$)/);
    const title = titled("announcements", "Düz metin duyuru");
    const response = await postAs(
      suite.server,
      action!,
      { intent: "kaydet", baslik: title, icerik: "Birinci satır\r\nikinci satır\r\n\r\n<Ayrı> paragraf & son", durum: "yayinda" },
      { Cookie: suite.cookie },
    );
    expect(response.status).toBe(302);
    expect((await rowOf("announcements", title))?.body).toBe(
      "<p>Birinci satır<br />ikinci satır</p><p>&lt;Ayrı&gt; paragraf &amp; son</p>",
    );
  });

  it("saves a draft: stored with the editor's HTML, no publication time, not on the public pages", async () => {
    const title = titled("announcements", "Taslak duyuru");
    const body =
      '<h2>Süreler</h2><p>Bir <strong>kalın</strong> cümle.</p><ul><li><p>1 Aralık</p></li></ul><p><a href="https://www.gib.gov.tr">GİB</a></p>';
    const response = await save("announcements", { baslik: title, icerik: body, durum: "taslak" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/adminpanel/duyurular?durum=eklendi");
    const row = await rowOf("announcements", title);
    expect(row).toMatchObject({ status: "draft", published_at: null });
    expect(row?.body).toBe(
      '<h2>Süreler</h2><p>Bir <strong>kalın</strong> cümle.</p><ul><li><p>1 Aralık</p></li></ul><p><a href="https://www.gib.gov.tr" rel="noopener noreferrer">GİB</a></p>',
    );
    const own = await fetchPage(suite.server.url, `/duyurular/${row!.id}`);
    // A draft's URL answers as an unknown id's does (issue 21, item 12): nothing tells it exists.
    expect([own.status, own.location]).toEqual([302, "/duyurular/0"]);
    expect((await fetchPage(suite.server.url, "/duyurular/0")).html).not.toContain(title);
  });

  it("publishes: the publication time is now and the public page shows it", async () => {
    const title = titled("news", "Yayımlanan haber");
    const before = Date.now();
    expect((await save("news", { baslik: title, icerik: "<p>Haber metni</p>", durum: "yayinda" })).status).toBe(302);
    const row = await rowOf("news", title);
    expect(row?.status).toBe("published");
    expect(Date.parse(row!.published_at!)).toBeGreaterThanOrEqual(before - 1000);
    const publicPage = await fetchPage(suite.server.url, `/haberler/${encodeURIComponent(title)}`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.doc.querySelector("h1")?.text).toBe(title);
  });

  it("schedules in Istanbul time (10:00 on 1 December is 07:00 UTC) and shows that time back in the form", async () => {
    const title = titled("announcements", "Zamanlanmış duyuru");
    const when = nextDecemberFirst();
    expect(
      (await save("announcements", { baslik: title, icerik: "<p>Sonra</p>", durum: "zamanlanmis", yayin_zamani: when.local })).status,
    ).toBe(302);
    const row = await rowOf("announcements", title);
    expect(row).toMatchObject({ status: "scheduled", published_at: when.utc });
    expect((await fetchPage(suite.server.url, "/duyurular/0")).html).not.toContain(title);

    const form = await page(`/adminpanel/duyurular?duzenle=${row!.id}`);
    expect(form.doc.querySelector('input[name="yayin_zamani"]')?.getAttribute("value")).toBe(when.local);
    expect(form.doc.querySelector('input[name="durum"][value="zamanlanmis"]')?.hasAttribute("checked")).toBe(true);
    expect(form.doc.querySelector(".entry-state")?.text).toContain("Zamanlanmış");
    expect(form.doc.querySelector(".entry-state")?.text).toContain(`01.12.${when.local.slice(0, 4)} 10:00`);
  });

  it("keeps the meta description and the cover (with its alt text, or decorative)", async () => {
    const title = titled("news", "Kapaklı haber");
    const cover = "0123456789abcdef01234567";
    const meta = "Kısa, elle yazılmış açıklama.";
    await save("news", {
      baslik: title,
      icerik: "<p>Metin</p>",
      durum: "taslak",
      meta_aciklama: ` ${meta} `,
      kapak: cover,
      kapak_alt: "Ofisin girişi",
    });
    expect(await rowOf("news", title)).toMatchObject({ meta_description: meta, cover_media_id: cover, cover_alt: "Ofisin girişi" });
    const { id } = (await rowOf("news", title))!;
    await save("news", { id, baslik: title, icerik: "<p>Metin</p>", durum: "taslak", kapak: cover, kapak_alt: "", kapak_dekoratif: "1" });
    expect(await rowOf("news", title)).toMatchObject({ meta_description: null, cover_media_id: cover, cover_alt: "" });
    await save("news", { id, baslik: title, icerik: "<p>Metin</p>", durum: "taslak", kapak: "" });
    expect(await rowOf("news", title)).toMatchObject({ cover_media_id: null, cover_alt: null });
  });

  it.each([
    [
      "a scheduled entry without a time",
      { durum: "zamanlanmis", yayin_zamani: "" },
      "yayin_zamani",
      "Zamanlamak için yayın tarihini ve saatini girin.",
    ],
    [
      "a date that does not exist",
      { durum: "zamanlanmis", yayin_zamani: "2027-02-30T10:00" },
      "yayin_zamani",
      "Geçerli bir tarih ve saat girin",
    ],
    ["a time in the past", { durum: "zamanlanmis", yayin_zamani: "2020-01-01T10:00" }, "yayin_zamani", "Yayın zamanı ileride olmalı"],
    ["an unknown status", { durum: "arsiv" }, "durum", "Yayın durumunu seçin"],
    [
      "a meta description over 160 characters",
      { durum: "taslak", meta_aciklama: "a".repeat(161) },
      "meta_aciklama",
      "en fazla 160 karakter",
    ],
    ["a cover without alt text", { durum: "taslak", kapak: "0123456789abcdef01234567" }, "kapak_alt", "“Dekoratif görsel” seçin"],
    ["a cover that is no media id", { durum: "taslak", kapak: "../../etc/passwd", kapak_alt: "x" }, "kapak", "yeniden yükleyin"],
    ["an emptied editor", { durum: "taslak", icerik: "<p></p><p> </p>" }, "icerik", "İçerik alanı zorunludur."],
  ])(
    "refuses %s with a Turkish message next to its field, keeps what was typed and stores nothing",
    async (_what, fields, field, message) => {
      const title = titled("announcements", "Reddedilecek");
      const answer = await pageOf(await save("announcements", { baslik: title, icerik: "<p>Metin</p>", ...fields }));
      expect(answer.status).toBe(400);
      expect(errorOf(answer, field)).toContain(message);
      expect(answer.doc.querySelector('[role="alert"]')?.text).toContain("Kayıt kaydedilemedi");
      expect(answer.doc.querySelector('input[name="baslik"]')?.getAttribute("value")).toBe(title);
      expect(await rowOf("announcements", title)).toBeUndefined();
    },
  );

  it("changes nothing when a past time is refused for a saved entry", async () => {
    const post = await addPost(suite.db, "announcements", { title: `Yayında kalacak ${Date.now()}` }, cleanup);
    const before = await rowOf("announcements", post.title);
    const response = await save("announcements", {
      id: post.id,
      baslik: post.title,
      icerik: "<p>Yeni</p>",
      durum: "zamanlanmis",
      yayin_zamani: "2020-01-01T10:00",
    });
    expect(response.status).toBe(400);
    expect(await rowOf("announcements", post.title)).toEqual(before);
  });
});

describe("Önizle", () => {
  it("shows a saved draft as its public page will look: banner, site layout, never cached, never indexed", async () => {
    const draft = await addPost(
      suite.db,
      "announcements",
      { title: `Önizlenecek taslak ${Date.now()}`, body: "<h2>Ara başlık</h2><p>Taslağın <strong>metni</strong>.</p>", status: "draft" },
      cleanup,
    );
    const preview = await page(`/adminpanel/onizleme?liste=duyurular&id=${draft.id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toContain("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(preview.doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(preview.doc.querySelector(".preview-banner")?.text).toContain("Önizleme — bu sayfa yayında değil");
    expect(preview.doc.querySelector(".preview-banner")?.text).toContain("Taslak");
    expect(preview.doc.querySelector("article.post h1")?.text).toBe(draft.title);
    expect(preview.doc.querySelector("article.post .prose")?.innerHTML).toContain(
      "<h2>Ara başlık</h2><p>Taslağın <strong>metni</strong>.</p>",
    );
    // The public site's header, navigation and footer; not the admin app.
    expect(preview.doc.querySelector(".topbar")).not.toBeNull();
    expect(preview.doc.querySelector("nav")).not.toBeNull();
    expect(preview.doc.querySelector(".site-footer")).not.toBeNull();
    expect(preview.html).not.toContain("__reactRouterContext");
    // The draft itself stays off the public site.
    expect((await fetchPage(suite.server.url, `/duyurular/${draft.id}`)).status).toBe(302);
  });

  it("needs a signed-in admin: a page request goes to the sign-in form, the form's POST gets 401 and no content", async () => {
    const draft = await addPost(suite.db, "news", { title: `Gizli taslak ${Date.now()}`, status: "draft" }, cleanup);
    const path = `/adminpanel/onizleme?liste=haberler&id=${draft.id}`;
    const anonymous = await fetchPage(suite.server.url, path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/adminpanel/giris?geri=${encodeURIComponent(path)}`);
    const posted = await postAs(suite.server, "/adminpanel/onizleme?liste=haberler", {
      baslik: "Gizli başlık",
      icerik: "<p>Gizli metin</p>",
    });
    expect(posted.status).toBe(401);
    const text = await posted.text();
    expect(text).not.toContain("Gizli metin");
    expect(text).not.toContain(draft.title);
  });

  it("renders the form's unsaved content through the sanitizer, and stores nothing", async () => {
    const title = titled("news", "Kaydedilmemiş haber");
    const body =
      '<p>Güvenli metin</p><script>alert(1)</script><p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">tık</a> <span style="color:red">renk</span></p>';
    const response = await postAs(
      suite.server,
      "/adminpanel/onizleme?liste=haberler",
      { baslik: title, icerik: body, durum: "taslak" },
      { Cookie: suite.cookie },
    );
    const preview = await pageOf(response);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toContain("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const prose = preview.doc.querySelector("article.post .prose")?.innerHTML ?? "";
    expect(prose).toContain("<p>Güvenli metin</p>");
    expect(prose).toContain("tık");
    expect(prose).toContain("renk");
    expect(prose).not.toMatch(/<script|onerror|javascript:|style=|<img/i);
    expect(preview.doc.querySelector("article.post h1")?.text).toBe(title);
    expect(await rowOf("news", title)).toBeUndefined();
  });

  it("shows an unsaved edit of a published entry without changing the published one", async () => {
    const post = await addPost(suite.db, "announcements", { title: `Yayındaki ${Date.now()}`, body: "<p>Eski metin</p>" }, cleanup);
    const before = await rowOf("announcements", post.title);
    const response = await postAs(
      suite.server,
      "/adminpanel/onizleme?liste=duyurular",
      { id: post.id, baslik: post.title, icerik: "<p>Yeni metin</p>", durum: "yayinda" },
      { Cookie: suite.cookie },
    );
    const html = await response.text();
    expect(html).toContain("<p>Yeni metin</p>");
    expect(html).not.toContain("Eski metin");
    expect(await rowOf("announcements", post.title)).toEqual(before);
    expect((await fetchPage(suite.server.url, announcementPath(post.id, post.title))).html).toContain("Eski metin");
  });

  it("shows an FAQ answer open in the accordion of the FAQ page", async () => {
    const question = await addQuestion(suite.db, { title: `Önizlenen soru ${Date.now()}?`, answer: "<p>Eski cevap</p>" }, cleanup);
    const response = await postAs(
      suite.server,
      "/adminpanel/onizleme?liste=sorular",
      { id: question.id, soru: question.title, cevap: "<p>Yeni <em>cevap</em></p>" },
      { Cookie: suite.cookie },
    );
    const { doc } = await pageOf(response);
    const open = doc.querySelectorAll("details.accordion-item").filter((d) => d.hasAttribute("open"));
    expect(open).toHaveLength(1);
    expect(open[0]!.querySelector(".accordion-heading")?.text).toBe(question.title);
    expect(open[0]!.querySelector(".accordion-panel")?.innerHTML).toContain("<p>Yeni <em>cevap</em></p>");
  });

  it("answers 404 for a list without a public page of its own and for an unknown entry", async () => {
    expect((await page("/adminpanel/onizleme?liste=araclar&id=x")).status).toBe(404);
    expect((await page("/adminpanel/onizleme?liste=duyurular&id=id0000000000000000")).status).toBe(404);
  });
});

describe("signing in again", () => {
  it("brings the admin back to the edit screen the session ended on", async () => {
    const post = await addPost(suite.db, "news", { title: `Düzenlenen ${Date.now()}` }, cleanup);
    const screen = `/adminpanel/haberler?duzenle=${post.id}`;
    const sent = await fetchPage(suite.server.url, screen);
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/adminpanel/giris?geri=${encodeURIComponent(screen)}`);
    const signedIn = await postAs(suite.server, sent.location!, { eposta: TEST_ADMIN.email, sifre: TEST_ADMIN.password });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe(screen);
    // React Router's data request for the same screen (client-side navigation) names the screen, not the data URL.
    const data = await fetch(`${suite.server.url}/adminpanel/haberler.data?duzenle=${post.id}&_routes=routes%2Fadmin%2Flist`, {
      redirect: "manual",
    });
    expect(decodeURIComponent(JSON.stringify([...data.headers]) + (await data.text()))).toContain(`geri=${screen}`);
  });

  it.each([
    "https://saldirgan.example/adminpanel",
    "//saldirgan.example/adminpanel",
    "/\\saldirgan.example",
    "/duyurular/0",
    "/adminpanel/giris",
  ])("never leads anywhere but the admin area (%s)", async (back) => {
    const signedIn = await postAs(suite.server, `/adminpanel/giris?geri=${encodeURIComponent(back)}`, {
      eposta: TEST_ADMIN.email,
      sifre: TEST_ADMIN.password,
    });
    expect(signedIn.headers.get("location")).toBe("/adminpanel");
  });
});
