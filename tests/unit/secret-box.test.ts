import { afterEach, describe, expect, it } from "vitest";
import { openSecret, SecretKeyMissing, sealSecret } from "#app/.server/accounts/secret-box.ts";
import { reloadConfig } from "#app/.server/config.ts";

const key = (fill: number) => Buffer.alloc(32, fill).toString("base64");

function withKey(value: string | undefined) {
  if (value === undefined) delete process.env.TWO_FACTOR_KEY;
  else process.env.TWO_FACTOR_KEY = value;
  reloadConfig();
}

afterEach(() => withKey(undefined));

describe("TOTP secrets at rest", () => {
  it("are encrypted: the stored text does not contain the secret, and opens again with the key", () => {
    withKey(key(1));
    const sealed = sealSecret("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(sealSecret("JBSWY3DPEHPK3PXP")).not.toBe(sealed);
    expect(openSecret(sealed)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("do not open with another key, nor when altered", () => {
    withKey(key(1));
    const sealed = sealSecret("JBSWY3DPEHPK3PXP");
    const parts = sealed.split(".");
    const altered = [...parts.slice(0, 3), Buffer.from("KBSWY3DPEHPK3PXP").toString("base64url")].join(".");
    expect(() => openSecret(altered)).toThrow();
    withKey(key(2));
    expect(() => openSecret(sealed)).toThrow();
  });

  it("cannot be made without TWO_FACTOR_KEY, and a key of the wrong size stops the server at start", () => {
    withKey(undefined);
    expect(() => sealSecret("JBSWY3DPEHPK3PXP")).toThrow(SecretKeyMissing);
    process.env.TWO_FACTOR_KEY = Buffer.alloc(16).toString("base64");
    expect(() => reloadConfig()).toThrow(/TWO_FACTOR_KEY must be 32 random bytes/);
  });
});
