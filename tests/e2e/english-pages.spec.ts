/**
 * The English pages in Chromium (issue 43): the English header by keyboard (skip link, the
 * language switch both ways, the menu), the English contact form without JavaScript, and
 * axe-core at 360 and 1280 px on the English home, contact, a service and a circular summary.
 * The English is published behind the application's back (putEnglish) in the e2e server's
 * database, and removed again after the file.
 */
import { expect, type Page, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { seedCirculars } from "#app/.server/db/seed-data.ts";
import { englishCircularPath, englishPaths, englishServicePath, paths } from "#app/lib/paths.ts";
import { expectNoAxeViolations, gotoReady } from "#tests/e2e/helpers.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { putEnglish } from "#tests/helpers/english.ts";

const DATABASE = "file:test-results/e2e-site.db";
const SERVICES = ["e2e-vat-refunds", "e2e-transfer-pricing"];
const CIRCULAR = englishCircularPath(seedCirculars[0]!);

let db: Kysely<Database>;
const undo: (() => unknown)[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  db = openTestDb(DATABASE);
  const keep = (fn: () => unknown) => undo.push(fn);
  const services = await db.selectFrom("services").select("id").where("hidden", "=", 0).orderBy("position").limit(2).execute();
  await putEnglish(db, "page", "founder", { title: "Our founder", body: "<p>Thirty years of tax audits.</p>" }, keep);
  for (const [i, service] of services.entries()) {
    const title = i === 0 ? "VAT refunds" : "Transfer pricing reports";
    await putEnglish(
      db,
      "service",
      service.id,
      { slug: SERVICES[i]!, fullTitle: title, homeTitle: title, homeDescription: `${title} for exporters.`, body: `<p>${title}.</p>` },
      keep,
    );
  }
  await putEnglish(
    db,
    "circular",
    seedCirculars[0]!.id,
    { title: "Documents for VAT refunds", summary: "<p>Keep the lists in order.</p>" },
    keep,
  );
});

test.afterAll(async () => {
  for (const fn of undo.splice(0).reverse()) await fn();
  await db?.destroy();
});

/** Presses Tab until `name`d link has the focus (at most `max` times); fails otherwise. */
async function tabTo(page: Page, name: string, max = 12): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    if (focused === name) return;
  }
  throw new Error(`"${name}" was not reached by ${max} presses of Tab`);
}

test.describe("the English header by keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the skip link comes first; the switch leads to the Turkish page and back; the menu opens onto the English services", async ({
    page,
  }) => {
    await gotoReady(page, englishPaths.founder);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#icerik")).toBeFocused();

    await gotoReady(page, englishPaths.founder);
    await tabTo(page, "Türkçe");
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page).not.toHaveURL(/\/en\//);
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    await tabTo(page, "English");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${englishPaths.founder}$`));

    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    const services = page.locator("#menu-btn-hizmetler");
    await expect(services).toHaveText("Services");
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    const first = page.locator("#menu-hizmetler a").first();
    await expect(first).toBeFocused();
    await expect(page.locator("#menu-hizmetler a")).toHaveText(["VAT refunds", "Transfer pricing reports"]);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${englishServicePath(SERVICES[0]!)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("VAT refunds");
  });
});

test.describe("the English contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test("answers bad input in English, then sends and says so in English", async ({ page }) => {
    await page.goto(englishPaths.contact);
    const field = (label: string) => page.getByRole("textbox", { name: `${label} (required)`, exact: true });
    await field("Name").fill("John Smith");
    await field("Phone").fill("no phone");
    await field("Email").fill("john@example.com");
    await field("Subject").fill("VAT refund");
    await field("Message").fill("We export from Turkey.");
    await field("Message").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send" })).toBeFocused();
    await page.keyboard.press("Enter");
    const status = page.locator("#iletisim-durum");
    await expect(status).toContainText("Your message could not be sent. Please correct these fields:");
    await expect(status.getByRole("link", { name: /^Phone: Enter a valid phone number/ })).toHaveAttribute("href", "#iletisim-telefon");
    await expect(field("Subject")).toHaveValue("VAT refund");

    await field("Phone").fill("+44 20 7946 0000");
    await field("Phone").press("Enter");
    await expect(page).toHaveURL(/\/en\/contact\?status=sent#iletisim-durum$/);
    await expect(status).toContainText("Your message has reached us.");
    await expect(page.getByText("Your personal data:")).toBeVisible();
  });
});

test.describe("axe-core on the English pages", () => {
  for (const path of [englishPaths.home, englishPaths.contact, englishServicePath(SERVICES[1]!), CIRCULAR]) {
    test(`${path} has no violations at 360 and 1280 px`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await gotoReady(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test("the Turkish original of a summary is linked in Turkish", async ({ page }) => {
    await gotoReady(page, CIRCULAR);
    await expect(page.locator(`main a[href="${paths.circulars}/2026-13"]`)).toHaveAttribute("hreflang", "tr");
  });
});
