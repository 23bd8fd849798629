/**
 * Kırık bağlantılar and Bulunamayan adresler by keyboard with axe at 360 and 1280 px (issue 44,
 * ADR 066). The e2e server checks no link (LINK_CHECK is off there, as on every machine but a
 * real server): the broken link's row is written into its database as a round would, beside the
 * news item that carries it; the screen lists it with its place and "Düzenle" opens the item's
 * form. A 404 asked of the site appears on Bulunamayan adresler, whose "Yönlendirme ekle" opens
 * Yönlendirmeler with the old address filled in.
 */
import { expect, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard } from "#tests/e2e/helpers.ts";
import { addQuestion, openTestDb } from "#tests/helpers/db.ts";

// The e2e server's database (playwright.config.ts).
const DATABASE_URL = "file:test-results/e2e-site.db";
// Never asked: the e2e server's checker is off, and this row is written by hand.
const BROKEN = "https://kirik-baglanti.invalid/eski-teblig";

let db: Kysely<Database>;
const undo: (() => unknown)[] = [];

test.beforeAll(() => {
  db = openTestDb(DATABASE_URL);
});

// Fully parallel: these hooks run around each test, so a test's undo steps are taken out as they run
// (the next test's afterAll must not run them again on a connection already closed).
test.afterAll(async () => {
  for (const step of undo.splice(0).reverse()) await step();
  await db.destroy();
});

test("Kırık bağlantılar: the broken link with its question, Düzenle by keyboard; axe finds nothing", async ({ page }) => {
  test.setTimeout(120_000);
  // A question, not a news item: a news item dated ahead is the newest on /haberler, which admin.spec reads at once.
  const post = await addQuestion(db, { title: "Kırık bağlantılı soru", answer: `<p><a href="${BROKEN}">Eski tebliğ</a></p>` }, (step) =>
    undo.push(step),
  );
  const now = new Date().toISOString();
  await db
    .insertInto("link_checks")
    .values({
      url: BROKEN,
      host: "kirik-baglanti.invalid",
      ok: 0,
      status: 404,
      final_url: null,
      error: "http",
      checked_at: now,
      first_failed_at: now,
    })
    .execute();
  undo.push(() => db.deleteFrom("link_checks").where("url", "=", BROKEN).execute());

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByKeyboard(page);
  await activate(page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "Kırık bağlantılar" }));
  await expect(page.getByRole("heading", { level: 1, name: "Kırık bağlantılar" })).toBeVisible();
  await expect(page.getByText("Bağlantı denetimi kapalı")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: BROKEN });
  await expect(row).toContainText("HTTP 404: Sayfa bulunamadı");
  await expect(row).toContainText("Kırık bağlantılı soru");
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await activate(row.getByRole("link", { name: "Düzenle: Kırık bağlantılı soru" }));
  await expect(page).toHaveURL(new RegExp(`/adminpanel/sorular\\?duzenle=${post.id}$`));
});

test("Bulunamayan adresler: a 404 listed, Yönlendirme ekle opens Yönlendirmeler filled in, by keyboard; axe finds nothing", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const missing = "/klavye-ile-bulunamayan-sayfa";
  expect(
    (await request.get(missing, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" } })).status(),
  ).toBe(404);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByKeyboard(page);
  // The count is written at the next flush (ANALYTICS_FLUSH_MS, 5 s).
  await expect(async () => {
    await gotoReady(page, "/adminpanel/bulunamayan-adresler");
    await expect(page.getByRole("row").filter({ hasText: missing })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await activate(page.getByRole("link", { name: `Yönlendirme ekle: ${missing}` }));
  await expect(page.getByRole("heading", { level: 1, name: "Yönlendirmeler" })).toBeVisible();
  await expect(page.getByLabel("Eski adres")).toHaveValue(missing);
});
