import { expect, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "#app/.server/db/schema.ts";
import { kvkkApplicationPath } from "#app/lib/admin-paths.ts";
import { activate, expectNoAxeViolations, gotoReady, signInByKeyboard, typeInto } from "#tests/e2e/helpers.ts";
import { openTestDb } from "#tests/helpers/db.ts";
import { addKvkkApplication } from "#tests/helpers/kvkk-applications.ts";
import { makePdf } from "#tests/helpers/pdf.ts";

/**
 * KVKK başvuruları by keyboard (issue 42, ADR 055): the Sahip opens the list from the menu,
 * reads an application at day 25 in amber with its words, opens it, adds a note and refuses
 * it with a reason; the list and the application are axe-clean at 360 and 1280 px. Another
 * is answered in the editor with a PDF attached, by e-mail: the outbox holds the answer with
 * its file (the e2e server sends nothing; tests/server/kvkk-admin.test.ts follows it to SMTP).
 */

// The e2e server's database (playwright.config.ts).
const DATABASE_URL = "file:test-results/e2e-site.db";

let db: Kysely<Database>;
const undo: (() => unknown)[] = [];

test.beforeAll(() => {
  db = openTestDb(DATABASE_URL);
});

test.afterAll(async () => {
  for (const step of undo.splice(0).reverse()) await step();
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

test("KVKK başvuruları: an answer written in the editor goes by e-mail with its PDF, by keyboard", async ({ page }) => {
  test.setTimeout(120_000);
  const application = await addKvkkApplication(db, (step) => undo.push(step), {
    received_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
  });
  undo.push(async () => {
    const rows = await db.selectFrom("outbox").select("id").where("recipient", "=", application.email).execute();
    for (const { id } of rows) await db.deleteFrom("outbox_attachments").where("outbox_id", "=", id).execute();
    await db.deleteFrom("outbox").where("recipient", "=", application.email).execute();
  });
  await signInByKeyboard(page);
  await gotoReady(page, kvkkApplicationPath(application.id));

  await activate(page.getByRole("link", { name: "Yanıta dosya ekle" }));
  await expect(page.getByRole("heading", { level: 1, name: "Yanıta dosya ekle" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Choosing a file is the browser's own dialog; the rest is the keyboard's.
  await page.getByLabel("Dosya").setInputFiles({ name: "yanıt eki.pdf", mimeType: "application/pdf", buffer: makePdf("Yanıt eki") });
  await activate(page.getByRole("button", { name: "Dosyayı ekle" }));
  await expect(page.getByRole("status").filter({ hasText: "Dosya yanıta eklendi." })).toBeVisible();
  await expect(page.getByRole("link", { name: "yanıt eki.pdf" })).toBeVisible();

  const editor = page.getByRole("textbox", { name: "Yanıt metni", exact: true });
  await editor.focus();
  await page.keyboard.type("Kişisel verileriniz yalnızca sözleşmemiz için işlenmektedir.");
  await activate(page.getByRole("button", { name: "Yanıtı e-postayla gönder" }));
  await expect(page.getByRole("status").filter({ hasText: "Yanıt e-posta kuyruğuna alındı" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Sonuç" })).toBeVisible();

  const mail = await db.selectFrom("outbox").selectAll().where("recipient", "=", application.email).executeTakeFirstOrThrow();
  expect(mail.text_body).toContain("Kişisel verileriniz yalnızca sözleşmemiz için işlenmektedir.");
  const files = await db.selectFrom("outbox_attachments").select(["file_name", "content_type"]).where("outbox_id", "=", mail.id).execute();
  expect(files).toEqual([{ file_name: "yanıt eki.pdf", content_type: "application/pdf" }]);
  await expectNoAxeViolations(page);
});
