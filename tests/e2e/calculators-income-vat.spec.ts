import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, gotoReady, typeInto } from "#tests/e2e/helpers.ts";

/** Picks an option of a closed select by typing its first characters, as a keyboard user does. */
async function typeToSelect(select: Locator, text: string, value: string): Promise<void> {
  await select.focus();
  await select.page().keyboard.type(text);
  await expect(select).toHaveValue(value);
}

/** Checks a radio button with the space bar. */
async function pressRadio(radio: Locator): Promise<void> {
  await radio.focus();
  await radio.press("Space");
  await expect(radio).toBeChecked();
}

/** Presses Enter in a text field (the form's implicit submission) and returns the status of the page it loads. */
async function submitFrom(field: Locator): Promise<number | undefined> {
  const [response] = await Promise.all([field.page().waitForNavigation(), field.press("Enter")]);
  return response?.status();
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
}

const INCOME_RESULT = "/araclar/gelir-vergisi?yil=2026&gelir=ucret&matrah=1.200.000";
const VAT_RESULT = "/araclar/kdv-tevkifati?tarih=2026-03-01&kod=612&tutar=20000&kdv=20&alici=mukellef";

// axe-core runs in the page, so these pages are checked with JavaScript on (the markup is the same).
test.describe("axe-core at 360 and 1280 px", () => {
  for (const [name, paths] of [
    ["gelir vergisi", ["/araclar/gelir-vergisi", INCOME_RESULT, "/araclar/gelir-vergisi?yil=2024&gelir=ucret&matrah=-5"]],
    ["KDV tevkifatı", ["/araclar/kdv-tevkifati", VAT_RESULT, `${VAT_RESULT.replace("kod=612", "kod=601")}`]],
  ] as const) {
    test(`the ${name} calculator's empty form, a result and a refusal`, async ({ page }) => {
      // Six axe-core runs, on a machine that may be busy.
      test.setTimeout(90_000);
      for (const path of paths) {
        await gotoReady(page, path);
        await expectNoAxeViolations(page);
      }
      await expect(page.getByRole("alert")).toBeVisible();
    });
  }
});

test.describe("gelir vergisi calculator without JavaScript", () => {
  // The calculators are plain GET forms: they must work with JavaScript off.
  test.use({ javaScriptEnabled: false });

  test("computes a worked example from the keyboard, without JavaScript", async ({ page }) => {
    await page.goto("/araclar/gelir-vergisi");
    await expect(page.getByRole("heading", { level: 1, name: "Gelir vergisi hesaplama" })).toBeVisible();

    await typeToSelect(page.getByLabel("Vergi yılı"), "2026", "2026");
    await pressRadio(page.getByRole("radio", { name: "Ücret gelirleri" }));
    const matrah = page.getByLabel("Yıllık vergi matrahı (TL)");
    await typeInto(matrah, "1.200.000");
    expect(await submitFrom(matrah)).toBe(200);

    await expect(page).toHaveURL(/\/araclar\/gelir-vergisi\?yil=2026&gelir=ucret&matrah=1\.200\.000#sonuc$/);
    await expect(page.locator(".calc-total-amount")).toHaveText("286.500,00 TL");
    await expect(page.getByRole("heading", { name: "Hesaplama adımları" })).toBeVisible();
    await expect(page.getByLabel("Yıllık vergi matrahı (TL)")).toHaveValue("1.200.000");
    await screenshots(page, "gelir-vergisi-sonuc");
  });

  test("refuses a negative amount with a 400, the reason next to the field and the input kept", async ({ page }) => {
    await page.goto("/araclar/gelir-vergisi?yil=2026&gelir=ucret-disi&matrah=");
    const matrah = page.getByLabel("Yıllık vergi matrahı (TL)");
    await typeInto(matrah, "-5");
    expect(await submitFrom(matrah)).toBe(400);
    await expect(page.getByRole("alert")).toContainText("“-5” bir tutar olarak okunamadı");
    await expect(matrah).toHaveValue("-5");
    await expect(matrah).toHaveAttribute("aria-invalid", "true");
    await expect(matrah).toHaveAccessibleDescription(/bir tutar olarak okunamadı/);
  });
});

test.describe("KDV tevkifatı calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("computes the cleaning example of the reference from the keyboard, without JavaScript", async ({ page }) => {
    await page.goto("/araclar/kdv-tevkifati");
    await expect(page.getByRole("heading", { level: 1, name: "KDV tevkifatı hesaplama" })).toBeVisible();

    await page.getByLabel("Fatura tarihi").fill("2026-03-01");
    await typeToSelect(page.getByLabel("Tevkifat kodu"), "612", "612");
    await typeInto(page.getByLabel("KDV hariç bedel (TL)"), "20.000");
    await typeToSelect(page.getByLabel("KDV oranı"), "%20", "20");
    await pressRadio(page.getByRole("radio", { name: "KDV mükellefi (belirlenmiş alıcı değil)" }));
    expect(await submitFrom(page.getByLabel("KDV hariç bedel (TL)"))).toBe(200);

    await expect(page.locator(".calc-total-amount")).toHaveText("3.600,00 TL");
    const lines = page.locator(".calc-lines");
    await expect(lines).toContainText("Satıcının tahsil edeceği tutar20.400,00 TL");
    await expect(lines).toContainText("Satıcının beyan edeceği KDV (1 No.lu beyanname)400,00 TL");
    await screenshots(page, "kdv-tevkifati-sonuc");
  });

  test("says why nothing is withheld under the limit, and asks 601's question with a 400", async ({ page }) => {
    await page.goto("/araclar/kdv-tevkifati?tarih=2026-03-01&kod=612&tutar=9000&kdv=20&alici=mukellef");
    await expect(page.locator(".calc-total-amount")).toHaveText("0,00 TL");
    await expect(page.locator(".calc-explanation")).toContainText("12.000 TL");
    await screenshots(page, "kdv-tevkifati-yok");

    await typeToSelect(page.getByLabel("Tevkifat kodu"), "601", "601");
    const amount = page.getByLabel("KDV hariç bedel (TL)");
    await typeInto(amount, "20000");
    expect(await submitFrom(amount)).toBe(400);
    await expect(page.getByRole("alert")).toContainText("5 milyon TL veya üzerinde mi?");
    const question = page.getByRole("group", { name: "KDV dahil iş bedeli 5 milyon TL veya üzerinde mi?" });
    await expect(question).toHaveAccessibleDescription(/601 kodunda KDV mükellefi alıcı/);
    await expect(amount).toHaveValue("20000");
    await screenshots(page, "kdv-tevkifati-ret");

    await pressRadio(question.getByRole("radio", { name: "Evet" }));
    expect(await submitFrom(amount)).toBe(200);
    await expect(page.locator(".calc-total-amount")).toHaveText("1.600,00 TL");
  });
});
