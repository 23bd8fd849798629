import { expect, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { activate, expectNoAxeViolations, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { addKvkkApplication } from "#tests/helpers/kvkk-applications.ts";

/**
 * KVKK başvuruları by keyboard (issue 42, ADR 055): the Sahip opens the list from the menu,
 * reads an application at day 25 in amber with its words, opens it, adds a note and refuses
 * it with a reason; the list and the application are axe-clean at 360 and 1280 px.
 */

// The e2e server's database (playwright.config.ts).
const DATABASE_URL = "file:test-results/e2e-site.db";

let db: Kysely<Database>;
const undo: (() => unknown)[] = [];

test.beforeAll(() => {
  db = openTestDb(DATABASE_URL);
});

test.afterAll(async () => {
  for (const step of undo.reverse()) await step();
  await db.destroy();
});

test("KVKK başvuruları: the list's deadline in words, an application's note and refusal by keyboard, axe-clean", async ({ page }) => {
  test.setTimeout(120_000);
  const application = await addKvkkApplication(db, (step) => undo.push(step), {
    received_at: new Date(Date.now() - 25 * 24 * 60 * 60 * 1000).toISOString(),
    full_name: "Klavye Deneme",
  });
  undo.push(() => db.deleteFrom("outbox").where("recipient", "=", application.email).execute());

  await signInByKeyboard(page);
  await activate(page.getByRole("navigation").getByRole("link", { name: "KVKK başvuruları" }));
  await expect(page.getByRole("heading", { level: 1, name: "KVKK başvuruları" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: application.reference });
  await expect(row).toContainText("Süre yaklaşıyor: 5 gün kaldı");
  await expect(row).toContainText("25. gün");
  await expectNoAxeViolations(page);

  await activate(row.getByRole("link", { name: application.reference }));
  await expect(page.getByRole("heading", { level: 1, name: `KVKK başvurusu ${application.reference}` })).toBeVisible();
  await expect(page.getByText("Klavye Deneme").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await typeInto(page.getByLabel("Not ekle"), "Kimlik fotokopisi istendi.");
  await activate(page.getByRole("button", { name: "Notu ekle" }));
  await expect(page.getByRole("status").filter({ hasText: "Not eklendi." })).toBeVisible();
  await expect(page.getByText("Kimlik fotokopisi istendi.")).toBeVisible();

  await typeInto(page.getByLabel("Gerekçe"), "Başvurunuz kimliğinizi doğrulayan bilgi içermiyor.");
  await activate(page.getByRole("button", { name: "Başvuruyu reddet" }));
  await expect(page.getByRole("status").filter({ hasText: "Başvuru reddedildi" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Sonuç" })).toBeVisible();
  await expectNoAxeViolations(page);
});
