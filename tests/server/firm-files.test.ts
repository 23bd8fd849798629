/**
 * Files the office owns (issue 38): the site icon and the share image are
 * chosen in Firma bilgileri from the media library and show on the next
 * request: the icon inline as a 32 px PNG and as a 180 px home-screen PNG
 * made by sharp, the share image as every page's og:image where the page has
 * no picture of its own. Without a choice, the neutral defaults. And what a
 * move leaves behind (the map link, the default description) is named on
 * Firma bilgileri and Kurulum, with a link to its field; an empty map link
 * follows the address.
 */
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { mapLink } from "#app/lib/firm.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { keepFirmRows, postEntries, settingsForm, storedSettings } from "#tests/helpers/firm.ts";
import { fetchPage, jsonLd, metaContent } from "#tests/helpers/html.ts";

const suite = signedInServer();
const cleanup = cleanupAfterEach(afterEach);
const FIRM = "/adminpanel/firma";
const SETUP = "/adminpanel/kurulum";

/** A transparent PNG with a coloured square in its middle (a logo's mark), wider than tall. */
function logoMark(): Promise<Buffer> {
  const square = { create: { width: 200, height: 200, channels: 4 as const, background: { r: 200, g: 30, b: 40, alpha: 1 } } };
  return sharp({ create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { ...square }, left: 200, top: 50 }])
    .png()
    .toBuffer();
}

const photo = (red: number) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: red, g: 120, b: 80 } } })
    .jpeg()
    .toBuffer();

/** Uploads to the library as the Görseller screen does; removed after the test. */
async function uploaded(bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append("dosya", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${suite.server.url}/adminpanel/medya`, {
    method: "POST",
    body: form,
    headers: { Origin: suite.server.url, Accept: "application/json", Cookie: suite.cookie },
  });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  cleanup(async () => {
    await suite.db.deleteFrom("media_files").where("media_id", "=", id).execute();
    await suite.db.deleteFrom("media").where("id", "=", id).execute();
  });
  return id;
}

async function save(fields: Record<string, string>) {
  const { settings, revision } = await storedSettings(suite.db);
  return postEntries(suite.server, suite.cookie, FIRM, settingsForm(settings, revision, fields));
}

const bytesOf = async (path: string) => {
  const response = await fetch(`${suite.server.url}${path}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe("the site icon and the share image", () => {
  it("shows the neutral defaults while none is chosen", async () => {
    const home = await fetchPage(suite.server.url, "/");
    expect(home.doc.querySelector('link[rel="icon"]')?.getAttribute("href")).toMatch(/^data:image\/svg\+xml/);
    expect(home.doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe("/images/apple-touch-icon.png");
    expect(metaContent(home, 'meta[property="og:image"]')).toBe("https://ymm.test/images/og-default.png");
    // A page that never had an image of its own gets the default too.
    expect(metaContent(await fetchPage(suite.server.url, "/iletisim"), 'meta[property="og:image"]')).toBe(
      "https://ymm.test/images/og-default.png",
    );
  });

  it("takes both from the library; the next request shows them, made at their sizes", async () => {
    await keepFirmRows(suite.db, cleanup);
    const icon = await uploaded(await logoMark(), "isaret.png");
    const share = await uploaded(await photo(30), "ofis.jpg");
    const response = await save({ simge: icon, paylasim_gorseli: share });
    expect(response.status).toBe(302);
    expect((await storedSettings(suite.db)).settings).toMatchObject({ iconMediaId: icon, shareImageMediaId: share });

    const home = await fetchPage(suite.server.url, "/");
    const tab = home.doc.querySelector('link[rel="icon"]');
    expect(tab?.getAttribute("type")).toBe("image/png");
    const inline = Buffer.from(tab!.getAttribute("href")!.replace(/^data:image\/png;base64,/, ""), "base64");
    const tabImage = sharp(inline);
    expect(await tabImage.metadata()).toMatchObject({ format: "png", width: 32, height: 32 });
    // The wide picture is whole inside the square: transparent above and below the mark, its red in the middle.
    const { data, info } = await tabImage.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    expect(pixel(16, 1)[3]).toBe(0);
    expect(pixel(16, 16)[0]).toBeGreaterThan(150);
    expect(pixel(16, 16)[3]).toBe(255);

    const touch = home.doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href");
    expect(touch).toBe(`/medya/simge/${icon}-180.png`);
    const served = await bytesOf(touch!);
    expect(served.response.headers.get("content-type")).toBe("image/png");
    expect(served.response.headers.get("cache-control")).toContain("immutable");
    const touchMeta = await sharp(served.bytes).metadata();
    expect(touchMeta).toMatchObject({ format: "png", width: 180, height: 180 });
    // The home screen's icon is opaque (iOS would paint transparency black): white around the mark.
    const corner = await sharp(served.bytes).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner].slice(0, 3)).toEqual([255, 255, 255]);

    const og = `https://ymm.test/medya/${share}-og.jpeg`;
    expect(metaContent(home, 'meta[property="og:image"]')).toBe(og);
    expect(jsonLd(home).find((data) => data["@type"] === "AccountingService")?.image).toBe(og);
    for (const path of ["/iletisim", "/sss", "/sirkuler"]) {
      expect(metaContent(await fetchPage(suite.server.url, path), 'meta[property="og:image"]'), path).toBe(og);
    }

    // Görseller lists both as in use, linking to their fields, and offers no "Sil" for them.
    const library = await suite.get("/adminpanel/medya");
    const iconRow = library.doc.querySelectorAll("tr").find((row) => row.text.includes("isaret.png"));
    expect(iconRow?.querySelector('a[href="/adminpanel/firma#firma-simge"]')?.text).toBe("Firma bilgileri: Site simgesi");
    expect(iconRow?.text).toContain("Kullanımda, silinemez");
    const shareRow = library.doc.querySelectorAll("tr").find((row) => row.text.includes("ofis.jpg"));
    expect(shareRow?.querySelector('a[href="/adminpanel/firma#firma-paylasim_gorseli"]')).not.toBeNull();
  });

  it("refuses an image that is not in the library, changing nothing", async () => {
    await keepFirmRows(suite.db, cleanup);
    const before = await storedSettings(suite.db);
    for (const field of ["simge", "paylasim_gorseli"]) {
      const refused = await save({ [field]: "fedcba9876543210fedcba98" });
      expect(refused.status, field).toBe(400);
      expect(refused.doc.querySelector(`#firma-${field}-hata`)?.text, field).toContain("görsel kitaplığında bulunamadı");
    }
    expect(await storedSettings(suite.db)).toEqual(before);
  });

  it("answers 404 for an icon of an image that is not there, or at a size that is not made", async () => {
    const icon = await uploaded(await logoMark(), "isaret.png");
    expect((await fetch(`${suite.server.url}/medya/simge/${icon}-64.png`)).status).toBe(404);
    expect((await fetch(`${suite.server.url}/medya/simge/fedcba9876543210fedcba98-180.png`)).status).toBe(404);
    expect((await fetch(`${suite.server.url}/medya/simge/..%2F..%2Fetc-180.png`)).status).toBe(404);
    expect((await fetch(`${suite.server.url}/medya/simge/${icon}-180.png`)).status).toBe(200);
  });
});

describe("after a move", () => {
  const MOVED = { ad: "Ege Vergi Denetim YMM", kisa_ad: "Ege YMM", adres: "Cumhuriyet Bulvarı No: 5/3", ilce: "Konak", il: "İzmir" };

  it("names the map link that still searches the old place and the description that names the old firm, with links to both fields", async () => {
    await keepFirmRows(suite.db, cleanup);
    const { settings } = await storedSettings(suite.db);
    const oldName = settings.name;
    expect((await save({ harita: "https://www.openstreetmap.org/search?query=%C3%87ankaya%2C%20Ankara" })).status).toBe(302);
    // Nothing is stale before the move.
    expect((await suite.get(FIRM)).doc.querySelector(".stale-facts")).toBeNull();

    expect((await save(MOVED)).status).toBe(302);
    const firm = await suite.get(`${FIRM}?durum=kaydedildi`);
    const notice = firm.doc.querySelector(".stale-facts");
    expect(notice?.querySelector("h2")?.text).toBe("Eskimiş olabilecek bilgiler");
    const items = notice!.querySelectorAll("li").map((li) => li.text.replace(/\s+/g, " "));
    expect(items[0]).toContain("Harita bağlantısı eski adresi arıyor (“Çankaya”, “Ankara”); firmanın adresi şimdi Konak/İzmir.");
    expect(items[1]).toContain(`Varsayılan meta açıklaması eski bilgiyi anıyor (“${oldName}”)`);
    expect(notice!.querySelector('a[href="#firma-harita"]')?.text).toBe("Harita bağlantısı alanına git");
    expect(notice!.querySelector('a[href="#firma-meta_aciklama"]')).not.toBeNull();
    // The fields the links lead to are there.
    expect(firm.doc.querySelector("#firma-harita")).not.toBeNull();
    expect(firm.doc.querySelector("#firma-meta_aciklama")).not.toBeNull();

    const setup = await suite.get(SETUP);
    expect(setup.doc.querySelector(`.stale-facts a[href="${FIRM}#firma-harita"]`)).not.toBeNull();
    expect(setup.doc.querySelector(`.stale-facts a[href="${FIRM}#firma-meta_aciklama"]`)).not.toBeNull();

    // Fixed: an empty map link follows the address, a new description; the notice is gone from both screens.
    expect((await save({ harita: "", meta_aciklama: "Ege Vergi Denetim YMM: İzmir'de tam tasdik ve KDV iadesi." })).status).toBe(302);
    expect((await suite.get(FIRM)).doc.querySelector(".stale-facts")).toBeNull();
    expect((await suite.get(SETUP)).doc.querySelector(".stale-facts")).toBeNull();
  });

  it("lets the map link follow the address when the field is empty, on the contact page, the footer and the JSON-LD", async () => {
    await keepFirmRows(suite.db, cleanup);
    expect((await save({ ...MOVED, harita: "" })).status).toBe(302);
    const expected = mapLink({
      mapUrl: "",
      street: MOVED.adres,
      postalCode: (await storedSettings(suite.db)).settings.postalCode,
      district: "Konak",
      city: "İzmir",
    });
    expect(expected).toContain("Konak");
    const contact = await fetchPage(suite.server.url, "/iletisim");
    const links = contact.doc.querySelectorAll("a").filter((a) => a.text.includes("Haritada göster"));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute("href")).toBe(expected);
    const home = await fetchPage(suite.server.url, "/");
    expect(jsonLd(home).find((data) => data["@type"] === "AccountingService")?.hasMap).toBe(expected);
  });
});
