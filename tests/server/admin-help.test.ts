/**
 * Yardım (ADR 040): the office's guide at /adminpanel/yardim for every
 * signed-in admin, rendered from docs/office/*.md in the production build,
 * and each screen's link to its own section from the layout.
 */
import { describe, expect, it } from "vitest";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { signIn } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { fetchPage } from "#tests/helpers/html.ts";
import { addAdmin } from "#tests/helpers/test-admins.ts";

const suite = signedInServer();
const text = (node: { text: string } | null | undefined) => node?.text.replace(/\s+/g, " ").trim();

describe("Yardım", () => {
  it("shows the guide's headings, with ids the contents link to", async () => {
    const page = await suite.get(adminPaths.help);
    expect(page.status).toBe(200);
    expect(text(page.doc.querySelector("main h1"))).toBe("Yardım");
    const parts = page.doc.querySelectorAll(".help-guide h2").map((h) => text(h));
    expect(parts).toEqual(["Başlarken", "İçerik", "İletişim ve e-bülten", "Vergi", "Firma", "Site ve yönetim", "Hesabım"]);
    const sections = page.doc.querySelectorAll(".help-guide h3").map((h) => `${text(h)} #${h.id}`);
    expect(sections).toEqual(expect.arrayContaining(["Roller #roller", "Çöp kutusu #cop-kutusu", "Yükleme kotaları #yukleme-kotalari"]));
    // Every entry of the contents leads to a heading of the guide.
    const ids = new Set(page.doc.querySelectorAll(".help-guide [id]").map((h) => h.id));
    const targets = page.doc.querySelectorAll(".help-toc a").map((a) => a.getAttribute("href")?.slice(1) ?? "");
    expect(targets.length).toBeGreaterThan(30);
    expect(targets.filter((id) => !ids.has(id))).toEqual([]);
    // The roles as the code names them (lib/roles.ts).
    expect(text(page.doc.querySelector("#roller + p + table"))).toMatch(/Sahip.*Yönetici.*Editör.*Yazar/);
  });

  it("sends someone signed out to the sign-in form, back to Yardım afterwards", async () => {
    const page = await suite.get(adminPaths.help, false);
    expect(page.status).toBe(302);
    expect(page.location).toBe(`${adminPaths.signIn}?geri=${encodeURIComponent(adminPaths.help)}`);
  });

  it("is open to every role, a Yazar included, and is in the side menu", async () => {
    const email = "yazar@yardim.test";
    const password = "yardim-testi-sifresi-2026";
    await addAdmin(suite.db, email, password, () => {}, "author");
    const cookie = await signIn(suite.server, email, password);
    const page = await fetchPage(suite.server.url, adminPaths.help, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.doc.querySelector('nav[aria-label="Yönetim bölümleri"] .admin-nav-help a')?.getAttribute("href")).toBe(adminPaths.help);
  });

  it("links each screen to its own section from the layout, and not on Yardım itself", async () => {
    for (const [path, anchor] of [
      [adminPaths.root, "genel-bakis"],
      [adminPaths.subscribers, "aboneler"],
      ["/adminpanel/duyurular?yeni", "icerik-listeleri"],
      [adminPaths.taxCalendar, "vergi-takvimi"],
      [adminPaths.sessions, "oturumlar"],
    ] as const) {
      const page = await suite.get(path);
      const link = page.doc.querySelector(".admin-header a.admin-help-link");
      expect(text(link), path).toBe("Bu ekranın yardımı");
      expect(link?.getAttribute("href"), path).toBe(`${adminPaths.help}#${anchor}`);
    }
    expect((await suite.get(adminPaths.help)).doc.querySelector(".admin-help-link")).toBeNull();
  });
});
