/** What the editor's browser tests share: signing in with the keyboard, the toolbar, and the stored entries. */
import { expect, type Locator, type Page } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { openTestDb } from "#tests/helpers/db.ts";

export const ADMIN = { email: "yonetici@ornek.test", password: "e2e-gizli-sifre-2026" };

/** A small valid PNG (1×1), standing in for uploaded and served images. */
export const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let db: Kysely<Database> | undefined;

/** The e2e server's database (playwright.config.ts), opened on first use in each worker. */
export function e2eDb(): Kysely<Database> {
  db ??= openTestDb("file:test-results/e2e-site.db");
  return db;
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus: it must be reachable
 * with the keyboard. The list below the form has up to 25 rows of links, so a
 * round of the page can take a hundred presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 250 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Not reachable with ${backwards ? "Shift+Tab" : "Tab"}: ${target}`);
}

/** Types into the focused field. */
export const type = (page: Page, text: string) => page.keyboard.type(text);

/** Signs in with the keyboard on the sign-in form the browser is on. */
export async function signInHere(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await tabTo(page, page.getByLabel("E-posta"));
  await type(page, ADMIN.email);
  await page.keyboard.press("Tab");
  await type(page, ADMIN.password);
  await page.keyboard.press("Enter");
}

/** Opens an admin screen, signing in on the way (the sign-in form brings the browser back to it). */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  if (page.url().includes("/adminpanel/giris")) {
    expect(new URL(page.url()).searchParams.get("geri") ?? "/adminpanel").toBe(path);
    await signInHere(page);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  }
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const editorOf = (page: Page) => page.getByRole("textbox", { name: "İçerik", exact: true });
export const bodyField = (page: Page) => page.locator('input[type="hidden"][name="icerik"]');

/** Alt+F10 from the text to the toolbar, then arrow keys to the button named `name`, and Enter. */
export async function useTool(page: Page, name: string) {
  await page.keyboard.press("Alt+F10");
  const toolbar = page.getByRole("toolbar", { name: "Metin biçimlendirme" });
  const wanted = toolbar.getByRole("button", { name, exact: true });
  await expect(wanted).toBeVisible();
  // The arrows move within the toolbar only once Alt+F10 has put the focus there (else they move the caret).
  await expect.poll(() => toolbar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 30; i++) {
    if (await wanted.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("ArrowRight");
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press("Enter");
  // A formatting command hands the focus back to the text (the image button opens a file chooser instead).
  if (name !== "Görsel ekle") await expect(editorOf(page)).toBeFocused();
}

export async function storedAnnouncement(title: string) {
  return e2eDb().selectFrom("announcements").selectAll().where("title", "=", title).executeTakeFirst();
}

export async function removeAnnouncement(title: string) {
  await e2eDb().deleteFrom("announcements").where("title", "=", title).execute();
}
