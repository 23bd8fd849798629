import { expect, type Page, test } from "@playwright/test";
import { activate, expectNoAxeViolations, gotoReady, typeInto } from "./helpers.ts";

/**
 * The net↔brüt calculator in a browser: filled in and sent by keyboard with
 * JavaScript off, the month table below the form; on a phone the page never
 * scrolls sideways while each table scrolls inside its own focusable region;
 * axe-clean at a phone's and a desktop's width.
 */

const WAGE = "/araclar/net-brut-ucret";
const RESULT = `${WAGE}?yil=2026&brut=100000&indirim=2`;

/** The text of a cell of the month table: the row of `month`, the column titled `column`. */
async function cell(page: Page, table: string, month: string, column: string): Promise<string> {
  const region = page.getByRole("region", { name: table });
  const headers = await region.locator("thead th").allInnerTexts();
  const index = headers.findIndex((header) => header.replace(/\s+/g, " ").startsWith(column));
  expect(index, column).toBeGreaterThan(0);
  const row = region.locator("tbody tr, tfoot tr").filter({ has: page.getByRole("rowheader", { name: month, exact: true }) });
  return ((await row.locator("th, td").nth(index).textContent()) ?? "").trim();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("brütten nete: typed and sent with Enter, the acceptance nets appear in the month table", async ({ page }) => {
    await page.goto(WAGE);
    // The newest year with figures is preselected.
    await expect(page.getByLabel("Yıl", { exact: true })).toHaveValue("2026");
    const gross = page.getByLabel("Aylık brüt ücret (TL)");
    await typeInto(gross, "100.000");
    await gross.press("Enter");
    await expect(page).toHaveURL(/\/araclar\/net-brut-ucret\?yil=2026&brut=100\.000&net=&ay1=.*&indirim=yok#sonuc$/);
    const table = "2026 yılı aylık ücret hesabı (TL)";
    await expect(page.getByRole("region", { name: table })).toBeVisible();
    expect(await cell(page, table, "Ocak", "Net ücret")).toBe("75.953,03");
    expect(await cell(page, table, "Temmuz", "Net ücret")).toBe("66.079,45");
    expect(await cell(page, table, "Aralık", "Net ücret")).toBe("67.156,80");
    expect(await cell(page, table, "Yıl toplamı", "Net ücret")).toBe("833.881,63");
    expect(await cell(page, table, "Mart", "Not")).toBe("Vergi dilimi değişti (%15 → %20)");
    await expect(page.getByLabel("Aylık brüt ücret (TL)")).toHaveValue("100.000");
  });

  test("netten brüte by keyboard, with a month of its own behind the details", async ({ page }) => {
    await page.goto(WAGE);
    await typeInto(page.getByLabel("İstenen aylık net ücret (TL)"), "75.953,03");
    await page.keyboard.press("Tab");
    // The details' summary is next: Enter opens it, Tab reaches the month fields.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Ocak", { exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Mart", { exact: true })).toBeFocused();
    await page.keyboard.type("80.000");
    await page.keyboard.press("Enter");
    const table = "2026 yılı aylık ücret hesabı (TL)";
    await expect(page.getByRole("region", { name: table })).toBeVisible();
    expect(await cell(page, table, "Ocak", "Brüt ücret")).toBe("100.000,00");
    expect(await cell(page, table, "Mart", "Net ücret")).toBe("80.000,00");
    await expect(page.getByLabel("Mart", { exact: true })).toHaveValue("80.000");
  });

  test("a refusal keeps the inputs and marks the field", async ({ page }) => {
    await page.goto(`${WAGE}?yil=2026&brut=-100`);
    await expect(page.getByRole("alert")).toContainText("negatif olamaz");
    await expect(page.getByLabel("Aylık brüt ücret (TL)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Aylık brüt ücret (TL)")).toHaveValue("-100");
  });

  test("on a phone the page never scrolls sideways; the table scrolls inside its region, by keyboard too", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(RESULT);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    const region = page.getByRole("region", { name: "2026 yılı aylık ücret hesabı (TL)" });
    await expect(page.getByText("Tablo geniştir: içinde yana kaydırabilirsiniz").first()).toBeVisible();
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    // Reached with Tab, scrolled with the arrow keys.
    await page.getByLabel("İmalat sektörü", { exact: false }).focus();
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press("Tab");
      if (await region.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});

test.describe("accessibility", () => {
  for (const [name, path] of [
    ["the empty form", WAGE],
    ["a result with the indirim and the desteği", RESULT],
    ["a result below the minimum wage, with months of its own", `${WAGE}?yil=2026&brut=20000&ay1=0&ay6=150000&onceki=10000`],
    ["a refusal", `${WAGE}?yil=2024&brut=100000`],
  ]) {
    test(`${name} has no axe violations at 360 and 1280 px`, async ({ page }) => {
      await gotoReady(page, path as string);
      await expectNoAxeViolations(page);
    });
  }
});

test("the form's button sends by keyboard with JavaScript on too", async ({ page }) => {
  await gotoReady(page, WAGE);
  await typeInto(page.getByLabel("Aylık brüt ücret (TL)"), "33.030");
  await activate(page.getByRole("button", { name: "Hesapla" }));
  const table = "2026 yılı işverene maliyet (TL)";
  await expect(page.getByRole("region", { name: table })).toBeVisible();
  expect(await cell(page, table, "Ocak", "İşverene toplam maliyet")).toBe("40.874,63");
});
