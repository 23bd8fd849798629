import { expect, test } from "@playwright/test";
import { axeOn, gotoReady } from "#tests/e2e/helpers.ts";

/** The notices generated from the inventory (issue 42, ADR 056): clean for axe on a phone and a desktop, nothing wider than the screen. */
for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ["/kvkk", "/cerez-politikasi"]) {
      test(`${path} has no axe-core violations and fits the screen`, async ({ page }) => {
        await gotoReady(page, path);
        await expect(page.locator("article h3").first()).toBeVisible();
        const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }

    test("the forms' short notices are clean for axe on the home page and the contact page", async ({ page }) => {
      for (const path of ["/", "/iletisim"]) {
        await gotoReady(page, path);
        const results = await axeOn(page).include("[data-notice]").analyze();
        expect(
          results.violations.map((v) => v.id),
          path,
        ).toEqual([]);
      }
    });
  });
}
