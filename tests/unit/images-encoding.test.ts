/**
 * Whatever sharp refuses while making an image's widths reaches the office as
 * a Turkish refusal (ImageRejected, answered 400), never an error the route
 * answers with 500. sharp is wrapped here so that AVIF encoding fails as it
 * did for a 1×100000 PNG ("Processed image is too large for the HEIF format").
 */
import sharpModule from "sharp";
import { describe, expect, it, vi } from "vitest";

vi.mock("sharp", async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharpModule }>()).default;
  const failing = (...args: Parameters<typeof sharpModule>) => {
    const image = real(...args);
    image.avif = () => {
      image.toBuffer = (() =>
        Promise.reject(new Error("Processed image is too large for the HEIF format"))) as unknown as typeof image.toBuffer;
      return image;
    };
    return image;
  };
  return { default: Object.assign(failing, real) };
});

const { ImageRejected, processImage } = await import("#app/.server/media/images.ts");

describe("an encoder's failure", () => {
  it("is a Turkish refusal", async () => {
    const png = await sharpModule({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const refusal = await processImage(png).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageRejected);
    expect((refusal as Error).message).toBe(
      "Görsel dönüştürülemedi (AVIF, WebP ve JPEG boyutları yapılamadı). Görseli JPEG ya da PNG olarak kaydedip yeniden yükleyin.",
    );
  });
});
