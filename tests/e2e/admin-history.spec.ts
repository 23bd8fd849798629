import { expect, type Page, test } from "@playwright/test";
import { activate, E2E_ADMIN, expectNoAxeViolations, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("edits an announcement twice, restores the first version from its history, deletes it and restores it from the bin, by keyboard", async ({
  page,
}) => {
  // A long walk with six axe-core runs, on a machine that may be busy.
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const first = `E2E geçmiş ${Date.now().toString(36)}`;
  const second = `${first} (ikinci)`;
  const third = `${first} (üçüncü)`;

  await signInByKeyboard(page);
  await activate(page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "Duyurular", exact: true }));
  await activate(page.getByRole("link", { name: "Yeni Ekle" }));
  await typeInto(page.getByLabel("Başlık", { exact: true }), first);
  await typeInto(page.getByLabel("İçerik", { exact: true }), "İlk metin.");
  await activate(page.getByRole("button", { name: "Kaydet" }));
  await expect(status(page, "Kayıt eklendi.")).toBeVisible();

  for (const title of [second, third]) {
    const current = title === second ? first : second;
    await activate(page.getByRole("link", { name: `Düzenle: ${current}`, exact: true }));
    await expect(page.getByLabel("Başlık", { exact: true })).toHaveValue(current);
    await typeInto(page.getByLabel("Başlık", { exact: true }), title);
    await activate(page.getByRole("button", { name: "Kaydet" }));
    await expect(status(page, "Değişiklikler kaydedildi.")).toBeVisible();
  }

  // The history: three versions, newest first.
  await activate(page.getByRole("link", { name: `Geçmiş: ${third}`, exact: true }));
  await expect(page.getByRole("heading", { level: 1, name: `Geçmiş: “${third}”` })).toBeVisible();
  const versions = page.getByRole("table").getByRole("row");
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(1)).toContainText("3 (şimdiki)Güncellendi");
  await expect(versions.nth(3)).toContainText("1Oluşturuldu");
  await expect(versions.nth(3)).toContainText(E2E_ADMIN.email);
  await expectNoAxeViolations(page);

  // Open version 1: the focus moves to it; the next key press reaches its restore link.
  await activate(page.getByRole("link", { name: "Görüntüle: sürüm 1" }));
  const heading = page.getByRole("heading", { level: 2, name: "Sürüm 1: Oluşturuldu" });
  await expect(heading).toBeFocused();
  await expect(page.locator(".admin-version")).toContainText(first);
  await expect(page.locator(".admin-version")).toContainText("İlk metin.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Bu sürümü geri yükle" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Sürüm 1 geri yüklensin mi?" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Evet, geri yükle" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(status(page, "Seçtiğiniz sürüm geri yüklendi")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Geçmiş: “${first}”` })).toBeVisible();
  await expect(versions.nth(1)).toContainText("4 (şimdiki)Geri yüklendi");

  // Delete it: it goes to the bin, which the message links to.
  await activate(page.locator(".admin-back a"));
  await activate(page.getByRole("link", { name: `Sil: ${first}`, exact: true }));
  await expect(page.locator(".admin-confirm")).toContainText("çöp kutusuna taşınacak");
  await activate(page.getByRole("button", { name: "Evet, sil" }));
  await expect(status(page, "Kayıt çöp kutusuna taşındı.")).toBeVisible();
  await expect(page.getByRole("cell", { name: first, exact: true })).toHaveCount(0);
  await activate(status(page, "Kayıt çöp kutusuna taşındı.").getByRole("link", { name: "Çöp kutusunu aç" }));
  await expect(page.getByRole("heading", { level: 1, name: "Çöp kutusu" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: first })).toContainText("Duyurular");
  await expectNoAxeViolations(page);

  // Restore it from the bin and open it again.
  await activate(page.getByRole("button", { name: `Geri yükle: ${first}`, exact: true }));
  await expect(status(page, "Kayıt geri yüklendi (Duyurular).")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: first })).toHaveCount(0);
  await activate(page.getByRole("link", { name: "Kaydı aç" }));
  await expect(page.getByLabel("Başlık", { exact: true })).toHaveValue(first);
  expect(errors).toEqual([]);
});
