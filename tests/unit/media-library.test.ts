import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeEntry, saveEntry } from "#app/.server/content/entries.ts";
import { closeDb, getDb } from "#app/.server/db/index.ts";
import { mediaFile, mediaLibrary, removeMedia, storeUpload } from "#app/.server/media/library.ts";
import { coverImage, renderImages } from "#app/.server/media/render.ts";
import { renderRichText } from "#app/.server/text/rich-text.ts";
import { withFreshAppDatabase } from "#tests/helpers/database.ts";

withFreshAppDatabase({ beforeEach, afterEach, closeDb });

const ADMIN = "editor@ornek.test";

/** A JPEG of one colour: each colour is another picture. */
function photo(width: number, height: number, red: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
}

async function rows() {
  const db = await getDb();
  return {
    media: await db.selectFrom("media").select(["id", "file_name", "bytes", "admin_email"]).execute(),
    files: await db.selectFrom("media_files").select(["name", "media_id", "content_type"]).execute(),
    audit: await db.selectFrom("audit_log").select(["action", "list", "entry_id"]).where("list", "=", "medya").execute(),
  };
}

async function save(list: "duyurular" | "haberler" | "sorular", input: Parameters<typeof saveEntry>[2]) {
  const result = await saveEntry(list, undefined, input, ADMIN);
  if (!result.ok) throw new Error(`save failed: ${JSON.stringify(result)}`);
  return result.id;
}

const bodyWith = (src: string, alt = "Ofisimiz") => `<p>Önce</p><p><img src="${src}" alt="${alt}" width="960" height="640"></p>`;

describe("storing uploads", () => {
  it("stores a picture and all its files in one go, with an audit row, and answers the 960 JPEG", async () => {
    const upload = await photo(1800, 1200, 10);
    const stored = await storeUpload(upload, "C:\\Belgeler\\ofis.jpg", ADMIN);
    expect(stored).toMatchObject({ src: `/medya/${stored.id}-960.jpeg`, width: 960, height: 640, created: true });
    const { media, files, audit } = await rows();
    expect(media).toEqual([{ id: stored.id, file_name: "ofis.jpg", bytes: upload.length, admin_email: ADMIN }]);
    expect(files.map((f) => f.name.replace(`${stored.id}-`, "")).sort()).toEqual(
      ["1600.avif", "1600.jpeg", "1600.webp", "480.avif", "480.jpeg", "480.webp", "960.avif", "960.jpeg", "960.webp", "og.jpeg"].sort(),
    );
    expect(files.every((f) => f.media_id === stored.id)).toBe(true);
    expect(audit).toEqual([{ action: "upload", list: "medya", entry_id: stored.id }]);
  });

  it("keeps the same picture uploaded twice as one image", async () => {
    const upload = await photo(700, 500, 20);
    const first = await storeUpload(upload, "bir.jpg", ADMIN);
    const second = await storeUpload(upload, "iki.jpg", "baska@ornek.test");
    expect(second).toEqual({ ...first, created: false });
    const { media, files, audit } = await rows();
    expect(media.map((m) => m.file_name)).toEqual(["bir.jpg"]);
    expect(files).toHaveLength(7); // 480 and 700 in three formats, and the og crop
    expect(audit).toHaveLength(1);
    // Narrower than 960: the widest JPEG there is.
    expect(first).toMatchObject({ src: `/medya/${first.id}-700.jpeg`, width: 700, height: 500 });
  });

  it("serves a stored file by its name and nothing for other names", async () => {
    const stored = await storeUpload(await photo(600, 400, 30), "x.jpg", ADMIN);
    const file = await mediaFile(`${stored.id}-480.webp`);
    expect(file?.contentType).toBe("image/webp");
    expect((await sharp(Buffer.from(file!.data)).metadata()).format).toBe("webp");
    for (const name of [`${stored.id}-960.webp`, `${stored.id}-480.gif`, "../site.db", `${stored.id.toUpperCase()}-480.webp`, "x"]) {
      expect(await mediaFile(name), name).toBeUndefined();
    }
  });
});

describe("the library: where each image is used", () => {
  it("lists every image newest first with the entries that show it, drafts and the bin included", async () => {
    const inBody = await storeUpload(await photo(600, 400, 40), "metin.jpg", ADMIN);
    const asCover = await storeUpload(await photo(600, 400, 50), "kapak.jpg", ADMIN);
    const inAnswer = await storeUpload(await photo(600, 400, 60), "cevap.jpg", ADMIN);
    const inBin = await storeUpload(await photo(600, 400, 70), "silinen.jpg", ADMIN);
    const unused = await storeUpload(await photo(600, 400, 80), "bos.jpg", ADMIN);

    const draft = await save("duyurular", { title: "Taslak duyuru", text: bodyWith(inBody.src), status: "draft" });
    const news = await save("haberler", {
      title: "Kapaklı haber",
      text: bodyWith(inBody.src),
      status: "published",
      coverMediaId: asCover.id,
      coverAlt: "Kapak",
    });
    const question = await save("sorular", { title: "Görselli soru?", text: bodyWith(inAnswer.src) });
    const deleted = await save("duyurular", { title: "Silinen duyuru", text: bodyWith(inBin.src) });
    await removeEntry("duyurular", deleted, ADMIN);

    const library = await mediaLibrary();
    expect(library.map((item) => item.file_name)).toEqual(["bos.jpg", "silinen.jpg", "cevap.jpg", "kapak.jpg", "metin.jpg"]);
    const usagesOf = (id: string) => library.find((item) => item.id === id)?.usages;
    expect(usagesOf(inBody.id)).toEqual(
      expect.arrayContaining([
        { list: "duyurular", entryId: draft, title: "Taslak duyuru", cover: false, body: true, deleted: false },
        { list: "haberler", entryId: news, title: "Kapaklı haber", cover: false, body: true, deleted: false },
      ]),
    );
    expect(usagesOf(inBody.id)).toHaveLength(2);
    expect(usagesOf(asCover.id)).toEqual([
      { list: "haberler", entryId: news, title: "Kapaklı haber", cover: true, body: false, deleted: false },
    ]);
    expect(usagesOf(inAnswer.id)).toEqual([
      { list: "sorular", entryId: question, title: "Görselli soru?", cover: false, body: true, deleted: false },
    ]);
    expect(usagesOf(inBin.id)).toEqual([
      { list: "duyurular", entryId: deleted, title: "Silinen duyuru", cover: false, body: true, deleted: true },
    ]);
    expect(usagesOf(unused.id)).toEqual([]);
    // 480 and its own 600 in three formats, and the og crop.
    expect(library.find((item) => item.id === unused.id)?.files.length).toBe(7);
  });

  it("refuses to delete a picture chosen in Firma bilgileri (here the site icon), naming the choice, and lists it as in use", async () => {
    const icon = await storeUpload(await photo(600, 600, 120), "simge.png", ADMIN);
    const db = await getDb();
    const row = await db.selectFrom("firm_settings").select("data").where("id", "=", 1).executeTakeFirstOrThrow();
    const data = JSON.stringify({ ...JSON.parse(row.data), iconMediaId: icon.id, shareImageMediaId: icon.id });
    await db.updateTable("firm_settings").set({ data }).where("id", "=", 1).execute();

    expect(await removeMedia(icon.id, ADMIN)).toEqual({
      ok: false,
      reason: "in-use",
      usages: [],
      firmUses: [
        { field: "simge", label: "Site simgesi" },
        { field: "paylasim_gorseli", label: "Paylaşım görseli" },
      ],
    });
    expect(await mediaFile(`${icon.id}-480.jpeg`)).toBeDefined();
    const item = (await mediaLibrary()).find((entry) => entry.id === icon.id);
    expect(item?.firmUses.map((use) => use.label)).toEqual(["Site simgesi", "Paylaşım görseli"]);
  });

  it("refuses to delete an image in use (even by a draft's cover) and deletes an unused one with its files", async () => {
    const used = await storeUpload(await photo(600, 400, 90), "kullanilan.jpg", ADMIN);
    const free = await storeUpload(await photo(600, 400, 100), "serbest.jpg", ADMIN);
    await save("haberler", { title: "Taslak haber", text: "<p>Metin</p>", status: "draft", coverMediaId: used.id, coverAlt: "" });

    const refused = await removeMedia(used.id, ADMIN);
    expect(refused).toMatchObject({ ok: false, reason: "in-use", usages: [{ list: "haberler", title: "Taslak haber", cover: true }] });
    expect(await mediaFile(`${used.id}-480.jpeg`)).toBeDefined();

    expect(await removeMedia(free.id, ADMIN)).toEqual({ ok: true });
    expect(await removeMedia(free.id, ADMIN)).toEqual({ ok: false, reason: "gone" });
    const { media, files, audit } = await rows();
    expect(media.map((m) => m.id)).toEqual([used.id]);
    expect(files.every((f) => f.media_id === used.id)).toBe(true);
    expect(audit.filter((a) => a.action === "delete")).toEqual([{ action: "delete", list: "medya", entry_id: free.id }]);
  });
});

describe("images on public pages", () => {
  it("turns a body's image into a <picture> of the widths that exist, and drops one that is gone", async () => {
    const wide = await storeUpload(await photo(2000, 1000, 110), "genis.jpg", ADMIN);
    const narrow = await storeUpload(await photo(700, 350, 120), "dar.jpg", ADMIN);
    const gone = await storeUpload(await photo(600, 300, 130), "giden.jpg", ADMIN);
    await removeMedia(gone.id, ADMIN);
    const stored = `${bodyWith(wide.src, "Ofis &quot;giriş&quot; &amp; <kapı>")}${bodyWith(narrow.src)}${bodyWith(gone.src)}`;
    const html = await renderImages(renderRichText(stored));

    const pictures = [...html.matchAll(/<picture>[\s\S]*?<\/picture>/g)].map((m) => m[0]);
    expect(pictures).toHaveLength(2);
    const [first, second] = pictures as [string, string];
    const w = `/medya/${wide.id}`;
    expect(first).toContain(`<source type="image/avif" srcset="${w}-480.avif 480w, ${w}-960.avif 960w, ${w}-1600.avif 1600w"`);
    expect(first).toContain(`<source type="image/webp" srcset="${w}-480.webp 480w, ${w}-960.webp 960w, ${w}-1600.webp 1600w"`);
    expect(first).toContain(`<img src="${w}-960.jpeg" srcset="${w}-480.jpeg 480w, ${w}-960.jpeg 960w, ${w}-1600.jpeg 1600w"`);
    expect(first).toMatch(/ sizes="\(min-width: 1152px\) 45rem, [^"]+"/);
    expect(first).toContain(' width="960" height="480"');
    expect(first).toContain('alt="Ofis &quot;giriş&quot; &amp; &lt;kapı&gt;" loading="lazy" decoding="async"');
    expect(second).toContain(`srcset="/medya/${narrow.id}-480.jpeg 480w, /medya/${narrow.id}-700.jpeg 700w"`);
    expect(second).not.toContain("960");
    expect(html).not.toContain(gone.id);
    expect(html).not.toMatch(/<img(?![^>]*loading="lazy")/);
    expect(html.match(/<p>Önce<\/p>/g)).toHaveLength(3);
  });

  it("gives a cover its picture and its 1200×630 og crop, and nothing for a missing one", async () => {
    const cover = await storeUpload(await photo(1700, 1100, 140), "kapak.jpg", ADMIN);
    const image = await coverImage({ cover_media_id: cover.id, cover_alt: "Kapak görseli" });
    expect(image?.ogImage).toMatch(new RegExp(`^https?://[^/]+/medya/${cover.id}-og\\.jpeg$`));
    expect(image?.picture).toMatchObject({ src: `/medya/${cover.id}-960.jpeg`, alt: "Kapak görseli", width: 960 });
    expect(image?.picture.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    const og = await mediaFile(`${cover.id}-og.jpeg`);
    const meta = await sharp(Buffer.from(og!.data)).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(await coverImage({ cover_media_id: "0".repeat(24), cover_alt: "" })).toBeUndefined();
    expect(await coverImage({ cover_media_id: null, cover_alt: null })).toBeUndefined();
  });
});
