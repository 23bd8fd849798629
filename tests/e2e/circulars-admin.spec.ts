/**
 * Sirküler in the admin by keyboard: a new one with its proposed number, a
 * category, an official reference and an attachment (linked through the
 * admin's address until published, ADR 033), saved and found in the list; the
 * form and the categories screen axe clean at 360 and 1280 px (issue 23).
 */
import { expect, test } from "@playwright/test";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";
import { makePdf } from "#tests/helpers/pdf.ts";

test.describe.configure({ timeout: 120_000 });

test("the office writes a sirküler by keyboard: number proposed, a category, a reference; the list shows it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/sirkuler?yeni");
  const number = page.getByLabel("Sirküler numarası");
  await expect(number).toHaveValue(/^\d{4}\/\d{2,}$/);
  const proposed = await number.inputValue();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  const title = `E2E sirküler ${Date.now().toString(36)}`;
  await typeInto(page.getByLabel("Başlık", { exact: true }), title);
  await typeInto(page.getByRole("textbox", { name: "İçerik", exact: true }), "KDV iadesinde yeni dönem başladı.");
  const kdv = page.getByRole("checkbox", { name: "KDV", exact: true });
  await kdv.focus();
  await kdv.press("Space");
  await expect(kdv).toBeChecked();
  const kind = page.getByLabel("Türü");
  await kind.focus();
  await page.keyboard.type("Kanun");
  await expect(kind).toHaveValue("kanun");
  await typeInto(page.getByLabel("Adı veya sayısı"), "7524");
  // A file is chosen in the system's dialog (outside the page); the upload, its listing and a refusal are the page's.
  const file = page.getByLabel("Dosya ekle");
  await file.setInputFiles({ name: "program.pdf", mimeType: "application/pdf", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00]) });
  await expect(page.getByRole("alert").filter({ hasText: "PDF değil" })).toBeVisible();
  await file.setInputFiles({ name: "Tebliğ özeti.pdf", mimeType: "application/pdf", buffer: Buffer.from(makePdf("Teblig ozeti")) });
  await expect(page.getByRole("button", { name: "Kaldır: Tebliğ özeti.pdf" })).toBeVisible();
  // Before it is published the file opens only through the admin's address (ADR 033); the quota line counts it.
  await expect(page.getByRole("link", { name: "Tebliğ özeti.pdf (yeni sekmede açılır)" })).toHaveAttribute(
    "href",
    /^\/adminpanel\/ekler\/[0-9a-f]{32}\.pdf$/,
  );
  await expect(file).toHaveAccessibleDescription(/Yüklediğiniz dosyalar: .+ \/ 500 MB kota \(ekler ve görseller\)\./);
  const published = page.getByRole("radio", { name: /^Yayında/ });
  await published.focus();
  await published.press("Space");
  await activate(page.getByRole("button", { name: "Kaydet", exact: true }));

  await expect(page.getByRole("status").filter({ hasText: "Kayıt eklendi." })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("cell").first()).toHaveText(proposed);
  await expect(row.getByRole("cell", { name: "KDV", exact: true })).toBeVisible();

  // Its public page links the file under its original name.
  await gotoReady(page, `/sirkuler/${proposed.replace("/", "-")}`);
  await expect(page.getByRole("link", { name: /Tebliğ özeti\.pdf/ })).toHaveAttribute("href", /^\/ekler\/[0-9a-f]{32}\.pdf$/);
  await page.goBack();

  // The categories screen, from the list's link.
  await activate(page.getByRole("link", { name: "Kategoriler", exact: true }));
  await expect(page.getByRole("heading", { level: 1, name: "Sirküler kategorileri" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the search preview names the sirküler's own address and title, following its number as it is typed", async ({ page }) => {
  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/sirkuler?yeni");
  const number = page.getByLabel("Sirküler numarası");
  const proposed = await number.inputValue();
  const preview = page.getByRole("region", { name: "Arama sonuçlarında görünümü" });
  const address = preview.locator(".search-result-url");
  await expect(address).toHaveText(new RegExp(`/sirkuler/${proposed.replace("/", "-")}$`));

  await typeInto(page.getByLabel("Başlık", { exact: true }), "KDV iadesinde yeni dönem");
  await typeInto(number, "2031/7");
  await expect(address).toHaveText(/\/sirkuler\/2031-07$/);
  await expect(preview.locator(".search-result-title")).toHaveText(/^Sirküler 2031\/07 — KDV iadesinde yeni dönem \| /);
  // Half-typed, the number has no address yet.
  await typeInto(number, "2031/");
  await expect(address).toHaveText(/\/sirkuler\/…$/);
});
