import { generate, generateSecret } from "otplib";
import { describe, expect, it } from "vitest";
import {
  groupSecret,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
} from "#app/.server/accounts/two-factor.ts";

describe("recovery codes", () => {
  it("are 16 base32 characters in four groups, different each time", () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // 80 random bits: every base32 character turns up somewhere in 200 codes.
    expect(new Set(codes.join("").replaceAll("-", "")).size).toBe(32);
  });

  it("are normalized as people type them: case, spaces and dashes do not matter", () => {
    expect(normalizeRecoveryCode("abcd-efgh-ijkl-mn23")).toBe("ABCDEFGHIJKLMN23");
    expect(normalizeRecoveryCode(" ABCD EFGH IJKL MN23 ")).toBe("ABCDEFGHIJKLMN23");
    expect(normalizeRecoveryCode("ABCDEFGHIJKLMN23")).toBe("ABCDEFGHIJKLMN23");
    expect(hashRecoveryCode(normalizeRecoveryCode("abcd-efgh-ijkl-mn23")!)).toBe(hashRecoveryCode("ABCDEFGHIJKLMN23"));
  });

  it("refuse what cannot be one: wrong length, letters outside base32, an over-long input", () => {
    expect(normalizeRecoveryCode("ABCD-EFGH-IJKL")).toBeUndefined();
    expect(normalizeRecoveryCode("ABCD-EFGH-IJKL-MN01")).toBeUndefined();
    expect(normalizeRecoveryCode("123456")).toBeUndefined();
    expect(normalizeRecoveryCode(`${"-".repeat(100)}ABCDEFGHIJKLMN23`)).toBeUndefined();
  });

  it("are stored as SHA-256 hex, never as themselves", () => {
    const hash = hashRecoveryCode("ABCDEFGHIJKLMN23");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("ABCD");
  });
});

describe("authenticator codes", () => {
  const secret = generateSecret();
  // A fixed moment in the middle of a 30-second step.
  const now = 1_795_459_935;
  const step = Math.floor(now / 30);
  const codeAt = (epoch: number) => generate({ secret, epoch });

  it("take six digits, also as apps show them ('123 456')", () => {
    expect(normalizeTotpCode("123 456")).toBe("123456");
    expect(normalizeTotpCode("12345")).toBeUndefined();
    expect(normalizeTotpCode("12345a")).toBeUndefined();
  });

  it("are accepted for the current step and one step either side, not two", async () => {
    expect(await matchTotp(secret, await codeAt(now), null, now)).toBe(step);
    expect(await matchTotp(secret, await codeAt(now - 30), null, now)).toBe(step - 1);
    expect(await matchTotp(secret, await codeAt(now + 30), null, now)).toBe(step + 1);
    expect(await matchTotp(secret, await codeAt(now - 60), null, now)).toBeUndefined();
    expect(await matchTotp(secret, await codeAt(now + 60), null, now)).toBeUndefined();
  });

  it("refuse a code whose step was used already (replay), and any earlier one", async () => {
    const code = await codeAt(now);
    expect(await matchTotp(secret, code, step, now)).toBeUndefined();
    expect(await matchTotp(secret, await codeAt(now - 30), step, now)).toBeUndefined();
    // The next step's code is still good after this one was used.
    expect(await matchTotp(secret, await codeAt(now + 30), step, now)).toBe(step + 1);
  });

  it("refuse another secret's code", async () => {
    const mine = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const other = "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU";
    const code = await generate({ secret: other, epoch: now });
    expect(code).not.toBe(await generate({ secret: mine, epoch: now }));
    expect(await matchTotp(mine, code, null, now)).toBeUndefined();
  });

  it("show the secret in groups of four for typing it in", () => {
    expect(groupSecret("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")).toBe("ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567");
  });
});
