/** The KVKK application form's check of a T.C. kimlik no (lib/turkish-ids.ts, shared with Firma bilgileri). */
import { describe, expect, it } from "vitest";
import { digitsOf, isValidTcKimlikNo } from "#app/lib/turkish-ids.ts";

describe("isValidTcKimlikNo", () => {
  it("takes numbers whose 10th and 11th digits follow the rule", () => {
    // 1+0+0+0+1 = 2, 2·7 − 0 = 14 → 4; 1+0+…+1+4 = 6 → 6.
    expect(isValidTcKimlikNo("10000000146")).toBe(true);
    // 1+3+5+7+9 = 25, 2+4+6+8 = 20: 25·7 − 20 = 155 → 5; 1+…+9+5 = 50 → 0.
    expect(isValidTcKimlikNo("12345678950")).toBe(true);
  });

  it("takes a 10th digit computed from a negative difference as its positive remainder", () => {
    // 1+0+0+0+0 = 1, 9+9+9+9 = 36: 7 − 36 = −29 → 1; 1+9·4+1 = 38 → 8.
    expect(isValidTcKimlikNo("19090909018")).toBe(true);
  });

  it("is given the digits only: the form strips what people type between them", () => {
    expect(isValidTcKimlikNo(digitsOf("100 000 001-46"))).toBe(true);
  });

  it.each([
    ["a wrong 10th digit", "10000000156"],
    ["a wrong 11th digit", "10000000147"],
    ["a first digit 0", "00000000000"],
    ["ten digits", "1000000014"],
    ["twelve digits", "100000001460"],
    ["letters", "1000000014a"],
    ["spaces", "10000 000146"],
    ["nothing", ""],
  ])("refuses %s", (_, value) => {
    expect(isValidTcKimlikNo(value)).toBe(false);
  });
});
