import { parse } from "node-html-parser";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { MAX_UPLOAD_BYTES } from "#app/lib/media.ts";
import { announcementPath, newsPath } from "#app/lib/paths.ts";
import { postAs } from "#tests/helpers/admin.ts";
import { signedInServer } from "#tests/helpers/admin-suite.ts";
import { cleanupAfterEach } from "#tests/helpers/cleanup.ts";
import { addPost } from "#tests/helpers/db.ts";
import { fetchPage, jsonLd, metaContent } from "#tests/helpers/html.ts";

const suite = signedInServer();

const cleanup = cleanupAfterEach(afterEach);

/** A JPEG of one colour (each colour another picture). */
function photo(width: number, height: number, red: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 80 } } })
    .jpeg()
    .toBuffer();
}

/** POST /adminpanel/medya as the browser sends a file: multipart, from our own page. */
function upload(bytes: Buffer | Uint8Array, options: { name?: string; json?: boolean; cookie?: string | null } = {}) {
  const form = new FormData();
  form.append("dosya", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), options.name ?? "foto.jpg");
  const sessionCookie = options.cookie === undefined ? suite.cookie : options.cookie;
  return fetch(`${suite.server.url}/adminpanel/medya`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: {
      Origin: suite.server.url,
      ...(options.json === false ? {} : { Accept: "application/json" }),
      ...(sessionCookie ? { Cookie: sessionCookie } : {}),
    },
  });
}

interface Uploaded {
  id: string;
  src: string;
  width: number;
  height: number;
}

/** Uploads as the editor does; the image is deleted again after the test. */
async function uploaded(bytes: Buffer): Promise<Uploaded> {
  const response = await upload(bytes);
  expect(response.status).toBe(200);
  const image = (await response.json()) as Uploaded;
  cleanup(async () => {
    await suite.db.deleteFrom("media_files").where("media_id", "=", image.id).execute();
    await suite.db.deleteFrom("media").where("id", "=", image.id).execute();
  });
  return image;
}

const mediaCount = async () =>
  Number(
    (
      await suite.db
        .selectFrom("media")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const fileNames = async (id: string) =>
  (await suite.db.selectFrom("media_files").select("name").where("media_id", "=", id).execute()).map((f) => f.name);

describe("uploading (POST /adminpanel/medya)", () => {
  it("stores an admin's upload and answers the editor with JSON: id, src (the 960 JPEG), width and height", async () => {
    const image = await uploaded(await photo(1600, 1200, 10));
    expect(image).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), src: `/medya/${image.id}-960.jpeg`, width: 960, height: 720 });
    const served = await fetch(`${suite.server.url}${image.src}`);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 960, height: 720 });
    expect(await suite.db.selectFrom("audit_log").select(["action", "list"]).where("entry_id", "=", image.id).execute()).toEqual([
      { action: "upload", list: "medya" },
    ]);
  });

  it("redirects a plain form upload (no JavaScript) to the library, which says so", async () => {
    const bytes = await photo(500, 400, 20);
    const response = await upload(bytes, { json: false });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/adminpanel/medya?durum=yuklendi");
    const stored = await suite.db.selectFrom("media").select("id").where("file_name", "=", "foto.jpg").execute();
    for (const { id } of stored) {
      cleanup(async () => {
        await suite.db.deleteFrom("media_files").where("media_id", "=", id).execute();
        await suite.db.deleteFrom("media").where("id", "=", id).execute();
      });
    }
    expect(stored).toHaveLength(1);
    const page = await fetchPage(suite.server.url, response.headers.get("location")!, { headers: { Cookie: suite.cookie } });
    expect(page.doc.querySelector('[role="status"]')?.text).toBe("Görsel yüklendi.");
    expect(page.doc.querySelector(`img[src^="/medya/${stored[0]!.id}-480.jpeg"]`)).not.toBeNull();
  });

  it("refuses an upload without a session and stores nothing", async () => {
    const before = await mediaCount();
    const bytes = await photo(300, 200, 30);
    const json = await upload(bytes, { cookie: null });
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ error: expect.stringContaining("Oturumunuz sona ermiş") });
    const form = await upload(bytes, { cookie: null, json: false });
    expect(form.status).toBe(401);
    const foreign = await fetch(`${suite.server.url}/adminpanel/medya`, {
      method: "POST",
      body: (() => {
        const f = new FormData();
        f.append("dosya", new Blob([new Uint8Array(bytes)]), "x.jpg");
        return f;
      })(),
      headers: { Origin: "https://kotu.example", Cookie: suite.cookie, Accept: "application/json" },
    });
    expect(foreign.status).toBe(403);
    expect(await mediaCount()).toBe(before);
  });

  it("recognises images by content: a text file named .jpg is refused with a Turkish message", async () => {
    const before = await mediaCount();
    const response = await upload(Buffer.from("Bu bir fotoğraf değil, düz metin.\n".repeat(50)), { name: "tatil.jpg" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/görsel olarak okunamadı|desteklenmiyor/);
    // Without JavaScript: the library again, the message next to the file field.
    const form = await upload(Buffer.from("Bu bir fotoğraf değil.\n".repeat(50)), { name: "tatil.jpg", json: false });
    expect(form.status).toBe(400);
    const page = parse(await form.text());
    expect(page.querySelector("#gorsel-dosyasi-hata")?.text).toMatch(/görsel olarak okunamadı|desteklenmiyor/);
    expect(page.querySelector("#gorsel-dosyasi")?.getAttribute("aria-invalid")).toBe("true");
    expect(await mediaCount()).toBe(before);
  });

  it("refuses more than 15 MB with 413 before storing anything, whether the body or the file is too large", async () => {
    const before = await mediaCount();
    const huge = Buffer.alloc(16 * 1024 * 1024, 0xff);
    const response = await upload(huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Görsel en fazla 15 MB olabilir." });
    // Just over the file limit, inside the body's allowance for multipart headers: the route counts it.
    const justOver = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff));
    expect(justOver.status).toBe(413);
    expect(await justOver.json()).toEqual({ error: "Görsel en fazla 15 MB olabilir." });
    const plain = await upload(huge, { json: false });
    expect(plain.status).toBe(413);
    expect(await plain.text()).toContain("15 MB");
    expect(await mediaCount()).toBe(before);
    // The server goes on answering.
    expect((await fetch(`${suite.server.url}/healthz`)).status).toBe(200);
  });

  it("serves a phone photo with GPS in its EXIF without any EXIF or GPS in any file made of it", async () => {
    const phone = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 90, g: 140, b: 200 } } })
      .jpeg()
      .withExif({
        IFD0: { Make: "Telefon", Model: "Deneme" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 0/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "28/1 58/1 0/1" },
      })
      .toBuffer();
    // The test photo really carries a GPS directory (EXIF tag 0x8825, big- or little-endian).
    const exif = (await sharp(phone).metadata()).exif;
    expect(exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const image = await uploaded(phone);
    const names = await fileNames(image.id);
    expect(names).toHaveLength(10);
    for (const name of names) {
      const bytes = Buffer.from(await (await fetch(`${suite.server.url}/medya/${name}`)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, name).toBeUndefined();
      expect(meta.xmp ?? meta.iptc, name).toBeUndefined();
      expect(bytes.includes(Buffer.from("GPS")), name).toBe(false);
      expect(bytes.includes(Buffer.from("Telefon")), name).toBe(false);
    }
  });
});

describe("serving /medya/<name>", () => {
  it("answers each format with its content type, immutable caching, an ETag and nosniff; 304 and HEAD too; never compressed again", async () => {
    const image = await uploaded(await photo(1000, 500, 40));
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
      ["jpeg", "image/jpeg"],
    ]) {
      const path = `/medya/${image.id}-480.${format}`;
      const response = await fetch(`${suite.server.url}${path}`, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-encoding")).toBeNull();
      const etag = response.headers.get("etag");
      expect(etag).toMatch(/^"[^"]+"$/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((await sharp(bytes).metadata()).format).toBe(format === "avif" ? "heif" : format);
      const again = await fetch(`${suite.server.url}${path}`, { headers: { "If-None-Match": etag! } });
      expect(again.status).toBe(304);
      const head = await fetch(`${suite.server.url}${path}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(bytes.length));
      expect(head.headers.get("content-type")).toBe(type);
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
  });

  it("reads files from the database, not the page cache: a deleted image is gone at once", async () => {
    const image = await uploaded(await photo(400, 300, 50));
    const path = `/medya/${image.id}-400.webp`;
    expect((await fetch(`${suite.server.url}${path}`)).status).toBe(200);
    // Behind the app's back and without a content version change: a cached copy would survive this.
    await suite.db.deleteFrom("media_files").where("media_id", "=", image.id).execute();
    expect((await fetch(`${suite.server.url}${path}`)).status).toBe(404);
  });

  it.each([
    ["an unknown image", "/medya/000000000000000000000000-960.jpeg"],
    ["a crop in a format never made", "/medya/000000000000000000000000-og.webp"],
    ["a name that is no hash", "/medya/bilinmeyen.jpeg"],
    ["a path out of the folder", "/medya/..%2f..%2fdata%2fsite.db"],
    ["a NUL byte", "/medya/%00"],
    ["a very long name", `/medya/${"a".repeat(5000)}`],
    ["no name", "/medya/"],
  ])("answers 404 for %s", async (_what, path) => {
    const response = await fetch(`${suite.server.url}${path}`);
    expect(response.status).toBe(404);
  });
});

describe("the library screen (/adminpanel/medya)", () => {
  it("shows each image with its size, date and where it is used, and refuses to delete one in use", async () => {
    const used = await uploaded(await photo(1200, 800, 60));
    const free = await uploaded(await photo(1200, 800, 70));
    const news = await addPost(
      suite.db,
      "news",
      { title: "Görselli haber", body: `<p>Metin</p><p><img src="${used.src}" alt="Ofis" width="960" height="640"></p>` },
      cleanup,
    );

    const page = await fetchPage(suite.server.url, "/adminpanel/medya", { headers: { Cookie: suite.cookie } });
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe("Görseller");
    expect(page.doc.querySelector('nav a[href="/adminpanel/medya"]')).not.toBeNull();
    expect(page.doc.querySelector('input[type="file"][name="dosya"]')?.getAttribute("accept")).toBe(
      "image/jpeg,image/png,image/webp,image/avif",
    );
    expect(page.doc.querySelector('label[for="gorsel-dosyasi"]')?.text).toBe("Görsel dosyası");
    const usedRow = page.doc.querySelectorAll("tbody tr").find((row) => row.innerHTML.includes(`${used.id}-480.jpeg`));
    expect(usedRow?.text).toContain("1200 × 800 piksel");
    expect(usedRow?.querySelector('source[type="image/webp"]')?.getAttribute("srcset")).toBe(`/medya/${used.id}-480.webp`);
    expect(usedRow?.querySelector("img")?.getAttribute("width")).toBe("480");
    const link = usedRow?.querySelector(`a[href="/adminpanel/haberler?duzenle=${news.id}"]`);
    expect(link?.text).toContain("Görselli haber");
    expect(usedRow?.text).toContain("metinde");
    expect(usedRow?.querySelector('a[href*="sil="]')).toBeNull();

    const refused = await postAs(suite.server, "/adminpanel/medya", { intent: "sil", id: used.id }, { Cookie: suite.cookie });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("kullanımda olduğu için silinemez");
    expect(await fileNames(used.id)).toHaveLength(10);

    const freeRow = page.doc.querySelectorAll("tbody tr").find((row) => row.innerHTML.includes(`${free.id}-480.jpeg`));
    expect(freeRow?.text).toContain("Kullanılmıyor");
    const confirm = await fetchPage(suite.server.url, `/adminpanel/medya?sil=${free.id}`, { headers: { Cookie: suite.cookie } });
    expect(confirm.doc.querySelector("#silme-basligi")?.text).toBe("Görsel silinsin mi?");
    const deleted = await postAs(suite.server, "/adminpanel/medya", { intent: "sil", id: free.id }, { Cookie: suite.cookie });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/adminpanel/medya?durum=silindi");
    expect(await fileNames(free.id)).toEqual([]);
    expect((await fetch(`${suite.server.url}${free.src}`)).status).toBe(404);
  });

  it("is for admins only", async () => {
    const page = await fetchPage(suite.server.url, "/adminpanel/medya");
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/adminpanel\/giris\?geri=%2Fadminpanel/);
    const image = await uploaded(await photo(300, 300, 80));
    const response = await postAs(suite.server, "/adminpanel/medya", { intent: "sil", id: image.id });
    expect(response.status).toBe(401);
    expect(await fileNames(image.id)).toHaveLength(4); // its own 300 in three formats, and the og crop
  });
});

describe("images on the public pages", () => {
  it("renders a news body's image as a <picture> with AVIF and WebP sources, width, height and lazy loading", async () => {
    const image = await uploaded(await photo(2000, 1000, 90));
    const title = "Görselli kamu haberi";
    await addPost(
      suite.db,
      "news",
      { title, body: `<p>Giriş</p><p><img src="${image.src}" alt="Yeni ofisimiz" width="960" height="480"></p>` },
      cleanup,
    );
    const page = await fetchPage(suite.server.url, newsPath(title));
    expect(page.status).toBe(200);
    const picture = page.doc.querySelector(".rich-text picture");
    expect(picture).not.toBeNull();
    const m = `/medya/${image.id}`;
    expect(picture?.querySelector('source[type="image/avif"]')?.getAttribute("srcset")).toBe(
      `${m}-480.avif 480w, ${m}-960.avif 960w, ${m}-1600.avif 1600w`,
    );
    expect(picture?.querySelector('source[type="image/webp"]')?.getAttribute("srcset")).toBe(
      `${m}-480.webp 480w, ${m}-960.webp 960w, ${m}-1600.webp 1600w`,
    );
    const img = picture?.querySelector("img");
    expect(img?.attributes).toMatchObject({
      src: `${m}-960.jpeg`,
      width: "960",
      height: "480",
      alt: "Yeni ofisimiz",
      loading: "lazy",
      decoding: "async",
    });
    expect(img?.getAttribute("sizes")).toContain("45rem");
    expect(page.headers.get("content-security-policy")).toMatch(/img-src 'self'/);
  });

  it("makes a news item's cover its og:image (the 1200×630 crop) and shows it above the body; without one, the default image", async () => {
    const image = await uploaded(await photo(1800, 1200, 100));
    const title = "Kapaklı kamu haberi";
    const post = await addPost(suite.db, "news", { title }, cleanup);
    await suite.db.updateTable("news").set({ cover_media_id: image.id, cover_alt: "Kapak fotoğrafı" }).where("id", "=", post.id).execute();
    await bumpContentVersion(suite.db);

    const page = await fetchPage(suite.server.url, newsPath(title));
    const og = metaContent(page, 'meta[property="og:image"]');
    expect(og).toBe(`https://ymm.test/medya/${image.id}-og.jpeg`);
    expect(jsonLd(page).find((data) => data["@type"] === "NewsArticle")?.image).toEqual([og]);
    const served = Buffer.from(await (await fetch(`${suite.server.url}${new URL(og!).pathname}`)).arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    const cover = page.doc.querySelector(".post .post-cover img");
    expect(cover?.attributes).toMatchObject({ alt: "Kapak fotoğrafı", width: "960", height: "640" });
    expect(cover?.getAttribute("fetchpriority") ?? cover?.getAttribute("fetchPriority")).toBe("high");
    expect(cover?.getAttribute("loading")).not.toBe("lazy");
    expect(page.doc.querySelector(".post-cover + .prose")).not.toBeNull();

    const plain = "Kapaksız kamu haberi";
    await addPost(suite.db, "news", { title: plain }, cleanup);
    const without = await fetchPage(suite.server.url, newsPath(plain));
    expect(metaContent(without, 'meta[property="og:image"]')).toBe("https://ymm.test/images/og-default.png");
    expect(without.doc.querySelector(".post-cover")).toBeNull();
  });

  it("gives an announcement's cover as its og:image too", async () => {
    const image = await uploaded(await photo(1300, 900, 110));
    const post = await addPost(suite.db, "announcements", { title: "Kapaklı duyuru" }, cleanup);
    await suite.db.updateTable("announcements").set({ cover_media_id: image.id, cover_alt: "" }).where("id", "=", post.id).execute();
    await bumpContentVersion(suite.db);
    const page = await fetchPage(suite.server.url, announcementPath(post.id, post.title));
    expect(metaContent(page, 'meta[property="og:image"]')).toBe(`https://ymm.test/medya/${image.id}-og.jpeg`);
    expect(page.doc.querySelector(".post-cover img")?.getAttribute("alt")).toBe("");
  });
});
