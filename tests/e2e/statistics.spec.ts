/**
 * İstatistikler (issue 26) by keyboard with axe: reached from the menu, the
 * range switched, the chart and its table of days there.
 */
import { expect, test } from "@playwright/test";
import { activate, expectNoAxeViolations, signInByKeyboard } from "#tests/e2e/helpers.ts";

test("reaches İstatistikler from the menu, switches to the last 7 days, opens the table of days, by keyboard; axe finds nothing", async ({
  page,
}) => {
  // Two axe runs (at two widths each) on a machine that may be busy.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByKeyboard(page);
  await activate(page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "İstatistikler" }));
  await expect(page.getByRole("heading", { level: 1, name: "İstatistikler" })).toBeVisible();
  const ranges = page.getByRole("navigation", { name: "Tarih aralığı" });
  await expect(ranges.getByRole("link", { name: "Son 30 gün" })).toHaveAttribute("aria-current", "page");

  await activate(ranges.getByRole("link", { name: "Son 7 gün" }));
  await expect(page).toHaveURL(/\/adminpanel\/istatistikler\?gun=7$/);
  await expect(ranges.getByRole("link", { name: "Son 7 gün" })).toHaveAttribute("aria-current", "page");
  await expect(ranges.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByRole("img", { name: /^Günlük ziyaretçi ve görüntülenme grafiği/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "CSV olarak indir" })).toHaveAttribute("href", "/adminpanel/istatistikler/csv?gun=7");

  // The chart's days as a table: behind its summary, opened by keyboard; a row per day and the header.
  const days = page.getByRole("table", { name: "Günlere göre görüntülenme ve ziyaretçi" });
  await expect(days).toBeHidden();
  await activate(page.getByText("Günlere göre tablo"));
  await expect(days).toBeVisible();
  await expect(days.getByRole("row")).toHaveCount(8);
  await expect(days.getByRole("rowheader")).toHaveCount(7);
  await expectNoAxeViolations(page);

  // A custom range from the date fields: one day.
  const today = await page.getByLabel("Bitiş").inputValue();
  await page.getByLabel("Başlangıç").fill(today);
  await activate(page.getByRole("button", { name: "Göster" }));
  await expect(page).toHaveURL(new RegExp(`baslangic=${today}&bitis=${today}$`));
  await expect(ranges.locator('[aria-current="page"]')).toHaveCount(0);
  // The table stays open across the change of range.
  await expect(days.getByRole("rowheader")).toHaveCount(1);
});
