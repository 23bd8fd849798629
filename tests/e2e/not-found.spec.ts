import { expect, type Page, test } from "@playwright/test";
import { gotoReady } from "#tests/e2e/helpers.ts";

/** The page's h1: its font size, its text in the markup, and the text as drawn. */
const heading = (page: Page) =>
  page.locator("h1").evaluate((h1: HTMLElement) => ({
    fontSize: getComputedStyle(h1).fontSize,
    markup: h1.textContent,
    // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn, with text-transform applied, is what is tested
    shown: h1.innerText,
  }));

for (const width of [360, 1280]) {
  test.describe(`the not-found page at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("keeps the specified text but draws it as a heading of the usual size, not in capitals", async ({ page }) => {
      await gotoReady(page, "/sss");
      const usual = await heading(page);

      const response = await page.goto("/olmayan-bir-sayfa");
      expect(response?.status()).toBe(404);
      const notFound = await heading(page);
      expect(notFound.markup).toBe("ARADIĞINIZ SAYFA MEVCUT DEĞİL.");
      expect(notFound.fontSize).toBe(usual.fontSize);
      // Drawn in sentence case, lower-cased the Turkish way (I → ı, İ → i).
      expect(notFound.shown).toBe("Aradığınız sayfa mevcut değil.");
    });
  });
}
