import { describe, expect, it } from "vitest";
import { formatTurkishDate } from "#app/lib/dates.ts";
import { slugify } from "#app/lib/slug.ts";
import { excerpt } from "#app/lib/text.ts";

describe("slugify", () => {
  it.each([
    ["Kerem Özdemir", "kerem-ozdemir"],
    ["IŞIL ÇAĞLAR", "isil-caglar"],
    ["İsmail Güneş", "ismail-gunes"],
    ["  Şükrü  Ünlü – YMM ", "sukru-unlu-ymm"],
  ])("turns %j into %j", (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});

describe("formatTurkishDate", () => {
  it("prints day.month.year in Istanbul time", () => {
    expect(formatTurkishDate("2026-11-21T09:00:00.000Z")).toBe("21.11.2026");
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    expect(formatTurkishDate("2026-11-21T22:30:00.000Z")).toBe("22.11.2026");
  });

  it("prints nothing for a date it cannot read", () => {
    expect(formatTurkishDate("dün")).toBe("");
  });
});

describe("excerpt", () => {
  it("keeps a short text and flattens its white space", () => {
    expect(excerpt("Kısa\n\nmetin")).toBe("Kısa metin");
  });

  it("cuts a long text at a word boundary with an ellipsis", () => {
    const text = "Vergi ".repeat(60);
    const cut = excerpt(text, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith("Vergi…")).toBe(true);
  });
});
