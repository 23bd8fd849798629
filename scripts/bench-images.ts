/**
 * `node scripts/bench-images.ts [runs]`: what an upload costs (ADR 012). Makes
 * two 12-megapixel phone-like JPEGs (4000×3000, quality 92, EXIF orientation
 * and GPS): a smooth one (sky, walls, a little grain) and a detailed one (the
 * same under fine texture, like foliage or gravel, which is harder for every
 * encoder). Runs each through processImage `runs` times and prints the time
 * (wall clock and CPU) per upload and the bytes stored per image, by format.
 */
import sharp, { type OverlayOptions } from "sharp";
import { processImage } from "#app/.server/media/images.ts";

const runs = Number(process.argv[2] ?? 3);
const [width, height] = [4000, 3000];

async function phonePhoto(detailed: boolean): Promise<Buffer> {
  // A sky-to-ground gradient with grain, and a few shapes with edges.
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const grain = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed % 17) - 8;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sky = y < height * 0.55;
      const t = y / height;
      const wave = Math.sin(x / 97) * 18 + Math.cos((x + y) / 211) * 22;
      const [r, g, b] = sky ? [110 + 80 * t, 150 + 60 * t, 230 - 40 * t] : [90 + wave, 110 + wave * 0.6, 60 + 20 * t];
      pixels[i] = Math.max(0, Math.min(255, r + grain()));
      pixels[i + 1] = Math.max(0, Math.min(255, g + grain()));
      pixels[i + 2] = Math.max(0, Math.min(255, b + grain()));
    }
  }
  const shapes = Buffer.from(
    `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
      <rect x="600" y="1200" width="900" height="1100" fill="#c8b49a"/>
      <rect x="700" y="1350" width="200" height="260" fill="#44505c"/>
      <rect x="1100" y="1350" width="200" height="260" fill="#44505c"/>
      <circle cx="3100" cy="700" r="260" fill="#fff3c4"/>
      <text x="2200" y="2600" font-size="220" fill="#20262e">YMM 2026</text>
    </svg>`,
  );
  const layers: OverlayOptions[] = [{ input: shapes }];
  if (detailed) {
    const texture = await sharp({
      create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 20 } },
    })
      .blur(1.0)
      .png()
      .toBuffer();
    layers.push({ input: texture, blend: "overlay" });
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite(layers)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 0/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "28/1 58/1 0/1" } })
    .toBuffer();
}

for (const detailed of [false, true]) {
  const upload = await phonePhoto(detailed);
  console.log(`${detailed ? "detailed" : "smooth"} upload: ${width}×${height} JPEG, ${(upload.length / 1024 / 1024).toFixed(2)} MB`);
  const times: string[] = [];
  let stored: Awaited<ReturnType<typeof processImage>> | undefined;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    stored = await processImage(upload);
    const used = process.cpuUsage(cpu);
    times.push(`${((performance.now() - start) / 1000).toFixed(2)} s (CPU ${((used.user + used.system) / 1e6).toFixed(2)} s)`);
  }
  console.log(`  processImage: ${times.join(", ")}; sharp concurrency ${sharp.concurrency()}`);
  const byFormat = new Map<string, number>();
  for (const v of stored?.variants ?? []) byFormat.set(v.format, (byFormat.get(v.format) ?? 0) + v.bytes.length);
  const total = [...byFormat.values()].reduce((a, b) => a + b, 0);
  console.log(
    `  stored: ${(total / 1024).toFixed(0)} KB in ${stored?.variants.length} files (${[...byFormat]
      .map(([format, bytes]) => `${format} ${(bytes / 1024).toFixed(0)} KB`)
      .join(", ")})`,
  );
  for (const v of stored?.variants ?? [])
    console.log(`    ${v.size}.${v.format}: ${v.width}×${v.height}, ${(v.bytes.length / 1024).toFixed(0)} KB`);
}
