import { describe, expect, it } from "vitest";
import { pastCap } from "#app/.server/analytics/bounds.ts";
import { canonicalPath, mayIdentify, storedReferrer, storedSearch, storedValue } from "#app/.server/analytics/stored-values.ts";
import { MAX_SEARCH_KEPT, WITHHELD_VALUE } from "#app/lib/analytics.ts";

// What İstatistikler store of what a visitor typed or sent (ADR 034).

describe("a text that may identify a person", () => {
  it.each([
    ["an e-mail address", "ahmet.yilmaz1@gmail.com"],
    ["an e-mail address among words", "ahmet.yilmaz1@gmail.com 12345678901"],
    ["an e-mail address with a full-width @", "ahmet＠gmail.com"],
    ["a T.C. kimlik number", "12345678901"],
    ["a tax number (VKN)", "vkn 1234567890"],
    ["six digits", "123456"],
    ["a phone number in groups", "0532 123 45 67"],
    ["a phone number with dashes", "0532-123-45-67"],
    ["a phone number with brackets and dots", "(0532) 123.45.67"],
    ["a phone number with the country code", "+90 532 123 45 67"],
    ["a phone number in full-width digits", "０５３２１２３４５６７"],
    ["a phone number in Arabic-Indic digits", "٠٥٣٢١٢٣٤٥٦٧"],
    ["an IBAN in groups", "tr12 0006 2000 1234 5678 9012 34"],
    ["an IBAN as typed", "TR120006200012345678901234"],
    ["a card number", "4111 1111 1111 1111"],
    ["a T.C. kimlik number written like an amount", "12.345.678.901"],
    ["a plate", "34 abc 123"],
    ["a plate without spaces", "34abc12"],
    ["a plate with one letter", "06 a 1234 mtv"],
    ["a plate typed in capitals with a Turkish keyboard", "34 ABI 123".toLocaleLowerCase("tr-TR")],
    ["a web address", "https://ornek.com/profil/ahmet"],
    ["a host", "www.ahmetyilmaz.com"],
  ])("%s: %s", (_what, text) => {
    expect(mayIdentify(text)).toBe(true);
  });

  it.each([
    ["a subject", "kira stopajı"],
    ["a subject and a year", "kdv iadesi 2026"],
    ["two years", "2025 2026"],
    ["two years with a dash", "asgari ücret 2025-2026"],
    ["a sirküler's number", "2026/15"],
    ["a sirküler's number as in its address", "2026-15"],
    ["a sirküler's number with a space", "sirküler 2026 15"],
    ["a date", "15.01.2026"],
    ["a date the other way round", "2026-01-15"],
    ["a law's number", "193 sayılı gvk 94. madde"],
    ["five digits", "12345"],
    ["a rate", "%20 kdv 12,5"],
    ["a number of days and a year, not a plate (three letters take at most three digits)", "10 yıl 2026"],
    ["a tax's name between numbers, not a plate", "18 kdv 20"],
    ["an amount, not a plate", "20 tl 500"],
  ])("not %s: %s", (_what, text) => {
    expect(mayIdentify(text)).toBe(false);
  });
});

describe("what is stored", () => {
  it("a search as typed, or the neutral value when it may identify a person or is a sentence", () => {
    expect(storedSearch("damga vergisi")).toBe("damga vergisi");
    expect(storedSearch("ahmet.yilmaz1@gmail.com 12345678901")).toBe(WITHHELD_VALUE);
    expect(storedSearch("a".repeat(MAX_SEARCH_KEPT))).toBe("a".repeat(MAX_SEARCH_KEPT));
    expect(storedSearch("a".repeat(MAX_SEARCH_KEPT + 1))).toBe(WITHHELD_VALUE);
  });

  it("a referring host, never an address or a host with a long number", () => {
    expect(storedReferrer("google.com")).toBe("google.com");
    expect(storedReferrer("203.0.113.7")).toBe(WITHHELD_VALUE);
    expect(storedReferrer("[2001:db8::1]")).toBe(WITHHELD_VALUE);
    expect(storedReferrer("05321234567.ornek.com")).toBe(WITHHELD_VALUE);
  });

  it("a page's path in the one spelling of the site's links", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/sss")).toBe("/sss");
    expect(canonicalPath("/s%73s")).toBe("/sss");
    expect(canonicalPath("/sss/")).toBe("/sss");
    expect(canonicalPath("/sss//")).toBe("/sss");
    expect(canonicalPath("/./hizmetler/../sss")).toBe("/sss");
    expect(canonicalPath("/haberler/Yeniden%20de%c4%9ferleme")).toBe("/haberler/Yeniden%20de%C4%9Ferleme");
    expect(canonicalPath("/haberler/Yeniden de%C4%9Ferleme")).toBe("/haberler/Yeniden%20de%C4%9Ferleme");
    // An absolute-form request target ("GET http://host/sss"): its path only.
    expect(canonicalPath("http://ahmet@ornek.com/sss")).toBe("/sss");
    expect(canonicalPath("/a%zz")).toBe("/a%zz");
  });

  it("an e-bülten number only when an issue has it", () => {
    expect(storedValue("bulletin", "4", new Set([3, 4]))).toBe("4");
    expect(storedValue("bulletin", "999999", new Set([3, 4]))).toBeNull();
    expect(storedValue("search", "0532 123 45 67", new Set())).toBe(WITHHELD_VALUE);
    expect(storedValue("device", "phone", new Set())).toBe("phone");
  });
});

describe("a day's cap", () => {
  it("keeps the values stored already, gives the free places to the most viewed new ones (ties by value) and returns the others", () => {
    const values = new Map(Object.entries({ a: { views: 1 }, b: { views: 5 }, c: { views: 5 }, d: { views: 9 }, stored: { views: 1 } }));
    expect(pastCap(values, new Set(["stored"]), 2).sort()).toEqual(["a", "c"]);
    expect(pastCap(values, new Set(["stored"]), 0).sort()).toEqual(["a", "b", "c", "d"]);
    expect(pastCap(values, new Set(), 10)).toEqual([]);
  });
});
