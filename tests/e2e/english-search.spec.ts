import { expect, test } from "@playwright/test";
import { seedCirculars } from "#app/.server/db/seed-data.ts";
import { englishCircularPath } from "#app/lib/paths.ts";
import { e2eDb } from "#tests/e2e/editor-helpers.ts";
import { activate, expectNoAxeViolations, gotoReady } from "#tests/e2e/helpers.ts";
import { putEnglish } from "#tests/helpers/english.ts";

// /en/search (issue 43, ADR 062) by keyboard, with axe, at a phone's and a desktop's width. The
// e2e server is shared by every spec: the summary's English goes again afterwards.
const undo: (() => unknown)[] = [];
// One worker: both widths share the English written before them.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A sirküler's summary: english-pages.spec publishes the first two services' English and the first
  // sirküler's at once, and its menus must show exactly those; a second summary changes no menu.
  const circular = seedCirculars[1]!;
  await putEnglish(
    e2eDb(),
    "circular",
    circular.id,
    { title: "Amortisation of fixed assets", summary: "<p>We check amortised fixed assets of foreign-owned companies.</p>" },
    (step) => undo.push(step),
  );
});

test.afterAll(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

for (const width of [360, 1280]) {
  test(`searches the English texts by keyboard at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, "/en/search");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const main = page.getByRole("main");
    const field = main.getByRole("searchbox", { name: "Search the site" });
    await field.focus();
    await page.keyboard.type("amortising");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\?q=amortising$/);
    await expect(page.locator(".search-count")).toHaveText("1 result");
    const result = main.getByRole("link", { name: "Amortisation of fixed assets" });
    await expect(page.locator(".search-results mark").first()).toHaveText(/^amortis/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    // The result leads to the summary's English page.
    await expect(result).toHaveAttribute("href", englishCircularPath(seedCirculars[1]!));

    // A query too short: the message in English, announced, the typed text kept.
    await gotoReady(page, "/en/search");
    await field.focus();
    await page.keyboard.type("a");
    await activate(main.getByRole("button", { name: "Search" }));
    await expect(page.getByRole("alert")).toHaveText("Type at least two letters to search.");
    await expect(field).toHaveValue("a");
    await expectNoAxeViolations(page);
  });
}
