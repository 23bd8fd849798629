import { expect, type Page, test } from "@playwright/test";
import { activate, E2E_ADMIN, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const menu = (page: Page) => page.getByRole("navigation", { name: "Yönetim bölümleri" });
const serviceRows = (page: Page) => page.locator("table.service-table tbody tr");

/** Opens a service row's "Diğer işlemler" menu by keyboard. */
async function openRowMenu(page: Page, title: string): Promise<void> {
  const row = serviceRows(page).filter({ hasText: title });
  await activate(row.locator("summary"));
  await expect(row.locator("details.row-menu")).toHaveAttribute("open", "");
}

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

  // Hide it (from the row's menu): it stays on the list as hidden, and its address leads to the default service.
  await openRowMenu(page, title);
  await activate(page.getByRole("button", { name: `Gizle: ${title}`, exact: true }));
  await expect(status(page, "Hizmet gizlendi")).toBeVisible();
  await expect(row).toContainText("Gizli");
  await openRowMenu(page, title);
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
  await openRowMenu(page, title);
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

/**
 * How each control of the table lies: its text's lines (visually hidden text left out), and its top,
 * for every control the eye sees (a closed menu's items are not).
 */
async function tableControls(page: Page) {
  return page.locator("table.service-table").evaluate((table) =>
    Array.from(table.querySelectorAll<HTMLElement>("button, a, summary, input"))
      .filter((control) => control.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
      .map((control) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent?.trim() || text.parentElement?.closest(".visually-hidden")) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        const box = control.getBoundingClientRect();
        return {
          name: control.getAttribute("aria-label") ?? control.textContent?.trim() ?? "",
          row: control.closest("tr")?.rowIndex ?? -1,
          cell: control.closest("td")?.cellIndex ?? -1,
          lines: tops.size,
          top: Math.round(box.top),
          right: box.right,
        };
      }),
  );
}

test("Hizmetler's rows read at 360 and 1280 px: few controls, no label wrapped, each row's actions on one line, axe-clean", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, "/adminpanel/hizmetler");
    const rows = await serviceRows(page).count();
    expect(rows).toBeGreaterThanOrEqual(8);
    const controls = await tableControls(page);
    for (const control of controls) expect(control.lines, `${control.name} at ${width} px`).toBeLessThanOrEqual(1);
    // A row shows its arrows, Düzenle and its menu's button; the rest waits in the menu.
    for (let row = 1; row <= rows; row++) expect(controls.filter((c) => c.row === row).length, `row ${row}`).toBe(4);
    // The actions of a row sit side by side (no button pushed to a line of its own), inside the page.
    for (let row = 1; row <= rows; row++) {
      const actions = controls.filter((c) => c.row === row && c.cell === 3);
      expect(new Set(actions.map((c) => c.top)).size, `row ${row} at ${width} px`).toBe(1);
      for (const action of actions) expect(action.right, `${action.name} at ${width} px`).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The menu, open: its items, each on one line, inside the page.
    await openRowMenu(page, "Tam Tasdik");
    const open = (await tableControls(page)).filter((c) => c.name.endsWith(": Tam Tasdik"));
    expect(open.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        "Geçmiş: Tam Tasdik",
        "Gizle: Tam Tasdik",
        "Varsayılan yap: Tam Tasdik",
        "Sıraya taşı: Tam Tasdik",
        "Sil: Tam Tasdik",
      ]),
    );
    for (const control of open) expect(control.lines, `${control.name} at ${width} px, menu open`).toBeLessThanOrEqual(1);
    for (const control of open) expect(control.right, `${control.name} at ${width} px, menu open`).toBeLessThanOrEqual(width);
  }
  // axe-core at both widths (it sets them), with the menus closed and one open.
  await gotoReady(page, "/adminpanel/hizmetler");
  await expectNoAxeViolations(page);
  await openRowMenu(page, "Tam Tasdik");
  await expectNoAxeViolations(page);
});

test("a row's menu opens and closes by keyboard: Enter opens it, Tab reaches its actions, Escape closes it and returns the focus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByKeyboard(page);
  await gotoReady(page, "/adminpanel/hizmetler");
  const row = serviceRows(page).filter({ hasText: "Tam Tasdik" });
  const summary = row.locator("summary");
  await openRowMenu(page, "Tam Tasdik");
  await page.keyboard.press("Tab");
  await expect(row.getByRole("link", { name: "Geçmiş: Tam Tasdik" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(row.locator("details.row-menu")).not.toHaveAttribute("open");
  await expect(summary).toBeFocused();
  await expect(row.getByRole("link", { name: "Geçmiş: Tam Tasdik" })).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test("the arrows move a service and the menu opens and moves it to a typed place", async ({ page }) => {
    await page.goto("/adminpanel/giris");
    await page.getByLabel("E-posta").fill(E2E_ADMIN.email);
    await page.getByLabel("Şifre").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Genel bakış" })).toBeVisible();
    await page.goto("/adminpanel/hizmetler");
    const titles = () =>
      serviceRows(page)
        .locator("td.admin-cell-title")
        .evaluateAll((cells) => cells.map((c) => c.firstChild?.textContent));
    const [first, second] = await titles();
    // The first service one place down, then back up by a typed place in its menu.
    await page.getByRole("button", { name: `Aşağı: ${first}`, exact: true }).click();
    await expect(status(page, "Sıra değişti.")).toBeVisible();
    expect((await titles()).slice(0, 2)).toEqual([second, first]);
    const row = serviceRows(page).filter({ hasText: first! });
    await row.locator("summary").click();
    await row.getByLabel(`Sıra: ${first}`).fill("1");
    await row.getByRole("button", { name: `Sıraya taşı: ${first}` }).click();
    await expect(status(page, "Sıra değişti.")).toBeVisible();
    expect((await titles()).slice(0, 2)).toEqual([first, second]);
  });
});
