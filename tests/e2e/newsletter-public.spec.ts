import { expect, type Page, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { newId } from "#app/.server/ids.ts";
import { bumpContentVersion } from "#app/.server/repositories/content-version.ts";
import { axeOn, expectNoAxeViolations, gotoReady } from "#tests/e2e/helpers.ts";
import { openTestDb } from "#tests/helpers/db.ts";

// The e2e server's database (playwright.config.ts): an issue whose send began is
// written behind its back, with the content version raised as the send raises it.
const DATABASE_URL = "file:test-results/e2e-site.db";

test.describe.configure({ mode: "serial" });

const SUBJECT = `Vergi takvimi bülteni ${Date.now()}`;
const BODY =
  "<p>Değerli mükelleflerimiz,</p><h2>Yaklaşan son tarihler</h2><ul><li><p>Katma değer vergisi beyannamesi</p></li><li><p>Muhtasar ve prim hizmet beyannamesi</p></li></ul>" +
  "<table><tbody><tr><th><p>Beyanname</p></th><th><p>Dönem</p></th></tr><tr><td><p>Geçici vergi</p></td><td><p>Üç aylık</p></td></tr></tbody></table>" +
  '<p>Ayrıntılar için <a href="/iletisim">bize yazın</a>.</p>';
let db: Kysely<Database>;
let issueId = "";
const email = `klavye-${Date.now()}@ornek.com.tr`;

test.beforeAll(async () => {
  db = openTestDb(DATABASE_URL);
  issueId = newId();
  await db
    .insertInto("newsletter_issues")
    .values({
      id: issueId,
      subject: SUBJECT,
      preheader: "Bu ayın son tarihleri",
      body: BODY,
      status: "sent",
      created_at: "2026-03-01T09:00:00.000Z",
      updated_at: "2026-03-01T09:00:00.000Z",
      sent_at: "2026-03-02T09:00:00.000Z",
      recipients: 3,
      queue_cursor: null,
      queued_at: null,
      finished_at: null,
      consecutive_failures: 0,
      admin_email: "yonetici@ornek.test",
    })
    .execute();
  await bumpContentVersion(db);
});

test.afterAll(async () => {
  await db.deleteFrom("newsletter_issues").where("id", "=", issueId).execute();
  await db.deleteFrom("outbox").where("recipient", "=", email).execute();
  await db.deleteFrom("subscribers").where("email", "=", email).execute();
  await bumpContentVersion(db);
  await db.destroy();
});

/** Opens a public page, noting every script it loads. */
async function openCounting(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await gotoReady(page, path);
  await page.waitForLoadState("networkidle");
  return scripts;
}

for (const path of ["/bulten", "issue"]) {
  test(`${path === "issue" ? "an issue's page" : path}: axe-core clean at 360, 768 and 1280 px, no framework JavaScript, nothing wider than the screen`, async ({
    page,
  }) => {
    const url = path === "issue" ? `/bulten/${issueId}` : path;
    const scripts = await openCounting(page, url);
    // Only the small enhancement module (app/enhance/), never React Router's client.
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // "E‑bülten" with a non-breaking hyphen (U+2011), as in all running text of public pages.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(path === "issue" ? SUBJECT : "E\u2011bülten");
    if (path === "issue") await expect(page.locator(".rich-text li")).toHaveCount(2);
    else await expect(page.getByRole("link", { name: SUBJECT })).toHaveAttribute("href", `/bulten/${issueId}`);

    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
      expect(results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
    }
  });
}

test("signs up on /bulten by keyboard alone and lands back there with the confirmation message", async ({ page }) => {
  await gotoReady(page, "/bulten");
  const field = page.getByLabel(/^E-posta adresiniz/);
  // Tab through the page from the top until the field has the focus.
  for (let i = 0; i < 60 && !(await field.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  await page.keyboard.type(email);
  // The topics (ADR 064): behind a disclosure, none ticked; KDV ticked by keyboard.
  await page.keyboard.press("Tab");
  await expect(page.locator(".newsletter-topics summary")).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const kdv = page.getByRole("checkbox", { name: "KDV", exact: true });
  await expect(kdv).toBeFocused();
  await expect(kdv).not.toBeChecked();
  await page.keyboard.press("Space");
  // The form with its topics open passes axe-core too.
  await expectNoAxeViolations(page);
  await expect(kdv).toBeFocused();
  const button = page.getByRole("button", { name: "Abone Ol" });
  for (let i = 0; i < 30 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/bulten\?bulten=alindi#bulten-durum$/);
  await expect(page.locator(".newsletter-form").getByRole("status")).toContainText("Abonelik talebiniz alındı");
  const subscriber = await db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  expect(subscriber).toMatchObject({ status: "pending", source: "/bulten", consent_text_version: expect.any(Number), topics_text: "KDV" });
});
