import { describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS, slowDownMs } from "#app/.server/accounts/sign-in.ts";

describe("slowing down guesses at one account", () => {
  it("waits nothing for the first five failures, then 0.25 s doubling up to 4 s, and never refuses", () => {
    expect([0, 1, 5].map(slowDownMs)).toEqual([0, 0, 0]);
    expect([6, 7, 8, 9, 10, 11, 1000].map(slowDownMs)).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
    expect(SIGN_IN_LIMITS.accountFromAddress.max).toBe(5);
    expect(SIGN_IN_LIMITS.address.max).toBe(20);
  });
});
