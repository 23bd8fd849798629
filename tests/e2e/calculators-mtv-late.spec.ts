import { expect, test } from "@playwright/test";
import { activate, expectNoAxeViolations, gotoReady, typeInto } from "./helpers.ts";

/**
 * The MTV and gecikme zammı calculators in a browser: filled in and sent by
 * keyboard with JavaScript off, the result below the form; axe-clean at a
 * phone's and a desktop's width on the empty form, a result and a refusal.
 */

const MTV = "/araclar/mtv";
const LATE = "/araclar/gecikme-zammi";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("MTV: typed and sent with Enter, the worked example's amount and instalments appear below the form", async ({ page }) => {
    await page.goto(MTV);
    await typeInto(page.getByLabel("Vergi yılı"), "2026");
    await typeInto(page.getByLabel("Model yılı"), "2025");
    await typeInto(page.getByLabel("İlk tescil yılı"), "2025");
    await typeInto(page.getByLabel("Motor silindir hacmi (cm³)"), "1500");
    const value = page.getByLabel("Taşıt değeri (TL)");
    await typeInto(value, "500.000");
    await value.press("Enter");
    await expect(page).toHaveURL(/\/araclar\/mtv\?tur=benzinli-dizel&yil=2026&model=2025&tescil=2025&silindir=1500&deger=500\.000#sonuc$/);
    await expect(page.locator(".calc-total-amount")).toHaveText("12.028 TL");
    await expect(page.locator(".calc-lines")).toContainText("02.02.2026");
    await expect(page.getByLabel("Taşıt değeri (TL)")).toHaveValue("500.000");
    // The result comes after the form.
    const formBottom = await page.locator("form.calc-form").evaluate((el) => el.getBoundingClientRect().bottom);
    const resultTop = await page.locator(".calc-result").evaluate((el) => el.getBoundingClientRect().top);
    expect(resultTop).toBeGreaterThan(formBottom);
  });

  test("gecikme zammı: the keyboard goes from the choice to the amount and the dates, and sends the form", async ({ page }) => {
    await page.goto(LATE);
    await page.getByLabel("Gecikme zammı (6183 s.K. md. 51)").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Asıl tutar (TL)")).toBeFocused();
    await page.keyboard.type("10.000,00");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Vade tarihi")).toBeFocused();
    // The date fields' own day/month/year order follows the browser's language: filled, not typed.
    await page.getByLabel("Vade tarihi").fill("2026-01-26");
    await page.getByLabel("Ödeme tarihi").fill("2026-03-10");
    await activate(page.getByRole("button", { name: "Hesapla" }));
    await expect(page.locator(".calc-total-amount")).toHaveText("518,00 TL");
    await expect(page.locator(".calc-lines")).toContainText("26.02.2026 → 10.03.2026 · 12 gün · %3,7");
  });

  test("a refusal keeps the inputs and marks the field", async ({ page }) => {
    await page.goto(`${MTV}?yil=2025&tescil=2024&model=2024&silindir=1500&deger=500000`);
    await expect(page.getByRole("alert")).toContainText("2025 yılı için MTV tarifesi verilerimizde yok");
    await expect(page.getByLabel("Vergi yılı")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Taşıt değeri (TL)")).toHaveValue("500000");
  });
});

test.describe("accessibility", () => {
  for (const [name, path] of [
    ["MTV, empty form", MTV],
    ["MTV, a result", `${MTV}?yil=2026&tescil=2025&model=2025&silindir=1500&deger=500000`],
    ["MTV, a refusal", `${MTV}?tur=elektrikli&yil=2026&tescil=2025&model=2025&silindir=1500&deger=500000`],
    ["gecikme zammı, empty form", LATE],
    ["gecikme zammı, a result", `${LATE}?tutar=10000&vade=2024-04-26&odeme=2024-06-30`],
    ["gecikme faizi, a refusal", `${LATE}?tur=faiz&tutar=10000&vade=2026-02-30&odeme=2026-03-10`],
  ]) {
    test(`${name} has no axe violations at 360 and 1280 px`, async ({ page }) => {
      await gotoReady(page, path as string);
      await expectNoAxeViolations(page);
    });
  }
});
