import type { Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so widgets answer to clicks and keys. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
