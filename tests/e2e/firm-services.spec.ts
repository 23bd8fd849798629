import { expect, type Page, test } from "@playwright/test";
import { activate, expectNoAxeViolations, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const menu = (page: Page) => page.getByRole("navigation", { name: "Yönetim bölümleri" });

test("adds a ninth service, hides it, adds and deletes a redirect and deletes the service, by keyboard, axe-clean", async ({ page }) => {
  // A long walk with five axe-core runs at two widths, on a machine that may be busy.
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const suffix = Date.now().toString(36);
  const title = `Şirket Birleşmeleri Danışmanlığı ${suffix}`;
  const slug = `sirket-birlesmeleri-danismanligi-${suffix}`;

  await signInByKeyboard(page);
  // Genel bakış tells a fresh install what still shows the sample firm.
  await expect(page.getByRole("heading", { level: 2, name: /^Kurulum: \d+ adım kaldı$/ })).toBeVisible();

  await activate(menu(page).getByRole("link", { name: "Hizmetler", exact: true }));
  await expect(page.getByRole("heading", { level: 1, name: "Hizmetler" })).toBeVisible();
  const rows = page.locator("table.service-table tbody tr");
  await expect(rows).toHaveCount(8);
  await expectNoAxeViolations(page);

  // A ninth service: its address follows the title as it is typed.
  await activate(page.getByRole("link", { name: "Yeni hizmet" }));
  await expect(page.getByRole("heading", { level: 1, name: "Yeni hizmet" })).toBeVisible();
  await typeInto(page.getByLabel("Hizmetin tam adı"), title);
  await expect(page.getByLabel("Adres")).toHaveValue(slug);
  await typeInto(page.getByLabel("Kart açıklaması"), "Birleşme ve devir işlemlerinde vergi mevzuatı açısından tespit ve raporlama.");
  await typeInto(page.getByLabel("Meta açıklaması"), "Birleşme ve devir işlemlerinde vergisel tespit ve raporlama hizmeti.");
  await typeInto(page.getByLabel("Sayfa metni", { exact: true }), "Birleşme ve devir işlemlerinin vergi mevzuatına uygunluğu incelenir.");
  await expectNoAxeViolations(page);
  await activate(page.getByRole("button", { name: "Kaydet" }));
  await expect(status(page, "Hizmet eklendi.")).toBeVisible();
  await expect(rows).toHaveCount(9);
  const row = rows.filter({ hasText: title });
  await expect(row).toContainText(`/hizmetler/${slug}`);
  await expect(row).toContainText("Görünür");

  // Hide it: it stays on the list as hidden, and its address leads to the default service.
  await activate(page.getByRole("button", { name: `Gizle: ${title}`, exact: true }));
  await expect(status(page, "Hizmet gizlendi")).toBeVisible();
  await expect(row).toContainText("Gizli");
  await expect(page.getByRole("button", { name: `Göster: ${title}`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Yönlendirmeler lists the automatic redirect; add one by hand.
  await activate(menu(page).getByRole("link", { name: "Yönlendirmeler", exact: true }));
  await expect(page.getByRole("heading", { level: 1, name: "Yönlendirmeler" })).toBeVisible();
  const redirects = page.locator("table.redirect-table tbody tr");
  await expect(redirects.filter({ hasText: `/hizmetler/${slug}` })).toContainText("Otomatik");
  const old = `/eski-site-${suffix}/hakkimizda.html`;
  await typeInto(page.getByLabel("Eski adres"), `https://eski-site.example${old}`);
  await typeInto(page.getByLabel("Yeni adres"), "/misyonumuz");
  await activate(page.getByRole("button", { name: "Ekle", exact: true }));
  await expect(status(page, "Yönlendirme eklendi.")).toBeVisible();
  await expect(redirects.filter({ hasText: old })).toContainText("Elle");
  // A live page's address is refused, with the message at its field.
  await typeInto(page.getByLabel("Eski adres"), "/iletisim");
  await typeInto(page.getByLabel("Yeni adres"), "/sss");
  await activate(page.getByRole("button", { name: "Ekle", exact: true }));
  // The screen's own help says the same words, so look for them in the field's error only.
  await expect(page.locator("#yonlendirme-eski-hata")).toContainText("yayındaki bir sayfanın adresi yönlendirilemez");
  await expect(page.getByLabel("Eski adres")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  // Delete the hand-made redirect after its confirmation.
  await activate(page.getByRole("link", { name: `Sil: ${old}`, exact: true }));
  await expect(page.getByRole("heading", { level: 2, name: "Yönlendirme silinsin mi?" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Evet, sil" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(status(page, "Yönlendirme silindi.")).toBeVisible();
  await expect(redirects.filter({ hasText: old })).toHaveCount(0);

  // Back to Hizmetler: delete the ninth service (its history keeps it).
  await activate(menu(page).getByRole("link", { name: "Hizmetler", exact: true }));
  await activate(page.getByRole("link", { name: `Sil: ${title}`, exact: true }));
  await expect(page.getByRole("heading", { level: 2, name: `“${title}” silinsin mi?` })).toBeFocused();
  await activate(page.getByRole("button", { name: "Evet, sil" }));
  await expect(status(page, "Hizmet silindi")).toBeVisible();
  await expect(rows).toHaveCount(8);

  // Kurulum: the checklist with a link to each step.
  await activate(menu(page).getByRole("link", { name: "Kurulum", exact: true }));
  await expect(page.getByRole("heading", { level: 1, name: "Kurulum" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Firma bilgilerini girin" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
