/**
 * Genel bakış and the grouped side menu, by keyboard, at a desktop's and a
 * phone's width, with axe; the phone's "Menü" without JavaScript too
 * (issue 21, item 8).
 */
import { expect, type Page, test } from "@playwright/test";
import { activate, axeOn, E2E_ADMIN, expectNoAxeViolations, signInByKeyboard } from "#tests/e2e/helpers.ts";

const menu = (page: Page) => page.getByRole("navigation", { name: "Yönetim bölümleri" });
const menuButton = (page: Page) => page.locator("summary.admin-menu-button");
/** A group of the menu: the list under its heading. */
const group = (page: Page, heading: string) =>
  menu(page)
    .locator(".admin-nav-group")
    .filter({ has: page.locator(".admin-nav-heading", { hasText: heading }) })
    .getByRole("list");

// axe runs at two widths on a machine that may be busy.
test.describe.configure({ timeout: 120_000 });

test.describe("Genel bakış and the side menu", () => {
  test("at 1280 px: opens on Genel bakış, the grouped menu always shown, each screen reached by keyboard and marked current", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByKeyboard(page);
    await expect(page).toHaveURL(/\/adminpanel$/);
    for (const heading of ["Mesajlar", "Taslaklar ve zamanlananlar", "Giden e-postalar", "Aboneler", "Yaklaşan vergi son günleri"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    // No button to open the menu: it stands beside the main column.
    await expect(menuButton(page)).toBeHidden();
    await expect(menu(page).getByRole("link", { name: "Genel bakış" })).toHaveAttribute("aria-current", "page");
    for (const name of ["İçerik", "İletişim ve e-bülten", "Vergi", "Site", "Yönetim", "Hesabım"]) {
      await expect(group(page, name)).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [name, link] of [
      ["Vergi", "Vergi takvimi"],
      ["İletişim ve e-bülten", "Giden e-postalar"],
      ["İçerik", "Haberler"],
    ] as const) {
      await activate(group(page, name).getByRole("link", { name: link, exact: true }));
      // Client navigation on a machine that may be busy (Vergi takvimi is a long screen).
      await expect(page.getByRole("heading", { level: 1, name: link })).toBeVisible({ timeout: 15_000 });
      await expect(menu(page).getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
    // A figure of Genel bakış leads to its screen: the next deadline to its entry on the vergi takvimi.
    await activate(menu(page).getByRole("link", { name: "Genel bakış" }));
    const deadline = page.locator(".overview-deadlines a").first();
    const href = (await deadline.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/vergi-takvimi\?ay=\d{4}-\d{2}#/);
    await activate(deadline);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
  });

  test("at 360 px: the Menü button opens the menu by keyboard, Escape closes it, choosing a screen closes it", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInByKeyboard(page);
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveText("Menü");
    await expect(menu(page).getByRole("link", { name: "Haberler" })).toBeHidden();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });

    // Enter opens it; the state is the <details>' own, which the browser reports as expanded.
    await activate(menuButton(page));
    await expect(page.locator("details.admin-menu")).toHaveAttribute("open", "");
    await expect(menu(page).getByRole("link", { name: "Haberler" })).toBeVisible();
    await expect(group(page, "Hesabım")).toBeVisible();
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // Escape from inside the menu closes it and gives the focus back to the button.
    await menu(page).getByRole("link", { name: "Genel bakış" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("details.admin-menu")).not.toHaveAttribute("open", "");
    await expect(menuButton(page)).toBeFocused();
    await expect(menu(page).getByRole("link", { name: "Haberler" })).toBeHidden();

    // Space opens it again; choosing a screen goes there and closes the menu.
    await page.keyboard.press("Space");
    await expect(menu(page).getByRole("link", { name: "Aboneler" })).toBeVisible();
    await activate(menu(page).getByRole("link", { name: "Aboneler" }));
    await expect(page.getByRole("heading", { level: 1, name: "Aboneler" })).toBeVisible();
    await expect(page.locator("details.admin-menu")).not.toHaveAttribute("open", "");
    await expect(menu(page).getByRole("link", { name: "Aboneler" })).toBeHidden();
    // The page fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

    test("the Menü button still opens the menu on a phone", async ({ page }) => {
      await page.goto("/adminpanel/giris");
      await page.getByLabel("E-posta").fill(E2E_ADMIN.email);
      await page.getByLabel("Şifre").fill(E2E_ADMIN.password);
      await page.getByRole("button", { name: "Giriş Yap" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Genel bakış" })).toBeVisible();
      await expect(menu(page).getByRole("link", { name: "Vergi verileri" })).toBeHidden();
      await menuButton(page).click();
      await menu(page).getByRole("link", { name: "Vergi verileri" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Vergi verileri" })).toBeVisible();
    });
  });
});
