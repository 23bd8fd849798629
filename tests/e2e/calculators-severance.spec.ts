import { expect, type Page, test } from "@playwright/test";
import { activate, expectNoAxeViolations, gotoReady, typeInto } from "./helpers.ts";

/**
 * The kıdem and ihbar tazminatı calculator in a browser: filled in and sent
 * by keyboard with JavaScript off, the result below the form; a refusal keeps
 * the inputs; axe-clean at a phone's and a desktop's width on the empty form,
 * a result and a refusal; no sideways scroll of the page at 360 px.
 */

const PAGE = "/araclar/kidem-ihbar";
const RESULT = `${PAGE}?giris=2016-08-31&cikis=2026-08-31&brut=80.000&ek=2.500&ihbar=1`;
const REFUSAL = `${PAGE}?giris=2016-01-15&cikis=2026-01-15&brut=65000&ihbar=1&matrah=-5`;

/** The page is no wider than the window (the result's long steps wrap). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the keyboard goes through the fields in order and sends the form: the acceptance figure appears below it", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "Kıdem ve ihbar tazminatı hesaplama" })).toBeVisible();
    // The date fields' own day/month/year order follows the browser's language: filled, not typed.
    await page.getByLabel("İşe giriş tarihi").fill("2016-01-15");
    await page.getByLabel("İşten çıkış tarihi").fill("2026-01-15");
    // A date field's parts (day, month, year) are Tab stops of their own: the order is checked backwards from the brüt field.
    await page.getByLabel("Aylık brüt ücret (TL)").focus();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByLabel("İşten çıkış tarihi")).toBeFocused();
    await page.getByLabel("Aylık brüt ücret (TL)").focus();
    await page.keyboard.type("65.000");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Yan hakların aylık tutarı (TL, isteğe bağlı)")).toBeFocused();
    await page.keyboard.press("Tab");
    const ihbar = page.getByLabel("İhbar tazminatı da hesaplansın");
    await expect(ihbar).toBeFocused();
    await page.keyboard.press("Space");
    await expect(ihbar).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Kümülatif gelir vergisi matrahı (TL, isteğe bağlı)")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Hesapla" })).toBeFocused();
    await activate(page.getByRole("button", { name: "Hesapla" }));

    await expect(page).toHaveURL(/\/araclar\/kidem-ihbar\?giris=2016-01-15&cikis=2026-01-15&brut=65\.000&ek=&ihbar=1&matrah=#sonuc$/);
    await expect(page.locator(".calc-lines")).toContainText("Net kıdem tazminatı644.558,09");
    await expect(page.locator(".calc-lines")).toContainText("İhbar süresi8 hafta (56 gün)");
    await expect(page.locator(".calc-total-label")).toHaveText("Net tazminat (kıdem + ihbar)");
    await expect(page.getByLabel("Aylık brüt ücret (TL)")).toHaveValue("65.000");
    await expect(page.getByLabel("İhbar tazminatı da hesaplansın")).toBeChecked();
    // The result comes after the form, and the assumptions after the result.
    const formBottom = await page.locator("form.calc-form").evaluate((el) => el.getBoundingClientRect().bottom);
    const resultTop = await page.locator(".calc-result").evaluate((el) => el.getBoundingClientRect().top);
    expect(resultTop).toBeGreaterThan(formBottom);
    await expect(page.locator(".calc-notes")).toContainText("takvim farkıyla");
  });

  test("kıdem alone: the ceiling of the exit day, and only damga vergisi deducted", async ({ page }) => {
    await page.goto(PAGE);
    await page.getByLabel("İşe giriş tarihi").fill("2015-12-15");
    await page.getByLabel("İşten çıkış tarihi").fill("2025-12-15");
    const gross = page.getByLabel("Aylık brüt ücret (TL)");
    await typeInto(gross, "65000");
    await gross.press("Enter");
    await expect(page.locator(".calc-total-amount")).toHaveText("535.104,30\u00a0TL");
    await expect(page.locator(".calc-steps")).toContainText("53.919,68 × 10 = 539.196,80");
  });

  test("a refusal keeps the inputs and marks the field", async ({ page }) => {
    await page.goto(REFUSAL);
    await expect(page.getByRole("alert")).toContainText("Kümülatif matrah eksi olamaz");
    const base = page.getByLabel("Kümülatif gelir vergisi matrahı (TL, isteğe bağlı)");
    await expect(base).toHaveAttribute("aria-invalid", "true");
    await expect(base).toHaveValue("-5");
    await expect(page.getByLabel("İşe giriş tarihi")).toHaveValue("2016-01-15");
    await expect(page.getByLabel("İhbar tazminatı da hesaplansın")).toBeChecked();
  });
});

test.describe("layout and accessibility", () => {
  test("no sideways scroll at 360 px on the empty form, a result and a refusal", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    for (const path of [PAGE, RESULT, REFUSAL]) {
      await gotoReady(page, path);
      await expectNoSidewaysScroll(page);
    }
    await gotoReady(page, RESULT);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/kidem-ihbar-sonuc-${width}.png`, fullPage: true });
    }
  });

  for (const [name, path] of [
    ["the empty form", PAGE],
    ["a result with the neutral line", RESULT],
    ["a refusal", REFUSAL],
    ["a refused ihbar choice", `${PAGE}?giris=2016-01-15&cikis=2026-01-15&brut=65000&ihbar=evet`],
  ]) {
    test(`${name} has no axe violations at 360 and 1280 px`, async ({ page }) => {
      await gotoReady(page, path as string);
      await expectNoAxeViolations(page);
    });
  }
});
