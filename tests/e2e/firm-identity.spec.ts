/**
 * The firm's identity (issue 42) in a browser: Künye at a phone's and a
 * desktop's width, reached from the footer by keyboard, axe-core clean.
 * Firma bilgileri's "Yasal bilgiler" by keyboard is in firm-admin.spec.ts,
 * with the other saves of the firm's settings: two files saving them at once
 * refused each other's save as a concurrent edit (full run, 2026-11-29).
 */
import { expect, test } from "@playwright/test";
import { activate, axeOn, gotoReady } from "#tests/e2e/helpers.ts";

test.describe.configure({ mode: "serial" });

for (const width of [360, 1280]) {
  test(`Künye at ${width} px: reached from the footer by keyboard, every line shown, axe-core clean`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator(".footer-identity")).toContainText("MERSİS No:");
    await activate(footer.getByRole("link", { name: "Künye" }));
    await expect(page).toHaveURL(/\/kunye$/);
    await expect(page.getByRole("heading", { level: 1, name: "Künye" })).toBeVisible();
    for (const label of [
      "Ticaret unvanı",
      "MERSİS numarası",
      "Vergi dairesi",
      "Vergi kimlik no",
      "Adres",
      "Telefon",
      "E-posta",
      "KEP adresi",
    ]) {
      await expect(page.locator("dl.imprint dt", { hasText: label }).first()).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Meslek|Yeminli Mali Müşavirler Odası/ }).first()).toHaveAttribute("target", "_blank");
    // Nothing wider than the screen (a long trade name or KEP address wraps).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
