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
  await expect(page.getByRole("navigation", { name: "Sonuç türü" }).getByRole("link", { name: /^Hizmetler \(\d+\)$/ })).toBeVisible();
  // The firm's Tam Tasdik service first.
  await expect(page.locator(".search-result-title").first()).toHaveText("Tam Tasdik");
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
  // The first screen answers the question: the KDV İadesi service first, inside the screen, no deadline above it.
  const first = page.locator(".search-result-title").first();
  await expect(first).toHaveText("KDV İadesi Tasdik Raporu");
  await expect(first).toBeInViewport();
  const top = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => element.getBoundingClientRect().top);
  expect(await top(".search-calendar")).toBeGreaterThan(await top(".search-result-title"));
  // Narrowed to the services by keyboard, a plain link.
  const services = page.getByRole("navigation", { name: "Sonuç türü" }).getByRole("link", { name: /^Hizmetler \(\d+\)$/ });
  await services.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ara\?q=kdv&tur=hizmetler$/);
  await expect(page.locator(".search-results .search-result-kind").first()).toHaveText("Hizmetler");
  await expect(page.locator(".search-calendar")).toHaveCount(0);
  // Nothing is wider than the phone, and the bar keeps one line.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await page.locator(".nav-inner").evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(64);
  await expectNoAxeViolations(page);
});
