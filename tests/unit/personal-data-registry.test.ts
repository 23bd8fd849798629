/**
 * Kişisel veri ara's registry and matching (issue 42, ADR 057): every table is covered by a
 * source or named as holding no personal data, and the map agrees with the sources' own
 * lists; an e-mail is compared as lower-case ASCII, a phone by its national digits, a name
 * the Turkish way.
 */
import { describe, expect, it } from "vitest";
import { columnsName, nationalDigits, personOf, textHasName, textHasPhone, textNames } from "#app/.server/personal-data/matching.ts";
import { PERSONAL_DATA_SOURCES, TABLE_COVERAGE } from "#app/.server/personal-data/registry.ts";
import { AUTHOR_COLUMNS } from "#app/.server/repositories/personal-data.ts";

describe("the registry of personal-data sources", () => {
  it("maps each table to the one source that lists it, and each source's tables back to it", () => {
    for (const source of PERSONAL_DATA_SOURCES) {
      for (const table of source.tables) expect(TABLE_COVERAGE[table], table).toEqual({ source: source.id });
    }
    for (const [table, coverage] of Object.entries(TABLE_COVERAGE)) {
      if ("source" in coverage) {
        const owner = PERSONAL_DATA_SOURCES.find((s) => s.id === coverage.source);
        expect(owner?.tables, table).toContain(table);
      } else {
        expect(coverage.none.length, table).toBeGreaterThan(10);
      }
    }
    expect(new Set(PERSONAL_DATA_SOURCES.map((s) => s.id)).size).toBe(PERSONAL_DATA_SOURCES.length);
    // Every column that names an admin as an author is in a covered table.
    for (const [table] of AUTHOR_COLUMNS) expect("source" in TABLE_COVERAGE[table], table).toBe(true);
  });

  it("gives every source what it holds, why and how long, in Turkish", () => {
    for (const source of PERSONAL_DATA_SOURCES) {
      for (const text of [source.label, source.held, source.purpose, source.retention]) expect(text, source.id).toMatch(/\p{L}{3}/u);
    }
    // The retention is read from the constants maintenance uses (lib/retention.ts), not written again.
    expect(PERSONAL_DATA_SOURCES.find((s) => s.id === "iletisim-mesajlari")?.retention).toContain("730 gün");
  });
});

describe("matching a person", () => {
  it("reads a Turkish phone number by its national digits, whatever its format", () => {
    for (const written of [
      "0312 000 00 40",
      "+90 312 000 00 40",
      "(0312) 000-00-40",
      "903120000040",
      "0090 312 000 0040",
      "312 000 00 40",
    ]) {
      expect(nationalDigits(written), written).toBe("3120000040");
    }
    expect(textHasPhone("Beni 0 (312) 000 00 40 numarasından arayın.", "3120000040")).toBe(true);
    expect(textHasPhone("Fatura no 2026/0312", "3120000040")).toBe(false);
  });

  it("folds a name the Turkish way, and without diacritics when typed in ASCII", () => {
    const person = personOf({ email: "", phone: "", name: "AYŞE YILMAZ" });
    expect(columnsName(person, { name: "Ayşe Yılmaz" })).toBe(true);
    expect(columnsName(person, { name: "ayşe  yılmaz kaya" })).toBe(true);
    expect(columnsName(person, { name: "Ayşe Yıldız" })).toBe(false);
    expect(textHasName("Sayın Ayşe Yılmaz,", person)).toBe(true);
    const ascii = personOf({ email: "", phone: "", name: "ayse yilmaz" });
    expect(textHasName("Ayşe Yılmaz", ascii)).toBe(true);
    // A name typed with Turkish letters is not loosened.
    expect(textHasName("Ayse Yilmaz", personOf({ email: "", phone: "", name: "Ayşe Yılmaz" }))).toBe(false);
  });

  it("compares an e-mail as lower-case ASCII, never with the Turkish locale", () => {
    const person = personOf({ email: "  AYSE.Yilmaz@Ornek.TEST ", phone: "", name: "" });
    expect(person.email).toBe("ayse.yilmaz@ornek.test");
    expect(columnsName(person, { email: "Ayse.Yilmaz@ornek.test" })).toBe(true);
    expect(textNames("Kimden: AYSE.YILMAZ@ORNEK.TEST", person)).toBe(true);
    expect(columnsName(person, { email: "baska@ornek.test" })).toBe(false);
  });
});
