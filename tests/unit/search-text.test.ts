import { describe, expect, it } from "vitest";
import { markWords, matchExpression, readQuery, snippetOf } from "#app/.server/search/query.ts";
import { indexText, queryTerms, wordMatcher } from "#app/.server/search/text.ts";

// The site search's folding and query rules (app/.server/search/text.ts, query.ts), without a database.
const terms = (query: string) => queryTerms(query);
/** Whether a query's every word occurs in the index text of `text`, the way FTS5 and tsquery match it. */
function found(query: string, text: string): boolean {
  const tokens = indexText(text).split(/\s+/);
  return terms(query).every((term) =>
    term.words.every((word, index) => {
      const prefix = term.prefix && index === term.words.length - 1;
      return tokens.some((token) => (prefix ? token.startsWith(word) : token === word));
    }),
  );
}

describe("folding for the index", () => {
  it("lower-cases the Turkish way (İ → i, I → ı) and adds the form without diacritics", () => {
    expect(indexText("KDV İadesi")).toBe("kdv iadesi");
    expect(indexText("ISI")).toBe("ısı\nisi");
    expect(indexText("Şirket ÖZEL Güç")).toBe("şirket özel güç\nsirket ozel guc");
    expect(indexText("Kâr payı; hâlâ îmâ ûlû")).toBe("kâr payı hâlâ îmâ ûlû\nkar payi hala ima ulu");
  });

  it("splits on everything but letters and digits: numbers, apostrophes, markup characters", () => {
    expect(indexText("Sirküler 2026/15")).toBe("sirküler 2026 15\nsirkuler 2026 15");
    expect(indexText('KDV\'nin <b>iadesi</b> & "NEAR("')).toBe("kdv nin b iadesi b near");
  });
});

describe("query terms", () => {
  it("looks for ASCII-typed words in their ASCII form and others as folded", () => {
    expect(terms("kdv İADE")).toEqual([
      { words: ["kdv"], ascii: true, prefix: false },
      { words: ["iade"], ascii: false, prefix: true },
    ]);
    expect(terms("IADE")[0]?.words).toEqual(["iade"]);
    expect(terms("ISI")[0]?.words).toEqual(["isi"]);
    expect(terms("ısı")[0]).toEqual({ words: ["ısı"], ascii: false, prefix: true });
  });

  it("matches the issue's examples as the index will", () => {
    expect(found("kdv iadesi", "KDV İadesi")).toBe(true);
    expect(found("İADE", "KDV İadesi")).toBe(true);
    expect(found("iade", "KDV İadesi")).toBe(true);
    expect(found("sirket", "Şirket")).toBe(true);
    expect(found("şirket", "Sirket")).toBe(false);
    expect(found("ısı", "isim")).toBe(false);
    expect(found("ısı", "ISI")).toBe(true);
    expect(found("tevki", "tevkifat")).toBe(true);
    expect(found("tevki oran", "tevkifat oranı")).toBe(false);
    expect(found("2026/15", "Sirküler 2026/15")).toBe(true);
  });

  it("makes a typed word of several parts a phrase, and the last word a prefix from two letters on", () => {
    expect(terms("2026/15")).toEqual([{ words: ["2026", "15"], ascii: true, prefix: true }]);
    expect(terms("kdv a")[1]?.prefix).toBe(false);
    expect(terms('" * ( )')).toEqual([]);
  });
});

describe("the query as FTS5 and tsquery", () => {
  it("quotes every word, so FTS syntax is plain text", () => {
    expect(matchExpression(terms('NEAR( "kdv" -iade*'))).toEqual({
      fts: '"near" AND "kdv" AND "iade"*',
      tsquery: "'near' & 'kdv' & 'iade':*",
    });
    expect(matchExpression(terms("sirküler 2026/15"))).toEqual({
      fts: '"sirküler" AND "2026 15"*',
      tsquery: "'sirküler' & ('2026' <-> '15':*)",
    });
  });

  it("refuses queries too long, with control characters, or without a letter or digit", () => {
    expect(readQuery("a".repeat(201))).toEqual({ message: expect.stringContaining("200 karakter") });
    expect(readQuery("a\u0000b")).toEqual({ message: expect.stringContaining("kontrol karakteri") });
    expect(readQuery("\u0085")).toEqual({ message: expect.stringContaining("kontrol karakteri") });
    expect(readQuery("?!.,;")).toEqual({ message: expect.stringContaining("harf ya da rakam yok") });
    expect(readQuery("a".repeat(200))).toHaveProperty("terms");
  });
});

describe("snippets", () => {
  it("marks the words that matched, by the same rules, as plain text segments", () => {
    const isMatch = wordMatcher(terms("sirket tevki"));
    expect(markWords("Şirket <b>tevkifatı</b>", isMatch)).toEqual([
      { text: "Şirket", mark: true },
      { text: " <b>", mark: false },
      { text: "tevkifatı", mark: true },
      { text: "</b>", mark: false },
    ]);
    expect(markWords("isim", wordMatcher(terms("ısı")))).toEqual([{ text: "isim", mark: false }]);
  });

  it("shows the words around the first match, with ellipses where text is left out", () => {
    const body = `${"önce ".repeat(30)}zümrüt ${"sonra ".repeat(40)}`.trim();
    const snippet = snippetOf(body, wordMatcher(terms("zumrut")));
    const text = snippet.map((segment) => segment.text).join("");
    expect(text.startsWith("… önce")).toBe(true);
    expect(text.endsWith(" …")).toBe(true);
    expect(snippet.filter((segment) => segment.mark)).toEqual([{ text: "zümrüt", mark: true }]);
    expect(text.split(" ").filter((word) => word === "önce")).toHaveLength(8);
  });
});
