import { expect, test } from "@playwright/test";
import { gotoReady } from "#tests/e2e/helpers.ts";

test("home tabs switch by click and arrow keys and show at most five items each", async ({ page }) => {
  await gotoReady(page, "/");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Duyurular", "Haberler", "Araçlar"]);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#panel-duyurular")).toBeVisible();
  await expect(page.locator("#panel-haberler")).toBeHidden();

  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#panel-haberler")).toBeVisible();
  await expect(page.locator("#panel-duyurular")).toBeHidden();
  await expect(page).toHaveURL(/\/$/); // switching does not navigate

  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");

  for (const id of ["duyurular", "haberler", "araclar"]) {
    const count = await page.locator(`#panel-${id} .entry-list li`).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    await expect(page.locator(`#panel-${id} .more-link a`)).toHaveCount(1);
  }
});

test("'Tümünü gör' leads to the full list", async ({ page }) => {
  await gotoReady(page, "/");
  await page.locator("#panel-duyurular .more-link a").click();
  await expect(page).toHaveURL(/\/duyurular\/0$/);
  await expect(page.locator(".side-list a").first()).toBeVisible();
});

test("the page does not shift its layout while loading", async ({ page }) => {
  await gotoReady(page, "/");
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }[]>((resolve) => {
        const found: { value: number; sources: string[] }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const sources = (entry.sources ?? []).map(
              (s) =>
                `${s.node instanceof Element ? s.node.outerHTML.slice(0, 40) : String(s.node?.nodeName)} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)} @${Math.round(entry.startTime)}`,
            );
            found.push({ value: entry.value, sources });
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(found), 1000);
      }),
  );
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
});

test("the FAQ accordion keeps one answer open at a time", async ({ page }) => {
  await gotoReady(page, "/sss");
  const buttons = page.locator(".accordion-button");
  const first = buttons.nth(0);
  const second = buttons.nth(1);
  const panelOf = async (b: typeof first) => page.locator(`[id="${await b.getAttribute("aria-controls")}"]`);

  await expect(first).toHaveAttribute("aria-expanded", "false");
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(await panelOf(first)).toBeVisible();

  await second.focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(await panelOf(first)).toBeHidden();
  await expect(await panelOf(second)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator('.accordion-button[aria-expanded="true"]')).toHaveCount(0);
});
