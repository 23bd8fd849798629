import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_CONSENT } from "#app/content/newsletter-consent.ts";

/**
 * Each version's exact wording, as a digest. Subscribers' consent records
 * name a version: its text may never change. A new wording gets the next
 * version number and its own line here.
 */
const PINNED: Record<number, string> = {
  1: "fcac54f1b0e8b656bb108f0eb18411f79e562c65257e8d138b2b577c350f3fd3",
};

describe("the sign-up form's consent text", () => {
  it("keeps the wording of its version (a changed text needs a new version number)", () => {
    const digest = createHash("sha256").update(NEWSLETTER_CONSENT.text).digest("hex");
    expect(PINNED[NEWSLETTER_CONSENT.version], `version ${NEWSLETTER_CONSENT.version} has no pinned digest`).toBe(digest);
  });

  it("says what is sent, that the e-mailed link confirms it, and how to withdraw", () => {
    expect(NEWSLETTER_CONSENT.text).toContain("e-bülten");
    expect(NEWSLETTER_CONSENT.text).toContain("onay bağlantısını");
    expect(NEWSLETTER_CONSENT.text).toContain("geri alabilirim");
  });
});
