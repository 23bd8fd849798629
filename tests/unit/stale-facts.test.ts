/**
 * What a move or a new name leaves behind (app/.server/firm/stale-facts.ts),
 * and the map link that follows the address (lib/firm.ts mapLink).
 */
import { describe, expect, it } from "vitest";
import { sampleSettings } from "#app/.server/db/sample-firm/index.ts";
import { staleFactsOf } from "#app/.server/firm/stale-facts.ts";
import { type FirmSettings, mapLink } from "#app/lib/firm.ts";

const before: FirmSettings = {
  ...sampleSettings,
  name: "Özdemir Yeminli Mali Müşavirlik",
  shortName: "Özdemir YMM",
  district: "Çankaya",
  city: "Ankara",
  mapUrl: "https://www.openstreetmap.org/search?query=%C3%87ankaya%2C%20Ankara",
  metaDescription: "Özdemir Yeminli Mali Müşavirlik: KDV iadesi tasdik raporu ve tam tasdik.",
};
const moved: FirmSettings = { ...before, name: "Ege Vergi Denetim YMM", shortName: "Ege YMM", district: "Konak", city: "İzmir" };

const fields = (facts: ReturnType<typeof staleFactsOf>) => facts.map((fact) => fact.field);

describe("stale facts", () => {
  it("finds none while nothing moved", () => {
    expect(staleFactsOf(before, [before, sampleSettings])).toEqual([]);
  });

  it("names the map link that still searches the old district and city, and the description naming the old firm", () => {
    const facts = staleFactsOf(moved, [before]);
    expect(fields(facts)).toEqual(["harita", "meta_aciklama"]);
    expect(facts[0]?.message).toContain("(“Çankaya”, “Ankara”)");
    expect(facts[0]?.message).toContain("firmanın adresi şimdi Konak/İzmir");
    expect(facts[1]?.message).toContain("“Özdemir Yeminli Mali Müşavirlik”");
  });

  it("reads a map link spelled without Turkish letters, with + for spaces, or as a Google Maps path", () => {
    for (const mapUrl of [
      "https://www.google.com/maps/search/?api=1&query=Cankaya+Ankara",
      "https://www.google.com/maps/place/CANKAYA,+ANKARA/@39.9,32.8,15z",
      "https://maps.example/?q=%C3%A7ankaya",
    ]) {
      expect(fields(staleFactsOf({ ...moved, mapUrl: "", metaDescription: "" }, [before])), mapUrl).toEqual([]);
      expect(fields(staleFactsOf({ ...moved, mapUrl, metaDescription: "" }, [before])), mapUrl).toEqual(["harita"]);
    }
  });

  it("says nothing of a link it cannot read, or of a move within the city the link names only by city", () => {
    expect(staleFactsOf({ ...moved, mapUrl: "https://maps.app.goo.gl/AbC123xYz", metaDescription: "" }, [before])).toEqual([]);
    const withinAnkara = { ...before, district: "Yenimahalle", mapUrl: "https://www.openstreetmap.org/search?query=Ankara" };
    expect(staleFactsOf(withinAnkara, [before])).toEqual([]);
    // …but a link naming the old district is stale even when the city stayed.
    expect(fields(staleFactsOf({ ...before, district: "Yenimahalle" }, [before]))).toEqual(["harita"]);
  });

  it("matches whole words only: an old city's name inside another word is not it", () => {
    const vanFirm = { ...before, city: "Van", district: "İpekyolu" };
    const now = { ...moved, mapUrl: "https://maps.example/?q=Vangölü+Konak+İzmir", metaDescription: "Advantage danışmanlık" };
    expect(staleFactsOf(now, [vanFirm])).toEqual([]);
  });

  it("keeps a name the new name still holds, and a district that became the city", () => {
    const renamed = { ...before, name: "Özdemir YMM Ortaklığı", shortName: "Özdemir YMM", metaDescription: "Özdemir YMM: tam tasdik." };
    expect(staleFactsOf(renamed, [before])).toEqual([]);
  });

  it("counts every earlier version, not only the last one", () => {
    const middle = { ...moved, name: "Ara Unvan YMM", shortName: "Ara YMM" };
    const now = { ...moved, metaDescription: "Ara Unvan YMM ile çalışın.", mapUrl: "" };
    expect(fields(staleFactsOf(now, [before, middle]))).toEqual(["meta_aciklama"]);
  });
});

describe("the map link", () => {
  it("is the office's own link when there is one", () => {
    expect(mapLink(before)).toBe(before.mapUrl);
  });

  it("searches the address when the field is empty, and follows it", () => {
    const link = new URL(mapLink({ ...moved, mapUrl: "", street: "Cumhuriyet Bulvarı No: 5/3", postalCode: "35210" }));
    expect(link.origin + link.pathname).toBe("https://www.google.com/maps/search/");
    expect(link.searchParams.get("api")).toBe("1");
    expect(link.searchParams.get("query")).toBe("Cumhuriyet Bulvarı No: 5/3, 35210 Konak, İzmir");
  });

  it("is empty without an address", () => {
    expect(mapLink({ mapUrl: "", street: "", postalCode: "", district: "", city: "" })).toBe("");
  });
});
