import { expect, type Page, test } from "@playwright/test";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
/** A form's disclosure (<summary>), opened with Enter. */
const disclosure = (page: Page, text: string | RegExp) => page.locator("summary").filter({ hasText: text });

// The e2e server is shared by every spec: this one changes nothing another may read. The gecikme
// rate it sends is refused (a day that has a rate), and the holidays go into a year of their own.
test("Vergi verileri by keyboard: a refused gecikme rate explained beside its field, a holiday year and a holiday added and deleted", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/vergi-verileri");
  await expect(page.getByRole("heading", { level: 1, name: "Vergi verileri" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Veri setleri" })).toContainText("Gecikme zammı ve gecikme faizi oranları");
  await expectNoAxeViolations(page);

  // Gecikme zammı: open the form, type a day that already has a rate, send it with Enter.
  await activate(page.getByRole("navigation", { name: "Vergi verileri bölümleri" }).getByRole("link", { name: "Gecikme zammı" }));
  await expect(page.getByRole("heading", { level: 2, name: "Gecikme zammı" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Gecikme zammı oranları (6183 s.K. md. 51)" })).toContainText("13.11.2025");
  await activate(disclosure(page, "Yeni gecikme zammı oranı ekle"));
  // A date field's segments follow the browser's own locale (day or month first), so its value is set
  // directly; everything else is typed and sent from the keyboard.
  const day = page.getByLabel("Başlangıç tarihi");
  await day.fill("2025-11-13");
  await typeInto(page.getByLabel("Aylık oran (%)"), "3,7");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Cumhurbaşkanı Kararı")).toBeFocused();
  await page.keyboard.type("Deneme kararı");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("Kaydedilmedi, hiçbir şey değişmedi");
  await expect(day).toHaveAttribute("aria-invalid", "true");
  await expect(day).toHaveAccessibleDescription(/13\.11\.2025 tarihli bir oran zaten var; aynı günden iki oran olamaz\./);
  await expect(page.getByLabel("Aylık oran (%)")).toHaveValue("3,7");
  await expect(page.getByRole("table", { name: "Gecikme zammı oranları (6183 s.K. md. 51)" }).getByRole("row")).toHaveCount(9);
  await expectNoAxeViolations(page);

  // Resmî tatiller: a year's list first (with its source), then a holiday in it.
  await activate(page.getByRole("navigation", { name: "Vergi verileri bölümleri" }).getByRole("link", { name: "Resmî tatiller" }));
  await activate(disclosure(page, "Yeni tatil yılı ekle"));
  await typeInto(page.getByLabel("Yıl", { exact: true }), "2091");
  await typeInto(page.getByLabel("Kaynak", { exact: true }), "2429 sayılı Kanun (deneme)");
  await page.keyboard.press("Enter");
  await expect(status(page, "Tatil yılı eklendi")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Resmî tatiller 2091" })).toBeVisible();

  await activate(disclosure(page, /^Tatil ekle$/));
  await page.getByLabel("Tarih", { exact: true }).fill("2091-01-01");
  await typeInto(page.getByLabel("Tatilin adı", { exact: true }), "Yılbaşı (deneme)");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(/^Yarım gün/)).toBeFocused();
  await page.keyboard.press("Space");
  await activate(page.getByRole("button", { name: "Tatili ekle" }));
  await expect(status(page, "Tatil eklendi.")).toBeVisible();
  await expect(status(page, "Tatil eklendi.").getByRole("link", { name: "Vergi takvimini görün" })).toHaveAttribute(
    "href",
    "/adminpanel/vergi-takvimi",
  );
  const row = page.getByRole("table", { name: "2091 yılının resmî tatilleri" }).getByRole("row").filter({ hasText: "Yılbaşı (deneme)" });
  await expect(row).toContainText("01.01.2091");
  await expect(row).toContainText("Pazartesi");
  await expect(row).toContainText("Yarım gün");
  await expectNoAxeViolations(page);

  // Delete it: the confirmation takes the focus; Tab reaches its button.
  await activate(page.getByRole("link", { name: "Sil: 01.01.2091 Yılbaşı (deneme)" }));
  await expect(page.getByRole("heading", { level: 2, name: "Tatil silinsin mi?" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Evet, sil" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(status(page, "Tatil silindi.")).toBeVisible();
  await expect(page.getByRole("table", { name: "2091 yılının resmî tatilleri" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("every section of Vergi verileri, its forms open, is axe clean at a phone's and a desktop's width", async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page);
  for (const section of ["gelir-vergisi", "kdv", "fatura-siniri", "mtv"]) {
    await gotoReady(page, `/adminpanel/vergi-verileri?bolum=${section}`);
    // The sections' own forms: the admin menu is a <details> too, a sidebar at this width.
    const closed = page.locator("main details:not([open]) > summary");
    while ((await closed.count()) > 0) await closed.first().click();
    await expectNoAxeViolations(page);
  }
});
