import { expect, type Page, test } from "@playwright/test";
import { activate, expectNoAxeViolations, gotoReady } from "./helpers.ts";

/**
 * Pratik bilgiler in a browser (issue 44, ADR 065): reached from Araçlar and
 * from a calculator, the year switched by keyboard (a plain link), the wide
 * tables scrolled inside their own region on a phone, axe-clean at 360 and
 * 1280 px; printed, without the menus, the year switch or the footer, the
 * tables whole.
 */

const PAGE = "/pratik-bilgiler";
const YEAR = Number(new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 4));

/** Tabs forward until the element matching `selector` has the focus (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} was not reached by keyboard`);
}

for (const width of [360, 1280]) {
  test(`at ${width} px: reached from Araçlar, the year switched by keyboard, no sideways scrolling, no axe violations`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, "/araclar");
    await activate(page.locator(".calculator-list").getByRole("link", { name: "Pratik bilgiler" }));
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Pratik bilgiler ${YEAR}` })).toBeVisible();
    await expect(page.locator(".rates-basis").first()).toContainText("Yasal dayanak");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // The previous year by keyboard: a plain link, and back.
    await tabTo(page, `.rates-years a[href="${PAGE}?yil=${YEAR - 1}"]`);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${PAGE}\\?yil=${YEAR - 1}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Pratik bilgiler ${YEAR - 1}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, `.rates-years a[href="${PAGE}"]`);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: `Pratik bilgiler ${YEAR}` })).toBeVisible();

    // A wide table is a focusable region the keyboard reaches and scrolls.
    await tabTo(page, ".rates-table-scroll");
    await expect(page.locator(":focus")).toHaveAttribute("aria-labelledby", /tablo/);
  });
}

test("a calculator links to it", async ({ page }) => {
  await gotoReady(page, "/araclar/gelir-vergisi");
  await activate(page.locator(".calc-rates-link").getByRole("link", { name: "Pratik bilgiler" }));
  await expect(page.getByRole("heading", { level: 1, name: `Pratik bilgiler ${YEAR}` })).toBeVisible();
});

test("printed: the firm's name and the figures with their sources, no menu, year switch or footer; the tables whole", async ({ page }) => {
  await gotoReady(page, PAGE);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".rates-print-firm")).toBeVisible();
  for (const hidden of [".site-nav", ".topbar", ".site-footer", ".rates-years", ".rates-toc", ".page-kicker"]) {
    await expect(page.locator(hidden).first()).toBeHidden();
  }
  await expect(page.locator(".rates-basis").first()).toBeVisible();
  for (const table of await page.locator(".rates-table-scroll").all()) {
    await expect(table).toBeVisible();
    const cut = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(cut).toBeLessThanOrEqual(1);
  }
});
