/**
 * Önizle shows a page as it will work on the public site: the enhancement
 * module (app/enhance/) starts under the admin's CSP, with no CSP error in the
 * console, and its widgets answer (the phone-width menu button). The admin's
 * not-found page, in the public look too, starts it the same way.
 */
import { expect, type Page, test } from "@playwright/test";
import { e2eDb, unique } from "#tests/e2e/editor-helpers.ts";
import { activate, signInByKeyboard } from "#tests/e2e/helpers.ts";
import { addQuestion } from "#tests/helpers/db.ts";

test.use({ viewport: { width: 360, height: 800 } });

/** The console's errors about the Content Security Policy from now on (Chromium reports a refused script there). */
function cspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** The enhancement module has run; its menu button opens the menu from the keyboard. */
async function expectWidgetsWork(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
  const toggle = page.locator('[data-module="nav-toggle"]');
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await activate(toggle);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#ana-menu")).toBeVisible();
}

test("Önizle of a question: no CSP error, the enhancement module runs and the menu button opens the menu", async ({ page }) => {
  // Removed again afterwards, with the content version raised (addQuestion's cleanup).
  let remove: () => unknown = () => {};
  const question = await addQuestion(e2eDb(), { title: unique("Önizlenen soru"), answer: "<p>Önizlenen cevap.</p>" }, (undo) => {
    remove = undo;
  });
  try {
    await signInByKeyboard(page);
    const errors = cspErrors(page);
    const response = await page.goto(`/adminpanel/onizleme?liste=sorular&id=${question.id}`);
    expect(response?.status()).toBe(200);
    // Loaded (page.goto waits for the load event): a refused inline script has been reported by now.
    expect(errors).toEqual([]);
    await expect(page.locator(".preview-banner")).toContainText("Önizleme — bu sayfa yayında değil");
    await expect(page.locator(`details[open] .accordion-heading`)).toHaveText(question.title);
    await expectWidgetsWork(page);
    expect(errors).toEqual([]);
  } finally {
    await remove();
  }
});

test("the admin's not-found page: no CSP error, the enhancement module runs", async ({ page }) => {
  await signInByKeyboard(page);
  const errors = cspErrors(page);
  const response = await page.goto("/adminpanel/olmayan/bir-ekran");
  expect(response?.status()).toBe(404);
  expect(errors).toEqual([]);
  await expectWidgetsWork(page);
  expect(errors).toEqual([]);
});
