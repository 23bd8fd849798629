import { expect, test } from "@playwright/test";
import { activate, axeOn, expectNoAxeViolations, gotoReady, signInByKeyboard } from "#tests/e2e/helpers.ts";

const pages = [
  "/",
  "/iletisim",
  "/duyurular/0",
  "/haberler",
  "/hizmetler",
  "/hizmetler/tam-tasdik",
  "/kerem-ozdemir",
  "/misyonumuz",
  "/vizyonumuz",
  "/sss",
  "/kvkk",
  "/araclar",
  "/bulten",
  "/olmayan-sayfa",
];

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of pages) {
      test(`${path} has no axe-core violations and no console errors`, async ({ page }) => {
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          // The not-found page's own 404 is expected; anything else (a hydration mismatch, a missing file) is not.
          const expected404 = path === "/olmayan-sayfa" && message.text().includes("404");
          if (message.type() === "error" && !expected404) errors.push(message.text());
        });
        await gotoReady(page, path);
        await page.waitForLoadState("networkidle");
        const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

test("open menus and a filled-in error state are accessible too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, "/");
  await page.locator("#menu-btn-araclar").click();
  let results = await axeOn(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  await gotoReady(page, "/iletisim");
  await page.getByRole("textbox", { name: "İsim (zorunlu)", exact: true }).fill("A");
  await page.getByRole("textbox", { name: "Telefon (zorunlu)", exact: true }).fill("yok");
  await page.getByRole("textbox", { name: "E-posta (zorunlu)", exact: true }).fill("a@b.co");
  await page.getByRole("textbox", { name: "Konu (zorunlu)", exact: true }).fill("K");
  await page.getByRole("textbox", { name: "Mesaj (zorunlu)", exact: true }).fill("M");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expect(page.locator("#iletisim-telefon-hata")).toBeVisible();
  results = await axeOn(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("Yardım, the office's guide, is accessible, and a screen's help link opens its section", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/aboneler");
  await activate(page.getByRole("link", { name: "Bu ekranın yardımı" }));
  await expect(page).toHaveURL(/\/adminpanel\/yardim#aboneler$/);
  await expect(page.getByRole("heading", { level: 1, name: "Yardım" })).toBeVisible();
  await expect(page.locator("#aboneler")).toBeInViewport();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
