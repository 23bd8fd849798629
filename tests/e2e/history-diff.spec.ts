import { expect, type Page, test } from "@playwright/test";
import { activate, expectNoAxeViolations, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("compares two versions of an announcement from its history by keyboard: marked words, side by side on a desktop, stacked on a phone", async ({
  page,
}) => {
  // Two saves, a comparison and four axe-core runs, on a machine that may be busy.
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const title = `E2E karşılaştırma ${Date.now().toString(36)}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByKeyboard(page);
  await activate(page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "Duyurular", exact: true }));
  await activate(page.getByRole("link", { name: "Yeni Ekle" }));
  await typeInto(page.getByLabel("Başlık", { exact: true }), title);
  await typeInto(page.getByLabel("İçerik", { exact: true }), "Beyanname 26 Mart günü verilir.");
  await activate(page.getByRole("button", { name: "Kaydet" }));
  await expect(status(page, "Kayıt eklendi.")).toBeVisible();

  await activate(page.getByRole("link", { name: `Düzenle: ${title}`, exact: true }));
  await typeInto(page.getByLabel("İçerik", { exact: true }), "Beyanname 31 Mart günü verilir.");
  await activate(page.getByRole("button", { name: "Kaydet" }));
  await expect(status(page, "Değişiklikler kaydedildi.")).toBeVisible();

  // The history offers the newest version against the one before it.
  await activate(page.getByRole("link", { name: `Geçmiş: ${title}`, exact: true }));
  const form = page.getByRole("form", { name: "Sürümleri karşılaştır" });
  await expect(form.getByLabel("Eski sürüm")).toHaveValue("1");
  await expect(form.getByLabel("Yeni sürüm")).toHaveValue("2");
  await form.getByLabel("Yeni sürüm").focus();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Karşılaştır" })).toBeFocused();
  await page.keyboard.press("Enter");

  // The focus lands on the comparison; the words are marked for sight and for screen readers.
  const heading = page.getByRole("heading", { level: 2, name: "Sürüm 1 ile sürüm 2 karşılaştırması" });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\?eski=1&yeni=2$/);
  const comparison = page.locator(".version-diff");
  await expect(comparison.locator("del")).toHaveText(["silindi: 26"]);
  await expect(comparison.locator("ins")).toHaveText(["eklendi: 31"]);
  await expect(comparison.locator("del")).toHaveCSS("text-decoration-line", "line-through");
  await expect(comparison.locator("ins")).toHaveCSS("text-decoration-line", "underline");

  // Side by side on a desktop, one above the other on a phone.
  const changed = comparison.locator(".version-diff-row").filter({ hasText: "Paragraf (değişti)" });
  const sides = changed.locator(".version-diff-side");
  const [older, newer] = [await sides.nth(0).boundingBox(), await sides.nth(1).boundingBox()];
  expect(newer!.x).toBeGreaterThan(older!.x + older!.width - 1);
  expect(newer!.y).toBe(older!.y);
  await expectNoAxeViolations(page);
  // expectNoAxeViolations left the page at 1280 px after 360 px: look at the phone's layout again.
  await page.setViewportSize({ width: 360, height: 800 });
  const [olderNarrow, newerNarrow] = [await sides.nth(0).boundingBox(), await sides.nth(1).boundingBox()];
  expect(newerNarrow!.y).toBeGreaterThanOrEqual(olderNarrow!.y + olderNarrow!.height);
  await expect(changed.getByText("Sürüm 1:", { exact: true })).toBeVisible();

  // The same comparison from version 2's panel, by keyboard.
  await page.setViewportSize({ width: 1280, height: 900 });
  await activate(page.getByRole("link", { name: "Görüntüle: sürüm 2" }));
  await expect(page.getByRole("heading", { level: 2, name: "Sürüm 2: Güncellendi" })).toBeFocused();
  await activate(page.getByRole("link", { name: "Öncekiyle karşılaştır" }));
  await expect(heading).toBeFocused();
  await expect(comparison.locator("ins")).toHaveText(["eklendi: 31"]);
  expect(errors).toEqual([]);
});
