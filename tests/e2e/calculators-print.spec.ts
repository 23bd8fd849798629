import { expect, type Page, test } from "@playwright/test";

/**
 * A printed calculator result (issue 27): the firm's name, the inputs, the
 * result's tables whole (nothing cut at the page's edge), the sources; no menu,
 * form or footer. The twelve-month wage tables print on landscape pages, a
 * kıdem result on portrait ones.
 */

const WAGE = "/araclar/net-brut-ucret?yil=2026&brut=100000&indirim=2";
const SEVERANCE = "/araclar/kidem-ihbar?giris=2016-01-15&cikis=2026-01-15&brut=65000&ihbar=1";

/** The firm's name as the page's header shows it (from the database, so whatever the sample firm is called). */
async function firmName(page: Page): Promise<string> {
  return ((await page.locator(".calc-print-firm").textContent()) ?? "").trim();
}

/** The first page's size in points from the PDF Chromium prints, with the page's own @page size. */
async function pdfPageSize(page: Page): Promise<{ width: number; height: number }> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
  expect(box, "a MediaBox in the PDF").not.toBeNull();
  return { width: Number(box?.[1]), height: Number(box?.[2]) };
}

async function expectPrintedResult(page: Page, inputs: string[], source: RegExp) {
  await page.emulateMedia({ media: "print" });
  const firm = await firmName(page);
  expect(firm.length).toBeGreaterThan(3);
  await expect(page.locator(".calc-print-firm")).toBeVisible();
  await expect(page.locator(".site-header, header").getByText(firm).first()).toBeHidden();
  const printedInputs = page.locator(".calc-inputs");
  await expect(printedInputs).toBeVisible();
  for (const input of inputs) await expect(printedInputs).toContainText(input);
  await expect(page.locator(".calc-basis")).toBeVisible();
  await expect(page.locator(".calc-basis")).toContainText(source);
  for (const hidden of [".calc-form", ".site-nav", ".site-footer"]) await expect(page.locator(hidden).first()).toBeHidden();
}

test("a printed wage result has the firm, the inputs, both tables whole and the sources, on landscape pages", async ({ page }) => {
  await page.goto(WAGE);
  await expectPrintedResult(page, ["2026", "100.000,00"], /5510 sayılı Kanun/);
  const tables = page.locator(".calc-table-scroll");
  expect(await tables.count()).toBeGreaterThanOrEqual(2);
  for (const table of await tables.all()) {
    await expect(table).toBeVisible();
    // Whole: no column scrolled out of sight on paper.
    const cut = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(cut).toBeLessThanOrEqual(1);
    await expect(table.locator("tbody tr")).toHaveCount(12);
  }
  const size = await pdfPageSize(page);
  expect(size.width).toBeGreaterThan(size.height);
});

test("a printed kıdem ve ihbar result has the firm, the inputs, the steps and the sources, on portrait pages", async ({ page }) => {
  await page.goto(SEVERANCE);
  await expectPrintedResult(page, ["15.01.2016", "15.01.2026", "65.000,00"], /1475 sayılı İş Kanunu md\. 14/);
  await expect(page.locator(".calc-result")).toContainText("644.558,09");
  const size = await pdfPageSize(page);
  expect(size.width).toBeLessThan(size.height);
});
