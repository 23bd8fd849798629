import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { confirmPath, unsubscribePath } from "#app/lib/paths.ts";
import { expectNoAxeViolations, gotoReady } from "#tests/e2e/helpers.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { addPendingSubscriber } from "#tests/helpers/newsletter.ts";

/**
 * The e-mailed links of the e-bülten only show a page; its button (a plain
 * POST form) confirms or unsubscribes, with JavaScript off, by keyboard.
 * The pages are served with Referrer-Policy: no-referrer, so the button's
 * POST carries no Referer and `Origin: null`: it must still be accepted.
 */

// The e2e server's database (playwright.config.ts).
const DATABASE_URL = "file:test-results/e2e-site.db";

let db: Kysely<Database>;
const stamp = Date.now();
const withoutScript = `baglanti-betiksiz-${stamp}@ornek.com.tr`;
const withScript = `baglanti-${stamp}@ornek.com.tr`;

test.beforeAll(() => {
  db = openTestDb(DATABASE_URL);
});

test.afterAll(async () => {
  for (const email of [withoutScript, withScript]) {
    // The notice to the firm names the address in its subject.
    await db.deleteFrom("outbox").where("subject", "like", `%${email}%`).execute();
    await db.deleteFrom("subscribers").where("email", "=", email).execute();
  }
  await db.destroy();
});

const row = (email: string) => db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

/** Tabs through the page from the top until the control has the focus, then presses Enter on it. */
async function pressByKeyboard(page: Page, control: Locator): Promise<void> {
  for (let i = 0; i < 60 && !(await control.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(control).toBeFocused();
  await page.keyboard.press("Enter");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a confirmation link asks first and its button, pressed by keyboard, confirms; the unsubscribe link works the same way", async ({
    page,
  }) => {
    const subscriber = await addPendingSubscriber(db, withoutScript);
    const posts: { path: string; referer: string | undefined }[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push({ path: new URL(request.url()).pathname, referer: request.headers().referer });
    });

    // Opening the link (what a mail scanner does) changes nothing.
    const opened = await page.goto(confirmPath(subscriber.confirmToken));
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aboneliğinizi onaylayın");
    expect(await row(withoutScript)).toMatchObject({ status: "pending", consent_at: null });

    await pressByKeyboard(page, page.getByRole("button", { name: "Aboneliğimi onayla" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aboneliğiniz onaylandı");
    await expect(page.getByRole("status")).toContainText("Duyurularımızı bundan sonra e‑posta ile alacaksınız");
    const confirmed = await row(withoutScript);
    expect(confirmed.status).toBe("confirmed");
    expect(Date.now() - Date.parse(confirmed.consent_at ?? "")).toBeLessThan(60_000);

    // The same link again: used, and it says so.
    expect((await page.goto(confirmPath(subscriber.confirmToken)))?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Onay bağlantısı geçersiz");

    const leave = await page.goto(unsubscribePath(subscriber.token));
    expect(leave?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonelikten çıkış");
    expect((await row(withoutScript)).status).toBe("confirmed");

    await pressByKeyboard(page, page.getByRole("button", { name: "Abonelikten çık" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonelikten çıktınız");
    await expect(page.getByRole("status")).toContainText("Bu adrese artık e‑bülten göndermeyeceğiz");
    expect((await row(withoutScript)).status).toBe("unsubscribed");

    // Both buttons POSTed without a Referer (the token stays in), and were accepted all the same.
    expect(posts).toEqual([
      { path: "/bulten/onay", referer: undefined },
      { path: "/bulten/ayril", referer: undefined },
    ]);
  });
});

// axe-core needs JavaScript in the page: the same pages (the server sends the same HTML) with it on.
test("the confirmation and unsubscribe pages, asking and answering, pass axe-core", async ({ page }) => {
  const subscriber = await addPendingSubscriber(db, withScript);
  await gotoReady(page, confirmPath(subscriber.confirmToken));
  await expectNoAxeViolations(page);
  await pressByKeyboard(page, page.getByRole("button", { name: "Aboneliğimi onayla" }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aboneliğiniz onaylandı");
  await expectNoAxeViolations(page);
  await gotoReady(page, confirmPath(subscriber.confirmToken));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Onay bağlantısı geçersiz");
  await expectNoAxeViolations(page);

  await gotoReady(page, unsubscribePath(subscriber.token));
  await expectNoAxeViolations(page);
  await pressByKeyboard(page, page.getByRole("button", { name: "Abonelikten çık" }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonelikten çıktınız");
  await expectNoAxeViolations(page);
  expect((await row(withScript)).status).toBe("unsubscribed");
  await gotoReady(page, unsubscribePath("uydurma"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bağlantı geçersiz");
  await expectNoAxeViolations(page);
});
