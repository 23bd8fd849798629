/**
 * What the public pages take from Firma bilgileri and Hizmetler beyond the
 * text: the office's logo and founder's photo from the media library, and a
 * firm with no visible service.
 */
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { readSettingsRow, writeSettings } from "#app/.server/repositories/firm.ts";
import type { FirmSettings } from "#app/lib/firm.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { canonicalOf, fetchPage, jsonLd } from "#tests/helpers/html.ts";
import { sitemapUrls } from "#tests/helpers/sitemap.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
const get = (path: string) => fetchPage(suite.server.url, path);

/** Uploads a JPEG of one colour to the library as the admin's editor does; it is deleted after the test. */
async function uploaded(width: number, height: number, red: number): Promise<{ id: string }> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("dosya", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "gorsel.jpg");
  const response = await fetch(`${suite.server.url}/adminpanel/medya`, {
    method: "POST",
    body: form,
    headers: { Origin: suite.server.url, Accept: "application/json", Cookie: suite.cookie },
  });
  expect(response.status).toBe(200);
  const image = (await response.json()) as { id: string };
  cleanup(async () => {
    await suite.db.deleteFrom("media_files").where("media_id", "=", image.id).execute();
    await suite.db.deleteFrom("media").where("id", "=", image.id).execute();
  });
  return image;
}

/** Changes Firma bilgileri as a save does (the row, then the content version); put back after the test. */
async function changeSettings(changes: Partial<FirmSettings>): Promise<void> {
  const row = await readSettingsRow(suite.db);
  expect(row).toBeDefined();
  const at = new Date().toISOString();
  const settings = { ...(JSON.parse(row!.data) as FirmSettings), ...changes };
  expect(await writeSettings(suite.db, JSON.stringify(settings), row!.revision, at, "yonetici@ymm.test")).toBe(true);
  await bumpContentVersion(suite.db);
  cleanup(async () => {
    const now = await readSettingsRow(suite.db);
    await writeSettings(suite.db, row!.data, now!.revision, new Date().toISOString(), "yonetici@ymm.test");
    await bumpContentVersion(suite.db);
  });
}

describe("the firm's pictures", () => {
  it("shows the sample mark and portrait until the office chooses its logo and its founder's photo", async () => {
    const before = await get("/kerem-ozdemir");
    expect(before.doc.querySelector(".brand svg.brand-mark")).not.toBeNull();
    expect(before.doc.querySelector(".founder-photo img")?.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);

    const logo = await uploaded(800, 200, 30);
    const portrait = await uploaded(960, 1200, 200);
    await changeSettings({ logoMediaId: logo.id, founderPhotoMediaId: portrait.id });

    const page = await get("/kerem-ozdemir");
    const brand = page.doc.querySelector("a.brand")!;
    expect(brand.querySelector("svg.brand-mark")).toBeNull();
    expect(brand.querySelector("picture img")?.getAttribute("src")).toMatch(new RegExp(`^/medya/${logo.id}-\\d+\\.jpeg$`));
    // The link's text names the firm: the logo is not read a second time.
    expect(brand.querySelector("picture img")?.getAttribute("alt")).toBe("");
    expect(brand.text.trim()).toBe("Özdemir Yeminli Mali Müşavirlik");
    const photo = page.doc.querySelector(".founder-photo picture img");
    expect(photo?.getAttribute("src")).toMatch(new RegExp(`^/medya/${portrait.id}-\\d+\\.jpeg$`));
    expect(photo?.getAttribute("alt")).toBe("Portre: Yeminli Mali Müşavir Kerem Özdemir");
    expect(jsonLd(page)[0]?.image).toMatch(new RegExp(`^https://ymm\\.test/medya/${portrait.id}-`));
    const [business] = jsonLd(await get("/"));
    expect(business?.logo).toMatch(new RegExp(`^https://ymm\\.test/medya/${logo.id}-`));
  });
});

describe("a firm with no visible service", () => {
  it("says so at /hizmetler, sends other service paths there, and has no Hizmetlerimiz menu or grid", async () => {
    await suite.db.updateTable("services").set({ hidden: 1 }).execute();
    await bumpContentVersion(suite.db);
    cleanup(async () => {
      await suite.db.updateTable("services").set({ hidden: 0 }).execute();
      await bumpContentVersion(suite.db);
    });

    const index = await get("/hizmetler");
    expect(index.status).toBe(200);
    expect(index.doc.querySelector("main h1")?.text).toBe("Hizmetlerimiz");
    expect(index.doc.querySelector("main")?.text).toContain("Hizmetlerimizin tanıtımı hazırlanıyor.");
    // No service's page to defer to: the index is its own canonical page.
    expect(canonicalOf(index)).toBe("https://ymm.test/hizmetler");
    // …and so the sitemap lists it.
    expect(await sitemapUrls(suite.server.url)).toContain("https://ymm.test/hizmetler");
    for (const path of ["/hizmetler/tam-tasdik", "/hizmetler/a/b"]) {
      const page = await get(path);
      expect(page.status, path).toBe(302);
      expect(page.location, path).toBe("/hizmetler");
    }
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.doc.querySelector("#menu-hizmetler")).toBeNull();
    expect(home.doc.querySelector('nav[aria-labelledby="footer-hizmetler"]')).toBeNull();
    expect(home.doc.querySelectorAll(".service-card")).toHaveLength(0);
  });
});
