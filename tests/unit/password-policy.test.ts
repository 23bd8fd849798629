import { describe, expect, it } from "vitest";
import { passwordProblem } from "#app/.server/accounts/password-policy.ts";

describe("new admin passwords", () => {
  it("are refused when shorter than 12 characters", () => {
    expect(passwordProblem("Kısa-1-şifre")).toBeUndefined();
    expect(passwordProblem("kisa-sifre1")).toBe("Şifre en az 12 karakter olmalı.");
  });

  it.each(["password1234", "123456789012", "qwertyuiop123", "iloveyou12345", "Password12345"])(
    "are refused when %s is on the common-password list or close to one",
    (password) => {
      expect(passwordProblem(password)).toMatch(/en sık kullanılan şifreler listesinde/);
    },
  );

  it("are refused when built on the admin's own address or the firm's name", () => {
    expect(passwordProblem("ayse.kaya2026", "ayse.kaya@ornek.test")).toMatch(/e-posta adresinizi ya da firmanın adını/);
    // The firm's name and address as Firma bilgileri has them (the caller passes them).
    const firm = { name: "Ege Vergi Denetim YMM", email: "bilgi@egevergi.example" };
    expect(passwordProblem("egevergi2026!")).toBeUndefined();
    expect(passwordProblem("egevergi2026!", undefined, firm)).toMatch(/e-posta adresinizi ya da firmanın adını/);
    expect(passwordProblem("EgeVergiDenetim", undefined, firm)).toMatch(/e-posta adresinizi ya da firmanın adını/);
  });

  it("are refused when they are only a pattern", () => {
    expect(passwordProblem("aaaaaaaaaaaaaaaa")).toMatch(/kolay tahmin edilebilir/);
  });

  it("are accepted when long and not guessable", () => {
    expect(passwordProblem("test-sifresi-cok-gizli")).toBeUndefined();
    expect(passwordProblem("mavi defter sabah kahvesi")).toBeUndefined();
    expect(passwordProblem("aB3$kL9!mN2@")).toBeUndefined();
  });
});
