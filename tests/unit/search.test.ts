import { describe, expect, it } from "vitest";
import { pageNumbers } from "#app/components/admin/Pagination.tsx";
import { listQuery, readListFilters } from "#app/lib/admin-lists.ts";
import { foldAscii, foldTurkish, haystack, matches, parseQuery } from "#app/lib/search.ts";

const finds = (query: string, ...texts: string[]) => {
  const parsed = parseQuery(query);
  if (!parsed) throw new Error(`empty query: ${query}`);
  return matches(parsed, haystack(...texts));
};

describe("Turkish folding", () => {
  it("lower-cases I to ı and İ to i, not the English way", () => {
    expect(foldTurkish("İSTANBUL")).toBe("istanbul");
    expect(foldTurkish("ISI")).toBe("ısı");
    expect(foldTurkish("  KDV   İadesi ")).toBe("kdv iadesi");
  });

  it("makes ASCII forms of Turkish letters and other diacritics", () => {
    expect(foldAscii("Şirket Çağrı Öğün Ülkü IŞIK")).toBe("sirket cagri ogun ulku isik");
    expect(foldAscii("Kâr ve hâsılat")).toBe("kar ve hasilat");
  });

  it("treats a decomposed İ (I + combining dot) like the composed one", () => {
    expect(foldTurkish("I\u0307STANBUL")).toBe("istanbul");
  });
});

describe("search matching", () => {
  it.each([
    ["istanbul", "İSTANBUL ŞUBESİ AÇILDI"],
    ["İstanbul", "istanbul şubesi"],
    ["ısı", "ISI YALITIMI GİDERLERİ"],
    ["ISI", "Isı yalıtımı"],
    ["kdv iadesi", "KDV İadesi Rehberi"],
    ["sirket", "Şirket kuruluşu"],
    ["ISTANBUL", "İstanbul"],
    ["cagri", "Çağrı merkezi"],
    ["iade kdv", "KDV İadesi"],
  ])("%s finds %s", (query, text) => {
    expect(finds(query, text)).toBe(true);
  });

  it.each([
    ["ısı", "isim listesi"],
    ["şirket", "sirket yazılmış"],
    ["kdv iadesi", "KDV beyannamesi"],
    ["istanbul", "Ankara"],
  ])("%s does not find %s", (query, text) => {
    expect(finds(query, text)).toBe(false);
  });

  it("looks at every text it is given (title and body), but no word spans two of them", () => {
    expect(finds("rehber kdv", "Rehber", "KDV iadesi")).toBe(true);
    expect(finds("rehberkdv", "Rehber", "KDV")).toBe(false);
  });

  it("ignores an empty or blank query", () => {
    expect(parseQuery("")).toBeUndefined();
    expect(parseQuery("   \t ")).toBeUndefined();
  });
});

describe("list filters in the address", () => {
  const read = (query: string, workflow = true) => readListFilters(new URLSearchParams(query), workflow);

  it("reads search, status and page, and defaults what is missing or malformed", () => {
    expect(read("ara=+kdv+&filtre=taslak&sayfa=3")).toEqual({ q: "kdv", status: "draft", page: 3 });
    expect(read("filtre=zamanlanmis")).toEqual({ q: "", status: "scheduled", page: 1 });
    expect(read("filtre=yayinda&sayfa=0")).toEqual({ q: "", status: "published", page: 1 });
    expect(read("filtre=bilinmeyen&sayfa=-2")).toEqual({ q: "", status: "all", page: 1 });
    expect(read("sayfa=abc")).toEqual({ q: "", status: "all", page: 1 });
    expect(read("sayfa=99999999999")).toEqual({ q: "", status: "all", page: 1 });
  });

  it("has no status filter on lists without the workflow", () => {
    expect(read("filtre=taslak", false).status).toBe("all");
  });

  it("writes the filters back after the extra parameters, leaving out the defaults", () => {
    expect(listQuery({ q: "", status: "all", page: 1 })).toBe("");
    expect(listQuery({ q: "", status: "all", page: 1 }, { durum: "eklendi" })).toBe("?durum=eklendi");
    expect(listQuery({ q: "kdv iade", status: "draft", page: 2 }, { duzenle: "x1" })).toBe(
      "?duzenle=x1&ara=kdv+iade&filtre=taslak&sayfa=2",
    );
    const back = new URLSearchParams(listQuery({ q: "İstanbul & co", status: "scheduled", page: 4 }));
    expect(readListFilters(back, true)).toEqual({ q: "İstanbul & co", status: "scheduled", page: 4 });
  });
});

describe("page links", () => {
  it("shows the first, the last and the pages around the current one, with gaps", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 11)).toEqual([1, 2, undefined, 11]);
    expect(pageNumbers(6, 11)).toEqual([1, undefined, 5, 6, 7, undefined, 11]);
    expect(pageNumbers(3, 11)).toEqual([1, 2, 3, 4, undefined, 11]);
    expect(pageNumbers(11, 11)).toEqual([1, undefined, 10, 11]);
  });
});
