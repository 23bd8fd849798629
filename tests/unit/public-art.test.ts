/**
 * Issue 22's item 6 for the pictures the code ships: the home banners, the
 * default share image, the icon and the fallback logo carry no firm's mark
 * (the sample firm's ringed "Ö") and no city (the sample's Ankara skyline),
 * so a firm that adopts the site shows nobody else's identity before it
 * uploads its own logo. The header's mark is the firm's initial
 * (SiteNav.tsx, checked in tests/server/firm-renamed.test.ts).
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const ART = [
  "app/images/banner-lg.svg",
  "app/images/banner-md.svg",
  "app/images/banner-sm.svg",
  "app/images/favicon.svg",
  "public/images/og-default.svg",
  "public/images/logo.svg",
];

describe("the pictures the code ships", () => {
  it.each(ART)("%s has neither the sample firm's mark nor a city's skyline", (file) => {
    const svg = readFileSync(file, "utf8");
    // The ringed "Ö": a ring under two dots.
    expect(svg).not.toMatch(/<circle[^>]*r="(?:10|6\.8)"/);
    // The skyline's silhouette (Atakule, Kocatepe) began with this path.
    expect(svg).not.toContain("M0 0H60V-30");
  });

  it.each(ART)("%s puts vector-effect only on shapes (SVG 2; the W3C checker refuses it on <g>)", (file) => {
    const svg = readFileSync(file, "utf8");
    const holders = [...svg.matchAll(/<([a-zA-Z]+)\b[^>]*\bvector-effect=/g)].map((match) => match[1]);
    for (const element of holders)
      expect(["path", "line", "rect", "circle", "ellipse", "polyline", "polygon", "text", "use"]).toContain(element);
  });

  it("renders the share image without the mark (its old corner is plain background) and the touch icon opaque", async () => {
    // The mark sat at 80–140 px from the top left corner, in gold (red channel 200 and more).
    const region = await sharp("public/images/og-default.png").extract({ left: 80, top: 80, width: 60, height: 60 }).png().toBuffer();
    const corner = await sharp(region).stats();
    expect(corner.channels[0]!.max).toBeLessThan(100);
    // iOS shows transparency as black.
    const icon = await sharp("public/images/apple-touch-icon.png").stats();
    expect(icon.isOpaque).toBe(true);
  });
});
