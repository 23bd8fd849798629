/**
 * Yardım (ADR 040): every admin route has a section of the office's guide,
 * and the anchor lib/admin-help.ts links it to is a heading of the rendered
 * guide (docs/office/*.md), so "Bu ekranın yardımı" never lands nowhere.
 */
import { describe, expect, it } from "vitest";
import { helpGuide } from "#app/.server/web/help-guide.ts";
import { ADMIN_ACCESS } from "#app/lib/admin-access.ts";
import { ADMIN_HELP, helpPathFor } from "#app/lib/admin-help.ts";
import { adminPaths } from "#app/lib/admin-paths.ts";
import { adminRoutes } from "#tests/helpers/route-table.ts";

const guide = helpGuide();

describe("the office's guide (Yardım)", () => {
  it("has a section for every admin route, and no section for a route that is gone", () => {
    const routes = Object.keys(ADMIN_ACCESS).sort();
    expect(Object.keys(ADMIN_HELP).sort()).toEqual(routes);
    // The access table is the route table (tests/unit/admin-access.test.ts); checked here too.
    for (const row of adminRoutes()) expect(ADMIN_HELP[row.pattern], row.pattern).toBeDefined();
  });

  it("links each route to a heading the rendered guide has", () => {
    const missing = Object.entries(ADMIN_HELP).filter(([, anchor]) => !guide.ids.includes(anchor));
    expect(missing).toEqual([]);
    for (const anchor of new Set(Object.values(ADMIN_HELP))) expect(guide.html).toContain(` id="${anchor}"`);
  });

  it("gives every heading a unique id from its Turkish text", () => {
    expect(new Set(guide.ids).size).toBe(guide.ids.length);
    // The admin shell's main column is #icerik (the skip link's target): "İçerik" must not take it.
    expect(guide.ids).not.toContain("icerik");
    expect(guide.ids).toContain("icerik-bolumu");
    expect(guide.html).toContain('<h3 id="cop-kutusu">Çöp kutusu</h3>');
    expect(guide.contents.map((part) => part.text)).toEqual([
      "Başlarken",
      "İçerik",
      "İletişim ve e-bülten",
      "Vergi",
      "Firma",
      "Site ve yönetim",
      "Hesabım",
    ]);
  });

  it("keeps markup out: no raw HTML, no script, no attribute beyond ids and links", () => {
    expect(guide.html).not.toMatch(/<script|<style|on\w+=|style=/i);
    expect(guide.html).toContain("<table>");
  });

  it("computes the layout's link from the current path", () => {
    expect(helpPathFor("/adminpanel")).toBe("/adminpanel/yardim#genel-bakis");
    expect(helpPathFor("/adminpanel/duyurular")).toBe("/adminpanel/yardim#icerik-listeleri");
    expect(helpPathFor("/adminpanel/bulten/abc/gonder")).toBe("/adminpanel/yardim#e-bulten-gonderme");
    expect(helpPathFor("/adminpanel/gecmis/haberler/12")).toBe("/adminpanel/yardim#gecmis");
    expect(helpPathFor("/adminpanel/yukleme-kotalari")).toBe("/adminpanel/yardim#yukleme-kotalari");
    // On the guide itself there is no link to it.
    expect(helpPathFor(adminPaths.help)).toBeUndefined();
  });
});
