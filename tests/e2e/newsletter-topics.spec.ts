import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { preferencesPath } from "#app/lib/paths.ts";
import { expectNoAxeViolations, gotoReady } from "#tests/e2e/helpers.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { addSubscriber } from "#tests/helpers/newsletter.ts";

/**
 * The preference page of issue 44 (ADR 064): the link in every e-bülten
 * shows the subscriber's topics; its button, pressed by keyboard, changes
 * them, with JavaScript off too (a plain POST form from a no-referrer page);
 * axe-core clean at a phone's and a desktop's width.
 */

// The e2e server's database (playwright.config.ts).
const DATABASE_URL = "file:test-results/e2e-site.db";

let db: Kysely<Database>;
const stamp = Date.now();
const emails: string[] = [];

test.beforeAll(() => {
  db = openTestDb(DATABASE_URL);
});

test.afterAll(async () => {
  for (const email of emails) await db.deleteFrom("subscribers").where("email", "=", email).execute();
  await db.destroy();
});

const row = (email: string) => db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
const chosen = async (id: string) =>
  (await db.selectFrom("subscriber_topics").select("topic_id").where("subscriber_id", "=", id).execute()).map((r) => r.topic_id).sort();

/** A confirmed subscriber of KDV alone. */
async function kdvSubscriber(name: string) {
  const email = `${name}-${stamp}@ornek.com.tr`;
  emails.push(email);
  const subscriber = await addSubscriber(db, email);
  await db.updateTable("subscribers").set({ all_topics: 0, topics_text: "KDV" }).where("id", "=", subscriber.id).execute();
  await db.insertInto("subscriber_topics").values({ subscriber_id: subscriber.id, topic_id: "konu-kdv" }).execute();
  return subscriber;
}

/** Tabs through the page from the top until the control has the focus, then presses `key` on it. */
async function pressByKeyboard(page: Page, control: Locator, key = "Enter"): Promise<void> {
  for (let i = 0; i < 80 && !(await control.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(control).toBeFocused();
  await page.keyboard.press(key);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link shows the topics, and the button pressed by keyboard adds one", async ({ page }) => {
    const subscriber = await kdvSubscriber("tercih-betiksiz");
    const posts: { path: string; referer: string | undefined }[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push({ path: new URL(request.url()).pathname, referer: request.headers().referer });
    });
    const opened = await page.goto(preferencesPath(subscriber.token));
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E‑bülten tercihleriniz");
    await expect(page.getByRole("checkbox", { name: "KDV", exact: true })).toBeChecked();
    const vuk = page.getByRole("checkbox", { name: "VUK", exact: true });
    await expect(vuk).not.toBeChecked();
    // Opening it (a mail scanner) changed nothing.
    expect(await chosen(subscriber.id)).toEqual(["konu-kdv"]);

    await pressByKeyboard(page, vuk, "Space");
    await expect(vuk).toBeChecked();
    await pressByKeyboard(page, page.getByRole("button", { name: "Tercihlerimi kaydet" }));
    await expect(page.getByRole("status").filter({ hasText: "Tercihleriniz kaydedildi" })).toContainText("KDV, VUK");
    expect(await chosen(subscriber.id)).toEqual(["konu-kdv", "konu-vuk"]);
    expect(await row(subscriber.email)).toMatchObject({ all_topics: 0, topics_text: "KDV, VUK" });
    expect(posts).toEqual([{ path: "/bulten/tercihler", referer: undefined }]);
  });
});

// axe-core needs JavaScript in the page: the same page (the server sends the same HTML) with it on.
for (const width of [360, 1280]) {
  test(`the preference page at ${width} px: by keyboard, axe-core clean, nothing wider than the screen`, async ({ page }) => {
    const subscriber = await kdvSubscriber(`tercih-${width}`);
    await gotoReady(page, preferencesPath(subscriber.token));
    // axe at 360 and 1280 px (the helper sets each width); then this test's width, by keyboard.
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(overflow.client, "the viewport").toBeLessThanOrEqual(width);
    expect(overflow.scroll - overflow.client).toBeLessThanOrEqual(0);

    // Unticking KDV and saving: no topic ticked is every topic.
    await pressByKeyboard(page, page.getByRole("checkbox", { name: "KDV", exact: true }), "Space");
    await pressByKeyboard(page, page.getByRole("button", { name: "Tercihlerimi kaydet" }));
    await expect(page.getByRole("status").filter({ hasText: "Tercihleriniz kaydedildi" })).toContainText("Tüm konular");
    await expectNoAxeViolations(page);
    expect(await row(subscriber.email)).toMatchObject({ all_topics: 1, topics_text: "Tüm konular" });

    // Leaving from the same page.
    await pressByKeyboard(page, page.getByRole("button", { name: "Abonelikten çık" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonelikten çıktınız");
    expect((await row(subscriber.email)).status).toBe("unsubscribed");
    await gotoReady(page, preferencesPath(subscriber.token));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonelikten çıktınız");
    await expectNoAxeViolations(page);
  });
}
