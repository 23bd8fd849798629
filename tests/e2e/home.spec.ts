import { expect, test } from "@playwright/test";
import { gotoReady } from "#tests/e2e/helpers.ts";

test("home tabs switch by click and arrow keys and show at most five items each", async ({ page }) => {
  await gotoReady(page, "/");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Duyurular", "Sirküler", "Haberler", "Araçlar"]);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#panel-duyurular")).toBeVisible();
  await expect(page.locator("#panel-haberler")).toBeHidden();

  // Switching happens in place: a marker set on this document survives it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#panel-haberler")).toBeVisible();
  await expect(page.locator("#panel-duyurular")).toBeHidden();
  await expect(page).toHaveURL(/\/\?sekme=haberler$/);
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);

  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(3)).toBeFocused();
  await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");

  for (const id of ["duyurular", "sirkuler", "haberler", "araclar"]) {
    const count = await page.locator(`#panel-${id} .entry-list li`).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    await expect(page.locator(`#panel-${id} .more-link a`)).toHaveCount(1);
  }
});

test("home tabs follow the ARIA keyboard pattern and a reload keeps the chosen tab", async ({ page }) => {
  await gotoReady(page, "/");
  const tabs = page.getByRole("tab");
  // Roving tabindex: only the selected tab is in the Tab order.
  await expect(tabs.nth(0)).toHaveAttribute("tabindex", "0");
  await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
  await expect(tabs.nth(3)).toHaveAttribute("tabindex", "-1");
  await expect(tabs.nth(2)).toHaveAttribute("tabindex", "-1");

  await tabs.nth(0).focus();
  await page.keyboard.press("ArrowLeft"); // wraps to the last tab
  await expect(tabs.nth(3)).toBeFocused();
  await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(3)).toHaveAttribute("tabindex", "0");
  await expect(tabs.nth(0)).toHaveAttribute("tabindex", "-1");
  await expect(page.locator("#panel-araclar")).toBeVisible();
  await expect(page).toHaveURL(/\?sekme=araclar$/);

  await page.keyboard.press("Home");
  await expect(tabs.nth(0)).toBeFocused();
  await expect(page.locator("#panel-duyurular")).toBeVisible();
  await page.keyboard.press("End");
  await expect(tabs.nth(3)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?sekme=haberler$/);

  // Tab from the selected tab goes into its panel, not to the other tabs.
  await page.keyboard.press("Tab");
  await expect(page.locator("#panel-haberler")).toBeFocused();

  await page.reload();
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#panel-haberler")).toBeVisible();
  await expect(page.locator("#panel-duyurular")).toBeHidden();
});

test("home tabs work as links without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("tab", { name: "Araçlar" }).click();
  await expect(page).toHaveURL(/\?sekme=araclar#son-icerikler$/);
  await expect(page.getByRole("tab", { name: "Araçlar" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#panel-araclar")).toBeVisible();
  await expect(page.locator("#panel-duyurular")).toBeHidden();
  await context.close();
});

test("every home tab's label is whole on a phone and on a desktop, with nothing scrolling sideways", async ({ page }) => {
  for (const width of [320, 360, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, "/");
    const layout = await page.locator(".tablist").evaluate((list) => {
      const box = list.getBoundingClientRect();
      return {
        list: { left: box.left, right: box.right, scrollWidth: list.scrollWidth, clientWidth: list.clientWidth },
        page: { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth },
        tabs: Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'), (tab) => {
          const text = document.createRange();
          text.selectNodeContents(tab);
          const tabBox = tab.getBoundingClientRect();
          const textBox = text.getBoundingClientRect();
          return { label: tab.textContent, left: tabBox.left, right: tabBox.right, textLeft: textBox.left, textRight: textBox.right };
        }),
      };
    });
    expect(layout.tabs.map((tab) => tab.label)).toEqual(["Duyurular", "Sirküler", "Haberler", "Araçlar"]);
    // No tab hides behind the list's edge (the row used to scroll, cutting "Araçlar" to "Ar" at 360 px).
    expect(layout.list.scrollWidth, `${width} px`).toBeLessThanOrEqual(layout.list.clientWidth);
    expect(layout.page.scrollWidth, `${width} px`).toBeLessThanOrEqual(layout.page.clientWidth);
    for (const tab of layout.tabs) {
      expect(tab.left, `${tab.label} at ${width} px`).toBeGreaterThanOrEqual(layout.list.left - 0.5);
      expect(tab.right, `${tab.label} at ${width} px`).toBeLessThanOrEqual(layout.list.right + 0.5);
      // The label itself fits inside its tab.
      expect(tab.textLeft, `${tab.label} at ${width} px`).toBeGreaterThanOrEqual(tab.left - 0.5);
      expect(tab.textRight, `${tab.label} at ${width} px`).toBeLessThanOrEqual(tab.right + 0.5);
    }
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
  const items = page.locator("details.accordion-item");
  const first = items.nth(0);
  const second = items.nth(1);
  const summaryOf = (item: typeof first) => item.locator("summary");
  const panelOf = (item: typeof first) => item.locator(".accordion-panel");

  await expect(first).not.toHaveAttribute("open");
  await expect(panelOf(first)).toBeHidden();
  await summaryOf(first).click();
  await expect(first).toHaveAttribute("open");
  await expect(panelOf(first)).toBeVisible();

  await summaryOf(second).focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("open");
  await expect(first).not.toHaveAttribute("open");
  await expect(panelOf(first)).toBeHidden();
  await expect(panelOf(second)).toBeVisible();

  await page.keyboard.press(" ");
  await expect(second).not.toHaveAttribute("open");
  await expect(page.locator("details.accordion-item[open]")).toHaveCount(0);
});

test("the FAQ accordion keeps one answer open without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/sss");
  const items = page.locator("details.accordion-item");
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0).locator(".accordion-panel")).toBeVisible();
  await items.nth(1).locator("summary").click();
  await expect(items.nth(1).locator(".accordion-panel")).toBeVisible();
  await expect(items.nth(0).locator(".accordion-panel")).toBeHidden();
  await expect(page.locator("details.accordion-item[open]")).toHaveCount(1);
  await context.close();
});

test("asks for the enhancement module only once the page has loaded and its largest paint is done, and it runs", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  // /misyonumuz: its largest element is a paragraph below the first screenful, painted after the first paint.
  await gotoReady(page, "/misyonumuz");
  const timing = await page.evaluate(async () => {
    const largest = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? -1)).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
    });
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return {
      paint: performance.getEntriesByName("first-paint")[0]?.startTime,
      largest,
      loaded: navigation?.loadEventEnd,
      module: performance.getEntriesByType("resource").find((entry) => /\/assets\/enhance-[\w-]+\.js$/.test(entry.name))?.startTime,
    };
  });
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.largest).toBeGreaterThan(0);
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.module).toBeGreaterThanOrEqual(timing.paint!);
  expect(timing.module).toBeGreaterThanOrEqual(timing.largest);
  expect(timing.module).toBeGreaterThanOrEqual(timing.loaded!);
  // A CSP refusal of the loader would be reported here (and html[data-enhanced] never set).
  expect(errors).toEqual([]);
});
