import { expect, type Page, test } from "@playwright/test";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

/** A form's disclosure (<summary>), opened with Enter. */
const disclosure = (page: Page, text: string) => page.locator("summary").filter({ hasText: text });

// The e2e server is shared by every spec: this one only sends a form that is refused, so nothing changes.
test("Vergi verileri → Ücret ve tazminat by keyboard: the periods listed, a refused SGK limit explained beside its field, axe clean", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/vergi-verileri");
  await expect(page.getByRole("table", { name: "Veri setleri" })).toContainText("Kıdem tazminatı tavanı 01.07.2026–31.12.2026");
  await activate(page.getByRole("navigation", { name: "Vergi verileri bölümleri" }).getByRole("link", { name: "Ücret ve tazminat" }));
  await expect(page.getByRole("heading", { level: 2, name: "Ücret ve tazminat" })).toBeVisible();
  const minimumWage = page.getByRole("article", { name: "Asgari ücret 2026" });
  await expect(minimumWage).toContainText("33.030,00 TL");
  await expect(minimumWage).toContainText("01.01.2026 – 31.12.2026");
  await expect(page.getByRole("article", { name: "İşveren prim oranları 2026" })).toContainText("%21,75");
  const pending = page.getByRole("article", { name: "Kıdem tazminatı tavanı 01.07.2026–31.12.2026" });
  await expect(pending).toContainText("Teyit bekliyor");
  await expect(pending).toContainText("Araştırma notu (yalnızca yönetimde görünür)");
  await expect(pending.getByRole("link", { name: "Kontrol ettim: Kıdem tazminatı tavanı 01.07.2026–31.12.2026" })).toBeVisible();

  // SGK limits: a tavan equal to the taban, sent from the keyboard.
  await activate(disclosure(page, "SGK prime esas kazanç sınırları: dönem ekle ya da değiştir"));
  const form = page.locator("#ucret-formu-sgk-sinir");
  const ceiling = form.getByLabel("Üst sınır — tavan (aylık TL)");
  await typeInto(form.getByLabel("Alt sınır — taban (aylık TL)"), "37.500,00");
  await page.keyboard.press("Tab");
  await expect(ceiling).toBeFocused();
  await page.keyboard.type("37.500");
  await typeInto(form.getByLabel("Kaynak", { exact: true }), "SGK Genelgesi (deneme)");
  await page.keyboard.press("Enter");
  await expect(form.getByRole("alert")).toContainText("Kaydedilmedi, hiçbir şey değişmedi");
  await expect(ceiling).toHaveAttribute("aria-invalid", "true");
  await expect(ceiling).toHaveAccessibleDescription(/Üst sınır \(37\.500,00 TL\) alt sınırdan \(37\.500,00 TL\) büyük olmalı\./);
  await expect(ceiling).toHaveValue("37.500");
  await expect(form.getByLabel("Kaynak", { exact: true })).toHaveValue("SGK Genelgesi (deneme)");
  await expect(page.getByRole("article", { name: /^SGK prime esas kazanç/ })).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Every kind's form open: still axe clean at both widths.
  const closed = page.locator("main details:not([open]) > summary");
  while ((await closed.count()) > 0) await closed.first().click();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
