import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sampleSettings as sample, sampleServices as services } from "#app/.server/db/sample-firm/index.ts";
import { contactNotes } from "#app/.server/db/sample-firm/pages/contact.ts";
import type { Database } from "#app/.server/db/schema.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { navSections as sectionsOf } from "#app/content/navigation.ts";
import { mapLink } from "#app/lib/firm.ts";
import { announcementPath, founderPathFor } from "#app/lib/paths.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost, addQuestion, addTool, openTestDb } from "#tests/helpers/db.ts";
import { canonicalOf, fetchPage, jsonLd, metaContent, titleOf } from "#tests/helpers/html.ts";
import { startServer, type TestServer } from "#tests/helpers/server.ts";
import { sitemapUrls } from "#tests/helpers/sitemap.ts";

const SITE_URL = "https://ymm.test";
// The seeded sample firm (a new database's Firma bilgileri, Hizmetler and Sayfalar).
const founderPath = founderPathFor(sample.founderName);
const navSections = sectionsOf({ founderPath, settings: sample, services });
let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startServer({ SITE_URL });
  db = openTestDb(server.databaseUrl);
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

// Rows a test adds are deleted after it, also when it fails.
const cleanup = cleanupAfterEach(afterEach);

const get = (path: string) => fetchPage(server.url, path);

describe("public pages", () => {
  const pages = [
    "/",
    "/iletisim",
    "/duyurular/0",
    "/haberler",
    "/hizmetler",
    ...services.map((s) => `/hizmetler/${s.slug}`),
    founderPath,
    "/misyonumuz",
    "/vizyonumuz",
    "/sss",
    "/kvkk",
    "/araclar",
    "/araclar/gelir-vergisi",
    "/araclar/kdv-tevkifati",
    "/araclar/mtv",
    "/araclar/gecikme-zammi",
    "/araclar/kidem-ihbar",
    "/araclar/net-brut-ucret",
    "/pratik-bilgiler",
  ];

  it.each(pages)("%s answers 200 with lang, title, description and canonical link", async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("html")?.getAttribute("lang")).toBe("tr");
    expect(titleOf(page)).toContain(sample.name);
    expect(metaContent(page, 'meta[name="description"]')?.length).toBeGreaterThan(40);
    // /hizmetler repeats the default service's page, which is the one canonical address of that text.
    expect(canonicalOf(page)).toBe(`${SITE_URL}${path === "/hizmetler" ? `/hizmetler/${services[0]!.slug}` : path}`);
    expect(page.html).not.toContain('name="robots"');
  });

  it('writes e-posta and e-bülten with a non-breaking hyphen in running text, so no line ends in "e-"', async () => {
    // Announcements and news are the office's own text, as typed in the editor; this is about the site's.
    const sitesText = pages.filter((path) => !path.startsWith("/duyurular") && !path.startsWith("/haberler"));
    for (const path of [...sitesText, "/bulten", "/bulten/onay?token=gecersiz", "/bulten/ayril?token=gecersiz"]) {
      const main = (await get(path)).doc.querySelector("main");
      expect(main, path).toBeTruthy();
      // Field labels keep the plain hyphen: short, never wrapped, and the name voice control addresses the field by.
      for (const label of main!.querySelectorAll("label")) label.remove();
      expect(main!.text.match(/(?<![\p{L}\d@./-])[eE]-(?:posta|bülten)\p{L}*/gu) ?? [], path).toEqual([]);
    }
  });

  it("gives the same canonical link when the page is loaded by client-side navigation", async () => {
    for (const [path, data] of [
      ["/iletisim", "/iletisim.data"],
      ["/", "/_.data"],
      ["/hizmetler/tam-tasdik", "/hizmetler/tam-tasdik.data"],
    ]) {
      const payload = await (await fetch(`${server.url}${data}`)).text();
      expect(payload, data).toContain(JSON.stringify(`${SITE_URL}${path}`));
      expect(payload).not.toContain('.data"');
    }
  });

  it("gives every page its own title", async () => {
    const titles = await Promise.all(pages.map(async (p) => titleOf(await get(p))));
    expect(new Set(titles).size).toBe(pages.length);
  });

  it("renders the shell on every page: top bar, navigation, footer with copyright years", async () => {
    const page = await get("/misyonumuz");
    expect(page.doc.querySelector(`.topbar a[href="tel:${sample.phone}"]`)).not.toBeNull();
    expect(page.doc.querySelector(`.topbar a[href="mailto:${sample.email}"]`)).not.toBeNull();
    expect(page.doc.querySelectorAll(".topbar-social a").length).toBe(sample.social.length);
    const footer = page.doc.querySelector("footer")!;
    expect(footer.querySelector('a[href^="https://wa.me/"]')).not.toBeNull();
    expect(footer.querySelector('a[href^="mailto:"]')).not.toBeNull();
    // The sample has no map link of its own: "Haritada göster" searches its address.
    const map = footer.querySelectorAll("a").find((a) => a.text.includes("Haritada göster"));
    expect(map?.getAttribute("href")).toBe(mapLink(sample));
    expect(map?.getAttribute("href")).toContain("Ankara");
    expect(footer.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(footer.querySelector('a[href="/sss"]')).not.toBeNull();
    expect(footer.text).toContain(`© 2023–${new Date().getFullYear()}`);
  });

  it("gives the menu the firm's sections, Anasayfa before them and İletişim after, and no Daha Fazla", async () => {
    const home = await get("/");
    const nav = home.doc.querySelector("nav.site-nav")!;
    const top = nav.querySelectorAll("#ana-menu > li").map((li) => li.querySelector("a, button")?.text.trim());
    expect(top).toEqual(["Anasayfa", "Kurumsal", "Hizmetlerimiz", "Mevzuat ve Duyurular", "Araçlar", "İletişim"]);
    const menu = (id: string) => nav.querySelectorAll(`#menu-${id} a`).map((a) => a.getAttribute("href"));
    expect(menu("kurumsal")).toEqual([founderPath, "/misyonumuz", "/vizyonumuz"]);
    expect(menu("duyurular")).toEqual(["/duyurular/0", "/haberler", "/sirkuler", "/bulten", "/sss"]);
    expect(menu("araclar").slice(0, 9)).toEqual([
      "/araclar",
      "/araclar/net-brut-ucret",
      "/araclar/kidem-ihbar",
      "/araclar/gelir-vergisi",
      "/araclar/kdv-tevkifati",
      "/araclar/mtv",
      "/araclar/gecikme-zammi",
      "/vergi-takvimi",
      "/pratik-bilgiler",
    ]);
    expect(home.html.toLocaleLowerCase("tr-TR")).not.toContain("daha fazla");
  });

  it("names the section of each page above its title", async () => {
    const sections: [string, string][] = [
      ["/sss", "Mevzuat ve Duyurular"],
      ["/bulten", "Mevzuat ve Duyurular"],
      ["/araclar", "Araçlar"],
      ["/araclar/gelir-vergisi", "Araçlar"],
      ["/pratik-bilgiler", "Araçlar"],
      ["/misyonumuz", "Kurumsal"],
      [founderPath, "Kurumsal"],
      [`/hizmetler/${services[0]!.slug}`, "Hizmetlerimiz"],
    ];
    for (const [path, label] of sections) {
      expect((await get(path)).doc.querySelector("main .page-kicker")?.text.trim(), path).toBe(label);
    }
  });

  it("repeats the menu's sections in the footer, in the same order with the same links", async () => {
    const home = await get("/");
    const footer = home.doc.querySelector("footer")!;
    const columns = footer.querySelectorAll("nav");
    expect(columns.map((nav) => nav.querySelector("h2")?.text)).toEqual(navSections.map((s) => s.label));
    for (const section of navSections) {
      const footerHrefs = footer.querySelectorAll(`nav[aria-labelledby="footer-${section.id}"] a`).map((a) => a.getAttribute("href"));
      const menuHrefs = home.doc.querySelectorAll(`#menu-${section.id} a:not(.tool-link)`).map((a) => a.getAttribute("href"));
      expect(footerHrefs.slice(0, menuHrefs.length), section.id).toEqual(menuHrefs);
    }
  });

  it("lists all eight services in the navigation, and no nav link leads to a 404 or a redirect", async () => {
    const home = await get("/");
    const navHrefs = home.doc
      .querySelectorAll("nav.site-nav a")
      .map((a) => a.getAttribute("href")!)
      .filter((href) => href.startsWith("/"));
    for (const link of navSections.flatMap((s) => s.links)) expect(navHrefs).toContain(link.to);
    expect(home.doc.querySelectorAll("#menu-hizmetler a")).toHaveLength(8);
    for (const href of new Set(navHrefs)) {
      const page = await get(href);
      expect(page.status, href).toBe(200);
    }
  });

  it("opens the tool links of the navigation in a new tab without an opener", async () => {
    const tool = await addTool(db, { title: "Sınama aracı", url: "https://ornek.com.tr/hesap" }, cleanup);
    const home = await get("/");
    const toolLinks = home.doc.querySelectorAll("#menu-araclar a.tool-link");
    expect(toolLinks.map((a) => a.getAttribute("href"))).toContain(tool.url);
    for (const a of toolLinks) {
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.getAttribute("rel")).toBe("noopener noreferrer");
      expect(a.querySelector(".icon-external")).not.toBeNull();
    }
  });
});

describe("in-site calculators", () => {
  // The wage calculators first: clients use them most (issue 27).
  const inSite = [
    "/araclar/net-brut-ucret",
    "/araclar/kidem-ihbar",
    "/araclar/gelir-vergisi",
    "/araclar/kdv-tevkifati",
    "/araclar/mtv",
    "/araclar/gecikme-zammi",
    "/vergi-takvimi",
    "/pratik-bilgiler",
  ];

  it("come first in the Araçlar menu after its overview page, before the external links, and open in the same tab", async () => {
    const home = await get("/");
    const links = home.doc.querySelectorAll("#menu-araclar a");
    const own = ["/araclar", ...inSite];
    expect(links.slice(0, own.length).map((a) => a.getAttribute("href"))).toEqual(own);
    for (const a of links.slice(0, own.length)) expect(a.hasAttribute("target")).toBe(false);
    expect(links.slice(own.length).every((a) => a.classList.contains("tool-link"))).toBe(true);
  });

  it("fill the home page's Araçlar tab, with room for the office's own first two links", async () => {
    const page = await get("/?sekme=araclar");
    const links = page.doc.querySelectorAll("#panel-araclar .entry-list a");
    // Five (HOME_TAB_LIMIT): three calculators, then the admin's Araçlar list's first two (the sample has some);
    // the tab's link leads to the rest on /araclar.
    const office = (await get("/araclar")).doc.querySelectorAll(".tool-list a").map((a) => a.getAttribute("href"));
    expect(office.length).toBeGreaterThanOrEqual(2);
    expect(links.map((a) => a.getAttribute("href"))).toEqual([...inSite.slice(0, 3), ...office.slice(0, 2)]);
    expect(links.slice(3).every((a) => a.getAttribute("target") === "_blank")).toBe(true);
  });

  it("are listed on /araclar before the external links", async () => {
    const page = await get("/araclar");
    const headings = page.doc.querySelectorAll("main h2").map((h) => h.text);
    expect(headings).toEqual(["Hesaplama araçlarımız", "Faydalı bağlantılar"]);
    expect(page.doc.querySelectorAll(".calculator-list a").map((a) => a.getAttribute("href"))).toEqual(inSite);
    expect(page.doc.querySelectorAll(".tool-list a").length).toBeGreaterThan(0);
  });

  it("are in the sitemap", async () => {
    const locs = await sitemapUrls(server.url);
    for (const path of inSite) expect(locs).toContain(`${SITE_URL}${path}`);
  });
});

describe("home page", () => {
  it("has the banner, eight service cards, the tabs, institutions, Biz Kimiz and the newsletter form", async () => {
    const page = await get("/");
    expect(page.doc.querySelector("h1")?.text).toBe(sample.name);
    expect(page.doc.querySelector('.banner a[href="/iletisim"]')?.text).toBe("İletişime Geçin");
    // The art is drawn inline, one drawing per width, hidden from assistive technology, with no image to fetch or decode.
    const art = page.doc.querySelector(".banner .banner-art")!;
    expect(art.getAttribute("aria-hidden")).toBe("true");
    expect(art.querySelectorAll("svg").map((svg) => svg.getAttribute("class"))).toEqual([
      "banner-art-sm",
      "banner-art-md",
      "banner-art-lg",
    ]);
    expect(page.doc.querySelectorAll(".banner img, .banner picture")).toHaveLength(0);
    const ids = page.doc.querySelectorAll("[id]").map((el) => el.getAttribute("id"));
    expect(new Set(ids).size).toBe(ids.length);
    const cards = page.doc.querySelectorAll(".service-card");
    expect(cards).toHaveLength(8);
    expect(cards.map((c) => c.getAttribute("href"))).toEqual(services.map((s) => `/hizmetler/${s.slug}`));
    expect(page.doc.querySelectorAll('[role="tab"]').map((t) => t.text)).toEqual(["Duyurular", "Sirküler", "Haberler", "Araçlar"]);
    expect(page.doc.querySelector('[role="tab"][aria-selected="true"]')?.text).toBe("Duyurular");
    for (const panel of page.doc.querySelectorAll('[role="tabpanel"]')) {
      expect(panel.querySelectorAll(".entry-list li").length).toBeLessThanOrEqual(5);
      expect(panel.querySelector(".more-link a")?.text).toContain("Tümünü gör");
    }
    const institutions = page.doc.querySelectorAll(".institutions a");
    expect(institutions).toHaveLength(5);
    for (const a of institutions) expect(a.getAttribute("target")).toBe("_blank");
    expect(page.doc.querySelector(".about-block h2")?.text).toBe("Biz Kimiz");
    const form = page.doc.querySelector(".newsletter form")!;
    expect(form.getAttribute("method")).toBe("post");
    const visibleInputs = form.querySelectorAll("input:not([type=hidden])").filter((i) => !i.closest(".hp"));
    // The address, and the topics (ADR 064), none ticked.
    expect(visibleInputs.filter((i) => i.getAttribute("name") !== "konu_sec").map((i) => i.getAttribute("name"))).toEqual(["eposta"]);
    expect(visibleInputs.filter((i) => i.getAttribute("name") === "konu_sec" && !i.hasAttribute("checked")).length).toBeGreaterThan(0);
    expect(visibleInputs.filter((i) => i.hasAttribute("checked"))).toEqual([]);
    expect(form.querySelector(".hp input")?.getAttribute("tabindex")).toBe("-1");
    expect(form.querySelector("button")?.text).toBe("Abone Ol");
  });

  it("shows at most the five newest announcements, newest first", async () => {
    const added = [];
    for (let i = 0; i < 6; i++) {
      added.push(
        await addPost(db, "announcements", { title: `Sıralama duyurusu ${i}`, created_at: `2098-0${i + 1}-01T09:00:00.000Z` }, cleanup),
      );
    }
    const page = await get("/");
    const titles = page.doc.querySelectorAll("#panel-duyurular .entry-list a").map((a) => a.text);
    expect(titles).toEqual(
      added
        .slice(1)
        .reverse()
        .map((p) => p.title),
    );
  });

  it("selects a tab from ?sekme= so the tabs work without JavaScript", async () => {
    const page = await get("/?sekme=haberler");
    expect(page.doc.querySelector('[role="tab"][aria-selected="true"]')?.text).toBe("Haberler");
    expect(page.doc.querySelector("#panel-haberler")?.hasAttribute("hidden")).toBe(false);
    expect(page.doc.querySelector("#panel-duyurular")?.hasAttribute("hidden")).toBe(true);
  });

  it("describes the firm as an AccountingService in JSON-LD", async () => {
    const [data] = jsonLd(await get("/"));
    expect(data).toMatchObject({ "@type": "AccountingService", name: sample.name, telephone: sample.phone });
    expect(data?.address).toMatchObject({ streetAddress: sample.street });
    // Office hours and social profiles from Firma bilgileri.
    expect(data?.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
        opens: "09:00",
        closes: "18:00",
      },
    ]);
    expect(data?.sameAs).toEqual(sample.social.map((link) => link.url));
  });

  it("titles the home page with the firm's name and city, and describes it with the site's description", async () => {
    const home = await get("/");
    expect(titleOf(home)).toBe(`${sample.name} | ${sample.city}`);
    expect(metaContent(home, 'meta[name="description"]')).toBe(sample.metaDescription);
    expect(metaContent(home, 'meta[property="og:site_name"]')).toBe(sample.name);
  });
});

describe("announcements", () => {
  it("redirects /duyurular to /duyurular/0", async () => {
    const page = await get("/duyurular");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/duyurular/0");
  });

  it("shows the newest announcement for id 0 and a chosen one by id, with its Turkish date", async () => {
    const newest = await addPost(db, "announcements", { title: "En yeni duyuru", created_at: "2099-03-05T09:00:00.000Z" }, cleanup);
    const older = await addPost(db, "announcements", { title: "Eski duyuru", created_at: "2001-02-03T09:00:00.000Z" }, cleanup);
    const first = await get("/duyurular/0");
    expect(first.doc.querySelector("h1")?.text).toBe(newest.title);
    expect(first.doc.querySelector(".post-date")?.text).toBe("05.03.2099");
    expect(first.doc.querySelector(".side-list a")?.text).toBe(newest.title);

    const chosen = await get(announcementPath(older.id, older.title));
    expect(chosen.status).toBe(200);
    expect(chosen.doc.querySelector("h1")?.text).toBe(older.title);
    expect(chosen.doc.querySelector('.side-list a[aria-current="page"]')?.text).toBe(older.title);
    expect(titleOf(chosen)).toContain(older.title);
  });

  it("redirects an unknown announcement id to /duyurular/0", async () => {
    const page = await get("/duyurular/idffffffffffffffff");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/duyurular/0");
  });

  it("shows an announcement at its id followed by its title's slug, and names that path canonical", async () => {
    const post = await addPost(
      db,
      "announcements",
      { title: "Kasım Ayı Beyanname Takvimi", created_at: "2001-02-03T09:00:00.000Z" },
      cleanup,
    );
    const path = `/duyurular/${post.id}-kasim-ayi-beyanname-takvimi`;
    expect(announcementPath(post.id, post.title)).toBe(path);
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe(post.title);
    expect(canonicalOf(page)).toBe(`${SITE_URL}${path}`);
    expect(metaContent(page, 'meta[property="og:url"]')).toBe(`${SITE_URL}${path}`);
    expect(page.doc.querySelector('.side-list a[aria-current="page"]')?.getAttribute("href")).toBe(path);
  });

  it("redirects the id alone, a wrong slug and another spelling permanently (301) to the canonical path", async () => {
    const post = await addPost(db, "announcements", { title: "Geçici Vergi Dönemi", created_at: "2001-02-03T09:00:00.000Z" }, cleanup);
    const canonical = announcementPath(post.id, post.title);
    for (const path of [
      `/duyurular/${post.id}`,
      `/duyurular/${post.id}-yanlis-baslik`,
      `/duyurular/${post.id}-gecici`,
      `/duyurular/${post.id}-`,
    ]) {
      const page = await get(path);
      expect([page.status, page.location], path).toEqual([301, canonical]);
    }
  });

  it("follows a renamed title: the new path is canonical and the old one, cached before, redirects to it", async () => {
    const post = await addPost(db, "announcements", { title: "Eski başlık", created_at: "2001-02-03T09:00:00.000Z" }, cleanup);
    const before = announcementPath(post.id, post.title);
    expect((await get(before)).status).toBe(200);
    expect((await get(before)).status).toBe(200); // now from the page cache
    await db.updateTable("announcements").set({ title: "Yeni başlık" }).where("id", "=", post.id).execute();
    await bumpContentVersion(db);
    const after = announcementPath(post.id, "Yeni başlık");
    expect(after).toBe(`/duyurular/${post.id}-yeni-baslik`);
    const old = await get(before);
    expect([old.status, old.location]).toEqual([301, after]);
    const renamed = await get(after);
    expect(renamed.doc.querySelector("h1")?.text).toBe("Yeni başlık");
    expect(canonicalOf(renamed)).toBe(`${SITE_URL}${after}`);
  });

  it("answers a draft's or a scheduled announcement's canonical path, and an unknown id with a slug, as an unknown id", async () => {
    const draft = await addPost(db, "announcements", { title: "Taslak duyuru başlığı", status: "draft" }, cleanup);
    const scheduled = await addPost(
      db,
      "announcements",
      { title: "Zamanlanmış duyuru başlığı", status: "scheduled", published_at: "2099-12-31T09:00:00.000Z" },
      cleanup,
    );
    const expected = await get("/duyurular/idffffffffffffffff");
    for (const path of [
      announcementPath(draft.id, draft.title),
      announcementPath(scheduled.id, scheduled.title),
      "/duyurular/idffffffffffffffff-taslak-duyuru-basligi",
    ]) {
      const page = await get(path);
      expect([page.status, page.location, page.html], path).toEqual([expected.status, expected.location, expected.html]);
    }
  });

  it("finds an imported id that holds '-' by itself and with its slug", async () => {
    const post = await addPost(db, "announcements", { id: `eski-kayit-${Date.now()}`, title: "Aktarılan duyuru" }, cleanup);
    const canonical = announcementPath(post.id, post.title);
    expect(canonical).toBe(`/duyurular/${post.id}-aktarilan-duyuru`);
    expect((await get(canonical)).doc.querySelector("h1")?.text).toBe(post.title);
    const bare = await get(`/duyurular/${post.id}`);
    expect([bare.status, bare.location]).toEqual([301, canonical]);
  });

  it("links each announcement by its canonical path on the home page's tab and in the side list", async () => {
    const post = await addPost(
      db,
      "announcements",
      { title: "Bağlantı sınaması duyurusu", created_at: "2099-03-05T09:00:00.000Z" },
      cleanup,
    );
    const canonical = announcementPath(post.id, post.title);
    const home = await get("/");
    expect(home.doc.querySelectorAll("#panel-duyurular .entry-list a").map((a) => a.getAttribute("href"))).toContain(canonical);
    const list = await get("/duyurular/0");
    const hrefs = list.doc.querySelectorAll(".side-list a").map((a) => a.getAttribute("href") ?? "");
    expect(hrefs).toContain(canonical);
    for (const href of hrefs.filter((h) => /^\/duyurular\/id/.test(h))) expect(href, href).toMatch(/^\/duyurular\/[^/]+-[a-z0-9-]+$/);
  });

  it("keeps paragraphs and line breaks, drops a script from the body and renders a script-like title as text", async () => {
    const post = await addPost(
      db,
      "announcements",
      {
        title: "<img src=x onerror=alert(1)>",
        body: "Birinci satır\nikinci satır\n\n<script>alert(2)</script>",
      },
      cleanup,
    );
    const page = await get(announcementPath(post.id, post.title));
    expect(page.html).not.toContain("<img src=x");
    expect(page.html).not.toContain("<script>alert(2)");
    expect(page.doc.querySelector("h1")?.text).toBe("<img src=x onerror=alert(1)>");
    const paragraphs = page.doc.querySelectorAll(".post .prose p").map((p) => p.text);
    // Plain text with a tag in it is HTML to the sanitizer: the script goes, the paragraphs stay.
    expect(paragraphs).toEqual(["Birinci satır\nikinci satır"]);
    expect(page.html).not.toContain("alert(2)");
  });
});

describe("news", () => {
  it("shows the newest item at /haberler and an item by its URL-encoded title, with Open Graph and NewsArticle", async () => {
    const item = await addPost(db, "news", { title: "Yeni tebliğ: çalışma & uygulama", created_at: "2099-05-01T09:00:00.000Z" }, cleanup);
    const index = await get("/haberler");
    expect(index.status).toBe(200);
    expect(index.doc.querySelector("h1")?.text).toBe(item.title);

    const path = `/haberler/${encodeURIComponent(item.title)}`;
    expect(index.doc.querySelector(".side-list a")?.getAttribute("href")).toBe(path);
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe(item.title);
    expect(canonicalOf(page)).toBe(`${SITE_URL}${path}`);
    expect(metaContent(page, 'meta[property="og:title"]')).toContain(item.title);
    expect(metaContent(page, 'meta[property="og:description"]')).toContain(`${item.title} metni.`);
    expect(metaContent(page, 'meta[property="og:image"]')).toBe(`${SITE_URL}/images/og-default.png`);
    expect(metaContent(page, 'meta[property="og:type"]')).toBe("article");
    expect(jsonLd(page)[0]).toMatchObject({ "@type": "NewsArticle", headline: item.title });
  });

  it("finds an item whose title holds URL-special characters", async () => {
    const item = await addPost(db, "news", { title: "KDV 1/2 tevkifatı? #yeni %50", created_at: "2099-07-01T09:00:00.000Z" }, cleanup);
    const path = `/haberler/${encodeURIComponent(item.title)}`;
    const index = await get("/haberler");
    expect(index.doc.querySelector(".side-list a")?.getAttribute("href")).toBe(path);
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe(item.title);
  });

  it("redirects an unknown title to the first news item", async () => {
    const first = await addPost(db, "news", { title: "İlk sıradaki haber", created_at: "2099-06-01T09:00:00.000Z" }, cleanup);
    const page = await get("/haberler/b%C3%B6yle-bir-haber-yok");
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/haberler/${encodeURIComponent(first.title)}`);
  });

  it("answers a deeper path with the not-found page", async () => {
    const page = await get("/haberler/a/b");
    expect(page.status).toBe(404);
    expect(page.html).toContain("ARADIĞINIZ SAYFA MEVCUT DEĞİL.");
  });
});

describe("services", () => {
  it("names each service the same in the footer, on its home-page card and in its page's heading", async () => {
    const home = await get("/");
    const footerLinks = home.doc.querySelectorAll('nav[aria-labelledby="footer-hizmetler"] a');
    expect(footerLinks).toHaveLength(services.length);
    for (const link of footerLinks) {
      const href = link.getAttribute("href")!;
      const card = home.doc.querySelector(`a.service-card[href="${href}"] h3`);
      expect(card?.text, href).toBe(link.text);
      expect((await get(href)).doc.querySelector("h1")?.text, href).toBe(link.text);
    }
  });

  it("shows the VAT refund report at /hizmetler, naming the service's own page canonical (one page for search engines)", async () => {
    const page = await get("/hizmetler");
    expect(page.doc.querySelector("h1")?.text).toBe(services[0]!.fullTitle);
    expect(page.doc.querySelector('.side-list a[aria-current="page"]')?.getAttribute("href")).toBe("/hizmetler/kdv-iadesi-tasdik-raporu");
    expect(canonicalOf(page)).toBe(`${SITE_URL}/hizmetler/kdv-iadesi-tasdik-raporu`);
    expect(metaContent(page, 'meta[property="og:url"]')).toBe(`${SITE_URL}/hizmetler/kdv-iadesi-tasdik-raporu`);
  });

  it.each(services.map((s) => [s.slug, s] as const))("/hizmetler/%s shows its service, marked in the side list", async (slug, service) => {
    const page = await get(`/hizmetler/${slug}`);
    expect(page.doc.querySelector("h1")?.text).toBe(service.fullTitle);
    expect(page.doc.querySelectorAll(".side-list a")).toHaveLength(8);
    expect(page.doc.querySelector('.side-list a[aria-current="page"]')?.getAttribute("href")).toBe(`/hizmetler/${slug}`);
  });

  it.each(["/hizmetler/bilinmeyen-hizmet", "/hizmetler/tesvik-mevzuati", "/hizmetler/a/b"])(
    "redirects %s to the VAT refund page",
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(302);
      expect(page.location).toBe("/hizmetler/kdv-iadesi-tasdik-raporu");
    },
  );
});

describe("founder and other pages", () => {
  it("shows the founder's biography with photo, profile link and Person JSON-LD", async () => {
    const page = await get(founderPath);
    expect(founderPath).toBe("/kerem-ozdemir");
    expect(page.doc.querySelector("h1")?.text).toContain(sample.founderName);
    expect(page.doc.querySelector(".prose")?.text).toMatch(/on yıl|10 yıl/i);
    expect(page.doc.querySelector(".founder-photo img")?.getAttribute("alt")).toBe(`Portre: ${sample.founderTitle} ${sample.founderName}`);
    expect(page.doc.querySelector(`a[href="${sample.founderProfileUrl}"]`)?.getAttribute("target")).toBe("_blank");
    expect(jsonLd(page)[0]).toMatchObject({ "@type": "Person", name: sample.founderName });
  });

  it("lists the FAQ questions as closed details of one group, each with its answer", async () => {
    const first = await addQuestion(db, { title: "Sınama sorusu bir?" }, cleanup);
    const second = await addQuestion(db, { title: "Sınama sorusu iki?" }, cleanup);
    const page = await get("/sss");
    const items = page.doc.querySelectorAll("details.accordion-item");
    const titles = items.map((d) => d.querySelector("summary")?.text.trim());
    expect(titles).toContain(first.title);
    expect(titles).toContain(second.title);
    for (const d of items) {
      expect(d.getAttribute("name")).toBe("sss");
      expect(d.hasAttribute("open")).toBe(false);
      expect(d.querySelector("summary h2")).not.toBeNull();
      expect(d.querySelector(".accordion-panel")?.text.trim()).not.toBe("");
    }
  });

  it("shows the contact details and a form with the five named, required fields", async () => {
    const page = await get("/iletisim");
    expect(page.doc.querySelector(`a[href="tel:${sample.phone}"]`)).not.toBeNull();
    expect(page.doc.querySelector(`a[href="mailto:${sample.email}"]`)).not.toBeNull();
    expect(page.doc.querySelector(".contact-info address")?.text).toContain(sample.street);
    const form = page.doc.querySelector("form.form")!;
    const fields = form.querySelectorAll("input, textarea").filter((f) => f.getAttribute("type") !== "hidden" && !f.closest(".hp"));
    expect(fields.map((f) => f.getAttribute("name"))).toEqual(["isim", "telefon", "eposta", "konu", "mesaj"]);
    for (const f of fields) {
      expect(f.hasAttribute("required")).toBe(true);
      expect(form.querySelector(`label[for="${f.id}"]`)).not.toBeNull();
    }
    expect(form.querySelector('input[name="eposta"]')?.getAttribute("type")).toBe("email");
    expect(form.querySelector("button[type=submit]")?.text).toBe("Gönder");
    expect(page.html).toContain(contactNotes[0]);
    expect(page.html).toContain("En iyi hizmeti sunabilmemiz için bilgileri eksiksiz girdiğinizden emin olun.");
    expect(page.doc.querySelector('a[href="/kvkk"]')).not.toBeNull();
  });
});

describe("not found", () => {
  it.each(["/bilinmeyen-sayfa", "/kerem", "/duyurular/0/ek", "/sss/x"])("%s answers 404 with noindex", async (path) => {
    const page = await get(path);
    expect(page.status).toBe(404);
    expect(page.doc.querySelector("h1")?.text).toBe("ARADIĞINIZ SAYFA MEVCUT DEĞİL.");
    expect(page.doc.querySelector('main a[href="/"]')).not.toBeNull();
    expect(metaContent(page, 'meta[name="robots"]')).toBe("noindex");
  });
});
