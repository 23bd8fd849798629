import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, gotoReady } from "./helpers.ts";

/**
 * Sirküler's list in a browser, on the sample circulars of the seed: a year
 * filter, a category filter and a circular reached by Tab and Enter; no
 * framework JavaScript; axe-clean and no sideways scrolling at 360 and 1280 px.
 */

/** Tabs forward until the element matching `selector` has the focus. */
async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} was not reached by keyboard`);
}

const noSidewaysScrolling = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("the list by keyboard: a year, a category, then a circular; axe-clean, no framework JavaScript", async ({ page }) => {
  // Two axe runs on two pages at two widths each.
  test.setTimeout(90_000);
  await gotoReady(page, "/sirkuler");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 900 });
  expect(await noSidewaysScrolling(page)).toBeLessThanOrEqual(0);
  await tabTo(page, '.circular-filter a[href="/sirkuler?yil=2026"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sirkuler\?yil=2026$/);
  await expect(page.locator('.circular-filter a[aria-current="page"]').first()).toHaveText("2026");

  await tabTo(page, '.circular-filter a[href="/sirkuler?yil=2026&kategori=kdv"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sirkuler\?yil=2026&kategori=kdv$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sirküler 2026 – KDV");
  expect(await noSidewaysScrolling(page)).toBeLessThanOrEqual(0);

  await tabTo(page, ".circular-title a");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sirkuler\/2026-\d{2}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sirküler 2026/");
  expect(await noSidewaysScrolling(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
