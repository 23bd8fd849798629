import { describe, expect, it } from "vitest";
import { EMPTY_ENGLISH_INDEX, type EnglishIndex } from "#app/lib/english.ts";
import { alternatesOf, languageOf, languagePairs, switchTarget } from "#app/lib/language-alternates.ts";

const founderPath = "/kerem-ozdemir";
const english: EnglishIndex = {
  pages: new Set(["founder"]),
  services: new Map([["tam-tasdik", "full-certification"]]),
  circulars: new Set(["2026-15"]),
  faq: false,
};

describe("language pairs (ADR 060)", () => {
  it("pair only the home and the contact page when nothing is written in English", () => {
    expect(languagePairs({ english: EMPTY_ENGLISH_INDEX, founderPath })).toEqual([
      { tr: "/", en: "/en/" },
      { tr: "/iletisim", en: "/en/contact" },
    ]);
  });

  it("pair exactly the pages whose English is published, both ways", () => {
    const context = { english, founderPath };
    expect(alternatesOf("/kerem-ozdemir", context)).toEqual({ tr: "/kerem-ozdemir", en: "/en/founder" });
    expect(alternatesOf("/en/founder", context)).toEqual({ tr: "/kerem-ozdemir", en: "/en/founder" });
    expect(alternatesOf("/hizmetler/tam-tasdik", context)?.en).toBe("/en/services/full-certification");
    expect(alternatesOf("/en/circulars/2026-15", context)?.tr).toBe("/sirkuler/2026-15");
    expect(alternatesOf("/misyonumuz", context)).toBeUndefined();
    expect(alternatesOf("/sss", context)).toBeUndefined();
    expect(alternatesOf("/en", context)?.tr).toBe("/");
    expect(alternatesOf("/iletisim/", context)?.en).toBe("/en/contact");
  });

  it("switch to the same page in the other language, else to the other language's home", () => {
    const context = { english, founderPath };
    expect(switchTarget("/kerem-ozdemir", context)).toBe("/en/founder");
    expect(switchTarget("/misyonumuz", context)).toBe("/en/");
    expect(switchTarget("/en/services/full-certification", context)).toBe("/hizmetler/tam-tasdik");
    expect(switchTarget("/en/search", context)).toBe("/");
    expect(languageOf("/en/")).toBe("en");
    expect(languageOf("/english-page")).toBe("tr");
  });
});
