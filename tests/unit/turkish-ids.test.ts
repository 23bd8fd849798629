/**
 * The check digits of Turkish identity numbers (lib/turkish-ids.ts), with the
 * published examples python-stdnum's doctests use (stdnum/tr/vkn.py,
 * stdnum/tr/tckimlik.py) and numbers changed by one digit.
 */
import { describe, expect, it } from "vitest";
import { digitsOf, isMersisNoShape, isValidTcKimlikNo, isValidVkn } from "#app/lib/turkish-ids.ts";

describe("the VKN's check digit (GİB)", () => {
  it.each(["4540536920", "1234567890", "0000000001"])("takes %s", (vkn) => {
    expect(isValidVkn(vkn)).toBe(true);
  });

  it.each([
    ["4540536921", "the last digit changed"],
    ["4540536930", "a middle digit changed"],
    ["1234567891", "the sample's last digit changed"],
    ["0000000000", "all zeros"],
    ["454053692", "nine digits"],
    ["45405369200", "eleven digits"],
    ["454053692a", "a letter"],
    ["", "nothing"],
  ])("refuses %s (%s)", (vkn) => {
    expect(isValidVkn(vkn)).toBe(false);
  });

  it("finds exactly one valid last digit for any nine first digits", () => {
    for (const first of ["000000000", "123456789", "987654321", "454053692", "999999999", "500000000"]) {
      const valid = Array.from({ length: 10 }, (_, d) => `${first}${d}`).filter(isValidVkn);
      expect(valid).toHaveLength(1);
    }
  });
});

describe("the T.C. kimlik no's check digits", () => {
  it.each(["17291716060", "10000000146"])("takes %s", (tckn) => {
    expect(isValidTcKimlikNo(tckn)).toBe(true);
  });

  it.each([
    ["17291716050", "the tenth digit changed"],
    ["17291716061", "the eleventh digit changed"],
    ["07291716092", "a leading 0"],
    ["1729171606", "ten digits"],
    ["172917160600", "twelve digits"],
    ["1729171606a", "a letter"],
    ["", "nothing"],
  ])("refuses %s (%s)", (tckn) => {
    expect(isValidTcKimlikNo(tckn)).toBe(false);
  });

  it("finds exactly one valid pair of last digits for any nine first digits", () => {
    for (const first of ["100000001", "172917160", "999999999", "123456789"]) {
      const valid = Array.from({ length: 100 }, (_, n) => `${first}${String(n).padStart(2, "0")}`).filter(isValidTcKimlikNo);
      expect(valid).toHaveLength(1);
    }
  });
});

describe("a MERSİS number and typed separators", () => {
  it("takes 16 digits and nothing else (no check digit is published)", () => {
    expect(isMersisNoShape("0123456789000015")).toBe(true);
    expect(isMersisNoShape("012345678900001")).toBe(false);
    expect(isMersisNoShape("01234567890000150")).toBe(false);
    expect(isMersisNoShape("012345678900001a")).toBe(false);
  });

  it("drops the spaces, dots and dashes people type", () => {
    expect(digitsOf(" 0123 4567-8901.2345 ")).toBe("0123456789012345");
    expect(digitsOf("12a4")).toBe("12a4");
  });
});
