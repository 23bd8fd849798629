import { describe, expect, it } from "vitest";
import { corporateLinks, founderPath, moreLinks, serviceLinks } from "#app/content/navigation.ts";
import { serviceBodies } from "#app/content/service-bodies.ts";
import { services } from "#app/content/services.ts";
import type { ContentBlock } from "#app/content/types.ts";

const words = (blocks: readonly ContentBlock[]) =>
  blocks
    .flatMap((b) => (b.type === "ul" ? b.items : [b.text]))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("services", () => {
  it("are the eight of the original, with its ids and paths", () => {
    expect(services.map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 7, 8]);
    expect(services.map((s) => s.slug)).toEqual([
      "kdv-iadesi-tasdik-raporu",
      "tam-tasdik",
      "ozel-amacli-tam-tasdik",
      "gelir-ve-kurumlar-vergisi-iadeleri",
      "tesvik-mevzuati-ve-uygulamalari",
      "vergi-incelemesi-danismanligi",
      "egitim-hizmetleri",
      "denetim-hizmetleri",
    ]);
  });

  it.each(services.map((s) => [s.slug] as const))("%s has a page body of at least 250 words", (slug) => {
    const body = serviceBodies[slug];
    expect(body).toBeDefined();
    expect(words(body!)).toBeGreaterThanOrEqual(250);
  });

  it("have unique meta descriptions of a search-result length", () => {
    const descriptions = services.map((s) => s.metaDescription);
    expect(new Set(descriptions).size).toBe(8);
    for (const d of descriptions) expect(d.length).toBeLessThanOrEqual(170);
  });
});

describe("navigation", () => {
  it("links the founder, all eight services and the lists without redirects", () => {
    expect(corporateLinks[0]?.to).toBe(founderPath);
    expect(serviceLinks).toHaveLength(8);
    expect(moreLinks.map((l) => l.to)).toEqual(["/duyurular/0", "/haberler", "/bulten", "/sss"]);
  });
});
