import { expect, type Locator, type Page } from "@playwright/test";
import { PageAxe } from "#tests/e2e/axe.ts";

/**
 * Opens a page and waits until its widgets answer to clicks and keys: on public
 * pages once the enhancement module has run (html[data-enhanced], app/enhance/),
 * in the admin area once React has hydrated (html[data-hydrated]).
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const ready = path.startsWith("/adminpanel") ? "html[data-hydrated]" : "html[data-enhanced]";
  await page.locator(ready).waitFor({ state: "attached" });
}

/** The e2e server's first admin (playwright.config.ts). Specs that change an admin make their own. */
export const E2E_ADMIN = { email: "yonetici@ornek.test", password: "e2e-gizli-sifre-2026" };

/** Presses Enter on a control, as a keyboard user reaches and uses it. */
export async function activate(control: Locator): Promise<void> {
  await control.focus();
  await expect(control).toBeFocused();
  await control.press("Enter");
}

/** Replaces a text field's value by typing. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press("ControlOrMeta+A");
  await field.page().keyboard.type(text);
}

/** Signs in on the sign-in form by keyboard and waits for the admin's first screen. */
export async function signInByKeyboard(page: Page, admin: { email: string; password: string } = E2E_ADMIN): Promise<void> {
  await gotoReady(page, "/adminpanel/giris");
  await typeInto(page.getByLabel("E-posta"), admin.email);
  await typeInto(page.getByLabel("Şifre"), admin.password);
  await activate(page.getByRole("button", { name: "Giriş Yap" }));
  await expect(page.getByRole("heading", { level: 1, name: "Genel bakış" })).toBeVisible();
}

/**
 * axe-core on a page, as every spec runs it: in the page's frames with axe.run
 * (not a blank page per analysis to merge frames' results: ADR 025; our pages'
 * only frames are same-origin), put into each document once (ADR 044), and
 * reporting violations only (the passes' nodes are not serialised back).
 */
export function axeOn(page: Page): PageAxe {
  return new PageAxe(page).options({ resultTypes: ["violations"] });
}

/** axe-core (WCAG 2.2 AA and best practices) on the page as it is, at a phone's and a desktop's width. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
}
