import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRejected, MAX_UPLOAD_BYTES, MAX_VARIANT_PIXELS, processImage } from "#app/.server/media/images.ts";

/** A phone photo: landscape pixels with EXIF "rotate 90°" and a GPS position. */
async function phonePhoto(width = 2000, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "Telefon", Model: "X", Copyright: "Sahibi" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 55/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "32/1 51/1 0/1" },
    })
    .toBuffer();
}

describe("image uploads", () => {
  it("turns a phone photo upright, strips its metadata (GPS included) and makes each width in AVIF, WebP and JPEG", async () => {
    const upload = await phonePhoto();
    const before = await sharp(upload).metadata();
    // The test photo really carries EXIF: an orientation and a GPS position.
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from("GPS")) || before.exif?.length).toBeTruthy();
    const image = await processImage(upload);
    expect(image.sourceFormat).toBe("JPEG");
    expect([image.width, image.height]).toEqual([1000, 2000]); // rotated by its orientation
    const sizes = image.variants.map((v) => `${v.size}.${v.format}`);
    // 1600 is wider than the upright photo: its own width (1000) is made instead.
    expect(sizes).toEqual([
      "480.avif",
      "480.webp",
      "480.jpeg",
      "960.avif",
      "960.webp",
      "960.jpeg",
      "1000.avif",
      "1000.webp",
      "1000.jpeg",
      "og.jpeg",
    ]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif, variant.size).toBeUndefined();
      expect(meta.icc ?? meta.xmp ?? meta.iptc, variant.size).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(variant.bytes.includes(Buffer.from("GPS"))).toBe(false);
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
    }
    const og = image.variants.find((v) => v.size === "og")!;
    expect([og.width, og.height]).toEqual([1200, 630]);
    const w480 = image.variants.find((v) => v.size === "480")!;
    expect([w480.width, w480.height]).toEqual([480, 960]);
  });

  it("recognises the type by content: a PNG named anything is a PNG, text is refused", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: "#336699" } })
      .png()
      .toBuffer();
    expect((await processImage(png)).sourceFormat).toBe("PNG");
    await expect(processImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).rejects.toThrow(ImageRejected);
    await expect(processImage(Buffer.from("GIF89a bu bir görsel değil"))).rejects.toThrow(/okunamadı|desteklenmiyor/);
  });

  it("gives the same id to the same picture uploaded twice", async () => {
    const upload = await phonePhoto(600, 400);
    expect((await processImage(upload)).id).toBe((await processImage(upload)).id);
  });

  it("refuses a decompression bomb and an oversized file before decoding them", async () => {
    // 10 000 × 10 000 pixels of one colour: a small file, 100 megapixels.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    await expect(processImage(bomb)).rejects.toThrow(/megapiksel/);
    await expect(processImage(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).rejects.toThrow(/15 MB/);
  });

  it("refuses a truncated image with a clear message", async () => {
    const whole = await phonePhoto(800, 600);
    await expect(processImage(whole.subarray(0, whole.length / 2))).rejects.toThrow(ImageRejected);
  });

  it("refuses, from the header, a side over 16,000 pixels and a side over 20 times the other, naming the limit", async () => {
    const strip = await sharp({ create: { width: 1, height: 100_000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    await expect(processImage(strip)).rejects.toThrow(
      new ImageRejected("Görsel çok büyük: bir kenarı en fazla 16.000 piksel olabilir (bu görsel 1 × 100.000 piksel)."),
    );
    const ribbon = await sharp({ create: { width: 4200, height: 200, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    await expect(processImage(ribbon)).rejects.toThrow(
      /^Görsel çok uzun ya da çok dar: uzun kenarı kısa kenarının en fazla 20 katı olabilir \(bu görsel 4\.200 × 200 piksel\)/,
    );
    // A strip banner of 1920×100 (19.2:1) is a real one: accepted.
    const banner = await sharp({ create: { width: 1920, height: 100, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    expect((await processImage(banner)).width).toBe(1920);
  });

  it("makes a tall picture's widths narrower, so no width made has more than 4 megapixels", async () => {
    const tall = await sharp({ create: { width: 1000, height: 10_000, channels: 3, background: "#eeeeee" } })
      .png()
      .toBuffer();
    const image = await processImage(tall);
    expect([image.width, image.height]).toEqual([1000, 10_000]);
    const jpegs = image.variants.filter((v) => v.format === "jpeg" && v.size !== "og");
    // 480 stays; 960 and 1000 would be 9.2 and 10 megapixels: both become the widest within 4 (632).
    expect(jpegs.map((v) => [v.size, v.width, v.height])).toEqual([
      ["480", 480, 4800],
      ["632", 632, 6320],
    ]);
    for (const v of image.variants) expect(v.width * v.height).toBeLessThanOrEqual(MAX_VARIANT_PIXELS);
  });
});
