import { expect, type Page, test } from "@playwright/test";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "./helpers.ts";

/**
 * The vergi takvimi in a browser: the public page used by keyboard at a
 * phone's and a desktop's width, readable at 360 px without sideways
 * scrolling, axe-clean; the admin screen's süre uzatımı added by keyboard and
 * shown on the public page, axe-clean with the editor open and with a refusal.
 * The deadline it extends is in 2027, away from the home page's next three,
 * and the extension is removed again.
 */

const CALENDAR = "/vergi-takvimi";
const SCREEN = "/adminpanel/vergi-takvimi";

/** Tabs forward until the element matching `selector` has the focus (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} was not reached by keyboard`);
}

for (const width of [360, 1280]) {
  test(`the public calendar at ${width} px: months and entries reached by keyboard, no sideways scrolling, no axe violations`, async ({
    page,
  }) => {
    // Two axe-core runs over a month whose entries now carry their legal basis and check date, beside another worker.
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, `${CALENDAR}?ay=2026-05`);
    await expect(page.getByRole("heading", { level: 2, name: "Mayıs 2026 son günleri" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await tabTo(page, 'a[rel="next"]');
    await expect(page.locator(":focus")).toHaveText(/Haziran 2026/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?ay=2026-06#ay$/);
    const kdv = page.locator('article[id="kdv1-2026-04"]');
    await expect(kdv).toContainText("Kanuni son gün 28.05.2026 (Kurban Bayramı 2. gün)");
    await expect(page.locator('li:has(article[id="kdv1-2026-04"]) h3 time')).toHaveAttribute("datetime", "2026-06-01");

    // An entry of "Yaklaşan son günler" leads to its place in the month view.
    const first = page.locator(".taxcal-upcoming li a").first();
    const href = (await first.getAttribute("href")) ?? "";
    await activate(first);
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\?")}$`));
    await expect(page.locator(`article[id="${href.split("#")[1]}"]`)).toBeVisible();

    await gotoReady(page, `${CALENDAR}?ay=2026-05`);
    await expectNoAxeViolations(page);
  });
}

test("the office adds a süre uzatımı by keyboard; the page shows it; the screen is axe-clean", async ({ page }) => {
  // Three axe runs at two widths on a long screen, and the public page: more than the default 30 s on a busy machine.
  test.setTimeout(150_000);
  const id = "kdv1-2027-02";
  await signInByKeyboard(page);
  await gotoReady(page, `${SCREEN}?yil=2027`);
  await expect(page.getByRole("heading", { level: 1, name: "Vergi takvimi" })).toBeVisible();
  await expectNoAxeViolations(page);

  await activate(page.getByRole("link", { name: "Düzenle: KDV beyannamesi (1 No.lu) – Şubat 2027" }));
  const heading = page.getByRole("heading", { level: 2, name: "KDV beyannamesi (1 No.lu) – Şubat 2027" });
  await expect(heading).toBeFocused();
  await expectNoAxeViolations(page);

  // From the heading, the keyboard reaches the date, the note and the button in order.
  await page.keyboard.press("Tab");
  const date = page.getByLabel("Yeni son gün");
  await expect(date).toBeFocused();
  // A date field's own day/month/year order follows the browser's language: filled, not typed (as the calculators' spec does).
  await date.fill("2027-04-05");
  // Tab goes through the date's day, month and year parts, then to the note.
  const note = page.getByLabel("Duyuru notu");
  for (let i = 0; i < 5 && !(await note.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(note).toBeFocused();
  await page.keyboard.type("Deneme duyurusu (e2e)");

  // Before the due day: refused next to the field, the keyboard user is told.
  await date.fill("2027-03-20");
  await activate(page.getByRole("button", { name: "Süre uzatımını kaydet" }));
  await expect(page.locator("#uzat-tarih-hata")).toContainText("önce olamaz");
  await expect(page.getByLabel("Yeni son gün")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel("Yeni son gün").fill("2027-04-05");
  await activate(page.getByRole("button", { name: "Süre uzatımını kaydet" }));
  await expect(page.locator(".admin-status")).toContainText("Süre uzatımı kaydedildi");

  try {
    await page.goto(`${CALENDAR}?ay=2027-04`);
    const entry = page.locator(`article[id="${id}"]`);
    await expect(entry).toContainText("Süre uzatımı: son gün 05.04.2027 (önceki son gün 29.03.2027)");
    await expect(entry).toContainText("Deneme duyurusu (e2e)");
    await expect(page.locator(`li:has(article[id="${id}"]) h3 time`)).toHaveAttribute("datetime", "2027-04-05");
  } finally {
    await gotoReady(page, `${SCREEN}?yil=2027&duzenle=${id}`);
    await activate(page.getByRole("button", { name: "Süre uzatımını kaldır" }));
    // The removal regenerates the year's deadlines: slower than an ordinary save beside another worker.
    await expect(page.locator(".admin-status")).toContainText("Süre uzatımı kaldırıldı", { timeout: 20_000 });
  }
});

test("a refused wording keeps the editor open, marks the field and keeps the other field", async ({ page }) => {
  await signInByKeyboard(page);
  await gotoReady(page, `${SCREEN}?yil=2027&duzenle=mtv1-2027`);
  const editor = page.locator("#duzenle");
  await typeInto(editor.getByLabel("Başlık", { exact: true }), " ");
  await activate(editor.getByRole("button", { name: "Metni kaydet" }));
  // The refusal comes back from the server (a POST and the screen again): slower beside another worker.
  await expect(page.locator("#metin-baslik-hata")).toContainText("Başlık alanı zorunludur", { timeout: 15_000 });
  await expect(editor.getByLabel("Başlık", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(editor.getByLabel("Açıklama")).toHaveValue(/motorlu taşıtlar vergisinin ilk taksitinin/);
});
