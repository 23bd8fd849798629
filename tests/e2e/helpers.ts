import type { Page } from "@playwright/test";

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
