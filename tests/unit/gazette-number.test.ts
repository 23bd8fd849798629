/**
 * The Resmî Gazete issue number of a sirküler's reference (issue 38): the
 * issue, or one of the extra issues of its day as the Gazette prints them.
 * The admin form and the content import read it with this one rule.
 */
import { describe, expect, it } from "vitest";
import { circularShape, GAZETTE_NUMBER_MESSAGE } from "#app/.server/content/circular-form.ts";
import { parseImportedCircular } from "#app/.server/content/circular-transfer.ts";
import { CIRCULAR_FORM_FIELDS as C, GAZETTE_NUMBER_MAX, parseGazetteNumber } from "#app/lib/circulars.ts";

describe("a Resmî Gazete number", () => {
  it.each([
    ["33124", "33124"],
    ["33124 (Mükerrer)", "33124 (Mükerrer)"],
    ["33124 (5. Mükerrer)", "33124 (5. Mükerrer)"],
    ["33124 (2. Mükerrer)", "33124 (2. Mükerrer)"],
    ["33124 (99. Mükerrer)", "33124 (99. Mükerrer)"],
  ])("takes the Gazette's own form %s as it is", (typed, stored) => {
    expect(parseGazetteNumber(typed)).toBe(stored);
  });

  it.each([
    ["  33124  ", "33124"],
    ["33124(Mükerrer)", "33124 (Mükerrer)"],
    ["33124 ( 5 . Mükerrer )", "33124 (5. Mükerrer)"],
    ["33124 (mükerrer)", "33124 (Mükerrer)"],
    ["33124 (5. MÜKERRER)", "33124 (5. Mükerrer)"],
  ])("forgives spaces and case, writing %s the Gazette's way", (typed, stored) => {
    expect(parseGazetteNumber(typed)).toBe(stored);
  });

  it.each([
    ["letters", "abc"],
    ["nothing", ""],
    ["a number with letters", "33124a"],
    ["a negative number", "-33124"],
    ["more than ten digits", "12345678901"],
    ["a zeroth extra issue", "33124 (0. Mükerrer)"],
    ["an extra issue past the 99th", "33124 (100. Mükerrer)"],
    ["the word without its parentheses", "33124 Mükerrer"],
    ["the word without its Turkish letter", "33124 (Mukerrer)"],
    ["another word in the parentheses", "33124 (Ek)"],
    ["an ordinal without its dot", "33124 (5 Mükerrer)"],
    ["an extra issue without its number", "(Mükerrer)"],
    ["two numbers", "33124 33125"],
  ])("refuses %s", (_, typed) => {
    expect(parseGazetteNumber(typed)).toBeUndefined();
  });

  it("writes no form longer than the form's field takes", () => {
    expect(parseGazetteNumber("9999999999 (99. Mükerrer)")).toHaveLength(GAZETTE_NUMBER_MAX);
  });
});

describe("the rule where a number comes in", () => {
  const field = circularShape[C.gazetteNumber];

  it("lets the admin form store a mükerrer issue, and leaves the field empty when it is", () => {
    expect(field.parse("33124 (5. Mükerrer)")).toBe("33124 (5. Mükerrer)");
    expect(field.parse(" 33124  (mükerrer) ")).toBe("33124 (Mükerrer)");
    expect(field.parse("")).toBe("");
    expect(field.parse(undefined)).toBe("");
  });

  it("refuses anything else on the form with a Turkish message naming the forms it takes", () => {
    const refused = field.safeParse("abc");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(GAZETTE_NUMBER_MESSAGE);
    expect(GAZETTE_NUMBER_MESSAGE).toContain("33124 (5. Mükerrer)");
    expect(field.safeParse("33124 (0. Mükerrer)").success).toBe(false);
  });

  it("imports a file's mükerrer issue, and refuses anything else naming the key", () => {
    const circular = (rg_sayi: string) =>
      parseImportedCircular({ numara: "2026/3", kategoriler: "kdv", resmi_tur: "teblig", resmi_no: "7524", rg_sayi });
    expect(circular("33124 (5. Mükerrer)")).toMatchObject({ reference: { gazetteNumber: "33124 (5. Mükerrer)" } });
    expect(circular("")).toMatchObject({ reference: { gazetteNumber: null } });
    expect(circular("abc")).toBe(
      'rg_sayi: the Resmî Gazete issue number: digits, or an extra issue as "33124 (Mükerrer)" or "33124 (5. Mükerrer)"',
    );
  });
});
