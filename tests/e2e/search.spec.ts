import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoReady } from "#tests/e2e/helpers.ts";

// The site search from the header (issue 23): by keyboard on a desktop, by its
// link on a phone, and /ara with results accessible at both widths.
test("searches from the header's field by keyboard on a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoReady(page, "/");
  const field = page.getByRole("search").getByLabel("Sitede ara");
  await field.focus();
  await expect(field).toBeFocused();
  await page.keyboard.type("TAM TASDİK");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ara\?q=TAM\+TASD%C4%B0K$/);
  await expect(page.getByRole("heading", { level: 2, name: /^Hizmetler \(\d+\)$/ })).toBeVisible();
  await expect(page.locator(".search-results mark").first()).toHaveText(/tam/i);
  // The phone's link is not shown at this width, and the menu stays on one line.
  await expect(page.locator(".nav-search-link")).toBeHidden();
  await expectNoAxeViolations(page);
});

test("leads to /ara from the link beside the menu on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoReady(page, "/");
  await expect(page.locator(".topbar-search")).toBeHidden();
  const link = page.getByRole("link", { name: "Ara", exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ara$/);
  const field = page.locator("#search-query");
  await field.focus();
  await page.keyboard.type("kdv");
  await page.keyboard.press("Enter");
  await expect(page.locator(".search-count")).toHaveText(/\d+ sonuç/);
  // Nothing is wider than the phone, and the bar keeps one line.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await page.locator(".nav-inner").evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(64);
  await expectNoAxeViolations(page);
});
