import { describe, expect, it } from "vitest";
import { sampleServices, sampleSettings } from "#app/.server/db/sample-firm/index.ts";
import { serviceBodies } from "#app/.server/db/sample-firm/service-bodies.ts";
import { services } from "#app/.server/db/sample-firm/services.ts";
import type { ContentBlock } from "#app/.server/db/sample-firm/types.ts";
import {
  announcementIdCandidates,
  corporateLinks,
  feedLinks,
  navSections,
  publicationLinks,
  sectionLabel,
  serviceLinks,
} from "#app/content/navigation.ts";
import { announcementPath, founderPathFor, paths } from "#app/lib/paths.ts";

/** The sample firm as the menus read it (from its snapshot on the server). */
const sample = { founderPath: founderPathFor(sampleSettings.founderName), settings: sampleSettings, services: sampleServices };

const words = (blocks: readonly ContentBlock[]) =>
  blocks
    .flatMap((b) => (b.type === "ul" ? b.items : [b.text]))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("the sample firm's services (the seed)", () => {
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
    expect(corporateLinks(sample)[0]).toEqual({ label: "Kerem Özdemir", to: "/kerem-ozdemir" });
    expect(serviceLinks(sample)).toHaveLength(8);
    expect(publicationLinks.map((l) => l.to)).toEqual(["/duyurular/0", "/haberler", "/sirkuler", "/bulten", "/sss"]);
  });

  it("has the firm's sections, Araçlar with its overview, each calculator and the tax calendar, and no Daha Fazla", () => {
    const sections = navSections(sample);
    expect(sections.map((s) => s.label)).toEqual(["Kurumsal", "Hizmetlerimiz", "Mevzuat ve Duyurular", "Araçlar"]);
    const tools = sections.find((s) => s.id === "araclar")?.links.map((l) => l.to);
    // The overview first, then every calculator once (the wage ones lead, issue 27), the tax calendar, and
    // Pratik bilgiler last (issue 44: the home's Araçlar tab shows the first five, unchanged).
    expect(tools?.[0]).toBe("/araclar");
    expect(tools?.slice(-2)).toEqual([paths.taxCalendar, paths.rates]);
    expect(tools?.slice(1, -2).sort()).toEqual(Object.values(paths.calculators).sort());
    expect(tools?.slice(1, 3)).toEqual([paths.calculators.wage, paths.calculators.severance]);
    expect(sectionLabel("duyurular")).toBe("Mevzuat ve Duyurular");
  });

  it("follows the firm: its founder's page, its visible services under their home titles, and no empty Hizmetlerimiz", () => {
    const firm = {
      founderPath: "/ayse-demir",
      settings: { founderName: "Ayşe Demir" },
      services: [{ slug: "tam-tasdik", homeTitle: "Tam tasdik" }],
    };
    const sections = navSections(firm);
    expect(sections.find((s) => s.id === "kurumsal")?.links[0]).toEqual({ label: "Ayşe Demir", to: "/ayse-demir" });
    expect(sections.find((s) => s.id === "hizmetler")?.links).toEqual([{ label: "Tam tasdik", to: "/hizmetler/tam-tasdik" }]);
    expect(navSections({ ...firm, services: [] }).map((s) => s.id)).toEqual(["kurumsal", "duyurular", "araclar"]);
  });

  it("names the feeds after the firm", () => {
    expect(feedLinks("Ege Vergi Denetim YMM").map((f) => f.title)).toContain("Ege Vergi Denetim YMM – Haberler (Atom)");
  });
});

describe("announcement paths", () => {
  it("put a readable slug of the title after the id", () => {
    expect(announcementPath("id637d0a1b2c3d4e5f", "Kasım Ayı Beyanname Takvimi")).toBe(
      "/duyurular/id637d0a1b2c3d4e5f-kasim-ayi-beyanname-takvimi",
    );
  });

  it("leave the id alone when the title has no letters or digits", () => {
    expect(announcementPath("idabc", "…!")).toBe("/duyurular/idabc");
  });

  it("cut a long title's slug at a word's end", () => {
    const path = announcementPath("idabc", `${"vergi ".repeat(30)}sonu`);
    const slug = path.slice("/duyurular/idabc-".length);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^(vergi-)*vergi$/);
  });

  it("read the id from the segment: the whole segment first, then each part before a '-'", () => {
    expect(announcementIdCandidates("idabc-kasim-ayi")).toEqual(["idabc-kasim-ayi", "idabc-kasim", "idabc"]);
    expect(announcementIdCandidates("idabc")).toEqual(["idabc"]);
    expect(announcementIdCandidates("-x")).toEqual(["-x"]);
  });
});
