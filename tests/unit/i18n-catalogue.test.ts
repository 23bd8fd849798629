import { describe, expect, it } from "vitest";
import { catalogue, formatDate, formatNumber } from "#app/lib/i18n/index.ts";

/** Every key path of a catalogue ("shell.skipLink"), with the kind of its value. */
function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [`${prefix}:${typeof value}`];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe("the interface catalogues (ADR 060)", () => {
  it("have the same keys, each of the same kind, in Turkish and English", () => {
    expect(keys(catalogue("en")).sort()).toEqual(keys(catalogue("tr")).sort());
  });

  it("leave no string empty in either language", () => {
    for (const language of ["tr", "en"] as const) {
      const empty = keys(catalogue(language))
        .filter((key) => key.endsWith(":string"))
        .filter((key) => {
          const path = key.slice(0, key.lastIndexOf(":")).split(".");
          let value: unknown = catalogue(language);
          for (const part of path) value = (value as Record<string, unknown>)[part];
          return (value as string).trim() === "";
        });
      expect(empty, language).toEqual([]);
    }
  });

  it("write dates and numbers as each language does (tr-TR, en-GB), on Istanbul's calendar day", () => {
    expect(formatDate("2026-11-28T22:30:00Z", "tr")).toBe("29 Kasım 2026");
    expect(formatDate("2026-11-28T22:30:00Z", "en")).toBe("29 November 2026");
    expect(formatNumber(1234.5, "tr")).toBe("1.234,5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
  });
});
